// The supplier's answer to a contract (docs/product-rules.md#contracts-and-orders): every line of
// the current version at once, or the whole order confirmed. All confirmed confirms it, all
// rejected rejects it, anything else makes a version of the supplier's own (the lines it keeps, on
// its terms) that waits for the buyer. The ERP hears the answer through the outbox.
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  checkOrderAnswer,
  contractActionAllowed,
  contractTransition,
  orderAckCode,
  type ContractState,
  type LineAnswer,
  type LineAnswerInput,
  type answerContractInput,
} from '@portal/contract';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import { businessToday } from '../../core/business-time.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import type { ContractLinesTable, Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { enqueue } from '../outbox/index.ts';
import { refuseFrozenSupplier } from '../supplier/index.ts';
import { insertContractEvent, updateContractHead } from './contract-writes.ts';
import { linesOf } from './queries.ts';

type AnswerInput = z.output<typeof answerContractInput>;
type Line = Selectable<ContractLinesTable>;
type Answered = Extract<ContractState, 'confirmed' | 'changed' | 'rejected'>;

const STORED: Record<LineAnswerInput['answer'], LineAnswer> = {
  confirm: 'confirmed',
  amend: 'amended',
  reject: 'rejected',
};

export interface AnswerResult {
  state: ContractState;
  currentVersion: number;
  version: number;
}

/** The terms a kept line has in the supplier's version: its amendment, or as ordered. */
function keptTerms(line: Line, a: LineAnswerInput) {
  if (a.answer !== 'amend') {
    return {
      quantity: Number(line.quantity),
      unitPrice: Number(line.unit_price),
      deliveryDate: line.delivery_date,
      deliveries: [],
    };
  }
  const dates = a.deliveries.map((d) => d.date).sort();
  return {
    quantity: a.quantity ?? Number(line.quantity),
    unitPrice: a.unitPrice ?? Number(line.unit_price),
    // The line's date is its first delivery; the schedule is in `deliveries`.
    deliveryDate: dates[0]!,
    deliveries: a.deliveries,
  };
}

const money = (lines: { quantity: number; unitPrice: number }[]) =>
  lines.reduce((s, l) => s + Math.round(l.quantity * l.unitPrice * 10_000), 0) / 10_000;

export class ContractAnswerService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  answer(actor: Actor, input: AnswerInput): Promise<AnswerResult> {
    return this.record(actor, input.id, input.version, 'answer', () => input.lines);
  }

  confirmAll(actor: Actor, input: { id: string; version: number }): Promise<AnswerResult> {
    return this.record(actor, input.id, input.version, 'confirmAll', (lines) =>
      lines.map((l) => ({ lineId: l.id, answer: 'confirm' as const })),
    );
  }

  private async record(
    actor: Actor,
    id: string,
    version: number,
    action: 'answer' | 'confirmAll',
    answersFor: (lines: Line[]) => LineAnswerInput[],
  ): Promise<AnswerResult> {
    return this.db.transaction().execute(async (trx) => {
      const c = await trx
        .selectFrom('contracts')
        .selectAll()
        .where('id', '=', id)
        .where('supplier_id', '=', actor.companyId)
        .forUpdate()
        .executeTakeFirst();
      if (!c) throw new ApiError(404, 'order.notFound');
      if (c.version !== version) throw new ApiError(409, 'order.stale');
      if (!contractActionAllowed(c.state, action, 'supplier')) {
        throw new ApiError(409, 'order.notAwaitingAnswer');
      }
      const lines = await linesOf(trx, c.id, c.current_version);
      const answers = answersFor(lines);
      const issues = checkOrderAnswer(
        lines.map((l) => ({
          id: l.id,
          unitPrice: Number(l.unit_price),
          quantity: Number(l.quantity),
          deliveryDate: l.delivery_date,
        })),
        { lines: answers },
        businessToday(this.config),
      );
      if (issues.length > 0) {
        throw new ApiError(400, issues[0]!.message, {
          fields: Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message])),
        });
      }
      const next = contractTransition(
        c.state,
        action,
        'supplier',
        answers.map((a) => STORED[a.answer]),
      ) as Answered;
      // Frozen: no confirmation and no amendment; saying it cannot deliver at all stays possible.
      if (next !== 'rejected') await refuseFrozenSupplier(trx, actor.companyId);

      const now = this.config.now();
      const byId = new Map(lines.map((l) => [l.id, l]));
      for (const a of answers) {
        await trx
          .updateTable('contract_lines')
          .set({
            answer: STORED[a.answer],
            answer_reason: a.answer === 'confirm' ? '' : a.reason,
            deliveries: JSON.stringify(a.answer === 'amend' ? a.deliveries : []),
          })
          .where('id', '=', a.lineId)
          .execute();
      }

      let currentVersion = c.current_version;
      let total = Number(c.total_amount);
      let lineCount = c.line_count;
      if (next === 'changed') {
        // The supplier's version: the lines it keeps, on its terms, for the buyer to accept.
        const kept = answers
          .filter((a) => a.answer !== 'reject')
          .map((a) => ({ line: byId.get(a.lineId)!, terms: keptTerms(byId.get(a.lineId)!, a) }));
        currentVersion += 1;
        total = money(kept.map((k) => k.terms));
        lineCount = kept.length;
        await trx
          .insertInto('contract_versions')
          .values({
            contract_id: c.id,
            version_no: currentVersion,
            issued_by: 'supplier',
            issued_by_name: actor.name || actor.account,
            total_amount: total,
            created_at: now,
          })
          .execute();
        if (kept.length > 0) {
          await trx
            .insertInto('contract_lines')
            .values(
              kept.map(({ line, terms }) => ({
                id: randomUUID(),
                contract_id: c.id,
                version_no: currentVersion,
                line_no: line.line_no,
                material_number: line.material_number,
                part_number: line.part_number,
                description: line.description,
                quantity: terms.quantity,
                unit: line.unit,
                unit_price: terms.unitPrice,
                delivery_date: terms.deliveryDate,
                deliveries: JSON.stringify(terms.deliveries),
              })),
            )
            .execute();
        }
      }
      await updateContractHead(trx, c, {
        state: next,
        currentVersion,
        total,
        lineCount,
        at: now,
      });
      await insertContractEvent(trx, {
        contractId: c.id,
        event: `contract.event.${next}`,
        versionNo: c.current_version,
        byName: actor.name || actor.account,
        companyId: actor.companyId,
        at: now,
      });
      const ack = orderAckCode(next);
      await enqueue(trx, {
        system: 'erp',
        kind: 'contract.ack',
        subjectId: c.id,
        payload: {
          contractNumber: c.contract_number,
          version: c.current_version,
          ack,
          lines: answers.map((a) => {
            const line = byId.get(a.lineId)!;
            return {
              lineNo: line.line_no,
              answer: a.answer,
              ...(a.answer === 'confirm' ? {} : { reason: a.reason }),
              ...(a.answer === 'amend'
                ? { unitPrice: a.unitPrice, quantity: a.quantity, deliveries: a.deliveries }
                : {}),
            };
          }),
        },
      });
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `contract.answer ${c.contract_number} ${ack}`,
        trx,
      );
      return { state: next, currentVersion, version: c.version + 1 };
    });
  }
}
