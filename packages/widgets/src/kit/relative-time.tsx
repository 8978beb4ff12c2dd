// "just now" under JUST_NOW_SECONDS, then minutes/hours/days ago in the current language, ticking.
import { useEffect, useState } from 'react';
import { JUST_NOW_SECONDS } from '@portal/contract';
import { formatDateTime, intlLocale } from '../runtime/format';
import { useT } from '../runtime/i18n';

export interface RelativeTimeProps {
  value: Date | string | number;
  /** Injected clock for stories and tests. */
  now?: () => number;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

export function relativeTimeText(seconds: number, justNow: string, locale: string): string {
  if (seconds < JUST_NOW_SECONDS) return justNow;
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return rtf.format(-Math.floor(seconds / size), unit);
  }
  return rtf.format(-Math.floor(seconds), 'second');
}

export function RelativeTime({ value, now = Date.now }: RelativeTimeProps) {
  const { t } = useT('common');
  const [clock, setClock] = useState(now);
  const time = new Date(value).getTime();
  const seconds = Math.max(0, (clock - time) / 1000);
  useEffect(() => {
    // Tick fast while the text changes each few seconds, slowly once it says hours or days.
    const every = seconds < 3_600 ? 10_000 : 60_000;
    const id = setInterval(() => setClock(now()), every);
    return () => clearInterval(id);
  }, [now, seconds]);
  return (
    <time dateTime={new Date(time).toISOString()} title={formatDateTime(time)}>
      {relativeTimeText(seconds, t('justNow'), intlLocale())}
    </time>
  );
}
