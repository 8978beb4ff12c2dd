import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpContract, postErpContract } from '../../test/contract-fixtures.ts';
import { bearer, createTestApp, signInAll, type TestApp } from '../../test/test-app.ts';

const API = '/api/admin/contract/cgContractAnswer';
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await signInAll(t.app, ['supplierDemo', 'supplierOther', 'buyerAdmin']));
});
afterAll(() => t.close());

async function issue() {
  const body = erpContract();
  const id: string = (await postErpContract(t.app, body)).json().data.id;
  const lines = await t.database.db
    .selectFrom('contract_lines')
    .select(['id', 'line_no'])
    .where('contract_id', '=', id)
    .orderBy('line_no')
    .execute();
  return { id, number: body.contractNumber, l10: lines[0]!.id, l20: lines[1]!.id };
}

const post = (path: string, body: unknown, who = 'supplierDemo', lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `${API}/${path}`,
    headers: bearer(tokens[who]!, { 'accept-language': lang }),
    payload: body as Record<string, unknown>,
  });
const contract = (id: string) =>
  t.database.db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const acks = async (id: string) =>
  (
    await t.database.db
      .selectFrom('outbox')
      .select(['system', 'kind', 'payload'])
      .where('subject_id', '=', id)
      .execute()
  ).map((r) => ({ ...r, payload: r.payload as Record<string, unknown> }));

describe('answering a contract', () => {
  it('confirms the whole order: every line confirmed, the ERP hears AT, and it is read-only after', async () => {
    const c = await issue();
    const res = await post('confirmAll', { id: c.id, version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ state: 'confirmed', currentVersion: 1, version: 2 });
    const lines = await t.database.db
      .selectFrom('contract_lines')
      .select('answer')
      .where('contract_id', '=', c.id)
      .execute();
    expect(lines.map((l) => l.answer)).toEqual(['confirmed', 'confirmed']);
    expect(await acks(c.id)).toMatchObject([
      { system: 'erp', kind: 'contract.ack', payload: { contractNumber: c.number, ack: 'AT' } },
    ]);
    const again = await post('confirmAll', { id: c.id, version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This contract is not waiting for your answer');
    const log = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('item', '=', `contract.answer ${c.number} AT`)
      .execute();
    expect(log).toHaveLength(1);
  });

  it('turns a confirmed line and a split one into a version of the supplier’s that waits for the buyer', async () => {
    const c = await issue();
    const res = await post('answer', {
      id: c.id,
      version: 1,
      lines: [
        { lineId: c.l10, answer: 'confirm' },
        {
          lineId: c.l20,
          answer: 'amend',
          reason: 'Six in stock, four on backorder',
          unitPrice: 300,
          deliveries: [
            { quantity: 4, date: '2027-03-01' },
            { quantity: 6, date: '2027-01-15' },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ state: 'changed', currentVersion: 2, version: 2 });
    const after = await contract(c.id);
    // 4 × 15250.5 + 10 × 300
    expect(Number(after.total_amount)).toBe(64002);
    const v2 = await t.database.db
      .selectFrom('contract_lines')
      .selectAll()
      .where('contract_id', '=', c.id)
      .where('version_no', '=', 2)
      .orderBy('line_no')
      .execute();
    expect(v2.map((l) => [l.line_no, Number(l.unit_price), l.delivery_date])).toEqual([
      [10, 15250.5, '2027-01-15'],
      [20, 300, '2027-01-15'],
    ]);
    expect(v2[1]!.deliveries).toHaveLength(2);
    const [ack] = await acks(c.id);
    expect(ack!.payload).toMatchObject({ ack: 'AC', version: 1 });
    const detail = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contract/Contract/detail',
      query: { id: c.id },
      headers: bearer(tokens.supplierDemo!),
    });
    expect(detail.json().data.versions.map((v: { issuedBy: string }) => v.issuedBy)).toEqual([
      'erp',
      'supplier',
    ]);
    expect(detail.json().data.history.at(-1)).toMatchObject({ event: 'contract.event.changed' });
  });

  it('lets a frozen supplier reject every line, but not confirm', async () => {
    const c = await issue();
    const d = await issue();
    await t.database.db
      .updateTable('companies')
      .set({ commercial_frozen: true })
      .where('code', '=', 'S100001')
      .execute();
    try {
      const confirm = await post('confirmAll', { id: c.id, version: 1 });
      expect(confirm.statusCode).toBe(403);
      expect((await contract(c.id)).state).toBe('toConfirm');
      const reject = await post('answer', {
        id: d.id,
        version: 1,
        lines: [
          { lineId: d.l10, answer: 'reject', reason: 'Discontinued by the maker' },
          { lineId: d.l20, answer: 'reject', reason: 'Discontinued by the maker' },
        ],
      });
      expect(reject.statusCode).toBe(200);
      expect(reject.json().data.state).toBe('rejected');
      expect((await acks(d.id))[0]!.payload).toMatchObject({ ack: 'RJ' });
    } finally {
      await t.database.db
        .updateTable('companies')
        .set({ commercial_frozen: false })
        .where('code', '=', 'S100001')
        .execute();
    }
  });

  it('answers 400 with the row of a wrong answer, and changes nothing', async () => {
    const c = await issue();
    const half = await post(
      'answer',
      { id: c.id, version: 1, lines: [{ lineId: c.l10, answer: 'confirm' }] },
      'supplierDemo',
      'zh-CN',
    );
    expect(half.statusCode).toBe(400);
    expect(half.json().msg).toBe('请答复合同的每一行');
    const past = await post('answer', {
      id: c.id,
      version: 1,
      lines: [
        { lineId: c.l10, answer: 'confirm' },
        {
          lineId: c.l20,
          answer: 'amend',
          reason: 'Late',
          deliveries: [{ quantity: 10, date: '2020-01-01' }],
        },
      ],
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().data.fields).toEqual({
      'lines.1.deliveries.0.date': 'A delivery date cannot be in the past',
    });
    const noReason = await post('answer', {
      id: c.id,
      version: 1,
      lines: [{ lineId: c.l10, answer: 'reject' }],
    });
    expect(noReason.statusCode).toBe(400);
    expect((await contract(c.id)).state).toBe('toConfirm');
    expect(await acks(c.id)).toEqual([]);
  });

  it("answers 404 for another company's contract, 409 for a stale version, 403 to the buyer", async () => {
    const c = await issue();
    expect((await post('confirmAll', { id: c.id, version: 1 }, 'supplierOther')).statusCode).toBe(
      404,
    );
    const stale = await post('confirmAll', { id: c.id, version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe(
      'Someone changed this contract meanwhile. Reload and answer again.',
    );
    expect((await post('confirmAll', { id: c.id, version: 1 }, 'buyerAdmin')).statusCode).toBe(403);
    expect((await contract(c.id)).state).toBe('toConfirm');
  });
});
