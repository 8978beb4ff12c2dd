// File rows and the one question downloads ask: may this company see this file? A supplier sees
// its own company's files, the files attached to inquiries it is a bidder of and the documents the
// ERP sent with its contracts (docs/decisions/2026-11-27-contract-attachments.md); buyer staff see
// every file. Attachment lists are here too, for the inquiry and quote screens.
import type { Attachment } from '@portal/contract';
import { sql, type Insertable, type Selectable } from 'kysely';
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
        eb.exists(
          eb
            .selectFrom('contract_attachments as ca')
            .innerJoin('contracts as k', 'k.id', 'ca.contract_id')
            .select('ca.file_id')
            .whereRef('ca.file_id', '=', 'f.id')
            .where('k.supplier_id', '=', companyId),
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

/** The buyer company: the owner of the documents its outside systems upload. */
export async function buyerCompanyId(db: Db): Promise<string> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('kind', '=', 'buyer')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Bytes the company's files take: what its storage quota counts. */
export async function companyUsage(db: Db, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('size'), sql<string>`0`).as('used'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

/** A column that refers to files.id, found in the database's own catalogue. */
interface FileReference {
  table: string;
  column: string;
}

/**
 * Every column with a foreign key to files.id. Read from the catalogue rather than listed here, so
 * an attachment table another module adds later keeps its files from the sweep without a change
 * in this module (docs/decisions/2026-11-26-storage-quota-and-sweep.md).
 */
export async function fileReferences(db: Db): Promise<FileReference[]> {
  const { rows } = await sql<FileReference>`
    select cl.relname as "table", att.attname as "column"
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any(con.conkey)
    where con.contype = 'f' and con.confrelid = 'files'::regclass
    order by 1, 2`.execute(db);
  return rows;
}

function unattached(references: readonly FileReference[]) {
  return sql.join(
    references.map(
      (r) =>
        sql`not exists (select 1 from ${sql.table(r.table)} as r where ${sql.ref(`r.${r.column}`)} = f.id)`,
    ),
    sql` and `,
  );
}

/** Up to `limit` files created before `cutoff` that nothing refers to, oldest first. */
export async function unattachedFiles(
  db: Db,
  references: readonly FileReference[],
  cutoff: Date,
  limit: number,
): Promise<{ id: string }[]> {
  const { rows } = await sql<{ id: string }>`
    select f.id from files as f
    where f.created_at < ${cutoff} ${references.length ? sql`and ${unattached(references)}` : sql``}
    order by f.created_at, f.id
    limit ${limit}`.execute(db);
  return rows;
}

/**
 * Deletes the file row if it is still old and unattached, and answers it (undefined otherwise).
 * The row is locked first, so an attachment being written at the same time either committed before
 * (and the check below, a new statement, sees it) or waits and then fails on its foreign key; a
 * cascading attachment table can never lose a row it just gained.
 */
export async function deleteIfUnattached(
  trx: Db,
  references: readonly FileReference[],
  fileId: string,
  cutoff: Date,
): Promise<FileRow | undefined> {
  const locked = await trx
    .selectFrom('files')
    .select('id')
    .where('id', '=', fileId)
    .where('created_at', '<', cutoff)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) return undefined;
  const { rows } = await sql<FileRow>`
    delete from files as f
    where f.id = ${fileId} ${references.length ? sql`and ${unattached(references)}` : sql``}
    returning f.*`.execute(trx);
  return rows[0];
}
