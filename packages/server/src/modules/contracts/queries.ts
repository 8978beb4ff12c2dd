// The supplier's contract reads. Every query takes the supplier's company, so no caller reaches
// another company's contracts; a page of the list reads `contracts` alone (migration 0022's index).
import { sql } from 'kysely';
import type { ContractKind, ContractState } from '@portal/contract';
import type { Db } from '../../core/db.ts';
import { containsPattern } from '../../db/like.ts';

export interface ContractListFilter {
  kind?: ContractKind;
  state?: ContractState;
  q?: string;
}

function listQuery(db: Db, supplierId: string, f: ContractListFilter) {
  let q = db.selectFrom('contracts as c').where('c.supplier_id', '=', supplierId);
  if (f.kind) q = q.where('c.kind', '=', f.kind);
  if (f.state) q = q.where('c.state', '=', f.state);
  if (f.q) {
    const pattern = containsPattern(f.q);
    q = q.where(sql<boolean>`(c.contract_number ilike ${pattern} or c.title ilike ${pattern})`);
  }
  return q;
}

export async function pageContracts(
  db: Db,
  supplierId: string,
  f: ContractListFilter,
  current: number,
  size: number,
) {
  const [rows, count] = await Promise.all([
    listQuery(db, supplierId, f)
      .selectAll('c')
      .orderBy('c.updated_at', 'desc')
      .orderBy('c.id')
      .limit(size)
      .offset((current - 1) * size)
      .execute(),
    listQuery(db, supplierId, f)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function contractOf(db: Db, supplierId: string, id: string) {
  return db
    .selectFrom('contracts')
    .selectAll()
    .where('id', '=', id)
    .where('supplier_id', '=', supplierId)
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

export function versionsOf(db: Db, contractId: string) {
  return db
    .selectFrom('contract_versions')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('version_no')
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
