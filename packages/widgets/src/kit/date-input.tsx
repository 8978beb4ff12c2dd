// A calendar date typed and shown in the portal's language, not the browser's: a native
// <input type="date"> shows mm/dd/yyyy on an English browser even when the portal is in Chinese
// (docs/decisions/2026-11-26-kit-date-input.md). English shows ISO (2026-11-26), Chinese
// 2026年11月26日; either language accepts both, and slashes or dots. The value stays the contract's
// ISO `yyyy-MM-dd`. The calendar button opens the browser's own date picker on a hidden native
// input, so choosing a date with the mouse or on a phone keeps working without a calendar of ours.
import { useRef, useState, type CSSProperties } from 'react';
import { Button, Input } from '@fluentui/react-components';
import { CalendarLtr20Regular } from '@fluentui/react-icons';
import type { Language } from '@portal/contract';
import { useT } from '../runtime/i18n';

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd` → the text the field shows in `lang`; anything else as it is. */
export function formatDateInput(iso: string, lang: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  return lang === 'zh' ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : iso;
}

/**
 * What the user typed → `yyyy-MM-dd`, or undefined when it is no real date. Accepts 2026-11-26,
 * 2026/11/26, 2026.11.26 and 2026年11月26日 (months and days with or without a leading zero).
 */
export function parseDateInput(text: string): string | undefined {
  const m = /^\s*(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?\s*$/.exec(text);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return undefined;
  return `${m[1]}-${pad(mo)}-${pad(d)}`;
}

const hiddenStyle: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  pointerEvents: 'none',
  border: 0,
  padding: 0,
  insetInlineEnd: 0,
  bottom: 0,
};

// Wide enough for 2026年11月26日 and the calendar button, never wider than its column.
const inputStyle: CSSProperties = { width: '12em', maxWidth: '100%' };

export interface DateInputProps {
  name?: string;
  /** `yyyy-MM-dd`, or what the user typed that is not a date yet (the schema then says so). */
  value: string | undefined;
  /** A date as `yyyy-MM-dd`; text that is no date as typed (so the form's rules report it). */
  onChange: (value: string | undefined) => void;
  readOnly?: boolean;
  /** The earliest and latest dates the calendar offers (`yyyy-MM-dd`): a range's other end. */
  min?: string;
  max?: string;
}

export function DateInput({ name, value, onChange, readOnly, min, max }: DateInputProps) {
  const { t, lang } = useT('common');
  const native = useRef<HTMLInputElement>(null);
  // While typing the text is the user's; on leaving the field a date is shown in the portal's way.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value ? formatDateInput(value, lang) : '');
  const iso = value && parseDateInput(value) ? value : '';

  const commit = (text: string) => {
    const trimmed = text.trim();
    onChange(trimmed === '' ? undefined : (parseDateInput(trimmed) ?? trimmed));
  };
  const openPicker = () => {
    const input = native.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      // No picker (an old browser, or not allowed here): typing the date still works.
      input.focus();
    }
  };

  return (
    <span style={{ position: 'relative', display: 'inline-flex', flexDirection: 'column' }}>
      <Input
        name={name}
        style={inputStyle}
        value={shown}
        readOnly={readOnly}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('kit.date.placeholder')}
        onChange={(_, d) => {
          setDraft(d.value);
          commit(d.value);
        }}
        onBlur={() => setDraft(null)}
        contentAfter={
          readOnly ? undefined : (
            <Button
              appearance="transparent"
              size="small"
              icon={<CalendarLtr20Regular />}
              aria-label={t('kit.date.pick')}
              onClick={openPicker}
            />
          )
        }
      />
      <input
        ref={native}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        style={hiddenStyle}
        min={min}
        max={max}
        value={iso}
        onChange={(e) => {
          setDraft(null);
          onChange(e.target.value || undefined);
        }}
      />
    </span>
  );
}
