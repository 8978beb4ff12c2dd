// The estimated cost of a repair quote line, the number a buyer compares side by side: what the
// repair is expected to cost if the unit is repairable. Without zod so a screen can show it.
import type { RepairQuoteFee } from './constants.ts';

export type RepairQuoteMoney = Partial<Record<RepairQuoteFee, number>> & {
  /** Percent of the repair added for handling. */
  handlingRate?: number;
};

/**
 * Fixed price, or time and material (repair fee + renovation labour + painting) capped by the cap
 * fee; plus the test fee; plus the handling rate on all of it. Null when the line states neither
 * a fixed price nor a repair fee (nothing to compare). Rounded to 4 decimals like the money columns.
 */
export function repairQuoteEstimate(line: RepairQuoteMoney): number | null {
  let repair: number;
  if (line.fixedPrice !== undefined) repair = line.fixedPrice;
  else if (line.repairFee !== undefined) {
    const material = line.repairFee + (line.renovationLabour ?? 0) + (line.paintingCost ?? 0);
    repair = line.capFee !== undefined ? Math.min(material, line.capFee) : material;
  } else return null;
  const total = (repair + (line.testFee ?? 0)) * (1 + (line.handlingRate ?? 0) / 100);
  return Math.round(total * 10_000) / 10_000;
}
