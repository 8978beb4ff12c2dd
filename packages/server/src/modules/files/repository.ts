// File rows and the one question downloads ask: may this company see this file? A supplier sees
// its own company's files and the files attached to inquiries it is a bidder of; buyer staff see
// every file. Attachment lists are here too, for the inquiry and quote screens.
import type { Attachment } from '@portal/contract';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, FilesTable } from '../../db/schema.ts';

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

export class FilesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<FilesTable>, db: Kysely<Database> = this.db): Promise<FileRow> {
    return db.insertInto('files').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** The file if `companyId` may see it; undefined for a missing file and another's alike. */
  visibleTo(fileId: string, companyId: string): Promise<FileRow | undefined> {
    return this.db
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

  /** Which of `fileIds` belong to the company (what it may attach to its quote). */
  async ownedBy(companyId: string, fileIds: readonly string[]): Promise<string[]> {
    if (fileIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('files')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', 'in', [...fileIds])
      .execute();
    return rows.map((r) => r.id);
  }

  async inquiryAttachments(inquiryId: string): Promise<Attachment[]> {
    const rows = await this.db
      .selectFrom('inquiry_attachments as a')
      .innerJoin('files as f', 'f.id', 'a.file_id')
      .select(['f.id', 'f.name', 'f.size', 'f.created_at'])
      .where('a.inquiry_id', '=', inquiryId)
      .orderBy('f.created_at')
      .orderBy('f.id')
      .execute();
    return rows.map(toAttachment);
  }

  async quoteAttachments(bidderId: string): Promise<Attachment[]> {
    const rows = await this.db
      .selectFrom('quote_attachments as a')
      .innerJoin('files as f', 'f.id', 'a.file_id')
      .select(['f.id', 'f.name', 'f.size', 'f.created_at'])
      .where('a.bidder_id', '=', bidderId)
      .orderBy('f.created_at')
      .orderBy('f.id')
      .execute();
    return rows.map(toAttachment);
  }
}
