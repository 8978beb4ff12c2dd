// Security keys (issue 13's u-shield) through the API, with a software authenticator: the buyer's
// administrator requires a key of a colleague (a supplier 403, another company's user 404, logged
// before/after); the colleague signs in with the password alone until a key is registered, then
// registers one (a replayed registration 400); sign-in answers "key needed" without a token and
// takes the key's answer once (a replayed or expired ticket 400, a wrong key 400); the
// administrator resets the keys of a lost key; the messages come in both languages.
import { randomBytes } from 'node:crypto';
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
  tokenRequest,
  type TestApp,
} from '../../test/test-app.ts';
import { softAuthenticator, type SoftAuthenticator } from '../../test/soft-authenticator.ts';

const ORIGIN = 'http://localhost:8181';
const KEYS = '/api/admin/sys/user/securityKey';
const ADMIN = '/api/admin/sys/employee/securityKey';
const COLLEAGUE = { account: 'key.user', password: 'Colleague#1' };

let t: TestApp;
let admin: string;
let supplier: string;
let colleagueId: string;
let supplierUserId: string;

const headers = (token: string, lang = 'en') =>
  bearer(token, { 'accept-language': lang, origin: ORIGIN });
const post = (url: string, token: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url, headers: headers(token, lang), payload });
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: headers(token) });
const grant = (params: Record<string, string>, lang = 'en') =>
  tokenRequest(t.app, params, {
    via: 'POST',
    headers: { origin: ORIGIN, 'accept-language': lang },
  });
const passwordStep = () =>
  passwordGrant(t.app, COLLEAGUE.account, COLLEAGUE.password, {
    via: 'POST',
    headers: { origin: ORIGIN },
  });
const keyStep = (ticket: string, assertion: object, lang = 'en') =>
  grant(
    {
      grant_type: 'security_key',
      key_ticket: ticket,
      assertion: JSON.stringify(assertion),
      client_id: CLIENT_ID,
    },
    lang,
  );

async function accessToken(refresh: string): Promise<string> {
  const res = await refreshGrant(t.app, refresh);
  expect(res.statusCode).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}

async function lastLog(item: string) {
  return t.database.db
    .selectFrom('operation_logs')
    .select(['item', 'changes'])
    .where('item', '=', item)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
}

type KeyAnswer = {
  key_needed?: boolean;
  key_ticket: string;
  key_options: { challenge: string; rpId: string; allowCredentials: { id: string }[] };
  refresh_token?: string;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, DEMO.buyerAdmin)).accessToken;
  supplier = (await signIn(t.app, DEMO.supplierDemo)).accessToken;
  const key = await publicKey(t.app);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/sys/employee/create',
    headers: headers(admin),
    payload: {
      name: 'Key User',
      account: COLLEAGUE.account,
      passPriKey: key.uuid,
      password: encrypt(key.publicKey, COLLEAGUE.password),
    },
  });
  expect(created.statusCode).toBe(200);
  colleagueId = created.json<{ data: { id: string } }>().data.id;
  supplierUserId = (
    await t.database.db
      .selectFrom('users')
      .select('id')
      .where('account', '=', DEMO.supplierDemo.account)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

describe('security keys', () => {
  let key: SoftAuthenticator;
  let colleague: string;

  it('lets only the buyer administrator require a key of a buyer user', async () => {
    expect(
      (await post(`${ADMIN}/require`, supplier, { id: colleagueId, required: true })).statusCode,
    ).toBe(403);
    const commercial = (await signIn(t.app, DEMO.buyerCommercial)).accessToken;
    expect(
      (await post(`${ADMIN}/require`, commercial, { id: colleagueId, required: true })).statusCode,
    ).toBe(403);
    const other = await post(
      `${ADMIN}/require`,
      admin,
      { id: supplierUserId, required: true },
      'zh',
    );
    expect(other.statusCode).toBe(404);
    expect(other.json<{ msg: string }>().msg).toBe('该用户不存在');

    const res = await post(`${ADMIN}/require`, admin, { id: colleagueId, required: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ msg: string }>().msg).toBe('The user must now sign in with a security key');
    expect((await lastLog(`securityKey.require ${COLLEAGUE.account}`)).changes).toEqual({
      before: { keyRequired: false },
      after: { keyRequired: true },
    });
    const list = await get(`/api/admin/sys/employee/pageEmployees?q=${COLLEAGUE.account}`, admin);
    expect(list.json<{ data: { records: unknown[] } }>().data.records).toEqual([
      expect.objectContaining({ account: COLLEAGUE.account, keyRequired: true, hasKey: false }),
    ]);
  });

  it('signs a required user without a key in with the password, to register one first', async () => {
    const first = await passwordStep();
    expect(first.statusCode).toBe(200);
    const body = first.json<KeyAnswer>();
    expect(body.key_needed).toBeUndefined();
    colleague = await accessToken(body.refresh_token ?? '');
    const type = await get('/api/admin/sys/user/getLoginType', colleague);
    expect(type.json<{ data: object }>().data).toEqual({
      loginType: 'securityKey',
      companyKind: 'buyer',
      uShieldBound: false,
      keyRequired: true,
    });
    // Until a key is registered, only the calls that lead to one answer (and who am I).
    const info = await get('/api/admin/sys/user/getUserInfo', colleague);
    expect(info.json<{ data: { user: object } }>().data.user).toMatchObject({
      securityKeyPending: true,
    });
    const refused = await post('/api/admin/file/ticket', colleague, { obj: 'no-such-file' }, 'zh');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ msg: string }>().msg).toBe(
      '请先登记您的安全密钥：管理员要求您的账号使用安全密钥。',
    );
  });

  it('registers a key once per challenge, and shows its serial and time', async () => {
    key = softAuthenticator();
    const options = await post(`${KEYS}/registerOptions`, colleague, {});
    expect(options.statusCode).toBe(200);
    const creation = options.json<{ data: { challenge: string; rp: { id: string } } }>().data;
    expect(creation.rp.id).toBe('localhost');
    const response = key.register(creation, ORIGIN);
    const res = await post(`${KEYS}/register`, colleague, { response }, 'zh');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ msg: string; data: { serial: string } }>()).toMatchObject({
      msg: '安全密钥已登记',
      data: { serial: key.id },
    });
    const replay = await post(`${KEYS}/register`, colleague, { response });
    expect(replay.statusCode).toBe(400);
    expect(replay.json<{ msg: string }>().msg).toMatch(/expired or was already used/);

    const mine = await get(`${KEYS}/list`, colleague);
    const data = mine.json<{
      data: { required: boolean; keys: { serial: string; createdAt: string }[] };
    }>().data;
    expect(data.required).toBe(true);
    expect(data.keys).toEqual([{ serial: key.id, createdAt: expect.any(String) }]);
    expect(Number.isNaN(Date.parse(data.keys[0]?.createdAt ?? ''))).toBe(false);
    expect((await lastLog(`securityKey.register ${COLLEAGUE.account}`)).changes).toEqual({
      before: null,
      after: { serial: key.id },
    });
    // The registration lifts the restriction at once (the cached profile is dropped).
    const info = await get('/api/admin/sys/user/getUserInfo', colleague);
    expect(info.json<{ data: { user: object } }>().data.user).toMatchObject({
      securityKeyPending: false,
    });
    expect(
      (await post('/api/admin/file/ticket', colleague, { obj: 'no-such-file' })).statusCode,
    ).toBe(404);
  });

  it('refuses a registration answer from another origin', async () => {
    const options = await post(`${KEYS}/registerOptions`, colleague, {});
    const creation = options.json<{ data: { challenge: string; rp: { id: string } } }>().data;
    const res = await post(`${KEYS}/register`, colleague, {
      response: softAuthenticator().register(creation, 'http://evil.example'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ msg: string }>().msg).toMatch(/not accepted/);
  });

  it('asks for the key after the password, with no token, and signs in with it once', async () => {
    const first = await passwordStep();
    expect(first.statusCode).toBe(200);
    const body = first.json<KeyAnswer>();
    expect(body.key_needed).toBe(true);
    expect(body.refresh_token).toBeUndefined();
    expect(body.key_options.allowCredentials.map((c) => c.id)).toEqual([key.id]);
    const assertion = key.authenticate(body.key_options, ORIGIN);
    const second = await keyStep(body.key_ticket, assertion);
    expect(second.statusCode).toBe(200);
    const token = await accessToken(second.json<{ refresh_token: string }>().refresh_token);
    const type = await get('/api/admin/sys/user/getLoginType', token);
    expect(type.json<{ data: { uShieldBound: boolean } }>().data.uShieldBound).toBe(true);

    const replay = await keyStep(body.key_ticket, assertion, 'zh');
    expect(replay.statusCode).toBe(400);
    expect(replay.json<{ msg: string }>().msg).toBe('安全密钥请求已过期或已被使用，请重新开始。');
  });

  it('refuses a wrong key and an expired ticket', async () => {
    const wrong = (await passwordStep()).json<KeyAnswer>();
    // Same credential id, another private key: the signature does not verify.
    const impostor = softAuthenticator(Buffer.from(key.id, 'base64url'));
    const res = await keyStep(wrong.key_ticket, impostor.authenticate(wrong.key_options, ORIGIN));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ msg: string }>().msg).toMatch(/not accepted/);
    expect(res.json<{ refresh_token?: string }>().refresh_token).toBeUndefined();
    await lastLog('login.keyFailed');

    const unknown = (await passwordStep()).json<KeyAnswer>();
    const stranger = softAuthenticator(randomBytes(16));
    expect(
      (await keyStep(unknown.key_ticket, stranger.authenticate(unknown.key_options, ORIGIN)))
        .statusCode,
    ).toBe(400);

    const late = (await passwordStep()).json<KeyAnswer>();
    await t.database.db
      .updateTable('security_key_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'sign-in')
      .execute();
    const expired = await keyStep(late.key_ticket, key.authenticate(late.key_options, ORIGIN));
    expect(expired.statusCode).toBe(400);
    expect(expired.json<{ msg: string }>().msg).toMatch(/expired or was already used/);
  });

  it('lets the administrator reset the keys of a lost key', async () => {
    expect((await post(`${ADMIN}/reset`, supplier, { id: colleagueId })).statusCode).toBe(403);
    expect((await post(`${ADMIN}/reset`, admin, { id: supplierUserId })).statusCode).toBe(404);
    const res = await post(`${ADMIN}/reset`, admin, { id: colleagueId });
    expect(res.statusCode).toBe(200);
    expect((await lastLog(`securityKey.reset ${COLLEAGUE.account}`)).changes).toEqual({
      before: { keys: [key.id] },
      after: { keys: [] },
    });
    // No key any more: the password signs in, and the required key is registered anew.
    const first = (await passwordStep()).json<KeyAnswer>();
    expect(first.key_needed).toBeUndefined();
    expect(first.refresh_token).toEqual(expect.any(String));
  });

  it('signs demo users without a key in with the password alone', async () => {
    const res = await passwordGrant(t.app, DEMO.buyerAdmin.account, DEMO.buyerAdmin.password);
    expect(res.json<KeyAnswer>().refresh_token).toEqual(expect.any(String));
  });
});
