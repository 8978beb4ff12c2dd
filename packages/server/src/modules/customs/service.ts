// Customs-broker authorizations (/sup/supCustoms/*): a supplier authorizes a person or a customs
// brokerage company to clear its shipments for the buyer, with the signed letter it uploaded
// (a file of its own company), and revokes them. The company comes from the session only, so a
// supplier never sees nor changes another's: another company's id answers 404 like a missing one.
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  type CustomsRow,
  type createCustomsInput,
  type customsListInput,
  type revokeCustomsInput,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { page } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Actor } from '../../core/actor.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import type { UserService } from '../user/service.ts';
import { businessDate, businessToday } from '../../core/business-time.ts';

export class CustomsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly users: UserService,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  async list(actor: Actor, input: z.output<typeof customsListInput>) {
    const today = businessToday(this.config);
    let q = this.#select(actor).where('a.kind', '=', input.kind);
    if (input.state === 'revoked') q = q.where('a.status', '=', 'revoked');
    if (input.state === 'active') {
      q = q.where('a.status', '=', 'active').where('a.valid_until', '>=', today);
    }
    if (input.state === 'expired') {
      q = q.where('a.status', '=', 'active').where('a.valid_until', '<', today);
    }
    return page(
      q,
      input,
      (x) => x.orderBy('a.created_at', 'desc').orderBy('a.id'),
      (r) => this.#row(r, today),
    );
  }

  async create(actor: Actor, input: z.output<typeof createCustomsInput>): Promise<CustomsRow> {
    const now = this.config.now();
    if (input.validUntil < businessDate(now)) {
      throw new ApiError(400, 'customs.untilPast', { fields: { validUntil: 'customs.untilPast' } });
    }
    const profile = await this.users.profile(actor.userId);
    const id = randomUUID();
    await this.db.transaction().execute(async (trx) => {
      // Only a file the own company uploaded can be the letter.
      const file = await trx
        .selectFrom('files')
        .select('id')
        .where('id', '=', input.letterFileId)
        .where('company_id', '=', actor.companyId)
        .executeTakeFirst();
      if (!file) {
        // Another company's file is not there for this supplier: 404, said on the field.
        throw new ApiError(404, 'customs.letterNotFound', {
          fields: { letterFileId: 'customs.letterNotFound' },
        });
      }
      await trx
        .insertInto('customs_authorizations')
        .values({
          id,
          company_id: actor.companyId,
          kind: input.kind,
          ...(input.kind === 'personal'
            ? { broker_name: input.brokerName, id_number: input.idNumber, phone: input.phone }
            : {
                broker_company: input.brokerCompany,
                customs_code: input.customsCode,
                scope: input.scope,
              }),
          ...(input.kind === 'personal' ? { scope: null } : {}),
          valid_from: input.validFrom,
          valid_until: input.validUntil,
          letter_file_id: file.id,
          status: 'active',
          created_by: actor.userId,
          created_by_name: profile?.row.realName ?? '',
          revoked_at: null,
          created_at: now,
        })
        .execute();
      await this.log.write(
        {
          userId: actor.userId,
          sessionId: actor.sessionId,
          account: profile?.row.account ?? '',
          name: profile?.row.realName ?? '',
          type: OPERATION_LOG_TYPES.add,
          item: `customs.authorize:${id}`,
          ip: actor.ip,
          at: now,
        },
        trx,
      );
    });
    return this.#get(actor, id);
  }

  async revoke(actor: Actor, input: z.output<typeof revokeCustomsInput>): Promise<CustomsRow> {
    const now = this.config.now();
    const profile = await this.users.profile(actor.userId);
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('customs_authorizations')
        .select(['status', 'version'])
        .where('id', '=', input.id)
        .where('company_id', '=', actor.companyId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new ApiError(404, 'customs.notFound');
      if (row.version !== input.version) throw new ApiError(409, 'customs.stale');
      if (row.status === 'revoked') throw new ApiError(409, 'customs.alreadyRevoked');
      await trx
        .updateTable('customs_authorizations')
        .set((eb) => ({
          status: 'revoked',
          revoked_at: now,
          revoke_reason: input.reason,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', input.id)
        .execute();
      await this.log.write(
        {
          userId: actor.userId,
          sessionId: actor.sessionId,
          account: profile?.row.account ?? '',
          name: profile?.row.realName ?? '',
          type: OPERATION_LOG_TYPES.modify,
          item: `customs.revoke:${input.id}`,
          ip: actor.ip,
          at: now,
        },
        trx,
      );
    });
    return this.#get(actor, input.id);
  }

  async #get(actor: Actor, id: string): Promise<CustomsRow> {
    const row = await this.#select(actor).where('a.id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, 'customs.notFound');
    return this.#row(row, businessToday(this.config));
  }

  #select(actor: Actor) {
    return this.db
      .selectFrom('customs_authorizations as a')
      .leftJoin('files as f', 'f.id', 'a.letter_file_id')
      .selectAll('a')
      .select('f.name as letter_name')
      .where('a.company_id', '=', actor.companyId);
  }

  #row(
    r: {
      id: string;
      kind: 'personal' | 'company';
      broker_name: string;
      id_number: string;
      phone: string;
      broker_company: string;
      customs_code: string;
      scope: CustomsRow['scope'];
      valid_from: string;
      valid_until: string;
      letter_file_id: string;
      letter_name: string | null;
      status: 'active' | 'revoked';
      created_by_name: string;
      created_at: Date;
      revoked_at: Date | null;
      revoke_reason: string;
      version: number;
    },
    today: string,
  ): CustomsRow {
    return {
      id: r.id,
      kind: r.kind,
      brokerName: r.broker_name,
      idNumber: r.id_number,
      phone: r.phone,
      brokerCompany: r.broker_company,
      customsCode: r.customs_code,
      scope: r.scope,
      validFrom: r.valid_from,
      validUntil: r.valid_until,
      letterFileId: r.letter_file_id,
      letterName: r.letter_name ?? '',
      state: r.status === 'revoked' ? 'revoked' : r.valid_until < today ? 'expired' : 'active',
      createdBy: r.created_by_name,
      createdAt: r.created_at.toISOString(),
      revokedAt: r.revoked_at ? r.revoked_at.toISOString() : null,
      revokeReason: r.revoke_reason,
      version: r.version,
    };
  }
}
