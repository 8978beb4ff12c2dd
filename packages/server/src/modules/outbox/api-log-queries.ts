// The API log: one row per request to an outside system (`out`) and one per answer or failure
// (`in`), each tied to its outbox message, so an administrator sees what was asked, what came back
// and can resend it.
import { randomUUID } from 'node:crypto';
import type { ApiLogDetail, ApiLogRow } from '@portal/contract';
import { containsPattern } from '../../db/like.ts';
import { page, type Page } from '../../db/paging.ts';
import type { Db } from '../../core/db.ts';

export interface NewApiLog {
  outboxId: string;
  system: string;
  direction: 'out' | 'in';
  endpoint: string;
  request: unknown;
  response?: unknown;
  httpStatus?: number | null;
  ok: boolean;
  durationMs?: number;
  at: Date;
}

export interface ApiLogFilter {
  current: number;
  size: number;
  system?: string | undefined;
  ok?: 'true' | 'false' | undefined;
  q?: string | undefined;
}

/** A request is `sent`; an answer is `answered` or `failed`. */
function outcomeOf(direction: 'out' | 'in', ok: boolean): ApiLogRow['outcome'] {
  if (direction === 'out') return 'sent';
  return ok ? 'answered' : 'failed';
}

export async function writeApiLog(db: Db, entry: NewApiLog): Promise<void> {
  await db
    .insertInto('api_logs')
    .values({
      id: randomUUID(),
      outbox_id: entry.outboxId,
      system: entry.system,
      direction: entry.direction,
      endpoint: entry.endpoint,
      request: JSON.stringify(entry.request ?? null),
      response: entry.response === undefined ? null : JSON.stringify(entry.response),
      http_status: entry.httpStatus ?? null,
      ok: entry.ok,
      duration_ms: Math.max(0, Math.round(entry.durationMs ?? 0)),
      created_at: entry.at,
    })
    .execute();
}

export async function apiLogPage(db: Db, filter: ApiLogFilter): Promise<Page<ApiLogRow>> {
  let query = db.selectFrom('api_logs as l').leftJoin('outbox as o', 'o.id', 'l.outbox_id');
  if (filter.system) query = query.where('l.system', '=', filter.system);
  if (filter.ok) query = query.where('l.ok', '=', filter.ok === 'true');
  if (filter.q) {
    const like = containsPattern(filter.q);
    query = query.where((eb) =>
      eb.or([eb('o.kind', 'ilike', like), eb('l.endpoint', 'ilike', like)]),
    );
  }
  return page(
    query.select([
      'l.id',
      'l.outbox_id',
      'l.system',
      'o.kind',
      'l.direction',
      'l.endpoint',
      'l.ok',
      'l.http_status',
      'l.duration_ms',
      'l.created_at',
    ]),
    filter,
    // Newest first; of a request and its answer logged in the same millisecond, the answer.
    (q) => q.orderBy('l.created_at', 'desc').orderBy('l.direction', 'asc').orderBy('l.id', 'desc'),
    (r): ApiLogRow => ({
      id: r.id,
      outboxId: r.outbox_id,
      system: r.system,
      kind: r.kind,
      direction: r.direction,
      endpoint: r.endpoint,
      ok: r.ok,
      outcome: outcomeOf(r.direction, r.ok),
      httpStatus: r.http_status,
      durationMs: r.duration_ms,
      createdAt: r.created_at.toISOString(),
    }),
  );
}

export async function apiLogDetail(db: Db, id: string): Promise<ApiLogDetail | undefined> {
  const r = await db
    .selectFrom('api_logs as l')
    .leftJoin('outbox as o', 'o.id', 'l.outbox_id')
    .select([
      'l.id',
      'l.outbox_id',
      'l.system',
      'l.direction',
      'l.endpoint',
      'l.ok',
      'l.http_status',
      'l.duration_ms',
      'l.created_at',
      'l.request',
      'l.response',
      'o.kind',
      'o.status',
      'o.subject_id',
      'o.attempts',
      'o.last_error',
      'o.next_attempt_at',
      'o.updated_at as message_updated_at',
    ])
    .where('l.id', '=', id)
    .executeTakeFirst();
  if (!r) return undefined;
  return {
    id: r.id,
    outboxId: r.outbox_id,
    system: r.system,
    kind: r.kind,
    direction: r.direction,
    endpoint: r.endpoint,
    ok: r.ok,
    outcome: outcomeOf(r.direction, r.ok),
    httpStatus: r.http_status,
    durationMs: r.duration_ms,
    createdAt: r.created_at.toISOString(),
    request: r.request,
    response: r.response ?? null,
    messageStatus: r.status,
    subjectId: r.subject_id,
    attempts: r.attempts,
    lastError: r.last_error,
    nextAttemptAt: r.next_attempt_at?.toISOString() ?? null,
    messageUpdatedAt: r.message_updated_at?.toISOString() ?? null,
  };
}
