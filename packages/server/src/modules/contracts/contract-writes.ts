// The writes every move on a contract makes: the head follows the move (state, current version and
// its totals, the optimistic version), and the history gets one event. The supplier's answer, the
// buyer's decision, the sign-for and the ERP's versions all go through these two.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ContractState } from '@portal/contract';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface ContractHead {
  state: ContractState;
  currentVersion: number;
  total: number;
  lineCount: number;
  at: Date;
}

/** Moves the head of contract `c` (read under lock in the same transaction) to `head`. */
export async function updateContractHead(
  db: Db,
  c: { id: string; version: number },
  head: ContractHead,
): Promise<void> {
  await db
    .updateTable('contracts')
    .set({
      state: head.state,
      current_version: head.currentVersion,
      total_amount: head.total,
      line_count: head.lineCount,
      updated_at: head.at,
      version: c.version + 1,
    })
    .where('id', '=', c.id)
    .execute();
}

export interface ContractEvent {
  contractId: string;
  /** A message key `contract.event.*`. */
  event: string;
  versionNo: number;
  byName: string;
  /** The company of who did it; null for the ERP. */
  companyId: string | null;
  remark?: string;
  at: Date;
}

/** One line of the contract's history. */
export async function insertContractEvent(db: Db, e: ContractEvent): Promise<void> {
  await db
    .insertInto('contract_events')
    .values({
      id: randomUUID(),
      contract_id: e.contractId,
      event: e.event,
      version_no: e.versionNo,
      by_name: e.byName,
      company_id: e.companyId,
      ...(e.remark === undefined ? {} : { remark: e.remark }),
      at: e.at,
    })
    .execute();
}
