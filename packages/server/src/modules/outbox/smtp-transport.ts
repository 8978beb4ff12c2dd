// E-mail through a real SMTP server (nodemailer), chosen by SMTP_URL. A message the server refuses
// or a connection that fails throws, and the worker retries it like any outside call.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { MailboxTransport, type Mail, type MailTransport } from './mail-transport.ts';

export class SmtpTransport implements MailTransport {
  readonly endpoint = 'smtp';
  readonly #transporter: Transporter;

  /** `url`: smtp://user:password@host:587 (STARTTLS when offered) or smtps://host:465. */
  constructor(
    url: string,
    private readonly from: string,
    timeoutMs: number,
  ) {
    this.#transporter = nodemailer.createTransport(url, {
      // The same limit as every other outside call, so a hung server cannot hold a lease forever.
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async send(mail: Mail, outboxId: string): Promise<void> {
    await this.#transporter.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.body,
      // Bilingual bodies are mostly Chinese: base64 is shorter than quoted-printable for them.
      textEncoding: 'base64',
      // Lets a receiving system spot a message the outbox delivered twice (at least once).
      messageId: `<${outboxId}@supplier-portal>`,
    });
  }
}

/** Delivers to SMTP, then keeps a copy in the dev mailbox (both configured: a staging demo). */
class SmtpWithCopy implements MailTransport {
  readonly endpoint = 'smtp';
  constructor(
    private readonly smtp: SmtpTransport,
    private readonly copy: MailboxTransport,
  ) {}
  async send(mail: Mail, outboxId: string, at: Date): Promise<void> {
    await this.smtp.send(mail, outboxId);
    await this.copy.send(mail, outboxId, at);
  }
}

/** The transport the configuration asks for: SMTP when SMTP_URL is set, else the dev mailbox. */
export function mailTransportFor(config: AppConfig, db: Kysely<Database>): MailTransport {
  if (!config.smtpUrl) return new MailboxTransport(db);
  const smtp = new SmtpTransport(config.smtpUrl, config.mailFrom, config.outsideTimeoutMs);
  return config.devMailbox ? new SmtpWithCopy(smtp, new MailboxTransport(db)) : smtp;
}
