// Fixture payment overviews for the sp-payment-overview stories and tests: a supplier on net 30
// with receivables in every age bucket, twelve months of paid versus due, and bills in each
// payment position (submitted, approved, scheduled, partly paid, paid).
import { paymentsApi, type PaymentBillRow, type PaymentOverview } from '@portal/contract';
import type { MockApi, RecordedRequest, Reply } from './mock-api';
import { ok } from './fixtures';
import { page } from './resource-fixtures';

const MONTHS = [
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
  '2026-12',
];

export function fixtureOverview(): PaymentOverview {
  return {
    company: {
      creditLimit: 5_000_000,
      receivable: 1_284_300.5,
      currency: 'CNY',
      deliveryStatus: 'released',
      paymentTerms: 'net30',
      updatedAt: '2026-11-20T08:00:00.000Z',
    },
    currency: 'CNY',
    termDays: 30,
    aging: [
      { bucket: 'notDue', amount: 32102.25, bills: 2 },
      { bucket: 'd0to30', amount: 18000, bills: 1 },
      { bucket: 'd31to60', amount: 7450.5, bills: 1 },
      { bucket: 'd61to90', amount: 0, bills: 0 },
      { bucket: 'over90', amount: 2200, bills: 1 },
    ],
    months: MONTHS.map((month, i) => ({
      month,
      due: 20000 + i * 1500,
      paid: i === 11 ? 0 : 19000 + i * 1400,
    })),
  };
}

const bill = (
  n: number,
  position: PaymentBillRow['position'],
  over: Partial<PaymentBillRow> = {},
): PaymentBillRow => ({
  id: `b-${n}`,
  number: `BL-S100001-00000${n}`,
  revision: 1,
  currency: 'CNY',
  amount: 10000,
  position,
  submittedAt: '2026-11-02T08:00:00.000Z',
  approvedAt:
    position === 'submitted' || position === 'notApproved' ? null : '2026-11-05T08:00:00.000Z',
  dueOn: position === 'submitted' || position === 'notApproved' ? null : '2026-12-05',
  scheduledOn: null,
  paidAmount: 0,
  lastPaidOn: null,
  remittances: [],
  ...over,
});

export function fixturePaymentBills(): PaymentBillRow[] {
  return [
    bill(1, 'submitted'),
    bill(2, 'approved'),
    bill(3, 'scheduled', { scheduledOn: '2026-12-20' }),
    bill(4, 'partlyPaid', {
      paidAmount: 4000,
      lastPaidOn: '2026-12-01',
      remittances: [{ reference: 'RM-2026-0101', paidOn: '2026-12-01', amount: 4000 }],
    }),
    bill(5, 'paid', {
      revision: 2,
      paidAmount: 10000,
      lastPaidOn: '2026-12-03',
      remittances: [{ reference: 'RM-2026-0102', paidOn: '2026-12-03', amount: 10000 }],
    }),
  ];
}

export interface PaymentFixtureOptions {
  overview?: PaymentOverview;
  bills?: PaymentBillRow[];
}

export function paymentHandlers(api: MockApi, opts: PaymentFixtureOptions = {}): void {
  const overview = opts.overview ?? fixtureOverview();
  const bills = opts.bills ?? fixturePaymentBills();
  api.on(paymentsApi.getPaymentOverview, [200, ok(overview)]);
  api.on(paymentsApi.listPaymentBills, (req: RecordedRequest) => [200, page(bills, req)] as Reply);
}
