// The outbox (docs/product-rules.md, Integrations): a call to an outside system (OA, QAUDIT, the
// ERP, e-mail) is a row written in the same transaction as the change that asks for it, so the
// change and the call are both kept or both lost. A worker delivers due rows (worker.ts) and hands
// each answer to the handler registered for the row's kind, which moves the state in a transaction
// of its own.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, OutsideSystem } from '../../db/schema.ts';

export interface OutboxMessage {
  system: OutsideSystem;
  /** What is asked, `<domain>.<request>`: `supplier.submitOA`, `mail.invite`… */
  kind: string;
  /** What it is about (a company id…), so a screen can tell that an answer is awaited. */
  subjectId?: string | null;
  payload: Record<string, unknown>;
}

/** Writes one message; call it inside the transaction of the change that asks for it. */
export async function enqueue(
  db: Kysely<Database> | Transaction<Database>,
  message: OutboxMessage,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('outbox')
    .values({
      id,
      system: message.system,
      kind: message.kind,
      subject_id: message.subjectId ?? null,
      payload: JSON.stringify(message.payload),
      status: 'pending',
    })
    .execute();
  return id;
}

/** An outside system's verdict on a request (e-mail has none: delivered is enough). */
export interface OutboxAnswer {
  approved: boolean;
  remarks: string;
}

export interface AnsweredMessage {
  id: string;
  system: OutsideSystem;
  kind: string;
  subjectId: string | null;
  payload: Record<string, unknown>;
}

export type AnswerHandler = (
  trx: Transaction<Database>,
  message: AnsweredMessage,
  answer: OutboxAnswer,
) => Promise<void>;

/** Handlers by message kind: a domain registers what an answer to its requests does. */
export class OutboxAnswers {
  readonly #handlers = new Map<string, AnswerHandler>();

  on(kind: string, handler: AnswerHandler): void {
    this.#handlers.set(kind, handler);
  }

  handlerFor(kind: string): AnswerHandler | undefined {
    return this.#handlers.get(kind);
  }
}
