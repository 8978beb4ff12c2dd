// The supplier's sign-for (SPEC: /sup/supContract/signFor; docs/decisions/2026-11-27-contract-sign-for.md):
// it records that the company received the contract document, who and when, optionally with the
// signed copy it uploaded through the files module. Signing again replaces the record, since a
// revision brings a new document; a closed contract takes no sign-for. Confirming never waits
// for it.
import { OPERATION_LOG_TYPES } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { enqueue } from '../outbox/index.ts';
import type { AnswerResult } from './answer-service.ts';
import { insertContractEvent } from './contract-writes.ts';

export class ContractSignForService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  signFor(actor: Actor, input: { id: string; version: number; fileId?: string }) {
    return this.db.transaction().execute(async (trx): Promise<AnswerResult> => {
      const c = await trx
        .selectFrom('contracts')
        .selectAll()
        .where('id', '=', input.id)
        .where('supplier_id', '=', actor.companyId)
        .forUpdate()
        .executeTakeFirst();
      if (!c) throw new ApiError(404, 'order.notFound');
      if (c.version !== input.version) throw new ApiError(409, 'order.stale');
      if (c.state === 'closed') throw new ApiError(409, 'order.closed');
      if (input.fileId !== undefined) {
        // Only a file of the caller's own company: another's id must not get attached (or tell
        // whether it exists), as for quote attachments.
        const own = await trx
          .selectFrom('files')
          .select('id')
          .where('id', '=', input.fileId)
          .where('company_id', '=', actor.companyId)
          .executeTakeFirst();
        if (!own) throw new ApiError(400, 'file.notFound', { fields: { fileId: 'file.notFound' } });
      }
      const now = this.config.now();
      const byName = actor.name || actor.account;
      await trx
        .updateTable('contracts')
        .set({
          signed_at: now,
          signed_by: byName,
          signed_file_id: input.fileId ?? null,
          updated_at: now,
          version: c.version + 1,
        })
        .where('id', '=', c.id)
        .execute();
      await insertContractEvent(trx, {
        contractId: c.id,
        event: 'contract.event.signed',
        versionNo: c.current_version,
        byName,
        companyId: actor.companyId,
        at: now,
      });
      await enqueue(trx, {
        system: 'erp',
        kind: 'contract.signed',
        subjectId: c.id,
        payload: {
          contractNumber: c.contract_number,
          version: c.current_version,
          signedBy: byName,
          signedAt: now.toISOString(),
          signedCopy: input.fileId !== undefined,
        },
      });
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `contract.signFor ${c.contract_number}`,
        trx,
        now,
      );
      return { state: c.state, currentVersion: c.current_version, version: c.version + 1 };
    });
  }
}
