// The editor's clock: ticks every second in the last hour before the bid end (the countdown shows
// minutes and seconds then), every 30 s before, and not at all after, when nothing can change.
import { useEffect, useState } from 'react';

const HOUR = 3_600_000;

export function useBidClock(now: () => number, bidEnd: number): number {
  const [clock, setClock] = useState(now);
  const remaining = bidEnd - clock;
  useEffect(() => {
    if (remaining <= 0) return;
    // Never sleep past the bid end itself, so the editor locks the moment the bid closes.
    const every = Math.min(remaining < HOUR ? 1_000 : 30_000, remaining);
    const id = setTimeout(() => setClock(now()), every);
    return () => clearTimeout(id);
  }, [now, remaining, clock]);
  return clock;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', HOUR],
  ['minute', 60_000],
  ['second', 1_000],
];

/** "in 3 days" / "3天后", "2 hours ago" / "2小时前": the largest whole unit. */
export function relativeToNow(ms: number, locale: string): string {
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(ms);
  for (const [unit, size] of UNITS) {
    if (abs >= size || unit === 'second') {
      const n = Math.floor(abs / size);
      return rtf.format(ms < 0 ? -n : n, unit);
    }
  }
  return '';
}
