import { CONTRACT_KINDS, CONTRACT_STATES, checkOrderAnswer } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContract } from '../modules/contracts/index.ts';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../test/test-app.ts';
import { DEMO_CONTRACTS } from './demo-contracts.ts';
import { seedContracts } from './seed-contracts.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedContracts(t.database.db, new Date());
  token = (await signIn(t.app, DEMO.supplierDemo)).accessToken;
});
afterAll(() => t.close());

const list = async (query: Record<string, string>) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/contract/Contract/list',
      query: { size: '100', ...query },
      headers: bearer(token),
    })
  ).json().data;

describe('the demo contracts', () => {
  it('gives supplier.demo every kind and every state, and supplier.other a few', async () => {
    expect(DEMO_CONTRACTS.length).toBeGreaterThanOrEqual(20);
    const all = await list({});
    expect(all.total).toBe(DEMO_CONTRACTS.filter((c) => c.supplier === 'demo').length);
    const kinds = new Set(all.records.map((r: { kind: string }) => r.kind));
    expect([...kinds].sort()).toEqual([...CONTRACT_KINDS].sort());
    const states = new Set(all.records.map((r: { state: string }) => r.state));
    expect([...states].sort()).toEqual([...CONTRACT_STATES].sort());
  });

  it('links contracts to the inquiries they were awarded from, when those are seeded', async () => {
    const linked = await t.database.db
      .selectFrom('contracts')
      .select('contract_number')
      .where('inquiry_id', 'is not', null)
      .execute();
    const seededInquiries = new Set(
      (await t.database.db.selectFrom('inquiries').select('inquiry_number').execute()).map(
        (r) => r.inquiry_number,
      ),
    );
    const expected = DEMO_CONTRACTS.filter((c) => c.inquiry && seededInquiries.has(c.inquiry));
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(linked.map((r) => r.contract_number).sort()).toEqual(
      expected.map((c) => c.number).sort(),
    );
  });

  it('leaves a changed contract as a real answer would: a supplier version whose split adds up', async () => {
    const changed = (await list({ state: 'changed' })).records[0];
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/contract/Contract/detail',
        query: { id: changed.id },
        headers: bearer(token),
      })
    ).json().data;
    expect(detail.versions.map((v: { issuedBy: string }) => v.issuedBy)).toEqual([
      'erp',
      'supplier',
    ]);
    const v1 = await t.database.db
      .selectFrom('contract_lines')
      .selectAll()
      .where('contract_id', '=', changed.id)
      .where('version_no', '=', 1)
      .execute();
    const amended = v1.find((l) => l.answer === 'amended')!;
    // The seeded amendment passes the same check a supplier's answer goes through.
    const issues = checkOrderAnswer(
      [
        {
          id: amended.id,
          unitPrice: Number(amended.unit_price),
          quantity: Number(amended.quantity),
          deliveryDate: amended.delivery_date,
        },
      ],
      {
        lines: [
          {
            lineId: amended.id,
            answer: 'amend',
            reason: amended.answer_reason,
            deliveries: amended.deliveries,
          },
        ],
      },
      '2000-01-01',
    );
    expect(issues).toEqual([]);
  });

  it('seeds once: a second run adds nothing', async () => {
    const before = await t.database.db
      .selectFrom('contract_versions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await seedContracts(t.database.db, new Date());
    const after = await t.database.db
      .selectFrom('contract_versions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('leaves a contract another process seeded meanwhile alone, where the ERP call would fail', async () => {
    const seeded = await t.database.db
      .selectFrom('contracts')
      .selectAll()
      .where('contract_number', '=', DEMO_CONTRACTS[0]!.number)
      .executeTakeFirstOrThrow();
    const again = {
      id: seeded.id,
      contractNumber: seeded.contract_number,
      kind: seeded.kind,
      supplierId: seeded.supplier_id,
      title: 'A second seeding',
      currency: seeded.currency,
      totalAmount: 1,
      lineCount: 1,
      buyerContact: '',
      inquiryId: null,
      invoice: seeded.invoice,
      at: new Date(),
    };
    await expect(insertContract(t.database.db, again, { ifAbsent: true })).resolves.toBe(false);
    await expect(insertContract(t.database.db, again)).rejects.toThrow();
    const after = await t.database.db
      .selectFrom('contracts')
      .select('title')
      .where('id', '=', seeded.id)
      .executeTakeFirstOrThrow();
    expect(after.title).toBe(seeded.title);
  });
});
