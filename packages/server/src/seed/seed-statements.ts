// Seeds one account statement from the buyer's ERP for supplier.demo's company (issue 16;
// docs/product-rules.md#account-statements) once, after seedBills, so the statement screens show
// something on a fresh start: the period of the paid demo bill, with the bill as an invoice, its
// remittance as a payment, and a credit note the supplier has not seen (a quality deduction), so
// there is a line to confirm or dispute. Written as the ERP's send would leave it (the module's own
// line writer and difference count); a statement number already there is left alone.
import type { Kysely } from 'kysely';
import { businessDateAfter } from '../core/business-time.ts';
import type { Database } from '../db/schema.ts';
import { stableId } from '../db/stable-id.ts';
import { insertLines, refreshDifferenceCount } from '../modules/account-statements/index.ts';
import { DEMO_BILLS } from './seed-bills.ts';

export const DEMO_STATEMENT = 'AS-DEMO-0001';
/** The buyer's deduction the supplier has not booked. */
const CREDIT_NOTE = { reference: 'CN-DEMO-0007', amount: 500 };

export async function seedStatements(db: Kysely<Database>, seedTime: Date): Promise<void> {
  const paid = DEMO_BILLS[0]!;
  if (!paid.payment || !('paidDaysAgo' in paid.payment)) return;
  const payment = paid.payment;
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
    const number = `BL-${supplier.code}-${String(paid.serial).padStart(6, '0')}`;
    const bill = await trx
      .selectFrom('bills')
      .select(['amount', 'currency', 'feedback_at'])
      .where('supplier_id', '=', supplier.id)
      .where('number', '=', number)
      .executeTakeFirst();
    if (!bill?.feedback_at) return;
    const amount = Number(bill.amount);
    const id = stableId(`statement:${DEMO_STATEMENT}`);
    const inserted = await trx
      .insertInto('account_statements')
      .values({
        id,
        number: DEMO_STATEMENT,
        buyer_id: buyer.id,
        supplier_id: supplier.id,
        currency: bill.currency,
        period_from: businessDateAfter(seedTime, -(paid.submittedDaysAgo + 8)),
        period_to: businessDateAfter(seedTime, -(payment.paidDaysAgo - 7)),
        opening_balance: '0',
        closing_balance: String(-CREDIT_NOTE.amount),
        state: 'open',
        created_at: new Date(seedTime.getTime() - (payment.paidDaysAgo - 8) * 86_400_000),
      })
      .onConflict((oc) => oc.columns(['buyer_id', 'number']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return;
    await insertLines(trx, id, 'buyer', 0, [
      {
        date: businessDateAfter(bill.feedback_at, 0),
        docType: 'invoice',
        reference: number,
        debit: amount,
        credit: 0,
      },
      {
        date: businessDateAfter(seedTime, -(payment.paidDaysAgo + 2)),
        docType: 'creditNote',
        reference: CREDIT_NOTE.reference,
        debit: 0,
        credit: CREDIT_NOTE.amount,
      },
      {
        date: businessDateAfter(seedTime, -payment.paidDaysAgo),
        docType: 'payment',
        reference: payment.reference,
        debit: 0,
        credit: amount,
      },
    ]);
    await refreshDifferenceCount(trx, id);
  });
}
