// The buyer's supplier relation lists through the API: who may read them (403 to a supplier),
// malformed filters (400), customer relations (403 without manage, 400, 404, 409), the new-supplier list (a freshly registered supplier with the invitation
// it came from, not a long-approved one) and the capability list's filters.
import {
  messages,
  type CapabilityListRow,
  type CustomerRelationRow,
  type NewSupplierRow,
} from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableId } from '../../db/stable-id.ts';
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

const get = (path: string, token: string | null = tokens.buyerAdmin) =>
  t.app.inject({ method: 'GET', url: `${API}${path}`, headers: token ? bearer(token) : {} });
const post = (path: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    headers: bearer(tokens.buyerAdmin),
    payload,
  });
type PageOf<R> = { data: { records: R[]; total: number } };

/** buyer.admin invites an address; the supplier registers with the code from the e-mail. */
async function registerInvited(name: string, email: string): Promise<string> {
  const invite = await post('/supInvite/createInvite', {
    companyName: name,
    email,
    kind: 'aviation',
  });
  expect(invite.statusCode).toBe(200);
  const inviteId = invite.json<{ data: { id: string } }>().data.id;
  const mail = await t.database.db
    .selectFrom('outbox')
    .select('payload')
    .where('subject_id', '=', inviteId)
    .where('kind', '=', 'mail.invite')
    .executeTakeFirstOrThrow();
  const body = (mail.payload as { body: string }).body;
  const code = /([A-Z2-9]{8})/.exec(body.split('\n').find((l) => l.includes('邀请码')) ?? '')![1]!;
  const key = await publicKey(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/os/ap/supplierRegister/register',
    payload: {
      acceptConduct: true,
      supplierKind: 'aviation',
      country: 'CN',
      taxCategory: 'uscc',
      timeZone: 'Asia/Shanghai',
      taxId: '91310000NEWSUP001',
      companyName: name,
      account: 'relations.new1',
      email,
      inviteCode: code,
      passPriKey: key.uuid,
      password: encrypt(key.publicKey, 'Relations#2026x'),
    },
  });
  expect(res.statusCode).toBe(200);
  const company = await t.database.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return company.id;
}

describe('who may read the relation lists', () => {
  it('refuses a supplier account both lists (403) and answers 401 without a session', async () => {
    for (const path of ['/supNew/findPageList', '/supCapability/findPageList']) {
      expect((await get(path, tokens.supplierDemo)).statusCode).toBe(403);
      expect((await get(path, null)).statusCode).toBe(401);
    }
  });

  it('lets every buyer role read them', async () => {
    for (const token of [tokens.buyerCommercial, tokens.buyerQuality, tokens.buyerMasterdata]) {
      expect((await get('/supNew/findPageList', token)).statusCode).toBe(200);
      expect((await get('/supCapability/findPageList', token)).statusCode).toBe(200);
    }
  });

  it('answers malformed filters with 400 and a message', async () => {
    for (const path of [
      '/supNew/findPageList?state=nonsense',
      '/supNew/findPageList?current=0',
      '/supCapability/findPageList?status=maybe',
      '/supCapability/findPageList?businessType=smuggling',
      '/supCapability/findPageList?productType=42',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json<{ msg: string }>().msg.length).toBeGreaterThan(0);
    }
  });
});

describe('new suppliers', () => {
  it('shows a freshly registered supplier with its invitation and not a long-approved one', async () => {
    // supplier.other: approved, registered long ago.
    await sql`update companies set created_at = now() - interval '400 days', audit_status = 'approved'
      where id = ${OTHER_ID}`.execute(t.database.db);
    const id = await registerInvited('Relations Fresh Supplier', 'fresh@relations.example.com');

    const res = await get('/supNew/findPageList?size=100');
    expect(res.statusCode).toBe(200);
    const rows = res.json<PageOf<NewSupplierRow>>().data.records;
    const fresh = rows.find((r) => r.id === id);
    expect(fresh).toMatchObject({ name: 'Relations Fresh Supplier', state: 'toBeEvaluated' });
    expect(fresh!.invitedBy).not.toBe('');
    expect(fresh!.invitedAt).not.toBeNull();
    expect(rows.some((r) => r.id === OTHER_ID)).toBe(false);
    // Newest first.
    expect(rows[0]!.id).toBe(id);
  });

  it('keeps a supplier still in its admission however long ago it registered', async () => {
    await t.database.db
      .updateTable('companies')
      .set({ audit_status: 'returned' })
      .where('id', '=', OTHER_ID)
      .execute();
    const rows = (await get('/supNew/findPageList?size=100')).json<PageOf<NewSupplierRow>>().data
      .records;
    expect(rows.find((r) => r.id === OTHER_ID)).toMatchObject({ state: 'returned', invitedBy: '' });
    const filtered = (await get('/supNew/findPageList?state=returned&size=100')).json<
      PageOf<NewSupplierRow>
    >().data.records;
    expect(filtered.every((r) => r.state === 'returned')).toBe(true);
    expect(filtered.some((r) => r.id === OTHER_ID)).toBe(true);
  });
});

describe('the capability list', () => {
  it("lists every supplier's capabilities, under review first", async () => {
    const res = await get('/supCapability/findPageList?size=100');
    expect(res.statusCode).toBe(200);
    const rows = res.json<PageOf<CapabilityListRow>>().data.records;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows[0]!.status).toBe('underReview');
    expect(rows.filter((r) => r.supplierId === DEMO_ID).map((r) => r.productType)).toEqual(
      expect.arrayContaining(['rotables', 'landingGear']),
    );
  });

  it('filters by business type, product type, state and supplier text', async () => {
    const by = async (query: string) =>
      (await get(`/supCapability/findPageList?size=100&${query}`)).json<PageOf<CapabilityListRow>>()
        .data;
    const repair = await by('businessType=repair');
    expect(repair.records.length).toBeGreaterThan(0);
    expect(repair.records.every((r) => r.businessType === 'repair')).toBe(true);
    const rotables = await by('productType=rotables&status=auditCompleted');
    expect(rotables.records.every((r) => r.productType === 'rotables')).toBe(true);
    expect(rotables.records.every((r) => r.status === 'auditCompleted')).toBe(true);
    expect(rotables.records.some((r) => r.supplierId === DEMO_ID)).toBe(true);
    expect((await by('businessType=purchase&productType=landingGear&status=noPass')).total).toBe(0);
    expect((await by('q=no-such-supplier-anywhere')).total).toBe(0);
  });
});

describe('customer relations', () => {
  const REL = '/supCustomRelation';
  type Rel = { data: CustomerRelationRow };
  const add = (payload: object, token = tokens.buyerAdmin) =>
    t.app.inject({
      method: 'POST',
      url: `${API}${REL}/add`,
      headers: bearer(token),
      payload,
    });
  const end = (payload: object, token = tokens.buyerAdmin) =>
    t.app.inject({
      method: 'POST',
      url: `${API}${REL}/end`,
      headers: bearer(token),
      payload,
    });
  const valid = { supplierId: DEMO_ID, member: 'HU', businessType: 'repair', since: '2024-05-01' };

  it('refuses a supplier (403) and a buyer without supplier:lists:manage changes (403)', async () => {
    expect((await get(`${REL}/findPageList`, tokens.supplierDemo)).statusCode).toBe(403);
    expect((await add(valid, tokens.supplierDemo)).statusCode).toBe(403);
    expect((await add(valid, tokens.buyerCommercial)).statusCode).toBe(403);
    expect((await end({ id: 'x', version: 1, reason: 'r' }, tokens.buyerQuality)).statusCode).toBe(
      403,
    );
    expect((await get(`${REL}/findPageList`, tokens.buyerCommercial)).statusCode).toBe(200);
  });

  it('answers malformed input with 400 and its message key', async () => {
    const cases: [object, string, string][] = [
      [{ ...valid, member: 'XX' }, 'member', 'relations.memberRequired'],
      [{ ...valid, businessType: 'leasing' }, 'businessType', 'relations.businessRequired'],
      [{ ...valid, since: '2024-13-45' }, 'since', 'relations.sinceRule'],
      [{ ...valid, supplierId: '' }, 'supplierId', 'relations.supplierRequired'],
      [{ ...valid, since: '2999-01-01' }, 'since', 'relations.sinceFuture'],
    ];
    for (const [payload, field, key] of cases) {
      const res = await add(payload);
      expect(res.statusCode, key).toBe(400);
      const body = res.json<{ data: { fields: Record<string, string> } }>();
      expect(body.data.fields[field], key).toBe(messages.en[key as keyof typeof messages.en]);
    }
    const noReason = await end({ id: 'x', version: 1, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ data: { fields: { reason: string } } }>().data.fields.reason).toBe(
      messages.en['relations.reasonRequired'],
    );
  });

  it('answers 404 for an unknown supplier or relation', async () => {
    expect((await add({ ...valid, supplierId: 'no-such-supplier' })).statusCode).toBe(404);
    const res = await end({ id: 'no-such-relation', version: 1, reason: 'gone' });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ msg: string }>().msg).toBe(messages.en['relations.notFound']);
  });

  it('adds a relation once, lists it per supplier, and ends it with a reason (409 when stale)', async () => {
    const created = await add({ ...valid, remarks: 'Landing gear overhaul' });
    expect(created.statusCode, created.body).toBe(200);
    const rel = created.json<Rel>().data;
    expect(rel).toMatchObject({
      supplierId: DEMO_ID,
      member: 'HU',
      businessType: 'repair',
      since: '2024-05-01',
      status: 'active',
      version: 1,
    });
    expect(rel.addedBy).not.toBe('');
    expect((await add(valid)).statusCode).toBe(409);

    const mine = (await get(`${REL}/findPageList?supplierId=${DEMO_ID}`)).json<
      PageOf<CustomerRelationRow>
    >().data.records;
    expect(mine.map((r) => r.id)).toEqual([rel.id]);
    const others = (await get(`${REL}/findPageList?supplierId=${OTHER_ID}`)).json<
      PageOf<CustomerRelationRow>
    >().data;
    expect(others.total).toBe(0);

    const stale = await end({ id: rel.id, version: 2, reason: 'Contract expired' });
    expect(stale.statusCode).toBe(409);
    const ended = await end({ id: rel.id, version: 1, reason: 'Contract expired' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json<Rel>().data).toMatchObject({
      status: 'ended',
      endReason: 'Contract expired',
      version: 2,
    });
    expect((await end({ id: rel.id, version: 2, reason: 'again' })).statusCode).toBe(409);
    // Ended, the same relation may begin again.
    expect((await add(valid)).statusCode).toBe(200);
    const active = (await get(`${REL}/findPageList?status=active&supplierId=${DEMO_ID}`)).json<
      PageOf<CustomerRelationRow>
    >().data.records;
    expect(active).toHaveLength(1);
    const log = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('item', 'like', 'customerRelation.end %')
      .execute();
    expect(log.length).toBe(1);
  });
});
