// Reading the dev mailbox: newest first, optionally for one address (any part of it, any case).
import type { MailRow } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containsPattern } from '../../db/like.ts';

export async function mailboxPage(
  db: Kysely<Database>,
  filter: { current: number; size: number; to?: string | undefined },
): Promise<{ records: MailRow[]; total: number }> {
  let query = db.selectFrom('mailbox');
  if (filter.to) {
    const like = containsPattern(filter.to);
    query = query.where('to_address', 'ilike', like);
  }
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'to_address', 'subject', 'body', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.size)
      .offset((filter.current - 1) * filter.size)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    records: rows.map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      body: r.body,
      createdAt: r.created_at.toISOString(),
    })),
    total: Number(count.n),
  };
}
