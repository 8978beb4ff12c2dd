// File rows and the one question downloads ask: may this company see this file? A supplier sees
// its own company's files and the files attached to inquiries it is a bidder of; buyer staff see
// every file. Attachment lists are here too, for the inquiry and quote screens.
import type { Attachment } from '@portal/contract';
import type { Insertable, Selectable } from 'kysely';
import type { FilesTable } from '../../db/schema.ts';
import type { Db } from '../../core/db.ts';

export type FileRow = Selectable<FilesTable>;

export function toAttachment(
  row: Pick<FileRow, 'id' | 'name' | 'size' | 'created_at'>,
): Attachment {
  return {
    id: row.id,
    name: row.name,
    size: Number(row.size),
    uploadedAt: row.created_at.toISOString(),
  };
}

export async function insertFile(db: Db, row: Insertable<FilesTable>): Promise<FileRow> {
  return db.insertInto('files').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The file if `companyId` may see it; undefined for a missing file and another's alike. */
export function visibleFile(
  db: Db,
  fileId: string,
  companyId: string,
): Promise<FileRow | undefined> {
  return db
    .selectFrom('files as f')
    .selectAll('f')
    .where('f.id', '=', fileId)
    .where((eb) =>
      eb.or([
        eb('f.company_id', '=', companyId),
        eb.exists(
          eb
            .selectFrom('companies as c')
            .select('c.id')
            .where('c.id', '=', companyId)
            .where('c.kind', '=', 'buyer'),
        ),
        eb.exists(
          eb
            .selectFrom('inquiry_attachments as ia')
            .innerJoin('bidders as b', 'b.inquiry_id', 'ia.inquiry_id')
            .select('ia.file_id')
            .whereRef('ia.file_id', '=', 'f.id')
            .where('b.company_id', '=', companyId),
        ),
      ]),
    )
    .executeTakeFirst();
}

export async function inquiryAttachments(db: Db, inquiryId: string): Promise<Attachment[]> {
  const rows = await db
    .selectFrom('inquiry_attachments as a')
    .innerJoin('files as f', 'f.id', 'a.file_id')
    .select(['f.id', 'f.name', 'f.size', 'f.created_at'])
    .where('a.inquiry_id', '=', inquiryId)
    .orderBy('f.created_at')
    .orderBy('f.id')
    .execute();
  return rows.map(toAttachment);
}

export async function quoteAttachments(db: Db, bidderId: string): Promise<Attachment[]> {
  const rows = await db
    .selectFrom('quote_attachments as a')
    .innerJoin('files as f', 'f.id', 'a.file_id')
    .select(['f.id', 'f.name', 'f.size', 'f.created_at'])
    .where('a.bidder_id', '=', bidderId)
    .orderBy('f.created_at')
    .orderBy('f.id')
    .execute();
  return rows.map(toAttachment);
}
