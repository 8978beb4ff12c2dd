// One field of a record as text in the current language: money with its currency, dates, enum
// labels, yes/no. Lists and details share it, so a value reads the same on every screen.
import type { CSSProperties, ReactNode } from 'react';
import { Link } from '@fluentui/react-components';
import type { TFunction } from '../runtime/i18n';
import {
  formatDate,
  formatDateTime,
  formatFileSize,
  formatMoney,
  formatNumber,
} from '../runtime/format';
import { useT } from '../runtime/i18n';
import { token } from './css-token';
import { downloadOnClick, downloadUrl } from './download-url';
import { enumLabel, namespaces } from './enum-label';
import type { FieldDef } from './resource/resource-types';
import { StatusBadge } from './status-badge';

/** A field of an object whose type the caller does not know statically (a generic row). */
export function fieldOf(record: unknown, key: string): unknown {
  return record !== null && typeof record === 'object'
    ? (record as Record<string, unknown>)[key]
    : undefined;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date (YYYY-MM-DD) is the same day everywhere: parsed as local midnight, because
 * `new Date('2026-03-01')` is UTC midnight and shows as 28 February west of Greenwich.
 */
export function toCalendarDate(value: string | number | Date): Date {
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value);
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  }
  return value instanceof Date ? value : new Date(value);
}

export function formatMoneySafe(value: number, currency: string): string {
  try {
    return formatMoney(value, currency);
  } catch {
    // Not an ISO 4217 code Intl knows: the amount, then the code as the server sent it.
    return `${formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 4 })} ${currency}`;
  }
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** The field's value as plain text ('' when empty). */
export function formatFieldText(
  field: FieldDef,
  name: string,
  record: unknown,
  t: TFunction,
  ns?: string,
): string {
  const value = fieldOf(record, name);
  if (isEmpty(value)) return '';
  switch (field.kind) {
    case 'number':
      return typeof value === 'number'
        ? formatNumber(value) + (field.unit ? ` ${t(field.unit, { ns: namespaces(ns) })}` : '')
        : String(value);
    case 'money': {
      if (typeof value !== 'number') return String(value);
      const code = field.currencyField ? fieldOf(record, field.currencyField) : undefined;
      return formatMoneySafe(
        value,
        typeof code === 'string' && code ? code : (field.currency ?? 'CNY'),
      );
    }
    case 'date':
      return typeof value === 'string' || typeof value === 'number' || value instanceof Date
        ? formatDate(toCalendarDate(value))
        : String(value);
    case 'date-time':
      return typeof value === 'string' || typeof value === 'number' || value instanceof Date
        ? formatDateTime(value)
        : String(value);
    case 'enum':
    case 'status':
      return typeof value === 'string' || typeof value === 'number'
        ? enumLabel(t, field.enum, value, ns)
        : String(value);
    case 'boolean':
      return t(value ? 'kit.value.yes' : 'kit.value.no', { ns: 'common' });
    case 'bytes':
      return typeof value === 'number' ? formatFileSize(value) : String(value);
    case 'json':
      return prettyJson(value);
    case 'lookup': {
      const name = field.labelField ? fieldOf(record, field.labelField) : undefined;
      return typeof name === 'string' && name ? name : String(value);
    }
    default:
      return String(value);
  }
}

/** JSON as people read it: two-space indents; text that is not an object as it is. */
export function prettyJson(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2) ?? '';
}

const jsonStyle: CSSProperties = {
  margin: 0,
  padding: token('spacingHorizontalM'),
  maxHeight: 360,
  overflow: 'auto',
  fontFamily: token('fontFamilyMonospace'),
  fontSize: token('fontSizeBase200'),
  background: token('colorNeutralBackground3'),
  borderRadius: token('borderRadiusMedium'),
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
};
const noteStyle: CSSProperties = { margin: 0, color: token('colorNeutralForeground3') };

/** Visually hidden but read: the dash of an empty value means nothing to a screen reader. */
export const srOnly: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** The value for display, with the caller's `t` (one hook per list instead of one per cell). */
export function renderFieldValue(
  field: FieldDef,
  name: string,
  record: unknown,
  t: TFunction,
  ns?: string,
): ReactNode {
  const value = fieldOf(record, name);
  if (field.render) {
    // The definition typed the parameters it reads (FieldRender); here they are what the row holds.
    return (field.render as (v: unknown, r: unknown, t: TFunction) => ReactNode)(value, record, t);
  }
  if (isEmpty(value) && field.kind === 'json' && field.empty) {
    return <p style={noteStyle}>{t(field.empty, { ns: namespaces(ns) })}</p>;
  }
  if (isEmpty(value)) {
    return (
      <>
        <span aria-hidden="true">{t('kit.value.empty', { ns: 'common' })}</span>
        <span style={srOnly}>{t('kit.value.none', { ns: 'common' })}</span>
      </>
    );
  }
  if (field.kind === 'status' && typeof value === 'string') {
    return <StatusBadge value={value} enum={field.enum} colors={field.colors} ns={ns} />;
  }
  if (field.kind === 'json') {
    // Focusable, so a keyboard can scroll a long payload (axe: scrollable-region-focusable).
    return (
      <pre style={jsonStyle} tabIndex={0}>
        {prettyJson(value)}
      </pre>
    );
  }
  if (field.kind === 'file') {
    const id = fieldOf(record, field.idField ?? 'id');
    if (typeof id === 'string' && id) {
      return (
        <Link href={downloadUrl(id)} onClick={downloadOnClick(id)}>
          {String(value)}
        </Link>
      );
    }
  }
  return formatFieldText(field, name, record, t, ns);
}

export interface FieldValueProps {
  field: FieldDef;
  name: string;
  record: unknown;
  ns?: string;
}

/** A status as a badge, anything else as text, an empty value as a dash ("not set" when read). */
export function FieldValue({ field, name, record, ns }: FieldValueProps) {
  const { t } = useT(namespaces(ns));
  return <>{renderFieldValue(field, name, record, t, ns)}</>;
}
