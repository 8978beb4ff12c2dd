// The repair block the ERP sends with a repair contract (research wave2 §2: the repair order names
// the part's serial, the reported fault, the aircraft it came off, its history since new and since
// overhaul, the required return date and the quoted turnaround). Only a contract of kind `repair`
// may carry it; the server answers 400 otherwise.
import { z } from 'zod';
import { REPAIR_LIFE_MAX, REPAIR_REMARKS_MAX, REPAIR_TURNAROUND_MAX_DAYS } from './constants.ts';

const life = z.number().min(0).max(REPAIR_LIFE_MAX).optional();
const cycles = z.number().int().min(0).max(REPAIR_LIFE_MAX).optional();

export const repairOrderInput = z.object({
  serialNumber: z.string().trim().min(1).max(40),
  reportedFault: z.string().trim().max(REPAIR_REMARKS_MAX).default(''),
  /** The aircraft the unit was removed from (B-1234). */
  aircraftRegistration: z.string().trim().max(12).default(''),
  /** Time (hours) and cycles since new (TSN/CSN) and since overhaul (TSO/CSO), where known. */
  tsn: life,
  csn: cycles,
  tso: life,
  cso: cycles,
  requiredReturnDate: z.iso.date().optional(),
  /** The turnaround the shop quoted, in calendar days from receipt to shipment. */
  turnaroundDays: z.number().int().min(1).max(REPAIR_TURNAROUND_MAX_DAYS).optional(),
});
export type RepairOrderInput = z.output<typeof repairOrderInput>;
