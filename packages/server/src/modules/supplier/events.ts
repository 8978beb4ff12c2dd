// The supplier's audit history (`supplier_events`): every module that moves or marks a supplier
// writes its line here, in the transaction of the change.
import { randomUUID } from 'node:crypto';
import type { AuditState } from '@portal/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface SupplierEvent {
  companyId: string;
  action: string;
  from: AuditState | null;
  to: AuditState | null;
  /** Who, as shown: a person (with the user, when there is one) or the outside system. */
  by: { userId: string | null; name: string };
  remarks?: string;
}

/** Writes one event, or several in one statement, all at `at`. */
export async function recordSupplierEvent(
  trx: Transaction<Database>,
  event: SupplierEvent | readonly SupplierEvent[],
  at: Date,
): Promise<void> {
  const events: readonly SupplierEvent[] = 'companyId' in event ? [event] : event;
  if (!events.length) return;
  await trx
    .insertInto('supplier_events')
    .values(
      events.map((e) => ({
        id: randomUUID(),
        company_id: e.companyId,
        action: e.action,
        from_state: e.from,
        to_state: e.to,
        by_user_id: e.by.userId,
        by_name: e.by.name,
        remarks: e.remarks ?? '',
        created_at: at,
      })),
    )
    .execute();
}
