// The API log calls, the simulator settings and the dev mailbox over HTTP: who may call them, what
// they answer, resend, bad input (4xx, never 500) and the mailbox turned off.
import type { ApiLogDetail, ApiLogRow, MailRow, SimulatorSetting } from '@portal/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { enqueue } from './outbox.ts';

const URLS = {
  list: '/api/admin/sys/apiLog/list',
  detail: '/api/admin/sys/apiLog/detail',
  resend: '/api/admin/sys/apiLog/resend',
  simulator: '/api/admin/sys/simulator',
  mailbox: '/api/dev/mailbox',
  mailboxStatus: '/api/dev/mailbox/status',
};

let t: TestApp;
let admin = '';
let supplier = '';
let quality = '';

beforeAll(async () => {
  t = await createTestApp({ config: { simulator: { answer: 'approve', delayMs: 0 } } });
  admin = (await signIn(t.app, DEMO.buyerAdmin)).accessToken;
  supplier = (await signIn(t.app, DEMO.supplierDemo)).accessToken;
  quality = (await signIn(t.app, DEMO.buyerQuality)).accessToken;
});
afterAll(() => t.close());

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const get = (url: string, token = admin, params: Record<string, string | number> = {}) =>
  t.app.inject({ method: 'GET', url: `${url}?${query(params)}`, headers: bearer(token) });
const post = (url: string, payload: InjectOptions['payload'], token = admin) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });

async function listed(params: Record<string, string | number> = {}): Promise<ApiLogRow[]> {
  const res = await get(URLS.list, admin, { size: 100, ...params });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { records: ApiLogRow[] } }>().data.records;
}

describe('the API log', () => {
  let mailId = '';
  let oaId = '';

  beforeAll(async () => {
    mailId = await enqueue(t.database.db, {
      system: 'mail',
      kind: 'mail.invite',
      payload: { to: 'Buyer@Example.com', subject: 'Invitation', body: 'Register here' },
    });
    oaId = await enqueue(t.database.db, {
      system: 'oa',
      kind: 'supplier.submitOA',
      subjectId: 'c1',
      payload: { company: 'c1' },
    });
    await t.app.services.outboxWorker.runOnce();
  });

  it('lists requests and answers newest first, with filters', async () => {
    const all = await listed();
    const ours = all.filter((r) => r.outboxId === mailId || r.outboxId === oaId);
    expect(ours).toHaveLength(4);
    // Within one message, the answer is above its request.
    const oa = ours.filter((r) => r.outboxId === oaId);
    expect(oa.map((r) => r.direction)).toEqual(['in', 'out']);
    expect(oa[0]).toMatchObject({
      system: 'oa',
      kind: 'supplier.submitOA',
      endpoint: 'simulator:oa',
      ok: true,
      outcome: 'answered',
    });
    expect(oa[1]?.outcome).toBe('sent');
    const times = all.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    expect((await listed({ system: 'mail' })).every((r) => r.system === 'mail')).toBe(true);
    expect((await listed({ q: 'submitOA' })).map((r) => r.outboxId)).toEqual([oaId, oaId]);
    expect(await listed({ ok: 'false' })).toEqual([]);

    const paged = await get(URLS.list, admin, { size: 1, current: 2 });
    expect(paged.json().data).toMatchObject({ current: 2, size: 1, total: all.length });
    expect(paged.json().data.records).toHaveLength(1);
  });

  it('shows one entry with its request, answer and message state', async () => {
    const entry = (await listed({ q: 'submitOA' }))[0];
    const res = await get(URLS.detail, admin, { id: entry?.id ?? '' });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<{ data: ApiLogDetail }>().data;
    expect(detail).toMatchObject({
      direction: 'in',
      request: { company: 'c1' },
      response: { approved: true, remarks: 'Approved by the OA simulator' },
      outboxId: oaId,
      outcome: 'answered',
      messageStatus: 'answered',
      attempts: 1,
      lastError: '',
      subjectId: 'c1',
    });

    const missing = await get(URLS.detail, admin, { id: 'nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('This API log entry does not exist');
  });

  it('resends an answered message once, and refuses while it is pending', async () => {
    const entry = (await listed({ system: 'mail' })).find((r) => r.outboxId === mailId);
    const first = await post(URLS.resend, { id: entry?.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ outboxId: mailId, status: 'pending', attempts: 0 });

    const again = await post(URLS.resend, { id: entry?.id }, admin);
    expect(again.statusCode).toBe(409);
    const zh = await t.app.inject({
      method: 'POST',
      url: URLS.resend,
      payload: { id: entry?.id },
      headers: bearer(admin, { 'accept-language': 'zh-CN' }),
    });
    expect(zh.json().msg).toBe('该消息仍在等待发送或回复，请在收到回复或发送失败后再重新发送。');

    await t.app.services.outboxWorker.runOnce();
    const mails = await t.database.db
      .selectFrom('mailbox')
      .where('outbox_id', '=', mailId)
      .execute();
    expect(mails).toHaveLength(2);
    const logs = await t.database.db
      .selectFrom('operation_logs')
      .select('item')
      .where('item', '=', `apiLog.resend:${mailId}`)
      .execute();
    expect(logs).toHaveLength(1);
  });

  it('is refused to a supplier and to a buyer without the permission, and to nobody', async () => {
    for (const token of [supplier, quality]) {
      expect((await get(URLS.list, token)).statusCode).toBe(403);
      expect((await get(URLS.detail, token, { id: 'x' })).statusCode).toBe(403);
      expect((await post(URLS.resend, { id: 'x' }, token)).statusCode).toBe(403);
      expect((await get(URLS.simulator, token)).statusCode).toBe(403);
      expect(
        (await post(URLS.simulator, { system: 'oa', answer: 'fail', delayMs: 0 }, token))
          .statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: URLS.list })).statusCode).toBe(401);
  });
});

describe('the simulator settings', () => {
  it('answers the defaults, then what was set', async () => {
    const before = await get(URLS.simulator);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<{ data: { systems: SimulatorSetting[] } }>().data.systems).toEqual([
      { system: 'oa', answer: 'approve', delayMs: 0, simulated: true },
      { system: 'qaudit', answer: 'approve', delayMs: 0, simulated: true },
      { system: 'erp', answer: 'approve', delayMs: 0, simulated: true },
    ]);
    const set = await post(URLS.simulator, { system: 'qaudit', answer: 'fail', delayMs: 5000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.systems[1]).toEqual({
      system: 'qaudit',
      answer: 'fail',
      delayMs: 5000,
      simulated: true,
    });
    const after = await get(URLS.simulator);
    expect(after.json().data.systems[1]).toMatchObject({ answer: 'fail', delayMs: 5000 });
    await post(URLS.simulator, { system: 'qaudit', answer: 'approve', delayMs: 0 });
  });
});

describe('the dev mailbox', () => {
  it('lists e-mails newest first for anyone, filtered by address', async () => {
    for (const to of ['ann@example.com', 'bob@example.com', 'ann@example.com']) {
      await enqueue(t.database.db, {
        system: 'mail',
        kind: 'mail.test',
        payload: { to, subject: `For ${to}`, body: 'Hello' },
      });
    }
    await t.app.services.outboxWorker.runOnce();
    const res = await t.app.inject({ method: 'GET', url: `${URLS.mailbox}?to=ANN@example` });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: { records: MailRow[]; total: number } }>().data;
    expect(data.total).toBe(2);
    expect(data.records.map((r) => r.to)).toEqual(['ann@example.com', 'ann@example.com']);
    const times = data.records.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const status = await t.app.inject({ method: 'GET', url: URLS.mailboxStatus });
    expect(status.json().data).toEqual({ enabled: true });
  });

  it('answers 404 when turned off', async () => {
    const off = await createTestApp({ config: { devMailbox: false } });
    try {
      const res = await off.app.inject({ method: 'GET', url: URLS.mailbox });
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('The dev mailbox is turned off');
      const status = await off.app.inject({ method: 'GET', url: URLS.mailboxStatus });
      expect(status.json().data).toEqual({ enabled: false });
    } finally {
      await off.close();
    }
  });
});

describe('bad input', () => {
  const long = 'x'.repeat(300);
  const CASES: [string, () => ReturnType<typeof get>][] = [
    ['list: size 0', () => get(URLS.list, admin, { size: 0 })],
    ['list: size text', () => get(URLS.list, admin, { size: 'ten' })],
    ['list: unknown system', () => get(URLS.list, admin, { system: 'sap' })],
    ['list: ok maybe', () => get(URLS.list, admin, { ok: 'maybe' })],
    ['list: long q', () => get(URLS.list, admin, { q: long })],
    ['detail: no id', () => get(URLS.detail)],
    ['detail: long id', () => get(URLS.detail, admin, { id: long })],
    ['resend: empty body', () => post(URLS.resend, {})],
    ['resend: id a number', () => post(URLS.resend, { id: 5 })],
    ['resend: unknown id', () => post(URLS.resend, { id: 'nope' })],
    [
      'resend: bad JSON',
      () =>
        t.app.inject({
          method: 'POST',
          url: URLS.resend,
          payload: '{"id":',
          headers: bearer(admin, { 'content-type': 'application/json' }),
        }),
    ],
    [
      'simulator: unknown system',
      () => post(URLS.simulator, { system: 'mail', answer: 'fail', delayMs: 0 }),
    ],
    [
      'simulator: unknown answer',
      () => post(URLS.simulator, { system: 'oa', answer: 'maybe', delayMs: 0 }),
    ],
    [
      'simulator: negative delay',
      () => post(URLS.simulator, { system: 'oa', answer: 'fail', delayMs: -1 }),
    ],
    [
      'simulator: huge delay',
      () => post(URLS.simulator, { system: 'oa', answer: 'fail', delayMs: 1e9 }),
    ],
    ['simulator: no delay', () => post(URLS.simulator, { system: 'oa', answer: 'fail' })],
    ['mailbox: size 501', () => t.app.inject({ method: 'GET', url: `${URLS.mailbox}?size=501` })],
    ['mailbox: long to', () => t.app.inject({ method: 'GET', url: `${URLS.mailbox}?to=${long}` })],
  ];

  it.each(CASES)('%s answers 4xx with an error body', async (_name, send) => {
    const res = await send();
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json()).toMatchObject({
      code: res.statusCode,
      error_description: expect.any(String),
    });
  });
});
