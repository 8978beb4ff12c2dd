// A repair inquiry's units (migration 0026): the repair data of its items, read by the inquiry
// detail and by the repair quote (docs/decisions/2026-11-27-repair-quotes.md).
import type { RepairUnit } from '@portal/contract';
import type { Db } from '../../core/db.ts';

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

/** The units of an inquiry by item id; empty for any kind but repair. */
export async function repairUnitsByItem(
  db: Db,
  inquiryId: string,
): Promise<Map<string, RepairUnit>> {
  const rows = await db
    .selectFrom('repair_units')
    .selectAll()
    .where('inquiry_id', '=', inquiryId)
    .execute();
  return new Map(
    rows.map((r) => [
      r.item_id,
      {
        serialNumber: r.serial_number,
        reportedFault: r.reported_fault,
        aircraftRegistration: r.aircraft_registration,
        tsn: num(r.tsn),
        csn: r.csn,
        tso: num(r.tso),
        cso: r.cso,
        requiredReturnDate: r.required_return_date,
      },
    ]),
  );
}
