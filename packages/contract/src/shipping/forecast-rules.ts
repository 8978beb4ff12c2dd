// Shipment forecast rules shared by the server and the widget (docs/product-rules.md#shipment-
// forecasts): how a line's plan is checked, what counts as a change for the history, and when a
// planned shipment has slipped past the contract's delivery date.
import { FORECAST_ENTRIES_PER_LINE_MAX, FORECAST_HORIZON_DAYS } from './forecast-constants.ts';

export interface ForecastEntry {
  /** Planned ship date, YYYY-MM-DD. */
  date: string;
  quantity: number;
}

/** One row of a line's history: an entry added (old null), removed (new null) or moved. */
export interface ForecastChange {
  oldDate: string | null;
  oldQuantity: number | null;
  newDate: string | null;
  newQuantity: number | null;
}

export type ForecastProblem =
  | { key: 'forecast.tooManyEntries'; params: { max: number } }
  | { key: 'forecast.overQuantity'; params: { max: number } }
  | { key: 'forecast.datePast'; params: { date: string } }
  | { key: 'forecast.dateTooFar'; params: { date: string } }
  | { key: 'forecast.duplicateDate'; params: { date: string } };

/** `date` plus `days` calendar days, both YYYY-MM-DD (UTC arithmetic: no time zone shifts). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Entries in plan order: by date (one entry per date, so the order is total). */
export function sortEntries(entries: readonly ForecastEntry[]): ForecastEntry[] {
  return [...entries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The first problem of a line's new plan, or null. A date already in the stored plan may stay
 * (a planned shipment that is due today or overdue is still the plan); a new or moved date may not
 * be before `today` nor past the horizon (docs/decisions/2026-11-27-shipment-forecast-dates.md).
 */
export function checkLinePlan(
  entries: readonly ForecastEntry[],
  stored: readonly ForecastEntry[],
  lineQuantity: number,
  today: string,
): ForecastProblem | null {
  if (entries.length > FORECAST_ENTRIES_PER_LINE_MAX) {
    return { key: 'forecast.tooManyEntries', params: { max: FORECAST_ENTRIES_PER_LINE_MAX } };
  }
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.date)) return { key: 'forecast.duplicateDate', params: { date: e.date } };
    seen.add(e.date);
  }
  const total = entries.reduce((sum, e) => sum + e.quantity, 0);
  if (total > lineQuantity) return { key: 'forecast.overQuantity', params: { max: lineQuantity } };
  const kept = new Set(stored.map((e) => e.date));
  const horizon = addDays(today, FORECAST_HORIZON_DAYS);
  for (const e of entries) {
    if (kept.has(e.date)) continue;
    if (e.date < today) return { key: 'forecast.datePast', params: { date: e.date } };
    if (e.date > horizon) return { key: 'forecast.dateTooFar', params: { date: e.date } };
  }
  return null;
}

/**
 * What changed between the stored and the new plan, both taken in date order and paired by
 * position: the first planned shipment against the first, and so on, so that a shipment moved
 * from the 3rd to the 10th reads as one move, not as a removal and an addition.
 */
export function planChanges(
  stored: readonly ForecastEntry[],
  entries: readonly ForecastEntry[],
): ForecastChange[] {
  const before = sortEntries(stored);
  const after = sortEntries(entries);
  const changes: ForecastChange[] = [];
  for (let i = 0; i < Math.max(before.length, after.length); i += 1) {
    const o = before[i];
    const n = after[i];
    if (o && n && o.date === n.date && o.quantity === n.quantity) continue;
    changes.push({
      oldDate: o?.date ?? null,
      oldQuantity: o?.quantity ?? null,
      newDate: n?.date ?? null,
      newQuantity: n?.quantity ?? null,
    });
  }
  return changes;
}

/** A planned shipment has slipped when it ships after the line's delivery date. */
export function forecastSlipped(plannedDate: string, deliveryDate: string): boolean {
  return plannedDate > deliveryDate;
}
