// Electronic bills, the supplier's side (docs/product-rules.md#bills): it drafts a goods bill for
// delivered lines of its confirmed contract, attaches invoices, submits (no withdrawal) and, when
// refused, corrects the bill as a new version. The invoices' own arithmetic is the contract
// package's zod schema; here are the rules that need the database: the contract and files are the
// caller's, something was delivered, an invoice number is used once per supplier, and the invoices
// add up to the bill. Every write checks the bill's version (stale → 409) and leaves an
// operation-log line. Reads serve both sides (the buyer sees no drafts).
import { randomUUID } from 'node:crypto';
import {
  BILL_INVOICES_MAX,
  BILL_REVISIONS_MAX,
  OPERATION_LOG_TYPES,
  REPAIR_BILLABLE_STATUSES,
  billActionAllowed,
  billKindsOf,
  invoiceKey,
  roundMoney,
  sameMoney,
  type BillAction,
  type BillKind,
  type BillSide,
  type BillState,
  type ContractKind,
  type Language,
  type addBillInvoiceInput,
  type billListInput,
  type billSourceListInput,
  type createFreightBillInput,
  type createRepairBillInput,
  type billMoveInput,
  type createBillInput,
  type removeBillInvoiceInput,
  type updateBillInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../core/db.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ApiError } from '../../http/api-error.ts';
import { refuseFrozenSupplier } from '../supplier/index.ts';
import {
  writeGoodsLines,
  writeSubjectLine,
  type BillLineInput,
  type SubjectLine,
} from './lines.ts';
import {
  billOf,
  contractLines,
  billedQuantities,
  contractOf,
  deliveredQuantities,
  invoiceWithKey,
  nextBillNumber,
  ownFileCount,
  pageBills,
  reviewingBuyer,
  toleranceOf,
  type BillRecord,
} from './queries.ts';
import { orderToBill, pageSources, repairReference, repairToBill, routeOf } from './sources.ts';
import { billDetail, billRow } from './view.ts';

type ListInput = z.output<typeof billListInput>;

export interface BillWriteResult {
  id: string;
  state: BillState;
  version: number;
}

/** Contracts of goods; repairs and transport orders are billed by kinds of their own. */
const GOODS_KINDS: readonly ContractKind[] = ['purchase', 'tool', 'aog'];

export class BillService {
  constructor(
    private readonly db: Db,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  private scope(actor: Actor, side: BillSide) {
    return { supplierId: side === 'supplier' ? actor.companyId : undefined };
  }

  async list(actor: Actor, side: BillSide, input: ListInput, lang: Language) {
    const found = await pageBills(
      this.db,
      { ...this.scope(actor, side), state: input.state, q: input.q || undefined },
      { current: input.current, size: input.size },
    );
    return { ...found, records: found.records.map((r) => billRow(r, lang)) };
  }

  async detail(actor: Actor, side: BillSide, id: string, lang: Language) {
    const r = await billOf(this.db, id, this.scope(actor, side));
    if (!r) throw new ApiError(404, 'bill.notFound');
    return billDetail(this.db, r, side, lang);
  }

  /** A confirmed goods contract's lines: contract price, delivered, billed and still billable. */
  async billable(actor: Actor, contractId: string) {
    const c = await contractOf(this.db, contractId, actor.companyId);
    if (!c) throw new ApiError(404, 'bill.contractNotFound');
    this.refuseContract(c);
    const [lines, delivered, billed] = await Promise.all([
      contractLines(this.db, c.id, c.current_version),
      deliveredQuantities(this.db, c.id),
      billedQuantities(this.db, c.id),
    ]);
    return {
      contractId: c.id,
      contractNumber: c.contract_number,
      currency: c.currency,
      lines: lines.map((l) => {
        const done = delivered.get(l.line_no) ?? 0;
        const inBills = billed.get(l.line_no) ?? 0;
        return {
          lineNo: l.line_no,
          partNumber: l.part_number,
          description: l.description,
          unit: l.unit,
          contractPrice: Number(l.unit_price),
          delivered: done,
          billed: inBills,
          billable: Math.max(0, done - inBills),
        };
      }),
    };
  }

  private refuseContract(c: { kind: ContractKind; state: string }) {
    if (!GOODS_KINDS.includes(c.kind)) throw new ApiError(409, 'bill.contractKind');
    if (c.state !== 'confirmed') throw new ApiError(409, 'bill.contractNotConfirmed');
  }

  /** The kinds of bill the caller's company drafts (its supplier kind decides). */
  async kinds(actor: Actor, db: Db = this.db): Promise<readonly BillKind[]> {
    const c = await db
      .selectFrom('companies')
      .select('supplier_kind')
      .where('id', '=', actor.companyId)
      .executeTakeFirst();
    return billKindsOf(c?.supplier_kind);
  }

  /** The new-bill pick list: what the company may bill now of one kind. */
  async sources(actor: Actor, input: z.output<typeof billSourceListInput>) {
    if (!(await this.kinds(actor)).includes(input.kind)) {
      throw new ApiError(409, 'bill.kindNotBilled', { params: { kind: input.kind } });
    }
    return pageSources(this.db, actor.companyId, input.kind, input.q || undefined, {
      current: input.current,
      size: input.size,
    });
  }

  /**
   * The repair a repair bill bills, checked: the supplier's (404), a confirmed repair contract at a
   * billable status, not held by another live bill (409).
   */
  private async repairSubject(
    trx: Db,
    actor: Actor,
    contractId: string,
    except = '',
  ): Promise<SubjectLine & { currency: string }> {
    const c = await repairToBill(trx, contractId, actor.companyId, except);
    if (!c) throw new ApiError(404, 'bill.repairNotFound');
    if (c.kind !== 'repair') throw new ApiError(409, 'bill.notRepair');
    if (c.state !== 'confirmed') throw new ApiError(409, 'bill.contractNotConfirmed');
    if (!(REPAIR_BILLABLE_STATUSES as readonly string[]).includes(c.status)) {
      throw new ApiError(409, 'bill.repairNotBillable', {
        params: { status: c.status },
      });
    }
    if (c.billed_by)
      throw new ApiError(409, 'bill.repairBilled', { params: { bill: c.billed_by } });
    return {
      source: 'repair',
      contractId: c.id,
      transportOrderId: null,
      reference: repairReference(c.total_amount, c.approved_costs),
      currency: c.currency,
    };
  }

  /** The transport order a freight bill bills: the carrier's, confirmed, delivered, not billed. */
  private async orderSubject(trx: Db, actor: Actor, orderId: string, except = '') {
    const o = await orderToBill(trx, orderId, actor.companyId, except);
    if (!o) throw new ApiError(404, 'bill.orderNotFound');
    if (o.state !== 'confirmed') throw new ApiError(409, 'bill.orderNotConfirmed');
    if (!o.delivered) throw new ApiError(409, 'bill.orderNotDelivered');
    if (o.billed_by) throw new ApiError(409, 'bill.orderBilled', { params: { bill: o.billed_by } });
    const subject: SubjectLine = {
      source: 'transportOrder',
      contractId: null,
      transportOrderId: o.id,
      reference: Number(o.total),
    };
    const freight = {
      transport_mode: o.mode as 'air' | 'land',
      route: routeOf(o.origin, o.destination),
      weight_kg: Number(o.gross_weight_kg),
      volume_m3: Number(o.volume_m3),
      charges: Number(o.total),
    };
    return { subject, freight, currency: o.currency, number: o.number };
  }

  /** Refuses a kind the company does not bill (a carrier bills freight only, others never). */
  private async refuseKind(trx: Db, actor: Actor, kind: BillKind) {
    if (!(await this.kinds(actor, trx)).includes(kind)) {
      throw new ApiError(409, 'bill.kindNotBilled', { params: { kind } });
    }
  }

  createRepair(
    actor: Actor,
    input: z.output<typeof createRepairBillInput>,
  ): Promise<BillWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const subject = await this.repairSubject(trx, actor, input.contractId);
      await refuseFrozenSupplier(trx, actor.companyId);
      await this.refuseKind(trx, actor, 'repair');
      return this.insertSubjectBill(trx, actor, {
        kind: 'repair',
        contractId: subject.contractId,
        currency: subject.currency,
        subject,
        amount: input.amount,
        remarks: input.remarks,
        freight: null,
      });
    });
  }

  createFreight(
    actor: Actor,
    input: z.output<typeof createFreightBillInput>,
  ): Promise<BillWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const o = await this.orderSubject(trx, actor, input.transportOrderId);
      await refuseFrozenSupplier(trx, actor.companyId);
      await this.refuseKind(trx, actor, 'freight');
      return this.insertSubjectBill(trx, actor, {
        kind: 'freight',
        contractId: null,
        currency: o.currency,
        subject: o.subject,
        amount: input.amount,
        remarks: input.remarks,
        freight: o.freight,
      });
    });
  }

  private async insertSubjectBill(
    trx: Db,
    actor: Actor,
    b: {
      kind: 'repair' | 'freight';
      contractId: string | null;
      currency: string;
      subject: SubjectLine;
      amount: number;
      remarks: string;
      freight: {
        transport_mode: 'air' | 'land';
        route: string;
        weight_kg: number;
        volume_m3: number;
        charges: number;
      } | null;
    },
  ): Promise<BillWriteResult> {
    const buyerId = await reviewingBuyer(trx);
    const tolerance = await toleranceOf(trx, buyerId);
    const company = await trx
      .selectFrom('companies')
      .select('code')
      .where('id', '=', actor.companyId)
      .executeTakeFirstOrThrow();
    const now = this.config.now();
    const id = randomUUID();
    const number = await nextBillNumber(trx, actor.companyId, company.code);
    await trx
      .insertInto('bills')
      .values({
        id,
        number,
        previous_id: null,
        supplier_id: actor.companyId,
        buyer_id: buyerId,
        kind: b.kind,
        contract_id: b.contractId,
        currency: b.currency,
        amount: 0,
        tolerance_quantity_pct: tolerance.quantityPct,
        tolerance_price_pct: tolerance.pricePct,
        remarks: b.remarks,
        transport_mode: b.freight?.transport_mode ?? null,
        route: b.freight?.route ?? '',
        weight_kg: b.freight?.weight_kg ?? null,
        volume_m3: b.freight?.volume_m3 ?? null,
        charges: b.freight?.charges ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const written = await writeSubjectLine(trx, id, b.subject, b.amount, tolerance);
    await trx
      .updateTable('bills')
      .set({ amount: written.amount, flagged_lines: written.flaggedLines })
      .where('id', '=', id)
      .execute();
    await addBillEvent(trx, actor, id, 'create', '', now);
    // The item as a literal per kind: the operation-log words test reads it from here.
    if (b.kind === 'repair') {
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.add,
        `bill.createRepair ${number}`,
        trx,
        now,
      );
    } else {
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.add,
        `bill.createFreight ${number}`,
        trx,
        now,
      );
    }
    return { id, state: 'draft', version: 1 };
  }

  create(actor: Actor, input: z.output<typeof createBillInput>): Promise<BillWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const c = await contractOf(trx, input.contractId, actor.companyId, true);
      if (!c) throw new ApiError(404, 'bill.contractNotFound');
      await refuseFrozenSupplier(trx, actor.companyId);
      await this.refuseKind(trx, actor, 'goods');
      this.refuseContract(c);
      const buyerId = await reviewingBuyer(trx);
      const tolerance = await toleranceOf(trx, buyerId);
      const company = await trx
        .selectFrom('companies')
        .select('code')
        .where('id', '=', actor.companyId)
        .executeTakeFirstOrThrow();
      const now = this.config.now();
      const id = randomUUID();
      const number = await nextBillNumber(trx, actor.companyId, company.code);
      await trx
        .insertInto('bills')
        .values({
          id,
          number,
          previous_id: null,
          supplier_id: actor.companyId,
          buyer_id: buyerId,
          kind: 'goods',
          contract_id: c.id,
          currency: c.currency,
          amount: 0,
          tolerance_quantity_pct: tolerance.quantityPct,
          tolerance_price_pct: tolerance.pricePct,
          remarks: input.remarks,
          transport_mode: null,
          weight_kg: null,
          volume_m3: null,
          charges: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const written = await writeGoodsLines(
        trx,
        { id, contractId: c.id, contractVersion: c.current_version },
        input.lines,
        tolerance,
      );
      await trx
        .updateTable('bills')
        .set({ amount: written.amount, flagged_lines: written.flaggedLines })
        .where('id', '=', id)
        .execute();
      await addBillEvent(trx, actor, id, 'create', '', now);
      await this.log.logAction(actor, OPERATION_LOG_TYPES.add, `bill.create ${number}`, trx, now);
      return { id, state: 'draft', version: 1 };
    });
  }

  update(actor: Actor, input: z.output<typeof updateBillInput>): Promise<BillWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const r = await this.lockForWrite(trx, actor, input.id, input.version, 'edit');
      const now = this.config.now();
      const written = await this.rewriteInput(trx, actor, r, input);
      const version = r.version + 1;
      await trx
        .updateTable('bills')
        .set({
          amount: written.amount,
          flagged_lines: written.flaggedLines,
          remarks: input.remarks,
          version,
          updated_at: now,
        })
        .where('id', '=', r.id)
        .execute();
      await addBillEvent(trx, actor, r.id, 'update', '', now);
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `bill.update ${r.number}`,
        trx,
        now,
      );
      return { id: r.id, state: r.state, version };
    });
  }

  /** A goods bill takes lines, a repair or freight bill an amount (400 naming the field otherwise). */
  private rewriteInput(
    trx: Db,
    actor: Actor,
    r: BillRecord,
    input: { lines?: BillLineInput[] | undefined; amount?: number | undefined },
  ) {
    if (r.kind === 'goods') {
      if (!input.lines) {
        throw new ApiError(400, 'bill.linesOrAmount', { fields: { lines: 'bill.linesOrAmount' } });
      }
      return this.rewriteLines(trx, actor, r, input.lines);
    }
    if (input.amount === undefined) {
      throw new ApiError(400, 'bill.linesOrAmount', { fields: { amount: 'bill.linesOrAmount' } });
    }
    return this.rewriteSubject(trx, actor, r, input.amount);
  }

  /**
   * Rewrites a repair or freight bill's line: the repair or order is checked again (still
   * billable, not billed by another live bill) and matched with its current reference.
   */
  private async rewriteSubject(trx: Db, actor: Actor, r: BillRecord, amount: number) {
    const tolerance = await toleranceOf(trx, r.buyer_id);
    let subject: SubjectLine;
    if (r.kind === 'repair') {
      subject = await this.repairSubject(trx, actor, r.contract_id ?? '', r.id);
    } else {
      const line = await trx
        .selectFrom('bill_lines')
        .select('transport_order_id')
        .where('bill_id', '=', r.id)
        .executeTakeFirst();
      const o = await this.orderSubject(trx, actor, line?.transport_order_id ?? '', r.id);
      subject = o.subject;
      await trx
        .updateTable('bills')
        .set({ ...o.freight })
        .where('id', '=', r.id)
        .execute();
    }
    const written = await writeSubjectLine(trx, r.id, subject, amount, tolerance);
    await trx
      .updateTable('bills')
      .set({
        tolerance_quantity_pct: tolerance.quantityPct,
        tolerance_price_pct: tolerance.pricePct,
      })
      .where('id', '=', r.id)
      .execute();
    return written;
  }

  /** Rewrites a goods bill's lines against its contract and the buyer's current tolerances. */
  private async rewriteLines(
    trx: Db,
    actor: Actor,
    r: BillRecord,
    lines: readonly BillLineInput[],
  ) {
    const c = r.contract_id ? await contractOf(trx, r.contract_id, actor.companyId, true) : null;
    if (!c) throw new ApiError(404, 'bill.contractNotFound');
    this.refuseContract(c);
    const tolerance = await toleranceOf(trx, r.buyer_id);
    const written = await writeGoodsLines(
      trx,
      { id: r.id, contractId: c.id, contractVersion: c.current_version },
      lines,
      tolerance,
    );
    await trx
      .updateTable('bills')
      .set({
        tolerance_quantity_pct: tolerance.quantityPct,
        tolerance_price_pct: tolerance.pricePct,
      })
      .where('id', '=', r.id)
      .execute();
    return written;
  }

  addInvoice(actor: Actor, input: z.output<typeof addBillInvoiceInput>): Promise<BillWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const r = await this.lockForWrite(trx, actor, input.id, input.version, 'edit');
      const inv = input.invoice;
      if (r.invoice_count >= BILL_INVOICES_MAX) {
        throw new ApiError(409, 'bill.invoiceTooMany', { params: { max: BILL_INVOICES_MAX } });
      }
      const currency = inv.kind === 'commercial' ? inv.currency : 'CNY';
      if (currency !== r.currency) {
        const key = inv.kind === 'commercial' ? 'bill.invoiceCurrency' : 'bill.fapiaoCurrency';
        const field = inv.kind === 'commercial' ? 'invoice.currency' : 'invoice.kind';
        throw new ApiError(400, key, {
          params: { currency: r.currency },
          fields: { [field]: key },
        });
      }
      if (inv.fileId && (await ownFileCount(trx, actor.companyId, [inv.fileId])) !== 1) {
        throw new ApiError(400, 'bill.fileUnknown', {
          fields: { 'invoice.fileId': 'bill.fileUnknown' },
        });
      }
      const code = inv.kind === 'commercial' ? '' : (inv.code ?? '');
      const key = invoiceKey({ kind: inv.kind, number: inv.number, code });
      const used = await invoiceWithKey(trx, actor.companyId, key);
      if (used) this.refuseReused(inv.number, used.bill_number);
      const now = this.config.now();
      try {
        await trx
          .insertInto('bill_invoices')
          .values({
            id: randomUUID(),
            bill_id: r.id,
            supplier_id: actor.companyId,
            position: r.invoice_count,
            kind: inv.kind,
            number: inv.number,
            code,
            invoice_key: key,
            date: inv.date,
            currency,
            amount: inv.amount,
            tax_rate: inv.kind === 'commercial' ? null : inv.taxRate,
            tax_amount: inv.taxAmount,
            total: inv.total,
            file_id: inv.fileId ?? null,
            created_at: now,
          })
          .execute();
      } catch (error) {
        // Another request of the supplier used the number between the check and the insert.
        if (isUniqueViolation(error, 'bill_invoices_once')) this.refuseReused(inv.number, '');
        throw error;
      }
      const version = r.version + 1;
      await trx
        .updateTable('bills')
        .set({ invoice_count: r.invoice_count + 1, version, updated_at: now })
        .where('id', '=', r.id)
        .execute();
      await addBillEvent(trx, actor, r.id, 'invoice.add', inv.number, now);
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `bill.invoice.add ${r.number} ${inv.number}`,
        trx,
        now,
      );
      return { id: r.id, state: r.state, version };
    });
  }

  private refuseReused(number: string, bill: string): never {
    throw new ApiError(409, 'bill.invoiceReused', {
      params: { number, bill },
      fields: { 'invoice.number': 'bill.invoiceReused' },
    });
  }

  removeInvoice(
    actor: Actor,
    input: z.output<typeof removeBillInvoiceInput>,
  ): Promise<BillWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const r = await this.lockForWrite(trx, actor, input.id, input.version, 'edit');
      const gone = await trx
        .deleteFrom('bill_invoices')
        .where('id', '=', input.invoiceId)
        .where('bill_id', '=', r.id)
        .returning('number')
        .executeTakeFirst();
      if (!gone) throw new ApiError(404, 'bill.invoiceNotFound');
      const now = this.config.now();
      const version = r.version + 1;
      await trx
        .updateTable('bills')
        .set({ invoice_count: r.invoice_count - 1, version, updated_at: now })
        .where('id', '=', r.id)
        .execute();
      await addBillEvent(trx, actor, r.id, 'invoice.remove', gone.number, now);
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `bill.invoice.remove ${r.number} ${gone.number}`,
        trx,
        now,
      );
      return { id: r.id, state: r.state, version };
    });
  }

  /**
   * Submits a draft: the lines are matched again (deliveries and other bills may have changed
   * since the draft), then the invoices must add up to the bill's amount.
   */
  submit(actor: Actor, input: z.output<typeof billMoveInput>): Promise<BillWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const r = await this.lockForWrite(trx, actor, input.id, input.version, 'submit');
      const lines = await trx
        .selectFrom('bill_lines')
        .select(['line_no', 'quantity', 'unit_price'])
        .where('bill_id', '=', r.id)
        .orderBy('position')
        .execute();
      const written =
        r.kind === 'goods'
          ? await this.rewriteLines(
              trx,
              actor,
              r,
              lines.map((l) => ({
                lineNo: l.line_no ?? 0,
                quantity: Number(l.quantity),
                unitPrice: Number(l.unit_price),
              })),
            )
          : await this.rewriteSubject(trx, actor, r, Number(lines[0]?.unit_price ?? 0));
      const invoices = await trx
        .selectFrom('bill_invoices')
        .select('amount')
        .where('bill_id', '=', r.id)
        .execute();
      if (invoices.length === 0) throw new ApiError(409, 'bill.noInvoice');
      const invoiced = roundMoney(invoices.reduce((sum, i) => sum + Number(i.amount), 0));
      if (!sameMoney(invoiced, written.amount)) {
        throw new ApiError(409, 'bill.invoiceAmountMismatch', {
          params: { invoiced: invoiced.toFixed(2), amount: written.amount.toFixed(2) },
        });
      }
      const now = this.config.now();
      const version = r.version + 1;
      await trx
        .updateTable('bills')
        .set({
          state: 'pendingReview',
          amount: written.amount,
          flagged_lines: written.flaggedLines,
          submitted_at: now,
          version,
          updated_at: now,
        })
        .where('id', '=', r.id)
        .execute();
      await addBillEvent(trx, actor, r.id, 'submit', '', now);
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `bill.submit ${r.number}`,
        trx,
        now,
      );
      return { id: r.id, state: 'pendingReview', version };
    });
  }

  /**
   * A refused bill corrected: a new draft version (same number, next revision) with the lines and
   * invoices of the refused one, which is kept as it was and marked superseded. Its invoices stop
   * counting for the once-per-supplier rule; the new version's copies count instead.
   */
  correct(actor: Actor, input: z.output<typeof billMoveInput>): Promise<BillWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const r = await this.lockForWrite(trx, actor, input.id, input.version, 'correct');
      if (r.revision >= BILL_REVISIONS_MAX) throw new ApiError(409, 'bill.revisionsMax');
      const now = this.config.now();
      const id = randomUUID();
      await trx
        .updateTable('bills')
        .set({ superseded: true, version: r.version + 1, updated_at: now })
        .where('id', '=', r.id)
        .execute();
      await trx
        .insertInto('bills')
        .values({
          id,
          number: r.number,
          revision: r.revision + 1,
          previous_id: r.id,
          supplier_id: r.supplier_id,
          buyer_id: r.buyer_id,
          kind: r.kind,
          contract_id: r.contract_id,
          currency: r.currency,
          amount: r.amount,
          invoice_count: r.invoice_count,
          flagged_lines: r.flagged_lines,
          tolerance_quantity_pct: r.tolerance_quantity_pct,
          tolerance_price_pct: r.tolerance_price_pct,
          remarks: r.remarks,
          transport_mode: r.transport_mode,
          route: r.route,
          weight_kg: r.weight_kg,
          volume_m3: r.volume_m3,
          charges: r.charges,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const lines = await trx
        .selectFrom('bill_lines')
        .selectAll()
        .where('bill_id', '=', r.id)
        .execute();
      if (lines.length) {
        await trx
          .insertInto('bill_lines')
          .values(
            lines.map((l) => ({
              ...l,
              bill_id: id,
              quantity: Number(l.quantity),
              billable_quantity: Number(l.billable_quantity),
            })),
          )
          .execute();
      }
      const invoices = await trx
        .updateTable('bill_invoices')
        .set({ active: false })
        .where('bill_id', '=', r.id)
        .returningAll()
        .execute();
      if (invoices.length) {
        await trx
          .insertInto('bill_invoices')
          .values(
            invoices.map(({ created_at, ...i }) => ({
              ...i,
              id: randomUUID(),
              bill_id: id,
              active: true,
              created_at,
            })),
          )
          .execute();
      }
      await addBillEvent(trx, actor, id, 'correct', `r${r.revision}`, now);
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.add,
        `bill.correct ${r.number} r${r.revision + 1}`,
        trx,
        now,
      );
      return { id, state: 'draft', version: 1 };
    });
  }

  /** Locks the caller's bill, checks its version, the action and that the company is not frozen. */
  private async lockForWrite(
    trx: Db,
    actor: Actor,
    id: string,
    version: number,
    action: BillAction,
  ): Promise<BillRecord> {
    const r = await billOf(trx, id, { supplierId: actor.companyId }, true);
    if (!r) throw new ApiError(404, 'bill.notFound');
    if (r.version !== version) throw new ApiError(409, 'bill.stale');
    await refuseFrozenSupplier(trx, actor.companyId);
    if (!billActionAllowed(r.state, 'supplier', action, r.superseded)) {
      throw new ApiError(409, action === 'edit' ? 'bill.notEditable' : 'bill.moveNotAllowed');
    }
    return r;
  }
}

export async function addBillEvent(
  trx: Db,
  actor: Actor,
  billId: string,
  action: string,
  remarks: string,
  at: Date,
) {
  await trx
    .insertInto('bill_events')
    .values({
      id: randomUUID(),
      bill_id: billId,
      action,
      remarks,
      by_name: actor.name || actor.account,
      company_id: actor.companyId,
      at,
    })
    .execute();
}
