// Delivers the outbox. Every `outboxPollMs` it claims the due messages (pending, or sent and
// waiting for a simulated answer) and, per message:
// - e-mail: hands it to the mail transport (the dev mailbox, or SMTP), then it is answered;
// - OA, QAUDIT, the ERP with a real URL: POSTs the payload and waits for `{approved, remarks}`;
//   a failure is retried with a doubling wait until `outboxMaxAttempts`, then it is `failed`;
// - the same without a URL: the simulator answers, after its delay if it has one (the message is
//   `sent` meanwhile).
// An answer is applied in one transaction with the handler registered for the message's kind, so
// the domain's state and the message's `answered` are kept together. Each request and each answer
// is an API log entry.
//
// Claiming: in one short transaction the due rows are selected `for update skip locked` and their
// next_attempt_at is pushed past the call's timeout (a lease). Other processes on the same
// PostgreSQL skip locked rows and no longer see leased ones as due; if this process dies, the lease
// runs out and another one delivers the message. PGlite is one connection, so the same statements
// simply run one after another. Delivery is at least once: a crash between the call and its answer
// sends the request again (the `x-message-id` header lets the outside system spot it).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database, OutboxStatus, OutsideSystem } from '../../db/schema.ts';
import { writeApiLog } from './api-log-queries.ts';
import { mailOf, type MailTransport } from './mail-transport.ts';
import type { AnsweredMessage, OutboxAnswer, OutboxAnswers } from './outbox.ts';
import { callOutside } from './outside-call.ts';
import { mailTransportFor } from './smtp-transport.ts';
import { isSimulatedSystem, simulatedRemarks, simulatorSetting } from './simulator.ts';
import { PeriodicJob } from '../../core/periodic-job.ts';

/** Messages claimed at once; a run claims batches until fewer than this are due. */
const BATCH = 20;
/** The longest wait between retries. */
const RETRY_MAX_MS = 60_000;

interface ClaimedRow {
  id: string;
  system: OutsideSystem;
  kind: string;
  subject_id: string | null;
  payload: unknown;
  status: OutboxStatus;
  attempts: number;
  updated_at: Date;
}

export interface OutboxWorkerDeps {
  config: AppConfig;
  outboxAnswers: OutboxAnswers;
  log?: FastifyBaseLogger | undefined;
  /** Where e-mails go; by default what the configuration says (SMTP or the dev mailbox). */
  mail?: MailTransport | undefined;
}

export class OutboxWorker {
  readonly #db: Kysely<Database>;
  readonly #config: AppConfig;
  readonly #answers: OutboxAnswers;
  readonly #log: FastifyBaseLogger | undefined;
  readonly #mail: MailTransport;
  readonly #job: PeriodicJob;

  constructor(db: Kysely<Database>, deps: OutboxWorkerDeps) {
    this.#db = db;
    this.#config = deps.config;
    this.#answers = deps.outboxAnswers;
    this.#log = deps.log;
    this.#mail = deps.mail ?? mailTransportFor(deps.config, db);
    this.#job = new PeriodicJob(() => this.#run(), 'outbox run', deps.log);
  }

  /** Starts polling every `outboxPollMs`; a run that fails is logged and the next one tries again. */
  start(): void {
    this.#job.start(this.#config.outboxPollMs);
  }

  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void> {
    return this.#job.stop();
  }

  /**
   * Processes every message due now and resolves when they are done (tests call it instead of
   * waiting for the poller). Answers how many messages were processed.
   */
  runOnce(): Promise<number> {
    return this.#job.runOnce();
  }

  async #run(): Promise<number> {
    let processed = 0;
    for (;;) {
      const rows = await this.#claim();
      await Promise.all(rows.map((row) => this.#process(row)));
      processed += rows.length;
      if (rows.length < BATCH) return processed;
    }
  }

  async #claim(): Promise<ClaimedRow[]> {
    const now = this.#config.now();
    // The app's clock counts milliseconds, PostgreSQL's now() microseconds: a message written at
    // 12:00:00.123456 is due when the clock says 12:00:00.123, the whole millisecond counts.
    const dueBy = new Date(now.getTime() + 1);
    // Past the longest call, so a message is never delivered twice at once.
    const leaseUntil = new Date(now.getTime() + this.#config.outsideTimeoutMs + 30_000);
    return this.#db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('outbox')
        .select([
          'id',
          'system',
          'kind',
          'subject_id',
          'payload',
          'status',
          'attempts',
          'updated_at',
        ])
        .where('status', 'in', ['pending', 'sent'])
        .where('next_attempt_at', '<', dueBy)
        .orderBy('next_attempt_at')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      if (rows.length > 0) {
        await trx
          .updateTable('outbox')
          .set({ next_attempt_at: leaseUntil })
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
      }
      return rows;
    });
  }

  async #process(row: ClaimedRow): Promise<void> {
    try {
      if (row.system === 'mail') await this.#deliverMail(row);
      else if (!isSimulatedSystem(row.system))
        await this.#giveUp(row, row.attempts, 'unknown system');
      else if (this.#config.outsideUrls[row.system] !== '') await this.#callRemote(row, row.system);
      else if (row.status === 'pending') await this.#simulateRequest(row, row.system);
      else await this.#simulateAnswer(row, row.system);
    } catch (error) {
      // A database failure here: the lease runs out and the message is tried again later.
      this.#log?.error({ err: error, outboxId: row.id }, 'outbox delivery failed');
    }
  }

  async #deliverMail(row: ClaimedRow): Promise<void> {
    const attempts = row.attempts + 1;
    const endpoint = this.#mail.endpoint;
    await this.#logOut(row, endpoint);
    const mail = mailOf(row.payload);
    if (!mail) {
      const error = 'the payload is not {to, subject, body}';
      await this.#logIn(row, endpoint, { ok: false, response: { error }, durationMs: 0 });
      await this.#giveUp(row, attempts, error);
      return;
    }
    const started = performance.now();
    try {
      await this.#mail.send(mail, row.id, this.#config.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.#logIn(row, endpoint, {
        ok: false,
        response: { error: message },
        durationMs: performance.now() - started,
      });
      await this.#retry(row, attempts, message);
      return;
    }
    await this.#logIn(row, endpoint, {
      ok: true,
      response: { delivered: true },
      durationMs: performance.now() - started,
    });
    await this.#answer(row, attempts, { approved: true, remarks: '' });
  }

  async #callRemote(row: ClaimedRow, system: 'oa' | 'qaudit' | 'erp'): Promise<void> {
    const url = this.#config.outsideUrls[system];
    const attempts = row.attempts + 1;
    await this.#logOut(row, url);
    const started = performance.now();
    const outcome = await callOutside(
      url,
      row.payload,
      { id: row.id, kind: row.kind },
      this.#config.outsideTimeoutMs,
    );
    const durationMs = performance.now() - started;
    await this.#logIn(row, url, {
      ok: outcome.ok,
      response: outcome.response,
      httpStatus: outcome.httpStatus,
      durationMs,
    });
    if (outcome.ok) await this.#answer(row, attempts, outcome.answer);
    else if (outcome.retry) await this.#retry(row, attempts, outcome.error);
    else await this.#giveUp(row, attempts, outcome.error);
  }

  async #simulateRequest(row: ClaimedRow, system: 'oa' | 'qaudit' | 'erp'): Promise<void> {
    const setting = await simulatorSetting(this.#db, this.#config, system);
    await this.#logOut(row, `simulator:${system}`);
    if (setting.delayMs === 0) {
      await this.#simulateAnswer({ ...row, attempts: row.attempts + 1 }, system, 0);
      return;
    }
    const now = this.#config.now();
    // `sent` until the delay is over; updated_at marks when, for the answer's duration.
    await this.#db
      .updateTable('outbox')
      .set({
        status: 'sent',
        attempts: row.attempts + 1,
        next_attempt_at: new Date(now.getTime() + setting.delayMs),
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .execute();
  }

  /** The simulator's answer is the setting at answer time, so a change applies to waiting ones too. */
  async #simulateAnswer(
    row: ClaimedRow,
    system: 'oa' | 'qaudit' | 'erp',
    durationMs = this.#config.now().getTime() - row.updated_at.getTime(),
  ): Promise<void> {
    const setting = await simulatorSetting(this.#db, this.#config, system);
    const answer: OutboxAnswer = {
      approved: setting.answer === 'approve',
      remarks: simulatedRemarks(system, setting.answer),
    };
    await this.#logIn(row, `simulator:${system}`, { ok: true, response: answer, durationMs });
    await this.#answer(row, row.attempts, answer);
  }

  /** Applies an answer: the kind's handler and `answered` in one transaction, or neither. */
  async #answer(row: ClaimedRow, attempts: number, answer: OutboxAnswer): Promise<void> {
    const message: AnsweredMessage = {
      id: row.id,
      system: row.system,
      kind: row.kind,
      subjectId: row.subject_id,
      payload: (row.payload ?? {}) as Record<string, unknown>,
    };
    const handler = this.#answers.handlerFor(row.kind);
    try {
      await this.#db.transaction().execute(async (trx) => {
        const now = this.#config.now();
        const marked = await trx
          .updateTable('outbox')
          .set({
            status: 'answered',
            attempts,
            last_error: '',
            next_attempt_at: now,
            updated_at: now,
          })
          .where('id', '=', row.id)
          .where('status', 'in', ['pending', 'sent'])
          .returning('id')
          .executeTakeFirst();
        // Someone else finished it meanwhile (it was resent and answered): apply nothing twice.
        if (!marked) return;
        if (handler) await handler(trx, message, answer);
      });
    } catch (error) {
      // The answer came but could not be applied (the subject moved on, a bug): the message fails
      // with the reason, and an administrator may resend it from the API log.
      const reason = error instanceof Error ? error.message : String(error);
      this.#log?.warn(
        { err: error, outboxId: row.id, kind: row.kind },
        'outbox answer not applied',
      );
      await this.#giveUp(row, attempts, `answer not applied: ${reason}`);
    }
  }

  async #retry(row: ClaimedRow, attempts: number, error: string): Promise<void> {
    if (attempts >= this.#config.outboxMaxAttempts) {
      await this.#giveUp(row, attempts, error);
      return;
    }
    const now = this.#config.now();
    const wait = Math.min(this.#config.outboxRetryBaseMs * 2 ** (attempts - 1), RETRY_MAX_MS);
    await this.#db
      .updateTable('outbox')
      .set({
        status: 'pending',
        attempts,
        last_error: error.slice(0, 2000),
        next_attempt_at: new Date(now.getTime() + wait),
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('status', 'in', ['pending', 'sent'])
      .execute();
  }

  async #giveUp(row: ClaimedRow, attempts: number, error: string): Promise<void> {
    const now = this.#config.now();
    await this.#db
      .updateTable('outbox')
      .set({
        status: 'failed',
        attempts,
        last_error: error.slice(0, 2000),
        next_attempt_at: now,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('status', 'in', ['pending', 'sent'])
      .execute();
  }

  #logOut(row: ClaimedRow, endpoint: string): Promise<void> {
    return writeApiLog(this.#db, {
      outboxId: row.id,
      system: row.system,
      direction: 'out',
      endpoint,
      request: row.payload,
      ok: true,
      at: this.#config.now(),
    });
  }

  #logIn(
    row: ClaimedRow,
    endpoint: string,
    result: { ok: boolean; response: unknown; httpStatus?: number | null; durationMs: number },
  ): Promise<void> {
    return writeApiLog(this.#db, {
      outboxId: row.id,
      system: row.system,
      direction: 'in',
      endpoint,
      request: row.payload,
      response: result.response,
      httpStatus: result.httpStatus ?? null,
      ok: result.ok,
      durationMs: result.durationMs,
      at: this.#config.now(),
    });
  }
}
