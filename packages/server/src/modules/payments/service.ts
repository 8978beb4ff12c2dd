// The supplier's payment overview (docs/decisions/2026-11-28-payments.md): its own company's
// payment data, receivables by age, paid versus due per month, and where each bill stands. Read
// only; the company is always the caller's, so another company's data is never reachable.
import {
  AGE_BUCKETS,
  PAYMENT_MONTHS,
  PAYMENT_TERM_DAYS,
  type BillState,
  type PaymentPosition,
  type paymentBillListInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import { businessDate, businessToday } from '../../core/business-time.ts';
import type { Db } from '../../core/db.ts';
import {
  agingOf,
  cents,
  duePerMonth,
  fromCents,
  pagePaymentBills,
  paidPerMonth,
  paymentCompanyOf,
  remittancesOfBills,
  shiftDay,
} from './queries.ts';

/** The currency the charts add up until the ERP has sent the company's. */
const DEFAULT_CURRENCY = 'CNY';

/** Where a bill stands, from its state and what the ERP scheduled and paid. */
export function positionOf(
  state: BillState,
  amountCents: number,
  paidCents: number,
  scheduledOn: string | null,
): PaymentPosition {
  if (state === 'pendingReview') return 'submitted';
  if (state === 'notApproved') return 'notApproved';
  if (paidCents > 0) return paidCents >= amountCents ? 'paid' : 'partlyPaid';
  return scheduledOn ? 'scheduled' : 'approved';
}

/** This month and the eleven before as YYYY-MM, oldest first. */
export function lastMonths(today: string, count = PAYMENT_MONTHS): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** The last day (YYYY-MM-DD) of a YYYY-MM month. */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

export class PaymentOverviewService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
  ) {}

  async overview(actor: Actor) {
    const supplierId = actor.companyId;
    const company = await paymentCompanyOf(this.db, supplierId);
    const currency = company?.currency ?? DEFAULT_CURRENCY;
    const termDays = PAYMENT_TERM_DAYS[company?.payment_terms ?? 'net30'];
    const today = businessToday(this.config);
    const months = lastMonths(today);
    const range = { from: `${months[0]}-01`, to: monthEnd(months[months.length - 1]!) };
    const [aging, due, paid] = await Promise.all([
      agingOf(this.db, supplierId, currency, termDays, today),
      duePerMonth(this.db, supplierId, currency, termDays, range),
      paidPerMonth(this.db, supplierId, currency, range),
    ]);
    return {
      company: company
        ? {
            creditLimit: Number(company.credit_limit),
            receivable: Number(company.receivable),
            currency: company.currency,
            deliveryStatus: company.delivery_status,
            paymentTerms: company.payment_terms,
            updatedAt: company.updated_at.toISOString(),
          }
        : null,
      currency,
      termDays,
      aging: AGE_BUCKETS.map((bucket) => {
        const b = aging.get(bucket);
        return { bucket, amount: fromCents(b?.cents ?? 0), bills: b?.bills ?? 0 };
      }),
      months: months.map((month) => ({
        month,
        due: fromCents(due.get(month) ?? 0),
        paid: fromCents(paid.get(month) ?? 0),
      })),
    };
  }

  async bills(actor: Actor, input: z.output<typeof paymentBillListInput>) {
    const company = await paymentCompanyOf(this.db, actor.companyId);
    const termDays = PAYMENT_TERM_DAYS[company?.payment_terms ?? 'net30'];
    const { records, ...found } = await pagePaymentBills(this.db, actor.companyId, input);
    const remittances = await remittancesOfBills(
      this.db,
      records.map((r) => r.id),
    );
    return {
      records: records.map((r) => {
        const amount = cents(r.amount);
        const paid = r.paid_amount === null ? 0 : cents(r.paid_amount);
        const approvedAt = r.state === 'approved' ? r.feedback_at : null;
        return {
          id: r.id,
          number: r.number,
          revision: r.revision,
          currency: r.currency,
          amount: fromCents(amount),
          position: positionOf(r.state, amount, paid, r.scheduled_on),
          submittedAt: r.submitted_at?.toISOString() ?? null,
          approvedAt: approvedAt?.toISOString() ?? null,
          dueOn: approvedAt ? shiftDay(businessDate(approvedAt), termDays) : null,
          scheduledOn: r.scheduled_on,
          paidAmount: fromCents(paid),
          lastPaidOn: r.last_paid_on,
          remittances: remittances.get(r.id) ?? [],
        };
      }),
      ...found,
    };
  }
}
