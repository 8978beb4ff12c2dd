// The ERP's payment calls (docs/decisions/2026-11-28-payments.md): a supplier's payment company
// data, a bill scheduled for payment, a remittance paying bills. The ERP names the supplier by code
// and each bill by number (its live revision). Only an approved bill is scheduled or paid (409),
// never beyond its open amount (409); a remittance reference is recorded once per supplier: sent
// again with the same content it answers the first remittance, with other content 409. Each change
// leaves an operation-log line by the ERP.
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  type OperationLogType,
  type PaymentPosition,
  type recordRemittanceInput,
  type schedulePaymentInput,
  type setPaymentCompanyInput,
} from '@portal/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../core/db.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ApiError } from '../../http/api-error.ts';
import { ERP_ACTOR } from '../inquiry/index.ts';
import {
  cents,
  fromCents,
  liveBillForUpdate,
  remittanceByReference,
  supplierIdByCode,
  upsertBillPayment,
  type PayableBill,
} from './queries.ts';

type Remittance = z.output<typeof recordRemittanceInput>;
const money = (c: number) => fromCents(c).toFixed(2);

export class PaymentErpService {
  constructor(
    private readonly db: Db,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  private async supplierId(code: string): Promise<string> {
    const s = await supplierIdByCode(this.db, code);
    if (!s) {
      throw new ApiError(404, 'payment.unknownSupplier', {
        params: { code },
        fields: { supplierCode: 'payment.unknownSupplier' },
      });
    }
    return s.id;
  }

  private logErp(db: Db, type: OperationLogType, item: string, ip: string, at: Date) {
    return this.log.write(
      { userId: null, account: ERP_ACTOR, name: ERP_ACTOR, type, item, ip, at },
      db,
    );
  }

  async setCompany(input: z.output<typeof setPaymentCompanyInput>, meta: { ip: string }) {
    const supplierId = await this.supplierId(input.supplierCode);
    const now = this.config.now();
    return this.db.transaction().execute(async (trx) => {
      const values = {
        credit_limit: input.creditLimit,
        receivable: input.receivable,
        currency: input.currency,
        delivery_status: input.deliveryStatus,
        payment_terms: input.paymentTerms,
        updated_at: now,
      };
      const row = await trx
        .insertInto('payment_companies')
        .values({ supplier_id: supplierId, ...values })
        .onConflict((oc) =>
          oc
            .column('supplier_id')
            .doUpdateSet({ ...values, version: sql`payment_companies.version + 1` }),
        )
        .returning('version')
        .executeTakeFirstOrThrow();
      await this.logErp(
        trx,
        OPERATION_LOG_TYPES.modify,
        `payment.company ${input.supplierCode}`,
        meta.ip,
        now,
      );
      return { supplierCode: input.supplierCode, version: row.version };
    });
  }

  async schedule(input: z.output<typeof schedulePaymentInput>, meta: { ip: string }) {
    const supplierId = await this.supplierId(input.supplierCode);
    const now = this.config.now();
    return this.db.transaction().execute(async (trx) => {
      const bill = await this.payable(trx, supplierId, input.billNumber);
      if (bill.paidCents >= bill.amountCents) {
        throw new ApiError(409, 'payment.billPaid', { params: { number: bill.number } });
      }
      await upsertBillPayment(trx, {
        billId: bill.id,
        supplierId,
        scheduledOn: input.scheduledOn,
        at: now,
      });
      await this.logErp(
        trx,
        OPERATION_LOG_TYPES.modify,
        `payment.schedule ${bill.number} ${input.scheduledOn}`,
        meta.ip,
        now,
      );
      const position: PaymentPosition = bill.paidCents > 0 ? 'partlyPaid' : 'scheduled';
      return { billId: bill.id, position };
    });
  }

  async remit(input: Remittance, meta: { ip: string }) {
    const supplierId = await this.supplierId(input.supplierCode);
    const repeated = await this.repeated(supplierId, input);
    if (repeated) return repeated;
    try {
      return await this.record(supplierId, input, meta);
    } catch (e) {
      // The same reference sent twice at once: the first one won; answer as a repeat.
      if (!isUniqueViolation(e)) throw e;
      const again = await this.repeated(supplierId, input);
      if (again) return again;
      throw e;
    }
  }

  /** The first remittance of this reference, when there is one and it says the same. */
  private async repeated(supplierId: string, input: Remittance) {
    const r = await remittanceByReference(this.db, supplierId, input.reference);
    if (!r) return undefined;
    const sent = new Map(input.bills.map((b) => [b.billNumber, cents(b.amount)]));
    const same =
      r.paid_on === input.paidOn &&
      r.currency === input.currency &&
      r.bills.length === sent.size &&
      r.bills.every((b) => sent.get(b.number) === b.cents);
    if (!same) {
      throw new ApiError(409, 'payment.remittanceConflict', {
        params: { reference: input.reference },
      });
    }
    return { id: r.id, reference: r.reference, amount: Number(r.amount), created: false };
  }

  private record(supplierId: string, input: Remittance, meta: { ip: string }) {
    const now = this.config.now();
    return this.db.transaction().execute(async (trx) => {
      const id = randomUUID();
      const paid: { bill: PayableBill; cents: number }[] = [];
      for (const line of input.bills) {
        const bill = await this.payable(trx, supplierId, line.billNumber);
        if (bill.currency !== input.currency) {
          throw new ApiError(409, 'payment.currency', {
            params: { number: bill.number, currency: bill.currency },
          });
        }
        const open = bill.amountCents - bill.paidCents;
        const amount = cents(line.amount);
        if (amount > open) {
          throw new ApiError(409, open === 0 ? 'payment.billPaid' : 'payment.overpaid', {
            params: { number: bill.number, open: money(open), amount: money(amount) },
          });
        }
        paid.push({ bill, cents: amount });
      }
      const total = paid.reduce((s, p) => s + p.cents, 0);
      await trx
        .insertInto('remittances')
        .values({
          id,
          supplier_id: supplierId,
          reference: input.reference,
          paid_on: input.paidOn,
          currency: input.currency,
          amount: fromCents(total),
          created_at: now,
        })
        .execute();
      await trx
        .insertInto('remittance_bills')
        .values(
          paid.map((p) => ({ remittance_id: id, bill_id: p.bill.id, amount: fromCents(p.cents) })),
        )
        .execute();
      for (const p of paid) {
        await upsertBillPayment(trx, {
          billId: p.bill.id,
          supplierId,
          paidCents: p.cents,
          paidOn: input.paidOn,
          at: now,
        });
      }
      await this.logErp(
        trx,
        OPERATION_LOG_TYPES.add,
        `payment.remit ${input.reference} ${input.supplierCode}`,
        meta.ip,
        now,
      );
      return { id, reference: input.reference, amount: fromCents(total), created: true };
    });
  }

  /** The supplier's live bill of this number, approved; 404 or 409 otherwise. */
  private async payable(db: Db, supplierId: string, number: string): Promise<PayableBill> {
    const bill = await liveBillForUpdate(db, supplierId, number);
    if (!bill) throw new ApiError(404, 'payment.billNotFound', { params: { number } });
    if (bill.state !== 'approved') {
      throw new ApiError(409, 'payment.billNotApproved', { params: { number } });
    }
    return bill;
  }
}
