// A bidder's repair quote lines (one per unit, unique bidder_id + item_id) and the units a repair
// quote template lists.
import type { Db } from '../../core/db.ts';
import type { RepairLineValues } from './lines.ts';

/** Rows per insert: a line has ~30 columns and PostgreSQL takes at most 65,535 parameters. */
const LINES_PER_INSERT = 500;

export function repairLines(db: Db, bidderId: string) {
  return db
    .selectFrom('repair_quote_lines')
    .selectAll()
    .where('bidder_id', '=', bidderId)
    .execute();
}

/** Inserts or replaces the lines (by bidder and item); the row keeps its first id. */
export async function upsertRepairLines(
  db: Db,
  values: RepairLineValues[],
  at: Date,
): Promise<void> {
  for (let start = 0; start < values.length; start += LINES_PER_INSERT) {
    const chunk = values
      .slice(start, start + LINES_PER_INSERT)
      .map((v) => ({ ...v, updated_at: at }));
    const keep = new Set(['id', 'bidder_id', 'inquiry_id', 'item_id']);
    const columns = Object.keys(chunk[0] ?? {}).filter((c) => !keep.has(c)) as Array<
      keyof RepairLineValues & string
    >;
    await db
      .insertInto('repair_quote_lines')
      .values(chunk)
      .onConflict((oc) =>
        oc
          .columns(['bidder_id', 'item_id'])
          .doUpdateSet((eb) =>
            Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}`)])),
          ),
      )
      .execute();
  }
}

/** The template's units: item no, part number, description and the unit's serial. */
export function templateUnits(db: Db, inquiryId: string) {
  return db
    .selectFrom('inquiry_items as it')
    .leftJoin('repair_units as u', 'u.item_id', 'it.id')
    .select(['it.id', 'it.item_no', 'it.material_number', 'it.description', 'u.serial_number'])
    .where('it.inquiry_id', '=', inquiryId)
    .orderBy('it.item_no')
    .execute();
}
