import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  bearer,
  createTestApp,
  encrypt,
  passwordGrant,
  publicKey,
  signIn,
  type TestApp,
} from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function change(
  token: string,
  oldPwd: string,
  password: string,
  lang = 'en',
  remoteAddress = '127.0.0.1',
) {
  const key = await publicKey(t.app);
  return t.app.inject({
    remoteAddress,
    method: 'POST',
    url: '/api/admin/sys/user/updatePasswordV2',
    headers: bearer(token, { 'accept-language': lang }),
    payload: {
      passPriKey: key.uuid,
      password: encrypt(key.publicKey, password),
      oldPwd: encrypt(key.publicKey, oldPwd),
    },
  });
}

describe('updatePasswordV2', () => {
  const who = DEMO.supplierOther;
  const next = 'Northwind#27';

  it('refuses a wrong old password with code 400 and the message', async () => {
    const { accessToken } = await signIn(t.app, who);
    const res = await change(accessToken, 'Wrong#2026', next);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      msg: 'The old password is wrong',
      error_description: 'The old password is wrong',
    });
    const zh = await change(accessToken, 'Wrong#2026', next, 'zh');
    expect(zh.json().msg).toBe('旧密码错误');
  });

  it('refuses a new password that breaks the rule', async () => {
    const { accessToken } = await signIn(t.app, who);
    for (const weak of ['short1!', 'nodigits!!', 'NoSymbol123', 'Has space 1!', 'A1!'.repeat(6)]) {
      const res = await change(accessToken, who.password, weak);
      expect(res.statusCode, weak).toBe(400);
      expect(res.json().msg).toMatch(/letters, digits and special symbols/);
      expect(res.json().data.fields.password).toBeDefined();
    }
  });

  it('changes the password, revokes the other sessions and keeps the current one', async () => {
    const other = await signIn(t.app, who);
    const current = await signIn(t.app, who);
    const res = await change(current.accessToken, who.password, next);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      msg: 'The password was changed. Please sign in again with the new password.',
    });

    const info = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/admin/sys/user/getLoginType',
        headers: bearer(token),
      });
    expect((await info(other.accessToken)).statusCode).toBe(401);
    expect((await info(current.accessToken)).statusCode).toBe(200);

    expect((await passwordGrant(t.app, who.account, who.password)).statusCode).toBe(400);
    expect((await passwordGrant(t.app, who.account, next)).statusCode).toBe(200);

    const logs = await t.app.services.operationLog.list({ account: who.account, type: 3 });
    expect(logs[0]?.item).toBe('password.change');
  });

  it('uses the key uuid once', async () => {
    const { accessToken } = await signIn(t.app, DEMO.buyerMasterdata);
    const key = await publicKey(t.app);
    const payload = {
      passPriKey: key.uuid,
      password: encrypt(key.publicKey, 'Weak'),
      oldPwd: encrypt(key.publicKey, DEMO.buyerMasterdata.password),
    };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/sys/user/updatePasswordV2',
        headers: bearer(accessToken),
        payload,
      });
    expect((await send()).json().msg).toMatch(/letters, digits/);
    expect((await send()).json().msg).toMatch(/expired or was already used/);
  });
});

describe('wrong old passwords are limited like sign-in', () => {
  it('answers 429 after 5 wrong old passwords, even to the right one, without locking sign-in', async () => {
    const who = DEMO.buyerCommercial;
    const { accessToken } = await signIn(t.app, who);
    const ip = '10.20.30.40';
    for (let i = 0; i < 5; i++) {
      const res = await change(accessToken, `Wrong#${i}xyz`, 'Commerce#27', 'en', ip);
      expect(res.statusCode).toBe(400);
    }
    const blocked = await change(accessToken, who.password, 'Commerce#27', 'zh', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().msg).toMatch(/^旧密码错误次数过多，请 \d+ 分钟后再试。$/);
    expect(blocked.headers['retry-after']).toBeDefined();
    // The account itself may still sign in (elsewhere, and with its unchanged password).
    expect((await passwordGrant(t.app, who.account, who.password)).statusCode).toBe(200);
  });
});
