// Reading the dev mailbox: newest first, optionally for one address (any part of it, any case).
import type { MailRow } from '@portal/contract';
import type { Db } from '../../core/db.ts';
import { page, type Page } from '../../db/paging.ts';
import { containsPattern } from '../../db/like.ts';

export async function mailboxPage(
  db: Db,
  filter: { current: number; size: number; to?: string | undefined },
): Promise<Page<MailRow>> {
  let query = db.selectFrom('mailbox');
  if (filter.to) {
    const like = containsPattern(filter.to);
    query = query.where('to_address', 'ilike', like);
  }
  return page(
    query.select(['id', 'to_address', 'subject', 'body', 'created_at']),
    filter,
    (q) => q.orderBy('created_at', 'desc').orderBy('id', 'desc'),
    (r): MailRow => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      body: r.body,
      createdAt: r.created_at.toISOString(),
    }),
  );
}
