// E-mail through SMTP: the outbox worker of an app configured with SMTP_URL delivers to a real SMTP
// server (smtp-server, listening on a free port), logs it as `smtp`, and retries while the server
// refuses the message.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { enqueue } from './outbox.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
/** Recipients the server refuses with a temporary error (450). */
const refused = new Set<string>();

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (refused.has(address.address)) {
      const error = Object.assign(new Error('mailbox busy'), { responseCode: 450 });
      callback(error);
      return;
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({
    config: {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Portal <portal@example.com>',
      devMailbox: false,
      outboxRetryBaseMs: 1,
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((done) => server.close(() => done()));
});

/** The decoded subject and body of a message nodemailer wrote (UTF-8 B-words, base64 text). */
function decode(raw: string): { subject: string; body: string } {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const subjectLine = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(head)?.[1] ?? '';
  const subject = subjectLine
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/gi, (_m, b64: string) =>
      Buffer.from(b64, 'base64').toString('utf8'),
    )
    .trim();
  return { subject, body: Buffer.from(rest.join('\r\n\r\n'), 'base64').toString('utf8') };
}

const outbox = (id: string) =>
  t.database.db
    .selectFrom('outbox')
    .select(['status', 'attempts', 'last_error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('e-mail through SMTP', () => {
  it('delivers the bilingual e-mail, logs it as smtp and answers the message', async () => {
    const id = await enqueue(t.database.db, {
      system: 'mail',
      kind: 'mail.test',
      payload: { to: 'ann@example.com', subject: '邀请 Invitation', body: '您的邀请码 ABCD2345' },
    });
    await t.app.services.outboxWorker.runOnce();

    expect(await outbox(id)).toMatchObject({ status: 'answered', attempts: 1 });
    const mail = received.find((m) => m.to.includes('ann@example.com'));
    expect(mail?.from).toBe('portal@example.com');
    expect(mail?.raw).toContain(`Message-ID: <${id}@supplier-portal>`);
    expect(decode(mail?.raw ?? '')).toEqual({
      subject: '邀请 Invitation',
      body: '您的邀请码 ABCD2345',
    });
    const logs = await t.database.db
      .selectFrom('api_logs')
      .select(['direction', 'endpoint', 'ok'])
      .where('outbox_id', '=', id)
      .orderBy('direction', 'desc')
      .execute();
    expect(logs).toEqual([
      { direction: 'out', endpoint: 'smtp', ok: true },
      { direction: 'in', endpoint: 'smtp', ok: true },
    ]);
    // SMTP delivered it: nothing is kept for the dev mailbox, which is off.
    const copies = await t.database.db.selectFrom('mailbox').where('outbox_id', '=', id).execute();
    expect(copies).toEqual([]);
  });

  it('retries a message the server refuses and delivers it once the server takes it', async () => {
    refused.add('busy@example.com');
    const id = await enqueue(t.database.db, {
      system: 'mail',
      kind: 'mail.test',
      payload: { to: 'busy@example.com', subject: 'Code', body: '123456' },
    });
    await t.app.services.outboxWorker.runOnce();
    const first = await outbox(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.last_error).toMatch(/450|mailbox busy/);

    refused.delete('busy@example.com');
    await new Promise((r) => setTimeout(r, 20));
    await t.app.services.outboxWorker.runOnce();
    expect(await outbox(id)).toMatchObject({ status: 'answered', attempts: 2 });
    expect(received.some((m) => m.to.includes('busy@example.com'))).toBe(true);
  });
});
