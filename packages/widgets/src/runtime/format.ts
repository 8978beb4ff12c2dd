// Dates, numbers and money in the current language, with Intl (no locale data shipped by us).
import { getLanguage } from './i18n';

const LOCALES = { en: 'en-GB', zh: 'zh-CN' } as const;

export function intlLocale(): string {
  return LOCALES[getLanguage()];
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

export function formatDate(value: Date | string | number): string {
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium' }).format(toDate(value));
}

export function formatDateTime(value: Date | string | number): string {
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    toDate(value),
  );
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(), options).format(value);
}

export function formatMoney(value: number, currency = 'CNY'): string {
  return new Intl.NumberFormat(intlLocale(), { style: 'currency', currency }).format(value);
}

/** Bytes as the user reads them: KB under a megabyte, MB above (one decimal). */
export function formatFileSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  const number = new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1 });
  return mb >= 1 ? `${number.format(mb)} MB` : `${number.format(Math.max(bytes / 1024, 0.1))} KB`;
}
