// Repair quote lines between the contract's shape (camelCase, numbers) and the table's row
// (snake_case; money as numeric strings), like the part quote's quote-lines.ts.
import type {
  RepairOutcome,
  RepairQuoteLine,
  RepairShipping,
  StoredRepairQuoteLine,
} from '@portal/contract';
import type { Insertable, Selectable } from 'kysely';
import type { RepairQuoteLinesTable } from '../../db/schema.ts';

type Row = Selectable<RepairQuoteLinesTable>;
export type RepairLineValues = Omit<Insertable<RepairQuoteLinesTable>, 'updated_at'>;

/** Line field ↔ column for every money column (numeric in the table). */
const MONEY = {
  testFee: 'test_fee',
  repairFee: 'repair_fee',
  renovationLabour: 'renovation_labour',
  fixedPrice: 'fixed_price',
  capFee: 'cap_fee',
  exchangeFee: 'exchange_fee',
  paintingCost: 'painting_cost',
  berFee: 'ber_fee',
  nffFee: 'nff_fee',
  scrapFee: 'scrap_fee',
  handlingRate: 'handling_rate',
} as const;
const WHOLE = {
  warrantyMonths: 'warranty_months',
  warrantyFlightHours: 'warranty_flight_hours',
  warrantyCycles: 'warranty_cycles',
  claimMonths: 'claim_months',
  turnaroundDays: 'turnaround_days',
  certificateType: 'certificate_type',
} as const;

/** The line of an item before the first save: not quoted, nothing stated. */
export function emptyRepairLine(itemId: string): StoredRepairQuoteLine {
  return { id: null, itemId, quoted: false };
}

export function rowToRepairLine(row: Row): StoredRepairQuoteLine {
  const line: StoredRepairQuoteLine = { id: row.id, itemId: row.item_id, quoted: row.quoted };
  const set = line as Record<string, unknown>;
  for (const [field, column] of Object.entries(MONEY)) {
    const v = row[column];
    if (v !== null) set[field] = Number(v);
  }
  for (const [field, column] of Object.entries(WHOLE)) {
    const v = row[column];
    if (v !== null) set[field] = v;
  }
  if (row.currency !== null) line.currency = row.currency as RepairQuoteLine['currency'];
  if (row.evaluation_outcome !== null)
    line.evaluationOutcome = row.evaluation_outcome as RepairOutcome;
  if (row.validity_date !== null) line.validityDate = row.validity_date;
  if (row.shipping !== null) line.shipping = row.shipping as RepairShipping;
  if (row.remarks !== '') line.remarks = row.remarks;
  return line;
}

export function repairLineToValues(
  line: RepairQuoteLine,
  ids: { id: string; bidderId: string; inquiryId: string },
): RepairLineValues {
  const values: Record<string, unknown> = {
    id: ids.id,
    bidder_id: ids.bidderId,
    inquiry_id: ids.inquiryId,
    item_id: line.itemId,
    quoted: line.quoted,
    currency: line.currency ?? null,
    evaluation_outcome: line.evaluationOutcome ?? null,
    validity_date: line.validityDate ?? null,
    shipping: line.shipping ?? null,
    remarks: line.remarks ?? '',
  };
  for (const [field, column] of [...Object.entries(MONEY), ...Object.entries(WHOLE)]) {
    values[column] = line[field as keyof RepairQuoteLine] ?? null;
  }
  return values as RepairLineValues;
}
