// Resend from the API log: the entry's outbox message is queued again as if new (attempts start
// over, due now). A message still pending or awaiting a simulated answer is refused, so one request
// is never in flight twice; its earlier log entries stay as they were.
import type { OutboxStatusName } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';

export async function resendMessage(
  db: Kysely<Database>,
  apiLogId: string,
  now: Date,
): Promise<{ outboxId: string; status: OutboxStatusName; attempts: number }> {
  return db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('api_logs')
      .select('outbox_id')
      .where('id', '=', apiLogId)
      .executeTakeFirst();
    if (!entry) throw new ApiError(404, 'apiLog.notFound');
    if (entry.outbox_id === null) throw new ApiError(409, 'apiLog.noMessage');
    const message = await trx
      .selectFrom('outbox')
      .select(['id', 'status'])
      .where('id', '=', entry.outbox_id)
      .forUpdate()
      .executeTakeFirst();
    if (!message) throw new ApiError(409, 'apiLog.noMessage');
    if (message.status === 'pending' || message.status === 'sent') {
      throw new ApiError(409, 'apiLog.pending');
    }
    await trx
      .updateTable('outbox')
      .set({
        status: 'pending',
        attempts: 0,
        last_error: '',
        next_attempt_at: now,
        updated_at: now,
      })
      .where('id', '=', message.id)
      .execute();
    return { outboxId: message.id, status: 'pending' as const, attempts: 0 };
  });
}
