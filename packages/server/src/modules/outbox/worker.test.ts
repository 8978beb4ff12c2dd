// The outbox worker on a real database: e-mail to the dev mailbox, the simulator's answers and
// delay (on a fake clock), a real endpoint that fails and is retried, and what the API log keeps.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { enqueue, type AnsweredMessage, type OutboxAnswer } from './outbox.ts';
import { saveSimulatorSetting } from './simulator.ts';

let t: TestApp;
let clockOffsetMs = 0;
const answered: { message: AnsweredMessage; answer: OutboxAnswer }[] = [];

const config: Partial<AppConfig> = {
  now: () => new Date(Date.now() + clockOffsetMs),
  simulator: { answer: 'approve', delayMs: 0 },
  outboxRetryBaseMs: 1_000,
  outboxMaxAttempts: 3,
};

beforeAll(async () => {
  t = await createTestApp({ config });
  t.app.services.outboxAnswers.on('test.review', async (trx, message, answer) => {
    // The handler runs inside the answer's transaction: what it writes is kept with `answered`.
    await trx
      .insertInto('simulator_settings')
      .values({ system: `seen:${message.id}`, answer: 'approve', delay_ms: 0 })
      .execute();
    answered.push({ message, answer });
  });
  t.app.services.outboxAnswers.on('test.broken', async (trx, message) => {
    await trx
      .insertInto('simulator_settings')
      .values({ system: `seen:${message.id}`, answer: 'approve', delay_ms: 0 })
      .execute();
    throw new Error('state moved');
  });
});
afterAll(() => t.close());
afterEach(async () => {
  answered.length = 0;
  await t.database.db.deleteFrom('simulator_settings').execute();
});

const db = () => t.database.db;
const worker = () => t.app.services.outboxWorker;

async function message(id: string) {
  return db()
    .selectFrom('outbox')
    .select(['status', 'attempts', 'last_error', 'next_attempt_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function logsOf(id: string) {
  return db()
    .selectFrom('api_logs')
    .select(['direction', 'endpoint', 'ok', 'request', 'response', 'http_status', 'system'])
    .where('outbox_id', '=', id)
    .orderBy('created_at')
    .orderBy('direction', 'desc')
    .execute();
}

describe('enqueue', () => {
  it('writes nothing when the change that asked for it rolls back', async () => {
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await enqueue(trx, { system: 'oa', kind: 'test.rollback', payload: { a: 1 } });
          throw new Error('the change failed');
        }),
    ).rejects.toThrow('the change failed');
    const rows = await db().selectFrom('outbox').where('kind', '=', 'test.rollback').execute();
    expect(rows).toEqual([]);
  });
});

describe('e-mail', () => {
  it('lands in the dev mailbox and in the API log, and the message is answered', async () => {
    const id = await enqueue(db(), {
      system: 'mail',
      kind: 'mail.test',
      payload: { to: 'ann@example.com', subject: 'Hello', body: 'Your code is 123456' },
    });
    await worker().runOnce();

    const mail = await db()
      .selectFrom('mailbox')
      .select(['to_address', 'subject', 'body'])
      .where('outbox_id', '=', id)
      .execute();
    expect(mail).toEqual([
      { to_address: 'ann@example.com', subject: 'Hello', body: 'Your code is 123456' },
    ]);
    expect(await message(id)).toMatchObject({ status: 'answered', attempts: 1 });
    const logs = await logsOf(id);
    expect(logs.map((l) => [l.direction, l.endpoint, l.ok])).toEqual([
      ['out', 'mailbox', true],
      ['in', 'mailbox', true],
    ]);
    expect(logs[0]?.request).toMatchObject({ to: 'ann@example.com', subject: 'Hello' });
  });

  it('fails a payload that is not an e-mail without retrying it', async () => {
    const id = await enqueue(db(), { system: 'mail', kind: 'mail.test', payload: { to: '' } });
    await worker().runOnce();
    expect(await message(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await message(id)).last_error).toContain('not {to, subject, body}');
  });
});

describe('the simulator', () => {
  it('approves: the handler gets approved=true inside the answer transaction', async () => {
    const id = await enqueue(db(), {
      system: 'oa',
      kind: 'test.review',
      subjectId: 'company-1',
      payload: { companyId: 'company-1' },
    });
    await worker().runOnce();

    expect(answered).toEqual([
      {
        message: {
          id,
          system: 'oa',
          kind: 'test.review',
          subjectId: 'company-1',
          payload: { companyId: 'company-1' },
        },
        answer: { approved: true, remarks: 'Approved by the OA simulator' },
      },
    ]);
    expect(await message(id)).toMatchObject({ status: 'answered', attempts: 1 });
    const seen = await db()
      .selectFrom('simulator_settings')
      .where('system', '=', `seen:${id}`)
      .execute();
    expect(seen).toHaveLength(1);
    const logs = await logsOf(id);
    expect(logs.map((l) => [l.direction, l.endpoint, l.ok])).toEqual([
      ['out', 'simulator:oa', true],
      ['in', 'simulator:oa', true],
    ]);
    expect(logs[1]?.response).toEqual({ approved: true, remarks: 'Approved by the OA simulator' });
  });

  it('fails when set to fail: the handler gets approved=false', async () => {
    await saveSimulatorSetting(db(), { system: 'qaudit', answer: 'fail', delayMs: 0 });
    const id = await enqueue(db(), { system: 'qaudit', kind: 'test.review', payload: {} });
    await worker().runOnce();
    expect(answered.map((a) => a.answer)).toEqual([
      { approved: false, remarks: 'Failed by the QAUDIT simulator' },
    ]);
    expect(await message(id)).toMatchObject({ status: 'answered' });
  });

  it('answers only once its delay is over (fake clock)', async () => {
    await saveSimulatorSetting(db(), { system: 'erp', answer: 'approve', delayMs: 60_000 });
    const id = await enqueue(db(), { system: 'erp', kind: 'test.review', payload: {} });
    await worker().runOnce();
    expect(await message(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(answered).toEqual([]);

    clockOffsetMs += 30_000;
    await worker().runOnce();
    expect(await message(id)).toMatchObject({ status: 'sent' });
    expect(answered).toEqual([]);

    clockOffsetMs += 31_000;
    await worker().runOnce();
    expect(await message(id)).toMatchObject({ status: 'answered', attempts: 1 });
    expect(answered).toHaveLength(1);
    const logs = await logsOf(id);
    expect(logs.map((l) => l.direction)).toEqual(['out', 'in']);
  });

  it('fails the message, and keeps nothing of the handler, when the answer cannot be applied', async () => {
    const id = await enqueue(db(), { system: 'oa', kind: 'test.broken', payload: {} });
    await worker().runOnce();
    const row = await message(id);
    expect(row.status).toBe('failed');
    expect(row.last_error).toBe('answer not applied: state moved');
    const kept = await db()
      .selectFrom('simulator_settings')
      .where('system', '=', `seen:${id}`)
      .execute();
    expect(kept).toEqual([]);
  });

  it('records the answer of a kind nobody handles', async () => {
    const id = await enqueue(db(), { system: 'oa', kind: 'test.unhandled', payload: {} });
    await worker().runOnce();
    expect(await message(id)).toMatchObject({ status: 'answered' });
  });
});

describe('polling', () => {
  it('delivers on its own once started, and no more once stopped', async () => {
    const polled = await createTestApp({ config: { ...config, outboxPollMs: 20 } });
    try {
      const pdb = polled.database.db;
      const status = async (id: string) =>
        (
          await pdb
            .selectFrom('outbox')
            .select('status')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).status;
      const mail = { to: 'a@example.com', subject: 'Hi', body: 'Hello' };
      polled.app.services.outboxWorker.start();
      const first = await enqueue(pdb, { system: 'mail', kind: 'mail.test', payload: mail });
      await expect.poll(() => status(first), { timeout: 5_000 }).toBe('answered');

      await polled.app.services.outboxWorker.stop();
      const second = await enqueue(pdb, { system: 'mail', kind: 'mail.test', payload: mail });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await status(second)).toBe('pending');
    } finally {
      await polled.close();
    }
  });
});

describe('a real endpoint', () => {
  let server: Server;
  let calls: { body: unknown; messageId: string | undefined }[] = [];
  let failures = 0;
  let url = '';
  let remote: TestApp;
  const remoteAnswers: OutboxAnswer[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        calls.push({ body: JSON.parse(text), messageId: req.headers['x-message-id'] as string });
        if (failures > 0) {
          failures -= 1;
          res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"busy"}');
          return;
        }
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ approved: true, remarks: 'OK from OA' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oa`;
    remote = await createTestApp({
      config: { ...config, outsideUrls: { oa: url, qaudit: '', erp: '' } },
    });
    remote.app.services.outboxAnswers.on('test.review', async (_trx, _message, answer) => {
      remoteAnswers.push(answer);
    });
  });
  afterAll(async () => {
    await remote.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('retries a failing endpoint with a growing wait, logs each try, then takes its answer', async () => {
    calls = [];
    failures = 2;
    const rdb = remote.database.db;
    const id = await enqueue(rdb, { system: 'oa', kind: 'test.review', payload: { n: 1 } });
    const row = () =>
      rdb
        .selectFrom('outbox')
        .select(['status', 'attempts', 'last_error', 'next_attempt_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    await remote.app.services.outboxWorker.runOnce();
    const first = await row();
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_error: 'HTTP 503' });
    // Not due before the wait (1 s, then 2 s) is over.
    await remote.app.services.outboxWorker.runOnce();
    expect(calls).toHaveLength(1);

    clockOffsetMs += 1_100;
    await remote.app.services.outboxWorker.runOnce();
    expect(await row()).toMatchObject({ status: 'pending', attempts: 2 });
    const second = await row();
    expect(second.next_attempt_at.getTime() - Date.now() - clockOffsetMs).toBeGreaterThan(1_500);

    clockOffsetMs += 2_100;
    await remote.app.services.outboxWorker.runOnce();
    expect(await row()).toMatchObject({ status: 'answered', attempts: 3, last_error: '' });
    expect(remoteAnswers).toEqual([{ approved: true, remarks: 'OK from OA' }]);
    expect(calls.map((c) => c.body)).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(calls.every((c) => c.messageId === id)).toBe(true);

    const logs = await rdb
      .selectFrom('api_logs')
      .select(['direction', 'endpoint', 'ok', 'http_status'])
      .where('outbox_id', '=', id)
      .orderBy('created_at')
      .orderBy('direction', 'desc')
      .execute();
    expect(logs).toEqual([
      { direction: 'out', endpoint: url, ok: true, http_status: null },
      { direction: 'in', endpoint: url, ok: false, http_status: 503 },
      { direction: 'out', endpoint: url, ok: true, http_status: null },
      { direction: 'in', endpoint: url, ok: false, http_status: 503 },
      { direction: 'out', endpoint: url, ok: true, http_status: null },
      { direction: 'in', endpoint: url, ok: true, http_status: 200 },
    ]);
  });

  it('gives up after the last attempt', async () => {
    calls = [];
    failures = 10;
    const rdb = remote.database.db;
    const id = await enqueue(rdb, { system: 'oa', kind: 'test.review', payload: { n: 2 } });
    for (let i = 0; i < 4; i += 1) {
      await remote.app.services.outboxWorker.runOnce();
      clockOffsetMs += 10_000;
    }
    const row = await rdb
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', attempts: 3 });
    expect(calls).toHaveLength(3);
    failures = 0;
  });
});
