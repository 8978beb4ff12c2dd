// The buyer's supplier lists through the API: who may read and change them, the blacklist and the
// dishonest list against registration, freezing a listed supplier, mutual recognition admitting a
// supplier, CAGE codes (format, uniqueness), tiered and own-equipment suppliers, and the refusals
// every change shares (400 malformed, 404 unknown, 409 stale).
import { messages, type AuditDetail } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableId } from '../../db/stable-id.ts';
import { DEMO_TRANSPORT_ID } from '../../seed/seed-supplier-lists.ts';
import {
  DEMO,
  bearer,
  createTestApp,
  encrypt,
  publicKey,
  signInAll,
  type TestApp,
} from '../../test/test-app.ts';

const API = '/api/admin/supplier';
const OTHER_ID = stableId('company:supplier.other');
const DEMO_ID = stableId('company:supplier.demo');
let t: TestApp;
const tokens = {} as Record<keyof typeof DEMO, string>;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await signInAll(t.app));
});
afterAll(() => t.close());

const post = (path: string, payload: object, token: string | null = tokens.buyerAdmin) =>
  t.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    headers: token ? bearer(token) : {},
    payload,
  });
const get = (path: string, token: string | null = tokens.buyerAdmin) =>
  t.app.inject({ method: 'GET', url: `${API}${path}`, headers: token ? bearer(token) : {} });

/** Invites an address and answers the invite code from the e-mail in the outbox. */
async function inviteCode(email: string): Promise<string> {
  const res = await post('/supInvite/createInvite', {
    companyName: 'Invited Co',
    email,
    kind: 'aviation',
  });
  expect(res.statusCode).toBe(200);
  const id = res.json<{ data: { id: string } }>().data.id;
  const row = await t.database.db
    .selectFrom('outbox')
    .select('payload')
    .where('subject_id', '=', id)
    .where('kind', '=', 'mail.invite')
    .executeTakeFirstOrThrow();
  const body = (row.payload as { body: string }).body;
  return /([A-Z2-9]{8})/.exec(body.split('\n').find((l) => l.includes('邀请码')) ?? '')![1]!;
}

let registrations = 0;
async function register(taxId: string) {
  registrations += 1;
  const email = `reg${registrations}@lists.example.com`;
  const code = await inviteCode(email);
  const key = await publicKey(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/os/ap/supplierRegister/register',
    payload: {
      acceptConduct: true,
      supplierKind: 'aviation',
      country: 'CN',
      taxCategory: 'uscc',
      timeZone: 'Asia/Shanghai',
      taxId,
      companyName: `Lists Test Supplier ${registrations}`,
      account: `lists.test${registrations}`,
      email,
      inviteCode: code,
      passPriKey: key.uuid,
      password: encrypt(key.publicKey, 'Lists#2026x'),
    },
  });
}

async function audit(id: string): Promise<AuditDetail> {
  const res = await get(`/supApprovalInfo/detail?id=${id}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: AuditDetail }>().data;
}

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

describe('who may read and change the lists', () => {
  it('refuses a supplier account every list (403)', async () => {
    for (const path of [
      '/supList/findPageList',
      '/supAdmit/findPageList',
      '/supBlacklist/findPageList',
      '/supCage/findPageList',
      '/supTier/findPageList',
      '/supThird/findPageList',
    ]) {
      expect((await get(path, tokens.supplierDemo)).statusCode).toBe(403);
    }
    const add = await post(
      '/supCage/add',
      { supplierId: DEMO_ID, code: 'ZZZ99' },
      tokens.supplierDemo,
    );
    expect(add.statusCode).toBe(403);
    expect((await get('/supBlacklist/findPageList', null)).statusCode).toBe(401);
  });

  it('lets buyer.commercial read but not change them (403, before an unknown id is looked up)', async () => {
    const read = await get('/supBlacklist/findPageList', tokens.buyerCommercial);
    expect(read.statusCode).toBe(200);
    const add = await post(
      '/supBlacklist/add',
      { list: 'blacklist', taxId: '91000000MA00000001', companyName: 'X Co', reason: 'r' },
      tokens.buyerCommercial,
    );
    expect(add.statusCode).toBe(403);
    const remove = await post(
      '/supCage/delete',
      { id: 'no-such-id', version: 1 },
      tokens.buyerCommercial,
    );
    expect(remove.statusCode).toBe(403);
  });
});

describe('blacklist and dishonest list', () => {
  it('lists the seeded entries by list', async () => {
    const black = await get('/supBlacklist/findPageList?list=blacklist');
    expect(black.json().data.total).toBe(2);
    const dishonest = await get('/supBlacklist/findPageList?list=dishonest&q=恒信');
    expect(dishonest.json().data.records).toEqual([
      expect.objectContaining({ list: 'dishonest', taxId: '91110105MA0DSH0002' }),
    ]);
  });

  it('refuses malformed input with field messages (400), never a 500', async () => {
    const res = await post('/supBlacklist/add', {
      list: 'blacklist',
      taxId: 'no!',
      companyName: ' ',
      reason: '',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.data.fields).sort()).toEqual(['companyName', 'reason', 'taxId']);
    expect(body.data.fields.reason).toBe(messages.en['lists.reasonRequired']);
    const wrongList = await post('/supBlacklist/add', {
      list: 'grey',
      taxId: '91000000MA0000001X',
      companyName: 'X Co',
      reason: 'r',
    });
    expect(wrongList.statusCode).toBe(400);
    const noBody = await t.app.inject({
      method: 'POST',
      url: `${API}/supBlacklist/delete`,
      headers: { ...bearer(tokens.buyerAdmin), 'content-type': 'application/json' },
      payload: '{"id":',
    });
    expect(noBody.statusCode).toBe(400);
  });

  it('keeps a blacklisted tax ID from registering until it is removed', async () => {
    const taxId = '91330100MA2BLK0001';
    const add = await post('/supBlacklist/add', {
      list: 'blacklist',
      taxId: taxId.toLowerCase(),
      companyName: 'Blocked Trading Co',
      reason: 'Falsified certificates of conformity',
    });
    expect(add.statusCode).toBe(200);
    const entry = add.json().data;
    expect(entry).toMatchObject({ taxId, list: 'blacklist', supplierId: null, version: 1 });
    expect(add.json().msg).toBe(messages.en['lists.added']);

    const again = await post('/supBlacklist/add', {
      list: 'blacklist',
      taxId,
      companyName: 'Blocked Trading Co',
      reason: 'twice',
    });
    expect(again.statusCode).toBe(409);

    const refused = await register(taxId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.fields.taxId).toBe(messages.en['register.blacklisted']);

    // Removing needs a reason and the current version.
    const noReason = await post('/supBlacklist/delete', { id: entry.id, version: 1, reason: '' });
    expect(noReason.statusCode).toBe(400);
    const stale = await post('/supBlacklist/delete', { id: entry.id, version: 7, reason: 'ok' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_description).toBe(messages.en['lists.stale']);
    const removed = await post('/supBlacklist/delete', {
      id: entry.id,
      version: 1,
      reason: 'Court ruling overturned',
    });
    expect(removed.statusCode).toBe(200);
    const gone = await post('/supBlacklist/delete', { id: entry.id, version: 1, reason: 'x' });
    expect(gone.statusCode).toBe(404);

    const log = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('item', 'like', `%${taxId}%`)
      .execute();
    expect(log.map((l) => l.item)).toContain(
      `supplierLists.blacklist.remove ${taxId}: Court ruling overturned`,
    );

    const registered = await register(taxId);
    expect(registered.statusCode).toBe(200);
  });

  it('keeps a tax ID on the dishonest list from registering too', async () => {
    const refused = await register('91110105MA0DSH0002');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.fields.taxId).toBe(messages.en['register.blacklisted']);
  });

  it('freezes an existing supplier whose tax ID is listed; removal leaves the freeze', async () => {
    const before = await audit(OTHER_ID);
    expect(before).toMatchObject({ commercialFrozen: false, qualityFrozen: false });
    const add = await post('/supBlacklist/add', {
      list: 'dishonest',
      taxId: '71234567-000',
      companyName: 'Northwind Avionics Supply Co., Ltd.',
      reason: 'Listed as a dishonest judgment debtor',
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().msg).toBe(
      messages.en['lists.addedFrozen'].replace('{{supplier}}', 'S100002'),
    );
    expect(add.json().data).toMatchObject({ supplierId: OTHER_ID, supplierCode: 'S100002' });
    const after = await audit(OTHER_ID);
    expect(after).toMatchObject({
      commercialFrozen: true,
      qualityFrozen: true,
      freezeReason: 'Listed as a dishonest judgment debtor',
    });
    expect(after.version).toBe(before.version + 1);
    expect(after.history.at(-1)).toMatchObject({ action: 'dishonest.add' });

    const removed = await post('/supBlacklist/delete', {
      id: add.json().data.id,
      version: 1,
      reason: 'Debt settled',
    });
    expect(removed.statusCode).toBe(200);
    const later = await audit(OTHER_ID);
    expect(later).toMatchObject({ commercialFrozen: true, qualityFrozen: true });
    expect(later.history.at(-1)).toMatchObject({
      action: 'dishonest.remove',
      remarks: 'Debt settled',
    });
    expect(later.canUnfreeze).toEqual(['commercial', 'quality']);
  });
});

describe('CAGE codes', () => {
  it('takes 5 letters or digits, upper-cased, several per supplier', async () => {
    const add = await post('/supCage/add', { supplierId: DEMO_ID, code: ' 0b7x2 ' });
    expect(add.statusCode).toBe(200);
    expect(add.json().data).toMatchObject({ code: '0B7X2', supplierCode: 'S100001' });
    const list = await get(`/supCage/findPageList?supplierId=${DEMO_ID}`);
    expect(list.json().data.records.map((r: { code: string }) => r.code)).toEqual([
      '0B7X2',
      'SDA01',
      'SDA7K',
    ]);
    for (const code of ['ABCD', 'ABCDEF', 'AB-12', 'ÄBC12']) {
      const bad = await post('/supCage/add', { supplierId: DEMO_ID, code });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data.fields.code).toBe(messages.en['lists.cageRule']);
    }
  });

  it("refuses another supplier's code (409) naming the holder", async () => {
    const res = await post('/supCage/add', { supplierId: OTHER_ID, code: 'sda01' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error_description).toBe(
      'The CAGE code SDA01 belongs to S100001 演示航空零件有限公司 already',
    );
    const same = await post('/supCage/add', { supplierId: DEMO_ID, code: 'SDA01' });
    expect(same.statusCode).toBe(409);
  });

  it('answers 404 for an unknown supplier or code, 409 for a stale version', async () => {
    expect((await post('/supCage/add', { supplierId: 'nobody', code: 'QQQ11' })).statusCode).toBe(
      404,
    );
    const buyerCompany = await post('/supCage/add', {
      supplierId: stableId('company:buyer'),
      code: 'QQQ11',
    });
    expect(buyerCompany.statusCode).toBe(404);
    const id = stableId('cage:3');
    expect((await post('/supCage/delete', { id, version: 2 })).statusCode).toBe(409);
    expect((await post('/supCage/delete', { id, version: 1 })).statusCode).toBe(200);
    expect((await post('/supCage/delete', { id, version: 1 })).statusCode).toBe(404);
    // Free again: another supplier may take it.
    const taken = await post('/supCage/add', { supplierId: DEMO_ID, code: 'K3NW2' });
    expect(taken.statusCode).toBe(200);
  });
});

describe('mutual recognition admittance', () => {
  it('admits an existing supplier: approved, with a history event', async () => {
    const taxId = '91440101MA9ADM0001';
    expect((await register(taxId)).statusCode).toBe(200);
    const company = await t.database.db
      .selectFrom('companies')
      .select(['id', 'audit_status'])
      .where('tax_id', '=', taxId)
      .executeTakeFirstOrThrow();
    expect(company.audit_status).toBe('toBeEvaluated');

    const past = await post('/supAdmit/add', {
      taxId,
      companyName: 'Admitted Co',
      sourceCompany: 'Hainan Airlines Technic',
      scope: 'Rotables',
      validUntil: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().data.fields.validUntil).toBe(messages.en['lists.dateInPast']);

    const res = await post('/supAdmit/add', {
      taxId,
      companyName: 'Admitted Co',
      sourceCompany: 'Hainan Airlines Technic',
      scope: 'Rotables',
      validUntil: inAYear(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ supplierId: company.id, scope: 'Rotables' });
    const detail = await audit(company.id);
    expect(detail.state).toBe('approved');
    expect(detail.history.at(-1)).toMatchObject({
      action: 'mutualRecognition',
      from: 'toBeEvaluated',
      to: 'approved',
    });
    const qualified = await get(`/supList/findPageList?q=${taxId}`);
    expect(qualified.json().data.records).toHaveLength(1);

    const twice = await post('/supAdmit/add', {
      taxId,
      companyName: 'Admitted Co',
      sourceCompany: 'X',
      scope: 'Y',
      validUntil: inAYear(),
    });
    expect(twice.statusCode).toBe(409);
  });

  it('records a tax ID no supplier holds yet, refuses a blacklisted one, removes', async () => {
    const res = await post('/supAdmit/add', {
      taxId: 'SG-201912345K',
      companyName: 'Lion City Aero Pte Ltd',
      sourceCompany: 'Hong Kong Airlines',
      scope: 'Consumables',
      validUntil: inAYear(),
      remarks: 'Audit report 2026-031',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ supplierId: null, supplierCode: null });
    const blocked = await post('/supAdmit/add', {
      taxId: 'US-84-1234567',
      companyName: 'Phantom Parts Brokers LLC',
      sourceCompany: 'X',
      scope: 'Y',
      validUntil: inAYear(),
    });
    expect(blocked.statusCode).toBe(409);
    const { id } = res.json().data;
    expect((await post('/supAdmit/delete', { id, version: 2 })).statusCode).toBe(409);
    expect((await post('/supAdmit/delete', { id, version: 1 })).statusCode).toBe(200);
    expect((await post('/supAdmit/delete', { id, version: 1 })).statusCode).toBe(404);
  });
});

describe('the directory', () => {
  it('lists qualified suppliers with their CAGE codes, filtered by kind, country and freeze', async () => {
    const all = await get('/supList/findPageList?scope=qualified');
    const names = all.json().data.records.map((r: { code: string }) => r.code);
    expect(names).toEqual(expect.arrayContaining(['S100001', 'S100002']));
    const hk = await get('/supList/findPageList?country=HK');
    expect(hk.json().data.records.map((r: { code: string }) => r.code)).toEqual(['S100002']);
    const frozen = await get('/supList/findPageList?frozen=frozen');
    expect(frozen.json().data.records.map((r: { code: string }) => r.code)).toEqual(['S100002']);
    const active = await get('/supList/findPageList?frozen=active&kind=aviation');
    const demo = active.json().data.records.find((r: { code: string }) => r.code === 'S100001');
    expect(demo.cageCodes).toBe('0B7X2, K3NW2, SDA01, SDA7K');
    expect((await get('/supList/findPageList?country=XX')).statusCode).toBe(400);
    expect((await get('/supList/findPageList?frozen=maybe')).statusCode).toBe(400);
  });

  it('shows each supplier’s business types (in the contract’s order) and quality grade', async () => {
    const row = async () =>
      (await get('/supList/findPageList?scope=qualified&q=S100001'))
        .json()
        .data.records.find((r: { code: string }) => r.code === 'S100001');
    await t.database.db
      .deleteFrom('supplier_business_types')
      .where('company_id', '=', DEMO_ID)
      .execute();
    await t.database.db
      .deleteFrom('supplier_assessments')
      .where('company_id', '=', DEMO_ID)
      .execute();
    expect(await row()).toMatchObject({ businessTypes: [], grade: null });
    await t.database.db
      .insertInto('supplier_business_types')
      .values([
        { company_id: DEMO_ID, business_type: 'dept21' },
        { company_id: DEMO_ID, business_type: 'purchase' },
      ])
      .execute();
    await t.database.db
      .insertInto('supplier_assessments')
      .values({
        company_id: DEMO_ID,
        grade: 'C',
        score: 60,
        findings: '',
        assessed_on: '2026-11-20',
        assessed_by: null,
        assessed_by_name: 'QA',
      })
      .execute();
    expect(await row()).toMatchObject({ businessTypes: ['purchase', 'dept21'], grade: 'C' });
  });

  it('lists transport suppliers in any audit state', async () => {
    const res = await get('/supList/findPageList?scope=transport', tokens.buyerQuality);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.records).toEqual([
      expect.objectContaining({ id: DEMO_TRANSPORT_ID, kind: 'transport', state: 'approved' }),
    ]);
  });
});

describe('tiered and own-equipment suppliers', () => {
  it('adds a tier supplier, authorizes it with a validity, refuses stale or past ones', async () => {
    const add = await post('/supTier/add', {
      primaryId: DEMO_ID,
      tier: 'second',
      name: 'Jiangsu Fasteners',
      country: 'CN',
      supplies: 'NAS fasteners',
    });
    expect(add.statusCode).toBe(200);
    const tier = add.json().data;
    expect(tier).toMatchObject({ auth: 'unauthorized', primaryCode: 'S100001', version: 1 });
    const past = await post('/supTier/authorize', {
      id: tier.id,
      version: 1,
      validUntil: '2021-05-01',
    });
    expect(past.statusCode).toBe(400);
    const ok = await post('/supTier/authorize', { id: tier.id, version: 1, validUntil: inAYear() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ auth: 'authorized', authorizedUntil: inAYear() });
    const stale = await post('/supTier/authorize', {
      id: tier.id,
      version: 1,
      validUntil: inAYear(),
    });
    expect(stale.statusCode).toBe(409);
    expect((await get(`/supTier/detail?id=${tier.id}`, tokens.buyerCommercial)).statusCode).toBe(
      200,
    );
    expect((await get('/supTier/detail?id=nothing')).statusCode).toBe(404);
    const unauthorized = await get('/supTier/findPageList?auth=unauthorized');
    expect(
      unauthorized
        .json()
        .data.records.map((r: { name: string }) => r.name)
        .sort(),
    ).toEqual(['Kowloon Avionics Repair', 'Precision Castings Ltd.']);
    const unknownPrimary = await post('/supTier/add', {
      primaryId: 'nobody',
      tier: 'third',
      name: 'X',
      country: 'CN',
      supplies: 'Y',
    });
    expect(unknownPrimary.statusCode).toBe(404);
  });

  it('adds own-equipment suppliers with an ATA chapter, and removes them', async () => {
    const bad = await post('/supThird/add', {
      name: 'GE Aviation Services',
      equipment: 'CFM56-7B',
      ataChapter: 'seventy-two',
      oem: 'CFM',
      validUntil: inAYear(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields.ataChapter).toBe(messages.en['lists.ataRule']);
    const add = await post('/supThird/add', {
      name: 'GE Aviation Services',
      equipment: 'CFM56-7B',
      ataChapter: '72',
      oem: 'CFM',
      validUntil: inAYear(),
    });
    expect(add.statusCode).toBe(200);
    const list = await get('/supThird/findPageList?q=cfm');
    expect(list.json().data.records).toHaveLength(1);
    const { id } = add.json().data;
    expect((await post('/supThird/delete', { id, version: 1 })).statusCode).toBe(200);
    expect((await post('/supThird/delete', { id, version: 1 })).statusCode).toBe(404);
  });
});
