// Seeds supplier.demo's bills and payments (issue 16; docs/product-rules.md#bills, #payments) once,
// after seedShipments has delivered what they bill, so the bill list, the finance review and the
// payment overview show something on a fresh start:
//   - the axle jack (TO-2026-0302): approved two months ago and paid by remittance a month ago;
//   - the AOG fuel pump (AOG-2026-0402): approved two days ago, scheduled for payment;
//   - the bearings and seal kits (PO-2026-0109) stay unbilled, for the supplier to bill.
// The ERP's payment data (net 30, released, a credit limit) is set for supplier.demo's company.
// Each bill has one commercial invoice (a fapiao needs a scanned file, which the seed does not
// write). The rows are those the calls would have left; a bill number already there is left alone,
// so a restart changes nothing.
import { DEFAULT_BILL_TOLERANCE } from '@portal/contract';
import type { Kysely, Transaction } from 'kysely';
import { businessDateAfter } from '../core/business-time.ts';
import type { Database } from '../db/schema.ts';
import { stableId } from '../db/stable-id.ts';
import { USERS } from './demo-data.ts';

interface SeedBill {
  contract: string;
  /** The running number in BL-<supplier code>-NNNNNN. */
  serial: number;
  /** Days before the seed it was submitted; approved two days after. */
  submittedDaysAgo: number;
  /** Payment: scheduled (days after the seed) or paid (days before), none when undefined. */
  payment?: { scheduledInDays: number } | { paidDaysAgo: number; reference: string };
}

export const DEMO_BILLS: SeedBill[] = [
  {
    contract: 'TO-2026-0302',
    serial: 1,
    submittedDaysAgo: 62,
    payment: { paidDaysAgo: 28, reference: 'RM-DEMO-0001' },
  },
  { contract: 'AOG-2026-0402', serial: 2, submittedDaysAgo: 4, payment: { scheduledInDays: 28 } },
];

const DAY = 86_400_000;
/** The ERP's payment data for supplier.demo's company. */
const PAYMENT_COMPANY = { creditLimit: '2000000.00', currency: 'CNY' } as const;

export async function seedBills(db: Kysely<Database>, seedTime: Date): Promise<void> {
  const supplierUser = USERS.find((u) => u.account === 'supplier.demo')!;
  const reviewer = USERS.find((u) => u.account === 'buyer.admin')!;
  await db.transaction().execute(async (trx) => {
    const supplier = await trx
      .selectFrom('companies')
      .select(['id', 'code'])
      .where('code', '=', 'S100001')
      .executeTakeFirst();
    const buyer = await trx
      .selectFrom('companies')
      .select('id')
      .where('kind', '=', 'buyer')
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
    if (!supplier || !buyer) return;
    // What the ERP says is still owed: the bills not paid yet.
    let receivable = 0;
    for (const spec of DEMO_BILLS) {
      const open = await seedBill(trx, spec, {
        supplier,
        buyerId: buyer.id,
        seedTime,
        by: supplierUser.realName,
        reviewer: reviewer.realName,
      });
      receivable += open ?? 0;
    }
    const last = Math.max(...DEMO_BILLS.map((b) => b.serial));
    await trx
      .insertInto('bill_counters')
      .values({ supplier_id: supplier.id, last })
      .onConflict((oc) => oc.column('supplier_id').doNothing())
      .execute();
    await trx
      .insertInto('payment_companies')
      .values({
        supplier_id: supplier.id,
        credit_limit: PAYMENT_COMPANY.creditLimit,
        receivable: receivable.toFixed(2),
        currency: PAYMENT_COMPANY.currency,
        delivery_status: 'released',
        payment_terms: 'net30',
      })
      .onConflict((oc) => oc.column('supplier_id').doNothing())
      .execute();
  });
}

async function seedBill(
  trx: Transaction<Database>,
  spec: SeedBill,
  at: {
    supplier: { id: string; code: string };
    buyerId: string;
    seedTime: Date;
    by: string;
    reviewer: string;
  },
): Promise<number | undefined> {
  const contract = await trx
    .selectFrom('contracts as c')
    .innerJoin('contract_lines as l', (j) =>
      j.onRef('l.contract_id', '=', 'c.id').onRef('l.version_no', '=', 'c.current_version'),
    )
    .select(['c.id', 'c.currency', 'l.line_no', 'l.quantity', 'l.unit_price'])
    .where('c.contract_number', '=', spec.contract)
    .where('c.supplier_id', '=', at.supplier.id)
    .where('l.line_no', '=', 10)
    .executeTakeFirst();
  if (!contract) return;
  const number = `BL-${at.supplier.code}-${String(spec.serial).padStart(6, '0')}`;
  const id = stableId(`bill:${number}`);
  const amount = (Number(contract.quantity) * Number(contract.unit_price)).toFixed(2);
  const submittedAt = new Date(at.seedTime.getTime() - spec.submittedDaysAgo * DAY);
  const approvedAt = new Date(submittedAt.getTime() + 2 * DAY);
  const inserted = await trx
    .insertInto('bills')
    .values({
      id,
      number,
      supplier_id: at.supplier.id,
      buyer_id: at.buyerId,
      kind: 'goods',
      state: 'approved',
      contract_id: contract.id,
      currency: contract.currency,
      amount,
      invoice_count: 1,
      tolerance_quantity_pct: String(DEFAULT_BILL_TOLERANCE.quantityPct),
      tolerance_price_pct: String(DEFAULT_BILL_TOLERANCE.pricePct),
      submitted_at: submittedAt,
      feedback_at: approvedAt,
      version: 3,
      created_at: new Date(submittedAt.getTime() - DAY),
      updated_at: approvedAt,
    })
    .onConflict((oc) => oc.columns(['supplier_id', 'number', 'revision']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return;
  await trx
    .insertInto('bill_lines')
    .values({
      bill_id: id,
      position: 0,
      source: 'contractLine',
      contract_id: contract.id,
      line_no: contract.line_no,
      quantity: Number(contract.quantity),
      unit_price: contract.unit_price,
      amount,
      contract_price: contract.unit_price,
      billable_quantity: Number(contract.quantity),
    })
    .execute();
  const invoiceNumber = `INV-DEMO-${String(spec.serial).padStart(4, '0')}`;
  await trx
    .insertInto('bill_invoices')
    .values({
      id: stableId(`bill-invoice:${number}`),
      bill_id: id,
      supplier_id: at.supplier.id,
      position: 0,
      kind: 'commercial',
      number: invoiceNumber,
      invoice_key: `commercial:${invoiceNumber}`,
      date: businessDateAfter(submittedAt, 0),
      currency: contract.currency,
      amount,
      tax_amount: '0',
      total: amount,
    })
    .execute();
  await trx
    .insertInto('bill_events')
    .values(
      [
        {
          action: 'create',
          at: new Date(submittedAt.getTime() - DAY),
          by: at.by,
          company: at.supplier.id,
        },
        { action: 'submit', at: submittedAt, by: at.by, company: at.supplier.id },
        { action: 'approve', at: approvedAt, by: at.reviewer, company: at.buyerId },
      ].map((e) => ({
        id: stableId(`bill-event:${number}:${e.action}`),
        bill_id: id,
        action: e.action,
        by_name: e.by,
        company_id: e.company,
        at: e.at,
      })),
    )
    .execute();
  if (!spec.payment) return Number(amount);
  if ('scheduledInDays' in spec.payment) {
    await trx
      .insertInto('bill_payments')
      .values({
        bill_id: id,
        supplier_id: at.supplier.id,
        scheduled_on: businessDateAfter(at.seedTime, spec.payment.scheduledInDays),
      })
      .execute();
    return Number(amount);
  }
  const paidOn = businessDateAfter(at.seedTime, -spec.payment.paidDaysAgo);
  const remittanceId = stableId(`remittance:${spec.payment.reference}`);
  await trx
    .insertInto('remittances')
    .values({
      id: remittanceId,
      supplier_id: at.supplier.id,
      reference: spec.payment.reference,
      paid_on: paidOn,
      currency: contract.currency,
      amount,
    })
    .execute();
  await trx
    .insertInto('remittance_bills')
    .values({ remittance_id: remittanceId, bill_id: id, amount })
    .execute();
  await trx
    .insertInto('bill_payments')
    .values({
      bill_id: id,
      supplier_id: at.supplier.id,
      scheduled_on: paidOn,
      paid_amount: amount,
      last_paid_on: paidOn,
    })
    .execute();
  return 0;
}
