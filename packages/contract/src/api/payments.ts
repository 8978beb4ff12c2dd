// The payment overview (issue 16; docs/decisions/2026-11-28-payments.md). The buyer's ERP sets a
// supplier's payment company data (credit, receivable, currency, delivery status, payment terms),
// schedules approved bills for payment and records remittances; the supplier (/sup/payment/index)
// reads its own company's overview and where each of its bills stands. ERP calls name the supplier
// by code and the bill by number (its live revision): an unknown one is 404, a bill that is not
// approved or paying more than is due is 409, a remittance reference seen before answers the
// remittance it recorded (sent again with other content: 409).
import { z } from 'zod';
import { PAYMENT_TERMS } from '../constants.ts';
import { CURRENCIES } from '../inquiry/constants.ts';
import { menuPermission } from '../menus/catalog.ts';
import {
  AGE_BUCKETS,
  DELIVERY_STATUSES,
  PAYMENT_AMOUNT_MAX,
  PAYMENT_POSITIONS,
  REMITTANCE_BILLS_MAX,
  REMITTANCE_REFERENCE_MAX,
} from '../payments/terms.ts';
import { defineCall } from './define.ts';
import { cappedPage, envelope, pageInput } from './schema-helpers.ts';

const id = z.string().min(1).max(64);
const isoDate = z.iso.date({ message: 'payment.dateRule' });
const supplierCode = z.string().trim().min(1).max(40);
const billNumber = z.string().trim().min(1).max(40);
const tag = 'payment';

/** The supplier's payment overview (docs/routes.txt: /sup/payment/index). */
export const SUPPLIER_PAYMENT_PERMISSION = menuPermission('/sup/payment/index');

export const paymentTerms = z.enum(PAYMENT_TERMS);
export const deliveryStatus = z.enum(DELIVERY_STATUSES);
export const paymentPosition = z.enum(PAYMENT_POSITIONS);

/** An amount in cents' precision. */
const money = (min: number) =>
  z
    .number()
    .min(min)
    .max(PAYMENT_AMOUNT_MAX)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: 'payment.cents' });

const integration = { audience: 'integration', tag: 'integration', errors: [404, 409] } as const;

export const setPaymentCompanyInput = z.object({
  supplierCode,
  creditLimit: money(0),
  /** The ERP's open receivable of the supplier (its books, not the portal's sum of bills). */
  receivable: money(-PAYMENT_AMOUNT_MAX),
  currency: z.enum(CURRENCIES),
  deliveryStatus,
  paymentTerms,
});
export type SetPaymentCompanyInput = z.input<typeof setPaymentCompanyInput>;

export const setPaymentCompany = defineCall({
  ...integration,
  method: 'POST',
  path: '/admin/integration/erp/paymentCompany',
  encoding: 'json',
  summary:
    "The ERP sets a supplier's payment company data (credit limit, receivable, currency, delivery status, payment terms); the last call wins. An unknown supplier code is 404. Authenticated by the `X-Integration-Key` header.",
  input: setPaymentCompanyInput,
  answer: envelope(z.object({ supplierCode: z.string(), version: z.number().int() })),
});

export const schedulePaymentInput = z.object({
  supplierCode,
  billNumber,
  /** The day the buyer means to pay. */
  scheduledOn: isoDate,
});
export type SchedulePaymentInput = z.input<typeof schedulePaymentInput>;
export const schedulePayment = defineCall({
  ...integration,
  method: 'POST',
  path: '/admin/integration/erp/paymentSchedule',
  encoding: 'json',
  summary:
    'The ERP schedules an approved bill (its live revision, by number) for payment on a date, or moves the date. A bill that is not approved, or already paid in full, is 409. Authenticated by the `X-Integration-Key` header.',
  input: schedulePaymentInput,
  answer: envelope(z.object({ billId: id, position: paymentPosition })),
});

export const recordRemittanceInput = z
  .object({
    supplierCode,
    /** The ERP's payment reference, once per supplier: sending it again answers the first call. */
    reference: z.string().trim().min(1).max(REMITTANCE_REFERENCE_MAX),
    paidOn: isoDate,
    currency: z.enum(CURRENCIES),
    bills: z
      .array(z.object({ billNumber, amount: money(0.01) }))
      .min(1)
      .max(REMITTANCE_BILLS_MAX),
  })
  .superRefine((r, ctx) => {
    const seen = new Set<string>();
    r.bills.forEach((b, i) => {
      if (seen.has(b.billNumber)) {
        ctx.addIssue({
          code: 'custom',
          path: ['bills', i, 'billNumber'],
          message: 'payment.billRepeated',
        });
      }
      seen.add(b.billNumber);
    });
  });
export type RecordRemittanceInput = z.input<typeof recordRemittanceInput>;
export const recordRemittance = defineCall({
  ...integration,
  method: 'POST',
  path: '/admin/integration/erp/remittance',
  encoding: 'json',
  summary:
    "The ERP records a payment (remittance) to a supplier: its reference, date, currency and the approved bills it pays with the amount of each. Partial payments are allowed; more than a bill's open amount is 409, a bill in another currency is 409. The same reference again answers the first remittance (`created: false`); with other content it is 409. Authenticated by the `X-Integration-Key` header.",
  input: recordRemittanceInput,
  answer: envelope(
    z.object({ id, reference: z.string(), amount: z.number(), created: z.boolean() }),
  ),
});

const supplier = { audience: 'supplier', permission: SUPPLIER_PAYMENT_PERMISSION, tag } as const;

export const paymentCompany = z.object({
  creditLimit: z.number(),
  receivable: z.number(),
  currency: z.string(),
  deliveryStatus,
  paymentTerms,
  updatedAt: z.iso.datetime({ offset: true }),
});

export const paymentOverview = z.object({
  /** null until the ERP has sent the company's payment data. */
  company: paymentCompany.nullable(),
  /** The currency the charts add up (the company's; CNY until the ERP has sent it). */
  currency: z.string(),
  /** Days from approval to due date under the company's terms. */
  termDays: z.number().int(),
  /** Open amounts of approved bills by days past their due date, in every bucket. */
  aging: z.array(
    z.object({ bucket: z.enum(AGE_BUCKETS), amount: z.number(), bills: z.number().int() }),
  ),
  /** This month and the eleven before, oldest first: fell due and was paid. */
  months: z.array(z.object({ month: z.string(), due: z.number(), paid: z.number() })),
});
export type PaymentOverview = z.infer<typeof paymentOverview>;

export const getPaymentOverview = defineCall({
  ...supplier,
  method: 'GET',
  path: '/admin/finance/payment/overview',
  encoding: 'query',
  summary:
    "The caller's company's payment data, its receivables by age bucket and paid versus due for the last twelve months.",
  input: z.object({}),
  answer: envelope(paymentOverview),
});

export const paymentBillListInput = pageInput;
export const paymentBillRow = z.object({
  id,
  number: z.string(),
  revision: z.number().int(),
  currency: z.string(),
  amount: z.number(),
  position: paymentPosition,
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  approvedAt: z.iso.datetime({ offset: true }).nullable(),
  dueOn: z.string().nullable(),
  scheduledOn: z.string().nullable(),
  paidAmount: z.number(),
  lastPaidOn: z.string().nullable(),
  /** The remittances that paid it, oldest first. */
  remittances: z.array(z.object({ reference: z.string(), paidOn: z.string(), amount: z.number() })),
});
export type PaymentBillRow = z.infer<typeof paymentBillRow>;

export const listPaymentBills = defineCall({
  ...supplier,
  method: 'GET',
  path: '/admin/finance/payment/bills',
  encoding: 'query',
  summary:
    "Where each of the caller's company's submitted bills stands (submitted, not approved, approved, scheduled, partly paid, paid), newest change first.",
  input: paymentBillListInput,
  answer: envelope(cappedPage(paymentBillRow)),
});
