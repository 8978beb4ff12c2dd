// The buyer's moves on a contract (docs/product-rules.md#contracts-and-orders): accept the
// supplier's changed version (it becomes the agreed contract), refuse it (the buyer's last terms
// come back as a new version for the supplier to answer), or close the contract. Each move checks
// the version the caller saw and the contract package's state machine, writes the history and the
// operation log, and tells the ERP through the outbox, as the supplier's answer does.
import {
  OPERATION_LOG_TYPES,
  contractTransition,
  type ContractAction,
  type MessageKey,
} from '@portal/contract';
import type { Kysely, Transaction } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { enqueue } from '../outbox/index.ts';
import type { AnswerResult } from './answer-service.ts';
import { insertContractEvent, updateContractHead } from './contract-writes.ts';
import { insertVersion } from './erp-queries.ts';
import { linesOf } from './queries.ts';

type BuyerAction = Extract<ContractAction, 'acceptChange' | 'refuseChange' | 'close'>;

/** What a refused move says: no changes wait, or the contract is closed already. */
const NOT_ALLOWED: Record<BuyerAction, MessageKey> = {
  acceptChange: 'order.noChangesWaiting',
  refuseChange: 'order.noChangesWaiting',
  close: 'order.closedAlready',
};

const EVENT: Record<BuyerAction, string> = {
  acceptChange: 'contract.event.accepted',
  refuseChange: 'contract.event.refused',
  close: 'contract.event.closed',
};

const money = (lines: { quantity: number; unitPrice: number }[]) =>
  lines.reduce((s, l) => s + Math.round(l.quantity * l.unitPrice * 10_000), 0) / 10_000;

export class ContractBuyerService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  acceptChange(actor: Actor, input: { id: string; version: number }): Promise<AnswerResult> {
    return this.#move(actor, input.id, input.version, 'acceptChange', '');
  }

  refuseChange(
    actor: Actor,
    input: { id: string; version: number; remark: string },
  ): Promise<AnswerResult> {
    return this.#move(actor, input.id, input.version, 'refuseChange', input.remark);
  }

  close(actor: Actor, input: { id: string; version: number; remark: string }) {
    return this.#move(actor, input.id, input.version, 'close', input.remark);
  }

  #move(
    actor: Actor,
    id: string,
    version: number,
    action: BuyerAction,
    remark: string,
  ): Promise<AnswerResult> {
    return this.db.transaction().execute(async (trx) => {
      const c = await trx
        .selectFrom('contracts')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!c) throw new ApiError(404, 'order.notFound');
      if (c.version !== version) throw new ApiError(409, 'order.stale');
      const next = contractTransition(c.state, action, 'buyer');
      if (!next) throw new ApiError(409, NOT_ALLOWED[action]);
      const now = this.config.now();
      const byName = actor.name || actor.account;
      let currentVersion = c.current_version;
      let total = Number(c.total_amount);
      let lineCount = c.line_count;

      if (action === 'acceptChange') {
        // The supplier's version is the agreed contract now: its lines stand as confirmed.
        await trx
          .updateTable('contract_lines')
          .set({ answer: 'confirmed' })
          .where('contract_id', '=', c.id)
          .where('version_no', '=', c.current_version)
          .execute();
      }
      if (action === 'refuseChange') {
        const terms = await this.#buyerTerms(trx, c.id, c.current_version);
        currentVersion += 1;
        total = money(terms);
        lineCount = terms.length;
        await insertVersion(
          trx,
          {
            contractId: c.id,
            versionNo: currentVersion,
            issuedBy: 'buyer',
            issuedByName: byName,
            remark,
            totalAmount: total,
            at: now,
            lines: terms,
          },
          EVENT.refuseChange,
        );
      } else {
        await insertContractEvent(trx, {
          contractId: c.id,
          event: EVENT[action],
          versionNo: c.current_version,
          byName,
          companyId: actor.companyId,
          remark,
          at: now,
        });
      }
      await updateContractHead(trx, c, {
        state: next,
        currentVersion,
        total,
        lineCount,
        at: now,
      });
      await enqueue(trx, {
        system: 'erp',
        kind: 'contract.decision',
        subjectId: c.id,
        payload: {
          contractNumber: c.contract_number,
          // The version decided on; a refusal also names the new one the supplier answers.
          version: c.current_version,
          decision: action,
          state: next,
          remark,
          ...(action === 'refuseChange' ? { newVersion: currentVersion } : {}),
        },
      });
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `contract.${action} ${c.contract_number}`,
        trx,
        now,
      );
      return { state: next, currentVersion, version: c.version + 1 };
    });
  }

  /**
   * The buyer's last terms: the lines of the newest version before the supplier's that the ERP or
   * the buyer issued. A refusal sends them back as they were, every line open again.
   */
  async #buyerTerms(trx: Transaction<Database>, contractId: string, before: number) {
    const issued = await trx
      .selectFrom('contract_versions')
      .select('version_no')
      .where('contract_id', '=', contractId)
      .where('version_no', '<', before)
      .where('issued_by', '!=', 'supplier')
      .orderBy('version_no', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const lines = await linesOf(trx, contractId, issued.version_no);
    return lines.map((l) => ({
      lineNo: l.line_no,
      materialNumber: l.material_number,
      partNumber: l.part_number,
      description: l.description,
      quantity: Number(l.quantity),
      unit: l.unit,
      unitPrice: Number(l.unit_price),
      deliveryDate: l.delivery_date,
    }));
  }
}
