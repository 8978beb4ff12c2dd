// Account statements (docs/product-rules.md#account-statements): the ERP's send, the supplier's
// upload of its side, its confirmation or dispute, and the reads of both sides. Every write runs in
// a transaction that locks the statement and checks its state (409) and, for a user, its version
// (stale → 409); the supplier's writes refuse a frozen company; each leaves an operation-log line.
// The ERP hears confirmations and disputes through the outbox.
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  statementActions,
  type AccountStatementState,
  type Language,
  type StatementAction,
  type StatementDifference,
  type disputeStatementInput,
  type erpAccountStatementInput,
  type statementListInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../core/db.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ApiError } from '../../http/api-error.ts';
import { ERP_ACTOR } from '../inquiry/index.ts';
import { enqueue } from '../outbox/index.ts';
import { refuseFrozenSupplier } from '../supplier/index.ts';
import { billDifferences, runningBalances, sideDifferences, type ComparedLine } from './compare.ts';
import {
  billsByNumber,
  billsInPeriod,
  pageStatements,
  statementBuyer,
  statementLines,
  statementOf,
  supplierByCode,
  type StatementBill,
  type StatementLineRecord,
  type StatementRecord,
} from './queries.ts';
import type { SheetLine } from './sheet.ts';

export type StatementSide = 'supplier' | 'buyer';
type ErpInput = z.output<typeof erpAccountStatementInput>;

export interface StatementWriteResult {
  id: string;
  state: AccountStatementState;
  version: number;
}

const num = (v: string | null) => (v === null ? null : Number(v));
const compared = (l: StatementLineRecord): ComparedLine => ({
  docType: l.doc_type,
  reference: l.reference,
  debit: Number(l.debit),
  credit: Number(l.credit),
});

export class AccountStatementService {
  constructor(
    readonly db: Db,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  private scope(actor: Actor, side: StatementSide) {
    return { supplierId: side === 'supplier' ? actor.companyId : undefined };
  }

  async list(
    actor: Actor,
    side: StatementSide,
    input: z.output<typeof statementListInput>,
    lang: Language,
  ) {
    const { records, total } = await pageStatements(
      this.db,
      { ...this.scope(actor, side), state: input.state, q: input.q || undefined },
      { current: input.current, size: input.size },
    );
    return {
      records: records.map((r) => statementRow(r, lang)),
      total,
      current: input.current,
      size: input.size,
    };
  }

  async detail(actor: Actor, side: StatementSide, id: string, lang: Language) {
    const r = await statementOf(this.db, id, this.scope(actor, side));
    if (!r) throw new ApiError(404, 'statement.notFound');
    const lines = await statementLines(this.db, r.id);
    const buyer = lines.filter((l) => l.side === 'buyer');
    const supplier = lines.filter((l) => l.side === 'supplier');
    const [bills, ofPeriod] = await Promise.all([
      billsByNumber(
        this.db,
        r.supplier_id,
        buyer.map((l) => l.reference),
      ),
      billsInPeriod(this.db, r),
    ]);
    const differences: StatementDifference[] = [
      ...sideDifferences(
        buyer.map(compared),
        r.supplier_uploaded_at ? supplier.map(compared) : null,
      ),
      ...billDifferences(buyer.map(compared), bills, ofPeriod),
    ];
    const lineOut = (l: StatementLineRecord) => ({
      position: l.position,
      date: l.date,
      docType: l.doc_type,
      reference: l.reference,
      debit: Number(l.debit),
      credit: Number(l.credit),
      balance: Number(l.balance),
      disputeReason: l.dispute_reason,
      bill: billOut(bills.get(l.reference.trim().toUpperCase())),
    });
    return {
      ...statementRow(r, lang),
      buyerLines: buyer.map(lineOut),
      supplierLines: supplier.map((l) => ({ ...lineOut(l), bill: null })),
      supplierClosingBalance: num(r.supplier_closing_balance),
      differences,
      actions: side === 'supplier' ? statementActions(r.state) : ([] as StatementAction[]),
    };
  }

  /** The ERP's send: a new statement, or the replacement of one the supplier has not confirmed. */
  async receive(input: ErpInput, meta: { ip: string }) {
    const supplier = await supplierByCode(this.db, input.supplierCode);
    if (!supplier) {
      throw new ApiError(400, 'statement.unknownSupplier', {
        params: { code: input.supplierCode },
        fields: { supplierCode: 'statement.unknownSupplier' },
      });
    }
    try {
      return await this.db.transaction().execute(async (trx) => {
        const buyerId = await statementBuyer(trx);
        const existing = await trx
          .selectFrom('account_statements')
          .select(['id', 'supplier_id', 'state', 'version', 'supplier_uploaded_at'])
          .where('buyer_id', '=', buyerId)
          .where('number', '=', input.statementNumber)
          .forUpdate()
          .executeTakeFirst();
        if (existing && existing.supplier_id !== supplier.id) {
          throw new ApiError(409, 'statement.numberTaken');
        }
        if (existing?.state === 'confirmed') throw new ApiError(409, 'statement.confirmedFinal');
        const now = this.config.now();
        const values = {
          currency: input.currency,
          period_from: input.periodFrom,
          period_to: input.periodTo,
          opening_balance: input.openingBalance,
          closing_balance: input.closingBalance,
          state: 'open' as const,
          dispute_count: 0,
          answered_at: null,
          updated_at: now,
        };
        let id: string;
        let version = 1;
        if (existing) {
          id = existing.id;
          version = existing.version + 1;
          await trx
            .updateTable('account_statements')
            .set((eb) => ({ ...values, version, received_count: eb('received_count', '+', 1) }))
            .where('id', '=', id)
            .execute();
          await trx
            .deleteFrom('account_statement_lines')
            .where('statement_id', '=', id)
            .where('side', '=', 'buyer')
            .execute();
        } else {
          id = randomUUID();
          await trx
            .insertInto('account_statements')
            .values({
              id,
              number: input.statementNumber,
              buyer_id: buyerId,
              supplier_id: supplier.id,
              ...values,
            })
            .execute();
        }
        await insertLines(trx, id, 'buyer', input.openingBalance, input.lines);
        await refreshDifferenceCount(trx, id);
        await this.log.write(
          {
            userId: null,
            account: ERP_ACTOR,
            name: ERP_ACTOR,
            type: existing ? OPERATION_LOG_TYPES.modify : OPERATION_LOG_TYPES.add,
            item: `statement.receive ${input.statementNumber} ${supplier.code}`,
            ip: meta.ip,
            at: now,
          },
          trx,
        );
        return { id, state: 'open' as const, version, replaced: existing !== undefined };
      });
    } catch (error) {
      // Two first sends of one number at once: the unique number lets exactly one in.
      if (isUniqueViolation(error)) throw new ApiError(409, 'statement.stale');
      throw error;
    }
  }

  confirm(actor: Actor, input: { id: string; version: number }): Promise<StatementWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const r = await this.lockForSupplier(trx, actor, input.id, input.version, 'confirm');
      const now = this.config.now();
      const version = r.version + 1;
      await trx
        .updateTable('account_statements')
        .set({ state: 'confirmed', answered_at: now, version, updated_at: now })
        .where('id', '=', r.id)
        .execute();
      await enqueue(trx, {
        system: 'erp',
        kind: 'accountStatement.confirmed',
        subjectId: r.id,
        payload: {
          statementNumber: r.number,
          supplierCode: r.supplier_code,
          closingBalance: Number(r.closing_balance),
          currency: r.currency,
          confirmedAt: now.toISOString(),
        },
      });
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `statement.confirm ${r.number}`,
        trx,
        now,
      );
      return { id: r.id, state: 'confirmed', version };
    });
  }

  dispute(
    actor: Actor,
    input: z.output<typeof disputeStatementInput>,
  ): Promise<StatementWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const r = await this.lockForSupplier(trx, actor, input.id, input.version, 'dispute');
      const lines = await trx
        .selectFrom('account_statement_lines')
        .select(['position', 'reference', 'doc_type'])
        .where('statement_id', '=', r.id)
        .where('side', '=', 'buyer')
        .execute();
      const byPosition = new Map(lines.map((l) => [l.position, l]));
      for (const d of input.lines) {
        if (!byPosition.has(d.position)) {
          throw new ApiError(400, 'statement.unknownLine', {
            params: { position: d.position },
            fields: { lines: 'statement.unknownLine' },
          });
        }
      }
      for (const d of input.lines) {
        await trx
          .updateTable('account_statement_lines')
          .set({ dispute_reason: d.reason })
          .where('statement_id', '=', r.id)
          .where('side', '=', 'buyer')
          .where('position', '=', d.position)
          .execute();
      }
      const now = this.config.now();
      const version = r.version + 1;
      await trx
        .updateTable('account_statements')
        .set({
          state: 'disputed',
          dispute_count: input.lines.length,
          answered_at: now,
          version,
          updated_at: now,
        })
        .where('id', '=', r.id)
        .execute();
      await enqueue(trx, {
        system: 'erp',
        kind: 'accountStatement.disputed',
        subjectId: r.id,
        payload: {
          statementNumber: r.number,
          supplierCode: r.supplier_code,
          disputedAt: now.toISOString(),
          lines: input.lines.map((d) => {
            const l = byPosition.get(d.position)!;
            return {
              position: d.position,
              docType: l.doc_type,
              reference: l.reference,
              reason: d.reason,
            };
          }),
        },
      });
      // The reasons are the supplier's words for the buyer, not the log's: the log names the lines.
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `statement.dispute ${r.number} ${input.lines.map((d) => d.position).join(',')}`,
        trx,
        now,
      );
      return { id: r.id, state: 'disputed', version };
    });
  }

  /** The statement's period, for reading an upload (404 for another company's). */
  async periodOf(actor: Actor, id: string) {
    const r = await statementOf(this.db, id, this.scope(actor, 'supplier'));
    if (!r) throw new ApiError(404, 'statement.notFound');
    return { from: r.period_from, to: r.period_to };
  }

  /** The template's starting rows: the supplier's last upload, else its bills of the period. */
  async templateLines(actor: Actor, id: string): Promise<SheetLine[]> {
    const r = await statementOf(this.db, id, this.scope(actor, 'supplier'));
    if (!r) throw new ApiError(404, 'statement.notFound');
    if (r.supplier_uploaded_at) {
      const lines = await statementLines(this.db, r.id);
      return lines
        .filter((l) => l.side === 'supplier')
        .map((l) => ({ ...compared(l), date: l.date }));
    }
    const bills = await billsInPeriod(this.db, r);
    return bills.map((b) => ({
      date: r.period_to,
      docType: 'invoice',
      reference: b.number,
      debit: b.amount,
      credit: 0,
    }));
  }

  /** Replaces the supplier's side with the uploaded lines (already checked row by row). */
  upload(
    actor: Actor,
    input: { id: string; version: number },
    lines: readonly SheetLine[],
  ): Promise<StatementWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const r = await this.lockForSupplier(trx, actor, input.id, input.version, 'upload');
      await trx
        .deleteFrom('account_statement_lines')
        .where('statement_id', '=', r.id)
        .where('side', '=', 'supplier')
        .execute();
      const opening = Number(r.opening_balance);
      await insertLines(trx, r.id, 'supplier', opening, lines);
      const closing = lines.reduce((b, l) => b + l.debit - l.credit, opening);
      const now = this.config.now();
      const version = r.version + 1;
      await trx
        .updateTable('account_statements')
        .set({
          supplier_uploaded_at: now,
          supplier_closing_balance: Math.round(closing * 100) / 100,
          version,
          updated_at: now,
        })
        .where('id', '=', r.id)
        .execute();
      await refreshDifferenceCount(trx, r.id);
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `statement.upload ${r.number} (${lines.length})`,
        trx,
        now,
      );
      return { id: r.id, state: r.state, version };
    });
  }

  private async lockForSupplier(
    trx: Db,
    actor: Actor,
    id: string,
    version: number,
    action: StatementAction,
  ): Promise<StatementRecord> {
    const r = await statementOf(trx, id, this.scope(actor, 'supplier'), true);
    if (!r) throw new ApiError(404, 'statement.notFound');
    await refuseFrozenSupplier(trx, actor.companyId);
    if (r.version !== version) throw new ApiError(409, 'statement.stale');
    if (!statementActions(r.state).includes(action)) {
      throw new ApiError(409, 'statement.moveNotAllowed');
    }
    return r;
  }
}

/** Writes one side's lines with their running balances (the demo seed writes the ERP's side too). */
export async function insertLines(
  trx: Db,
  statementId: string,
  side: StatementSide,
  opening: number,
  lines: readonly (ComparedLine & { date: string })[],
) {
  if (lines.length === 0) return;
  const balances = runningBalances(opening, lines);
  await trx
    .insertInto('account_statement_lines')
    .values(
      lines.map((l, i) => ({
        statement_id: statementId,
        side,
        position: i + 1,
        date: l.date,
        doc_type: l.docType,
        reference: l.reference,
        debit: l.debit,
        credit: l.credit,
        balance: balances[i]!,
      })),
    )
    .execute();
}

/** The two sides' differences as the lists show them (counted after every send and upload). */
export async function refreshDifferenceCount(trx: Db, id: string) {
  const r = await trx
    .selectFrom('account_statements')
    .select('supplier_uploaded_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const lines = await statementLines(trx, id);
  const count = sideDifferences(
    lines.filter((l) => l.side === 'buyer').map(compared),
    r.supplier_uploaded_at ? lines.filter((l) => l.side === 'supplier').map(compared) : null,
  ).length;
  await trx
    .updateTable('account_statements')
    .set({ difference_count: count })
    .where('id', '=', id)
    .execute();
}

function billOut(b: StatementBill | undefined) {
  return b
    ? { id: b.id, number: b.number, amount: b.amount, state: b.state, currency: b.currency }
    : null;
}

export function statementRow(r: StatementRecord, lang: Language) {
  return {
    id: r.id,
    number: r.number,
    supplierName: lang === 'en' && r.supplier_name_en ? r.supplier_name_en : r.supplier_name,
    supplierCode: r.supplier_code,
    currency: r.currency,
    periodFrom: r.period_from,
    periodTo: r.period_to,
    openingBalance: Number(r.opening_balance),
    closingBalance: Number(r.closing_balance),
    state: r.state,
    disputeCount: r.dispute_count,
    differenceCount: r.difference_count,
    supplierUploadedAt: r.supplier_uploaded_at?.toISOString() ?? null,
    answeredAt: r.answered_at?.toISOString() ?? null,
    version: r.version,
    updatedAt: r.updated_at.toISOString(),
  };
}
