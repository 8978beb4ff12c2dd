// Calendar days as the buyer group counts them. The buyer works in China Standard Time (UTC+8, no
// daylight saving), so "today" for a validity date and the days of a bid-end filter are UTC+8 days,
// whatever the server's own time zone is.
const OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of `at` in the business time zone. */
export function businessDate(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a business day (YYYY-MM-DD) starts. */
export function businessDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS);
}

/** The instant the next business day starts: an exclusive upper bound for "up to and including". */
export function businessDayEnd(day: string): Date {
  return new Date(businessDayStart(day).getTime() + DAY_MS);
}
