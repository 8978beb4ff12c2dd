// The ship notice form's contract pick list (/admin/contract/shipment/contracts) stands on the ship
// notice permission alone (docs/decisions/2026-11-28-ship-notice-contract-pick.md): a role with
// the notice page but neither the contract list nor the forecast page still picks; without the
// notice page it is 403. Its own app: the test takes permissions from the demo supplier's roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpContract, postErpContract } from '../../test/contract-fixtures.ts';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

const PICK = '/api/admin/contract/shipment/contracts';
let t: TestApp;

beforeAll(async () => {
  // No cached profiles: a revoked permission counts at the next call.
  t = await createTestApp({ config: { userCacheTtlMs: 0 } });
});
afterAll(() => t.close());

const tokenOf = async (who: keyof typeof DEMO) => (await signIn(t.app, DEMO[who])).accessToken;
const pick = (token: string, query: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `${PICK}?${new URLSearchParams(query).toString()}`,
    headers: bearer(token),
  });

/** An ERP contract of the demo supplier, confirmed unless `confirm` is false. */
async function contract(token: string, kind: 'purchase' | 'repair' = 'purchase', confirm = true) {
  const body = erpContract({ kind });
  const res = await postErpContract(t.app, body);
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as string;
  if (confirm) {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/contract/cgContractAnswer/confirmAll',
      headers: bearer(token),
      payload: { id, version: 1 },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  }
  return { id, number: body.contractNumber };
}

/** Takes these permissions from every role the demo supplier's account holds. */
async function revoke(codes: string[]) {
  await t.database.db
    .deleteFrom('role_permissions')
    .where('role_id', 'in', (eb) =>
      eb
        .selectFrom('user_roles as ur')
        .innerJoin('users as u', 'u.id', 'ur.user_id')
        .select('ur.role_id')
        .where('u.account', '=', DEMO.supplierDemo.account),
    )
    .where('permission_code', 'in', codes)
    .execute();
}

describe('ship notice contract pick list', () => {
  it('lists only the caller’s confirmed goods contracts and refuses bad input', async () => {
    const demo = await tokenOf('supplierDemo');
    const confirmed = await contract(demo);
    const pending = await contract(demo, 'purchase', false);
    const res = await pick(demo, { q: confirmed.number });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.records).toEqual([
      {
        id: confirmed.id,
        contractNumber: confirmed.number,
        title: expect.any(String),
        kind: 'purchase',
      },
    ]);
    expect((await pick(demo, { q: pending.number })).json().data.total).toBe(0);

    // Another company sees none of them; the buyer has no such call.
    const other = await pick(await tokenOf('supplierOther'), { q: confirmed.number });
    expect(other.statusCode).toBe(200);
    expect(other.json().data.total).toBe(0);
    expect((await pick(await tokenOf('buyerAdmin'))).statusCode).toBe(403);

    const bad: Record<string, string>[] = [
      { size: '501' },
      { current: '0' },
      { q: 'x'.repeat(201) },
    ];
    for (const query of bad) {
      expect((await pick(demo, query)).statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  // Last: it takes permissions from the demo supplier's roles.
  it('needs the ship notice permission, not the contract list or forecast one', async () => {
    const demo = await tokenOf('supplierDemo');
    const c = await contract(demo);
    await revoke([
      'menu:/sup/supContract/index',
      'menu:/sup/supContract/offer',
      'menu:/sup/supContract/forecast',
    ]);
    const noContracts = demo;
    for (const path of ['supForecast/list', 'Contract/list']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/contract/${path}`,
        headers: bearer(noContracts),
      });
      expect(res.statusCode, path).toBe(403);
    }
    const res = await pick(noContracts, { q: c.number });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.records.map((r: { id: string }) => r.id)).toEqual([c.id]);

    await revoke(['menu:/sup/supContract/shipment']);
    expect((await pick(demo)).statusCode).toBe(403);
  });
});
