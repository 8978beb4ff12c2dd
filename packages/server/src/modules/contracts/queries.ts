// The contract reads. Every supplier query takes the supplier's company, so no supplier reaches
// another company's contracts; the buyer's reads (null company) see every supplier's. A list page
// filters and counts `contracts` alone (migration 0022's index for a supplier, 0023's and 0025's
// for the buyer); the supplier's code and name are looked up for the page's rows only.
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import {
  LIST_COUNT_AHEAD_PAGES,
  MAX_VERSIONS_WITH_LINES,
  type ContractKind,
  type ContractState,
} from '@portal/contract';
import type { Db } from '../../core/db.ts';
import { containsPattern, searchLiteral, startsOrEndsWith } from '../../db/like.ts';

/**
 * What a list row shows (service.ts toRow): not the invoice, the links or the signer, which the
 * page's JSON would carry for nothing (a list request's time is mostly building and parsing it).
 */
const LIST_COLUMNS = [
  'c.id',
  'c.supplier_id',
  'c.contract_number',
  'c.kind',
  'c.title',
  'c.state',
  'c.current_version',
  'c.currency',
  'c.total_amount',
  'c.line_count',
  'c.buyer_contact',
  'c.signed_at',
  'c.updated_at',
  'c.version',
] as const;

/** A contracts column a list row carries. */
export type ContractListColumn = (typeof LIST_COLUMNS)[number] extends `c.${infer C}` ? C : never;

export interface ContractListFilter {
  /** The buyer's filter on the supplier, by its code. */
  supplierCode?: string;
  kind?: ContractKind;
  state?: ContractState;
  q?: string;
}

function listQuery(db: Db, supplierId: string | null, f: ContractListFilter) {
  let q = db
    .selectFrom('contracts as c')
    .$if(supplierId !== null, (qb) => qb.where('c.supplier_id', '=', supplierId!));
  if (f.supplierCode) {
    const code = f.supplierCode;
    q = q.where('c.supplier_id', '=', (eb) =>
      eb
        .selectFrom('companies')
        .select('id')
        .where('kind', '=', 'supplier')
        .where('code', '=', code),
    );
  }
  if (f.kind) q = q.where('c.kind', '=', f.kind);
  if (f.state) q = q.where('c.state', '=', f.state);
  if (f.q) {
    // A number from its start or its end (a copied number, or its serial part); the title anywhere.
    const inTitle = searchLiteral(containsPattern(f.q));
    q = q.where(
      sql<boolean>`(${startsOrEndsWith('c.contract_number', f.q)} or c.title ilike ${inTitle})`,
    );
  }
  return q;
}

/**
 * A page and the filter's total in one statement (docs/decisions/2026-11-23-one-statement-per-page.md):
 * two subqueries, each planned on its own index, the page's rows as JSON. The total counts at most
 * LIST_COUNT_AHEAD_PAGES pages past this one (`totalCapped` says there are more): a walk
 * of an index that stops, where counting a whole tab read every contract in it. The limits are
 * written into the statement: in the generic plan PostgreSQL keeps for a prepared statement
 * (db/pglite-statements.ts) `limit $1` is taken to stop after a tenth of the matches, and a search
 * with a few matches became a walk of every contract "until the tenth" (650 ms at 200,000).
 */
export async function pageContracts(
  db: Db,
  supplierId: string | null,
  f: ContractListFilter,
  current: number,
  size: number,
) {
  const cap = (current + LIST_COUNT_AHEAD_PAGES) * size;
  const found = await db
    .selectNoFrom([
      db
        .selectFrom(
          listQuery(db, supplierId, f)
            .select(sql`1`.as('one'))
            .limit(sql.lit(cap + 1))
            .as('m'),
        )
        .select((eb) => eb.fn.countAll().as('n'))
        .as('n'),
      jsonArrayFrom(
        listQuery(db, supplierId, f)
          .innerJoin('companies as s', 's.id', 'c.supplier_id')
          .select(LIST_COLUMNS)
          .select([
            's.code as supplier_code',
            's.name as supplier_name',
            's.name_en as supplier_name_en',
          ])
          .orderBy('c.updated_at', 'desc')
          .orderBy('c.id')
          .limit(sql.lit(size))
          .offset(sql.lit((current - 1) * size)),
      ).as('rows'),
    ])
    .executeTakeFirstOrThrow();
  // JSON carries the times as text; the row type wants Dates, as from any other query.
  const rows = found.rows.map((r) => ({
    ...r,
    updated_at: new Date(r.updated_at),
    signed_at: r.signed_at === null ? null : new Date(r.signed_at),
  }));
  const n = Number(found.n ?? 0);
  return { rows, total: Math.min(n, cap), totalCapped: n > cap };
}

/** The contract if `supplierId` owns it (null: the buyer, who sees every supplier's). */
export function contractOf(db: Db, supplierId: string | null, id: string) {
  return db
    .selectFrom('contracts as c')
    .innerJoin('companies as s', 's.id', 'c.supplier_id')
    .selectAll('c')
    .select(['s.code as supplier_code', 's.name as supplier_name', 's.name_en as supplier_name_en'])
    .where('c.id', '=', id)
    .$if(supplierId !== null, (qb) => qb.where('c.supplier_id', '=', supplierId!))
    .executeTakeFirst();
}

/** The signed copy's file row, for the contract page. */
export function signedFileOf(db: Db, fileId: string) {
  return db
    .selectFrom('files')
    .select(['id', 'name', 'size', 'created_at'])
    .where('id', '=', fileId)
    .executeTakeFirst();
}

export function linesOf(db: Db, contractId: string, versionNo: number) {
  return db
    .selectFrom('contract_lines')
    .selectAll()
    .where('contract_id', '=', contractId)
    .where('version_no', '=', versionNo)
    .orderBy('line_no')
    .execute();
}

/**
 * Every version, the newest MAX_VERSIONS_WITH_LINES with their lines (null for older ones), in one
 * statement (docs/decisions/2026-11-23-one-statement-per-page.md): the lines come as JSON through
 * contract_lines' (contract_id, version_no, line_no) key.
 */
export function versionsOf(db: Db, contractId: string, currentVersion: number) {
  const oldestWithLines = currentVersion - MAX_VERSIONS_WITH_LINES + 1;
  return db
    .selectFrom('contract_versions as v')
    .selectAll('v')
    .select((eb) =>
      eb
        .case()
        .when('v.version_no', '>=', oldestWithLines)
        .then(
          jsonArrayFrom(
            eb
              .selectFrom('contract_lines as l')
              .selectAll('l')
              .whereRef('l.contract_id', '=', 'v.contract_id')
              .whereRef('l.version_no', '=', 'v.version_no')
              .orderBy('l.line_no'),
          ),
        )
        .end()
        .as('lines'),
    )
    .where('v.contract_id', '=', contractId)
    .orderBy('v.version_no')
    .execute();
}

export function historyOf(db: Db, contractId: string) {
  return db
    .selectFrom('contract_events')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** The contract's documents (the ERP's and the supplier's), oldest first, with their files. */
export function attachmentsOf(db: Db, contractId: string) {
  return db
    .selectFrom('contract_attachments as a')
    .innerJoin('files as f', 'f.id', 'a.file_id')
    .select([
      'f.id',
      'f.name',
      'f.size',
      'a.created_at',
      'a.source',
      'a.version_no',
      'a.uploaded_by_name',
    ])
    .where('a.contract_id', '=', contractId)
    .orderBy('a.created_at')
    .orderBy('f.id')
    .execute();
}
