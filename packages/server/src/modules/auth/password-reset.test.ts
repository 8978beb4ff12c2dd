// The forgotten password through the API: a code by e-mail (read from the outbox), wrong codes
// counted, the new password checked by the rule, every session ended, the old password refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  bearer,
  createTestApp,
  encrypt,
  publicKey,
  signIn,
  type TestApp,
} from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CODE_URL = '/api/os/ap/resetPwd/code';
const RESET_URL = '/api/os/ap/resetPwd/reset';
const account = DEMO.supplierOther.account;

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'en' } });

async function mailedCodes(): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('outbox')
    .select('payload')
    .where('kind', '=', 'mail.resetCode')
    .orderBy('created_at')
    .execute();
  return rows.map((r) => /is (\d{6})\./.exec((r.payload as { body: string }).body)![1]!);
}

async function reset(code: string, password: string) {
  const key = await publicKey(t.app);
  return post(RESET_URL, {
    account,
    code,
    passPriKey: key.uuid,
    password: encrypt(key.publicKey, password),
  });
}

describe('forgotten password', () => {
  it('answers the same whether account and e-mail match or not, mailing only on a match', async () => {
    const wrong = await post(CODE_URL, { account, email: 'someone@else.example' });
    const nobody = await post(CODE_URL, { account: 'no.such.user', email: 'x@example.com' });
    expect(wrong.statusCode).toBe(200);
    expect(nobody.json().msg).toBe(wrong.json().msg);
    expect(await mailedCodes()).toHaveLength(0);
    const right = await post(CODE_URL, { account, email: 'Supplier.Other@example.com' });
    expect(right.statusCode).toBe(200);
    expect(await mailedCodes()).toHaveLength(1);
  });

  it('refuses a wrong code and a weak password, then resets and ends every session', async () => {
    const session = await signIn(t.app, DEMO.supplierOther);
    const [code] = await mailedCodes();
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await reset(wrongCode, 'Fresh#2026pw');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.fields.code).toBe('The verification code is wrong');
    const weak = await reset(code!, 'short');
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().data.fields)).toEqual(['password']);

    const done = await reset(code!, 'Fresh#2026pw');
    expect(done.statusCode, done.body).toBe(200);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sys/user/getUserInfo',
      headers: bearer(session.accessToken),
    });
    expect(info.statusCode).toBe(401);
    await expect(signIn(t.app, DEMO.supplierOther)).rejects.toThrow();
    await signIn(t.app, { account, password: 'Fresh#2026pw' });
    // A used code does not work twice.
    expect((await reset(code!, 'Other#2026pw')).statusCode).toBe(400);
  });

  it('stops after five wrong codes, even with the right one', async () => {
    await post(CODE_URL, { account, email: 'supplier.other@example.com' });
    const code = (await mailedCodes()).at(-1)!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await reset(wrongCode, 'Fresh#2026pw');
    const late = await reset(code, 'Another#2026');
    expect(late.statusCode).toBe(400);
    expect(late.json().error_description).toMatch(/Too many wrong codes/);
  });

  it('refuses malformed input with 400', async () => {
    expect((await post(CODE_URL, { account: '', email: 'nope' })).statusCode).toBe(400);
    expect((await post(RESET_URL, { account, code: '12ab' })).statusCode).toBe(400);
  });
});
