// What the contracts module's ERP call hands this module: the optional repair block of a contract
// (issue 14). Kept to one function so the contracts module knows nothing of repair tables.
import type { ContractKind, RepairOrderInput } from '@portal/contract';
import type { Db } from '../../core/db.ts';
import { ApiError } from '../../http/api-error.ts';
import { upsertRepairData } from './queries.ts';

/**
 * Stores the repair data of an issued or revised contract, in the ERP call's transaction. A repair
 * block on another kind of contract is 400 (the transaction then stores nothing).
 */
export async function recordErpRepairData(
  db: Db,
  contract: { id: string; kind: ContractKind; repair?: RepairOrderInput },
  at: Date,
): Promise<void> {
  if (!contract.repair) return;
  if (contract.kind !== 'repair') {
    throw new ApiError(400, 'repair.onlyForRepair', {
      fields: { repair: 'repair.onlyForRepair' },
    });
  }
  await upsertRepairData(db, contract.id, contract.repair, at);
}
