// A company's own people through the API: each side's administrator lists, creates, invites,
// edits, freezes, thaws and sends reset codes to its own people only; another company's ids answer
// 404, a caller without the staff page 403, stale versions 409, malformed input 400; a frozen
// colleague's sessions end and sign-in is refused; every change is in the operation log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  encrypt,
  publicKey,
  signIn,
  signInAll,
  type TestApp,
} from '../../test/test-app.ts';

const API = '/api/admin/sys/employee';
let t: TestApp;
const tokens = {} as Record<'buyerAdmin' | 'supplierDemo' | 'supplierOther', string>;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await signInAll(t.app, ['buyerAdmin', 'supplierDemo', 'supplierOther']));
});
afterAll(() => t.close());

const headers = (token: string) => bearer(token, { 'accept-language': 'en' });
const post = (path: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${API}/${path}`, headers: headers(token), payload });
const list = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `${API}/pageEmployees${query}`, headers: headers(token) });

async function create(token: string, fields: Record<string, string>, password = 'Colleague#1') {
  const key = await publicKey(t.app);
  return post('create', token, {
    ...fields,
    passPriKey: key.uuid,
    password: encrypt(key.publicKey, password),
  });
}

async function mails(kind: string, to: string): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('outbox')
    .select('payload')
    .where('kind', '=', kind)
    .orderBy('created_at')
    .execute();
  return rows
    .map((r) => r.payload as { to: string; body: string })
    .filter((p) => p.to === to)
    .map((p) => p.body);
}

type Row = { id: string; account: string; version: number; state: string; invited: boolean };

describe('staff', () => {
  let colleague: Row;

  it("lists each side's own people only", async () => {
    const supplier = await list(tokens.supplierDemo);
    expect(supplier.statusCode, supplier.body).toBe(200);
    const accounts = supplier.json().data.records.map((r: Row) => r.account);
    expect(accounts).toContain('supplier.demo');
    expect(accounts).not.toContain('supplier.other');
    expect(accounts).not.toContain('buyer.admin');
    const me = supplier.json().data.records.find((r: Row) => r.account === 'supplier.demo');
    expect(me).toMatchObject({ admin: true, state: 'enabled', roles: ['role.supplierAdmin'] });
    expect(me.lastSignInAt).not.toBeNull();

    const buyer = (await list(tokens.buyerAdmin, '?q=buyer.&size=50')).json().data;
    expect(buyer.records.map((r: Row) => r.account).sort()).toEqual([
      'buyer.admin',
      'buyer.commercial',
      'buyer.masterdata',
      'buyer.quality',
    ]);
  });

  it('refuses malformed input with the fields named, and a taken account in any case', async () => {
    const bad = await create(tokens.supplierDemo, {
      name: '',
      account: 'no spaces allowed',
      email: 'not-an-address',
      mobile: 'call me',
      position: 'x'.repeat(21),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.fields).sort()).toEqual([
      'account',
      'email',
      'mobile',
      'name',
      'position',
    ]);
    const weak = await create(tokens.supplierDemo, { name: 'Li Na', account: 'li.na' }, 'weak');
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().data.fields)).toEqual(['password']);
    const taken = await create(tokens.supplierDemo, { name: 'Copy', account: 'Supplier.Other' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.fields.account).toBe('This account is taken. Please choose another.');
  });

  it('creates a colleague with a password, who signs in and sees no staff page', async () => {
    const res = await create(tokens.supplierDemo, {
      name: '李娜',
      account: 'li.na',
      email: 'Li.Na@Example.com',
      mobile: '+86 139 0000 0001',
      position: 'Sales',
    });
    expect(res.statusCode, res.body).toBe(200);
    colleague = res.json().data;
    expect(res.json().data).toMatchObject({
      name: '李娜',
      email: 'li.na@example.com',
      position: 'Sales',
      roles: [],
      admin: false,
      invited: false,
      state: 'enabled',
      lastSignInAt: null,
    });
    const own = await signIn(t.app, { account: 'li.na', password: 'Colleague#1' });
    // Without the staff page a colleague is refused every staff call.
    expect((await list(own.accessToken)).statusCode).toBe(403);
    expect((await post('resetPassword', own.accessToken, { id: colleague.id })).statusCode).toBe(
      403,
    );
  });

  it('invites a colleague by e-mail, who chooses a password with the mailed code', async () => {
    const res = await post('invite', tokens.supplierDemo, {
      name: 'Wang Fang',
      account: 'wang.fang',
      email: 'wang.fang@example.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.invited).toBe(true);
    const [mail] = await mails('mail.staffInvite', 'wang.fang@example.com');
    expect(mail).toContain('/resetPass?account=wang.fang');
    const code = /code (\d{6})/.exec(mail!)![1]!;
    const key = await publicKey(t.app);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/os/ap/resetPwd/reset',
      payload: {
        account: 'wang.fang',
        code,
        passPriKey: key.uuid,
        password: encrypt(key.publicKey, 'Chosen#2026'),
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    await signIn(t.app, { account: 'wang.fang', password: 'Chosen#2026' });
    const row = (await list(tokens.supplierDemo, '?q=wang')).json().data.records[0];
    expect(row).toMatchObject({ account: 'wang.fang', invited: false });
    expect(row.lastSignInAt).not.toBeNull();

    const noEmail = await post('invite', tokens.supplierDemo, { name: 'X', account: 'x.y.z' });
    expect(noEmail.statusCode).toBe(400);
    expect(Object.keys(noEmail.json().data.fields)).toEqual(['email']);
  });

  it("answers 404 for another company's people and 409 for a stale version", async () => {
    const other = await post('update', tokens.supplierOther, {
      id: colleague.id,
      version: colleague.version,
      name: 'Hijacked',
    });
    expect(other.statusCode).toBe(404);
    const buyer = await post('updateStatus', tokens.buyerAdmin, {
      id: colleague.id,
      version: colleague.version,
      action: 'freeze',
    });
    expect(buyer.statusCode).toBe(404);
    expect(
      (await post('resetPassword', tokens.supplierOther, { id: colleague.id })).statusCode,
    ).toBe(404);

    const moved = await post('update', tokens.supplierDemo, {
      id: colleague.id,
      version: colleague.version,
      name: '李娜',
      email: 'li.na@example.com',
      position: 'Sales manager',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ position: 'Sales manager', mobile: '' });
    const stale = await post('update', tokens.supplierDemo, {
      id: colleague.id,
      version: colleague.version,
      name: 'Old view',
    });
    expect(stale.statusCode).toBe(409);
    colleague = moved.json().data;
  });

  it('freezes a colleague (sessions end, sign-in refused) and thaws them; never oneself', async () => {
    const session = await signIn(t.app, { account: 'li.na', password: 'Colleague#1' });
    const self = (await list(tokens.supplierDemo, '?q=supplier.demo')).json().data.records[0];
    const own = await post('updateStatus', tokens.supplierDemo, {
      id: self.id,
      version: self.version,
      action: 'freeze',
    });
    expect(own.statusCode).toBe(409);

    const frozen = await post('updateStatus', tokens.supplierDemo, {
      id: colleague.id,
      version: colleague.version,
      action: 'freeze',
    });
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect(frozen.json().msg).toBe('Account frozen: its sessions have ended');
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sys/user/getUserInfo',
      headers: bearer(session.accessToken),
    });
    expect(info.statusCode).toBe(401);
    await expect(signIn(t.app, { account: 'li.na', password: 'Colleague#1' })).rejects.toThrow();
    expect(
      (await post('resetPassword', tokens.supplierDemo, { id: colleague.id })).statusCode,
    ).toBe(409);
    expect((await list(tokens.supplierDemo, '?state=frozen')).json().data.records).toHaveLength(1);

    const again = await post('updateStatus', tokens.supplierDemo, {
      id: colleague.id,
      version: frozen.json().data.version,
      action: 'freeze',
    });
    expect(again.statusCode).toBe(409);
    const thawed = await post('updateStatus', tokens.supplierDemo, {
      id: colleague.id,
      version: frozen.json().data.version,
      action: 'thaw',
    });
    expect(thawed.statusCode, thawed.body).toBe(200);
    await signIn(t.app, { account: 'li.na', password: 'Colleague#1' });
  });

  it('mails a reset code to a colleague with an e-mail address only', async () => {
    const sent = await post('resetPassword', tokens.supplierDemo, { id: colleague.id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await mails('mail.resetCode', 'li.na@example.com')).toHaveLength(1);
    const bare = await create(tokens.supplierDemo, { name: 'No Mail', account: 'no.mail' });
    const refused = await post('resetPassword', tokens.supplierDemo, { id: bare.json().data.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('no e-mail address');
  });

  it('leaves a line in the operation log for every change', async () => {
    const items = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('account', '=', 'supplier.demo')
      .where('item', 'like', 'staff.%')
      .execute();
    expect(items.map((r) => r.item)).toEqual(
      expect.arrayContaining([
        'staff.create li.na',
        'staff.invite wang.fang',
        'staff.update li.na',
        'staff.freeze li.na',
        'staff.thaw li.na',
        'staff.resetPassword li.na',
      ]),
    );
    const moved = await t.database.db
      .selectFrom('operation_logs')
      .select('changes')
      .where('item', '=', 'staff.update li.na')
      .executeTakeFirstOrThrow();
    expect(moved.changes).toMatchObject({
      before: { position: 'Sales' },
      after: { position: 'Sales manager' },
    });
  });
});
