// Download tickets (0013-download-tickets): written when a signed-in caller asks to download a file
// it may see, spent by the download. Only the ticket's SHA-256 is stored.
import type { Db } from '../../core/db.ts';

export async function insertTicket(
  db: Db,
  row: {
    ticketHash: string;
    fileId: string;
    sessionId: string;
    companyId: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('download_tickets')
    .values({
      ticket_hash: row.ticketHash,
      file_id: row.fileId,
      session_id: row.sessionId,
      company_id: row.companyId,
      expires_at: row.expiresAt,
      created_at: row.now,
    })
    .execute();
}

/**
 * Spends the ticket in one statement, so two requests with it cannot both succeed: answers its
 * company when the ticket exists, names this file, is unused and unexpired, and its session is
 * still open (a sign-out within the minute ends its tickets too).
 */
export async function spendTicket(
  db: Db,
  ticketHash: string,
  fileId: string,
  now: Date,
): Promise<{ companyId: string } | undefined> {
  const row = await db
    .updateTable('download_tickets')
    .set({ used_at: now })
    .where('ticket_hash', '=', ticketHash)
    .where('file_id', '=', fileId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sessions as s')
          .select('s.id')
          .whereRef('s.id', '=', 'download_tickets.session_id')
          .where('s.revoked_at', 'is', null)
          .where('s.expires_at', '>', now),
      ),
    )
    .returning('company_id')
    .executeTakeFirst();
  return row && { companyId: row.company_id };
}

/** Tickets spent or expired before `before`: nothing needs them any more. */
export async function deleteOldTickets(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('download_tickets')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
