// Where the outbox's e-mails go. One interface, so the dev mailbox (a table anyone may read at
// /dev/mailbox while it is on) and a real SMTP server are interchangeable to the worker.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export interface MailTransport {
  /** How the API log names the endpoint: `mailbox` or `smtp`. */
  readonly endpoint: string;
  /** Delivers one e-mail or throws; `outboxId` ties it to its message. */
  send(mail: Mail, outboxId: string, at: Date): Promise<void>;
}

/** Keeps e-mails in the `mailbox` table: the only transport while no SMTP server is configured. */
export class MailboxTransport implements MailTransport {
  readonly endpoint = 'mailbox';

  constructor(private readonly db: Kysely<Database>) {}

  async send(mail: Mail, outboxId: string, at: Date): Promise<void> {
    await this.db
      .insertInto('mailbox')
      .values({
        id: randomUUID(),
        outbox_id: outboxId,
        to_address: mail.to,
        subject: mail.subject,
        body: mail.body,
        created_at: at,
      })
      .execute();
  }
}

/** An e-mail payload as the outbox holds it, or null when it is not one (a bug of the sender). */
export function mailOf(payload: unknown): Mail | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { to, subject, body } = payload as Record<string, unknown>;
  if (typeof to !== 'string' || to.trim() === '') return null;
  if (typeof subject !== 'string' || typeof body !== 'string') return null;
  return { to: to.trim(), subject, body };
}
