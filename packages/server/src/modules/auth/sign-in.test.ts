import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_ID,
  DEMO,
  bearer,
  createTestApp,
  encrypt,
  passwordGrant,
  publicKey,
  refreshGrant,
  signIn,
  signInPlaintext,
  tokenRequest,
  type TestApp,
} from '../../test/test-app.ts';

let t: TestApp;
let clockOffsetMs = 0;

beforeAll(async () => {
  t = await createTestApp({ config: { now: () => new Date(Date.now() + clockOffsetMs) } });
});
afterAll(() => t.close());

describe.each(['GET', 'POST'] as const)('sign-in flow via %s', (via) => {
  it('key → password grant → refresh grant → getUserInfo → loginLog → logout → refused', async () => {
    const { app } = t;
    const key = await app.inject({ method: 'GET', url: '/api/os/kaptcha/key/public' });
    expect(key.statusCode).toBe(200);
    const keyBody = key.json();
    expect(keyBody.code).toBe(200);
    expect(keyBody.data.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);

    const first = await tokenRequest(
      app,
      {
        grant_type: 'password',
        username: 'Buyer.Admin', // accounts are case-insensitive
        password: encrypt(
          keyBody.data.publicKey,
          signInPlaintext(keyBody.data.uuid, DEMO.buyerAdmin.password),
        ),
        uuid: keyBody.data.uuid,
        client_id: CLIENT_ID,
      },
      { via },
    );
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const grant = first.json();
    expect(grant.refresh_token).toMatch(/^[\w-]{43}$/);
    expect(grant.access_token).toBeUndefined();
    expect(grant.token_type).toBe('bearer');
    expect(grant.expires_in).toBeGreaterThan(0);

    const second = await refreshGrant(app, grant.refresh_token, { via });
    expect(second.statusCode).toBe(200);
    const tokens = second.json();
    expect(tokens.access_token).toMatch(/^[\w-]{43}$/);
    expect(tokens.refresh_token).not.toBe(grant.refresh_token);

    const info = await app.inject({
      method: 'GET',
      url: '/api/admin/sys/user/getUserInfo',
      headers: bearer(tokens.access_token),
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().data.user).toMatchObject({
      account: 'buyer.admin',
      companyKind: 'buyer',
      companyName: 'Demo Aviation Materials Group',
      roles: ['buyer-admin'],
    });

    const mac = await app.inject({
      method: 'POST',
      url: '/api/admin/sys/user/loginLog',
      headers: bearer(tokens.access_token, { 'content-type': 'application/x-www-form-urlencoded' }),
      payload: 'macAddr=00-1A-2B-3C-4D-5E',
    });
    expect(mac.statusCode).toBe(200);
    expect(mac.json().code).toBe(200);

    const out = await app.inject({
      method: 'POST',
      url: '/api/admin/sys/user/logout',
      headers: bearer(tokens.access_token),
    });
    expect(out.statusCode).toBe(200);

    const after = await app.inject({
      method: 'GET',
      url: '/api/admin/sys/user/getUserInfo',
      headers: bearer(tokens.access_token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().msg).toBe('Your session has expired. Please sign in again.');
    // The refresh token of a signed-out session is dead too.
    expect((await refreshGrant(app, tokens.refresh_token)).statusCode).toBe(400);
    // The first refresh token was rotated away (a replay while signed in: see 'refresh token replay').
    const replay = await refreshGrant(app, grant.refresh_token, { via });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
  });
});

describe('sign-in failures', () => {
  it('refuses a wrong password with auth.badCredentials, in the caller language', async () => {
    const res = await passwordGrant(t.app, 'supplier.other', 'Wrong#2026', {
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, error: 'invalid_grant', msg: '账号或密码错误' });
    expect(res.json().error_description).toBe('账号或密码错误');
  });

  it('refuses an unknown account the same way', async () => {
    const res = await passwordGrant(t.app, 'nobody.here', 'Whatever#1');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('The account or password is wrong');
  });

  it('consumes the uuid even when the password is wrong: a reused uuid is refused', async () => {
    const key = await publicKey(t.app);
    const params = {
      grant_type: 'password',
      username: DEMO.supplierDemo.account,
      password: encrypt(key.publicKey, signInPlaintext(key.uuid, 'Wrong#2026')),
      uuid: key.uuid,
      client_id: CLIENT_ID,
    };
    expect((await tokenRequest(t.app, params)).statusCode).toBe(400);
    const again = await tokenRequest(t.app, {
      ...params,
      password: encrypt(key.publicKey, signInPlaintext(key.uuid, DEMO.supplierDemo.password)),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(
      'The sign-in key has expired or was already used. Please try again.',
    );
  });

  it('refuses an expired uuid', async () => {
    const key = await publicKey(t.app);
    clockOffsetMs = 5 * 60_000 + 1000;
    try {
      const res = await tokenRequest(t.app, {
        grant_type: 'password',
        username: DEMO.supplierDemo.account,
        password: encrypt(key.publicKey, signInPlaintext(key.uuid, DEMO.supplierDemo.password)),
        uuid: key.uuid,
        client_id: CLIENT_ID,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/expired/);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('refuses an unknown client on the password grant and a wrong secret on refresh', async () => {
    const key = await publicKey(t.app);
    const res = await tokenRequest(t.app, {
      grant_type: 'password',
      username: DEMO.supplierDemo.account,
      password: encrypt(key.publicKey, signInPlaintext(key.uuid, DEMO.supplierDemo.password)),
      uuid: key.uuid,
      client_id: 'someone-else',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('invalid_client');

    const first = await passwordGrant(t.app, DEMO.supplierDemo.account, DEMO.supplierDemo.password);
    const refresh = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: first.json().refresh_token,
      client_id: CLIENT_ID,
      client_secret: 'wrong',
    });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json()).toMatchObject({ error: 'invalid_client', code: 401 });
  });
});

describe('operation log', () => {
  it('records logins (with the MAC), failed sign-ins and logouts', async () => {
    const { accessToken } = await signIn(t.app, DEMO.buyerQuality, { remoteAddress: '10.1.2.3' });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/sys/user/loginLog',
      headers: bearer(accessToken, { 'content-type': 'application/x-www-form-urlencoded' }),
      payload: 'macAddr=AA-BB-CC-DD-EE-FF',
    });
    await passwordGrant(t.app, DEMO.buyerQuality.account, 'Nope#2026', {
      remoteAddress: '10.1.2.3',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/sys/user/logout',
      headers: bearer(accessToken),
    });
    const rows = await t.app.services.operationLog.list({ account: 'buyer.quality' });
    const login = rows.find((r) => r.type === 1 && r.item === 'login');
    expect(login).toMatchObject({ ip: '10.1.2.3', mac: 'AA-BB-CC-DD-EE-FF', name: '张伟' });
    expect(rows.find((r) => r.type === 1 && r.item === 'login.failed')).toMatchObject({
      ip: '10.1.2.3',
    });
    expect(rows.find((r) => r.type === 0 && r.item === 'logout')).toBeDefined();
  });
});

describe('the key uuid is bound to the ciphertext', () => {
  it('refuses a ciphertext made for uuid A when sent with uuid B', async () => {
    const a = await publicKey(t.app);
    const b = await publicKey(t.app);
    const res = await tokenRequest(
      t.app,
      {
        grant_type: 'password',
        username: DEMO.supplierDemo.account,
        password: encrypt(a.publicKey, signInPlaintext(a.uuid, DEMO.supplierDemo.password)),
        uuid: b.uuid,
        client_id: CLIENT_ID,
      },
      { headers: { 'accept-language': 'zh' } },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_grant',
      msg: '密码是为另一个登录密钥加密的，请重试。',
    });
  });

  it('refuses a password encrypted without its uuid', async () => {
    const key = await publicKey(t.app);
    const res = await tokenRequest(t.app, {
      grant_type: 'password',
      username: DEMO.supplierDemo.account,
      password: encrypt(key.publicKey, DEMO.supplierDemo.password),
      uuid: key.uuid,
      client_id: CLIENT_ID,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(
      'The password was encrypted for another sign-in key. Please try again.',
    );
  });
});

describe('refresh token replay (RFC 9700)', () => {
  it('a rotated refresh token presented again ends the whole session', async () => {
    const first = await passwordGrant(t.app, DEMO.buyerQuality.account, DEMO.buyerQuality.password);
    const stolen = first.json().refresh_token as string;
    const owner = await refreshGrant(t.app, stolen, { via: 'POST' });
    expect(owner.statusCode).toBe(200);
    const current = owner.json() as { access_token: string; refresh_token: string };
    const me = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/admin/sys/user/getLoginType',
        headers: bearer(current.access_token),
      });
    expect((await me()).statusCode).toBe(200);

    const replay = await refreshGrant(t.app, stolen, { via: 'POST' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    // The owner's newer tokens die with it: the session family is revoked.
    expect((await me()).statusCode).toBe(401);
    expect((await refreshGrant(t.app, current.refresh_token)).statusCode).toBe(400);
    const logs = await t.app.services.operationLog.list({ account: DEMO.buyerQuality.account });
    expect(logs.some((r) => r.item === 'logout.refreshReplayed')).toBe(true);
  });

  it('an unknown refresh token ends no session', async () => {
    const { accessToken } = await signIn(t.app, DEMO.buyerMasterdata);
    expect((await refreshGrant(t.app, 'x'.repeat(43))).statusCode).toBe(400);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sys/user/getLoginType',
      headers: bearer(accessToken),
    });
    expect(info.statusCode).toBe(200);
  });
});

describe('blacklisted supplier', () => {
  it('cannot sign in while its company is on the blacklist, and can again once removed', async () => {
    const admin = (await signIn(t.app, DEMO.buyerAdmin)).accessToken;
    const company = await t.database.db
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .select(['companies.tax_id', 'companies.name'])
      .where('users.account', '=', DEMO.supplierOther.account)
      .executeTakeFirstOrThrow();
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/admin/supplier/supBlacklist/add',
      headers: bearer(admin),
      payload: {
        list: 'blacklist',
        taxId: company.tax_id,
        companyName: company.name,
        reason: 'Falsified certificates',
      },
    });
    expect(add.statusCode).toBe(200);

    const refused = await passwordGrant(
      t.app,
      DEMO.supplierOther.account,
      DEMO.supplierOther.password,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'invalid_grant',
      msg: 'Your company is on the blacklist, so it cannot sign in. Please contact the buyer.',
    });
    const zh = await passwordGrant(t.app, DEMO.supplierOther.account, DEMO.supplierOther.password, {
      headers: { 'accept-language': 'zh' },
    });
    expect(zh.json().msg).toBe('贵公司已被列入黑名单，无法登录，请联系采购方。');

    const entry = add.json().data as { id: string; version: number };
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/supplier/supBlacklist/delete',
      headers: bearer(admin),
      payload: { id: entry.id, version: entry.version, reason: 'Cleared by audit' },
    });
    expect(removed.statusCode).toBe(200);
    const again = await passwordGrant(
      t.app,
      DEMO.supplierOther.account,
      DEMO.supplierOther.password,
    );
    expect(again.statusCode).toBe(200);
  });
});
