import { afterEach, describe, expect, it } from 'vitest';
import { configurePortal } from '../runtime/config';
import { i18n } from '../runtime/i18n';
import { formatFieldText, formatMoneySafe, toCalendarDate } from './field-value';

afterEach(() => {
  configurePortal({ lang: 'en' });
});

const t = i18n.t.bind(i18n);

describe('field formatting', () => {
  it('keeps a calendar date on its day whatever the time zone', () => {
    const d = toCalendarDate('2026-03-01');
    expect([d.getFullYear(), d.getMonth(), d.getDate()]).toEqual([2026, 2, 1]);
  });

  it('formats money with the currency of another field, or the field default', () => {
    configurePortal({ lang: 'en' });
    const field = { kind: 'money', label: 'x', currencyField: 'cur' } as const;
    expect(formatFieldText(field, 'amount', { amount: 1234.5, cur: 'USD' }, t)).toBe('US$1,234.50');
    expect(formatFieldText(field, 'amount', { amount: 1234.5, cur: null }, t)).toBe('CN¥1,234.50');
    configurePortal({ lang: 'zh' });
    expect(formatFieldText(field, 'amount', { amount: 1234.5, cur: 'USD' }, t)).toBe('US$1,234.50');
    expect(formatFieldText(field, 'amount', { amount: 1234.5, cur: 'CNY' }, t)).toBe('¥1,234.50');
  });

  it('does not throw on a currency code Intl does not know', () => {
    expect(formatMoneySafe(10, 'XYZW')).toBe('10.00 XYZW');
  });

  it('translates enum values and booleans, and leaves empty values empty', () => {
    configurePortal({ lang: 'zh' });
    const status = { kind: 'enum', label: 'x', enum: 'quoteState', options: ['hold'] } as const;
    expect(formatFieldText(status, 's', { s: 'hold' }, t)).toBe('已暂存');
    expect(formatFieldText({ kind: 'boolean', label: 'x' }, 'b', { b: true }, t)).toBe('是');
    expect(formatFieldText({ kind: 'text', label: 'x' }, 'v', { v: '' }, t)).toBe('');
    expect(formatFieldText({ kind: 'number', label: 'x' }, 'v', { v: null }, t)).toBe('');
  });
});
