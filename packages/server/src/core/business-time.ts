// Calendar days as the buyer group counts them. The buyer works in China Standard Time (UTC+8, no
// daylight saving), so "today" for a validity date, an expiry, a due date or the days of a bid-end
// filter is a UTC+8 day, whatever the server's own time zone is. Every module asks here: between
// 00:00 and 08:00 Beijing time a UTC day is still yesterday (business-time.test.ts).
const OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The app's clock (AppConfig.now): tests move it instead of waiting. */
export interface Clock {
  now(): Date;
}

/** YYYY-MM-DD of `at` in the business time zone. */
export function businessDate(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** Today (YYYY-MM-DD) in the business time zone, by the app's clock. */
export function businessToday(clock: Clock): string {
  return businessDate(clock.now());
}

/** The business day `days` after (or before, when negative) the day of `at`. */
export function businessDateAfter(at: Date, days: number): string {
  return businessDate(new Date(at.getTime() + days * DAY_MS));
}

/** The instant a business day (YYYY-MM-DD) starts. */
export function businessDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS);
}

/** The instant the next business day starts: an exclusive upper bound for "up to and including". */
export function businessDayEnd(day: string): Date {
  return new Date(businessDayStart(day).getTime() + DAY_MS);
}
