// Seeds the demo contracts once (a contract number already present is left alone): each goes in
// through the contracts module's writers as the ERP would send it, then the supplier's answer, the
// ERP's revision or the close is applied with the lines, versions and history a real run through
// the calls would have left (docs/product-rules.md#contracts-and-orders).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { businessDate } from '../core/business-time.ts';
import type { Database } from '../db/schema.ts';
import { stableId } from '../db/stable-id.ts';
import { insertContract, insertVersion } from '../modules/contracts/index.ts';
import { COMPANIES, USERS } from './demo-data.ts';
import { DEMO_CONTRACTS, type SeedContract } from './demo-contracts.ts';

const DAY = 24 * 60 * 60 * 1000;
const BUYER = USERS.find((u) => u.account === 'buyer.admin')!.realName;
const SUPPLIER_USER = {
  demo: USERS.find((u) => u.account === 'supplier.demo')!.realName,
  other: USERS.find((u) => u.account === 'supplier.other')!.realName,
};
const SUPPLIER_ID = { demo: COMPANIES.demoSupplier.id, other: COMPANIES.otherSupplier.id };
/** supplier.other is in Hong Kong and bills in USD (prices divided by this rate). */
const USD_RATE = 7.1;

const INVOICE = {
  title: '海南航空控股股份有限公司',
  taxId: '91460000710920000X',
  bank: '中国银行海口分行',
  account: '266255281888',
  address: '海口市国兴大道7号',
  phone: '0898-65739999',
};

export async function seedContracts(db: Kysely<Database>, seedTime: Date): Promise<void> {
  const numbers = DEMO_CONTRACTS.map((c) => c.number);
  const existing = new Set(
    (
      await db
        .selectFrom('contracts')
        .select('contract_number')
        .where('contract_number', 'in', numbers)
        .execute()
    ).map((r) => r.contract_number),
  );
  const todo = DEMO_CONTRACTS.filter((c) => !existing.has(c.number));
  if (todo.length === 0) return;
  const inquiries = new Map(
    (await db.selectFrom('inquiries').select(['id', 'inquiry_number']).execute()).map((r) => [
      r.inquiry_number,
      r.id,
    ]),
  );
  await db.transaction().execute(async (trx) => {
    for (const spec of todo) await seedOne(trx, spec, seedTime.getTime(), inquiries);
  });
}

function linesOf(spec: SeedContract, issuedAt: number) {
  const rate = spec.supplier === 'other' ? USD_RATE : 1;
  return spec.lines.map(
    ([materialNumber, partNumber, description, quantity, unit, price, days], i) => ({
      lineNo: (i + 1) * 10,
      materialNumber,
      partNumber,
      description,
      quantity,
      unit,
      unitPrice: Math.round((price / rate) * 100) / 100,
      deliveryDate: businessDate(new Date(issuedAt + days * DAY)),
    }),
  );
}

const totalOf = (lines: { quantity: number; unitPrice: number }[]) =>
  lines.reduce((s, l) => s + Math.round(l.quantity * l.unitPrice * 10_000), 0) / 10_000;

async function seedOne(
  trx: Kysely<Database>,
  spec: SeedContract,
  now: number,
  inquiries: Map<string, string>,
): Promise<void> {
  const id = stableId(`contract:${spec.number}`);
  const issuedAt = now - spec.daysAgo * DAY;
  const at = new Date(issuedAt);
  const lines = linesOf(spec, issuedAt);
  const total = totalOf(lines);
  const inserted = await insertContract(
    trx,
    {
      id,
      contractNumber: spec.number,
      kind: spec.kind,
      supplierId: SUPPLIER_ID[spec.supplier],
      title: spec.title,
      currency: spec.supplier === 'other' ? 'USD' : 'CNY',
      totalAmount: total,
      lineCount: lines.length,
      buyerContact: BUYER,
      inquiryId: (spec.inquiry && inquiries.get(spec.inquiry)) || null,
      invoice: INVOICE,
      at,
    },
    { ifAbsent: true },
  );
  // Another process starting on the same database seeded it meanwhile.
  if (!inserted) return;
  const version = (versionNo: number, lineSet: typeof lines, remark = '') => ({
    contractId: id,
    versionNo,
    issuedBy: 'erp' as const,
    issuedByName: BUYER,
    remark,
    totalAmount: totalOf(lineSet),
    at,
    lines: lineSet,
  });
  await insertVersion(trx, version(1, lines), 'contract.event.issued');
  const answeredAt = new Date(issuedAt + Math.min(spec.daysAgo, 1) * DAY * 0.5);
  const byName = SUPPLIER_USER[spec.supplier];
  const event = (
    event: string,
    versionNo: number,
    who: string,
    remark = '',
    companyId: string | null = null,
  ) =>
    trx
      .insertInto('contract_events')
      .values({
        id: randomUUID(),
        contract_id: id,
        event,
        version_no: versionNo,
        by_name: who,
        company_id: companyId,
        remark,
        at: answeredAt,
      })
      .execute();
  const answerAll = (answer: 'confirmed' | 'rejected', reason = '') =>
    trx
      .updateTable('contract_lines')
      .set({ answer, answer_reason: reason })
      .where('contract_id', '=', id)
      .where('version_no', '=', 1)
      .execute();
  const setState = (
    state: 'toConfirm' | 'confirmed' | 'changed' | 'rejected' | 'closed',
    currentVersion = 1,
    amount = total,
    lineCount = lines.length,
  ) =>
    trx
      .updateTable('contracts')
      .set({
        state,
        current_version: currentVersion,
        total_amount: amount,
        line_count: lineCount,
        updated_at: answeredAt,
        version: 2,
      })
      .where('id', '=', id)
      .execute();

  switch (spec.state) {
    case 'toConfirm':
      return;
    case 'revised': {
      // The ERP moved every date a week later before the supplier answered.
      const later = lines.map((l) => ({
        ...l,
        deliveryDate: businessDate(new Date(Date.parse(l.deliveryDate) + 7 * DAY)),
      }));
      await insertVersion(
        trx,
        { ...version(2, later, 'Delivery dates moved one week later'), at: answeredAt },
        'contract.event.revised',
      );
      await setState('toConfirm', 2);
      return;
    }
    case 'confirmed':
    case 'closed':
      await answerAll('confirmed');
      await event('contract.event.confirmed', 1, byName, '', SUPPLIER_ID[spec.supplier]);
      await setState('confirmed');
      if (spec.state === 'closed') {
        await event('contract.event.closed', 1, BUYER, 'Delivered and invoiced');
        await setState('closed');
      }
      return;
    case 'rejected':
      await answerAll('rejected', 'The maker discontinued this part');
      await event('contract.event.rejected', 1, byName, '', SUPPLIER_ID[spec.supplier]);
      await setState('rejected');
      return;
    case 'changed': {
      // The first line confirmed; the last (or only) one split: half now, the rest in six weeks.
      const last = lines[lines.length - 1]!;
      const now1 = Math.ceil(last.quantity / 2);
      const deliveries =
        last.quantity > 1
          ? [
              { quantity: now1, date: last.deliveryDate },
              {
                quantity: last.quantity - now1,
                date: businessDate(new Date(Date.parse(last.deliveryDate) + 42 * DAY)),
              },
            ]
          : [
              {
                quantity: 1,
                date: businessDate(new Date(Date.parse(last.deliveryDate) + 21 * DAY)),
              },
            ];
      const reason =
        last.quantity > 1
          ? 'Part in stock, the rest on backorder'
          : 'Test bench booked: three weeks later';
      const v1 = await trx
        .selectFrom('contract_lines')
        .select(['id', 'line_no'])
        .where('contract_id', '=', id)
        .where('version_no', '=', 1)
        .execute();
      for (const row of v1) {
        const amended = row.line_no === last.lineNo;
        await trx
          .updateTable('contract_lines')
          .set(
            amended
              ? { answer: 'amended', answer_reason: reason, deliveries: JSON.stringify(deliveries) }
              : { answer: 'confirmed' },
          )
          .where('id', '=', row.id)
          .execute();
      }
      const kept = lines.map((l) =>
        l.lineNo === last.lineNo ? { ...l, deliveryDate: deliveries[0]!.date } : l,
      );
      await insertVersion(
        trx,
        { ...version(2, kept), issuedBy: 'supplier', issuedByName: byName, at: answeredAt },
        'contract.event.changed',
      );
      await trx
        .updateTable('contract_lines')
        .set({ deliveries: JSON.stringify(deliveries) })
        .where('contract_id', '=', id)
        .where('version_no', '=', 2)
        .where('line_no', '=', last.lineNo)
        .execute();
      await trx
        .updateTable('contract_events')
        .set({ company_id: SUPPLIER_ID[spec.supplier], version_no: 1 })
        .where('contract_id', '=', id)
        .where('event', '=', 'contract.event.changed')
        .execute();
      await setState('changed', 2, totalOf(kept), kept.length);
      return;
    }
  }
}
