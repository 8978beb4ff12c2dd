// The filters bar over a list: text (searched as the user pauses typing), select and date range,
// a server-named sort, and Reset. Wraps onto more lines in a narrow window.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Button, Field, Input, Select } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { TFunction } from '../../runtime/i18n';
import { token } from '../css-token';
import { DateInput } from '../date-input';
import { enumLabel, label } from '../enum-label';
import type { FilterDef, SortOption } from './resource-types';

/**
 * A range end filters once it is a whole date (or is cleared): half-typed text such as "2026-1"
 * stays in the field without asking the server for a list nobody wanted.
 */
function whenDate(value: string | undefined, apply: (date: string) => void) {
  if (value === undefined) apply('');
  else if (/^\d{4}-\d{2}-\d{2}$/.test(value)) apply(value);
}

/** Typing pauses this long before the list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300;

const barStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: token('spacingHorizontalM'),
};
// The two ends sit side by side where there is room and one under the other on a phone.
const rangeStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: token('spacingHorizontalXS'),
};

function SearchInput({
  label,
  placeholder,
  value,
  onCommit,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onCommit: (v: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  // The committed value can change from outside (Reset, a restored state): follow it, adjusting
  // during render as React recommends rather than in an effect.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  // The latest callback without restarting the pause each time the list re-renders.
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  }, [onCommit]);
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => commit.current(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);
  return (
    <Field label={label}>
      <Input
        type="search"
        contentBefore={<SearchRegular aria-hidden />}
        placeholder={placeholder}
        value={draft}
        onChange={(_, d) => setDraft(d.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && draft !== value) onCommit(draft);
        }}
      />
    </Field>
  );
}

export interface ListFiltersProps<In> {
  filters: FilterDef<In>[];
  values: Record<string, string>;
  onChange: (param: string, value: string) => void;
  sorts?: readonly SortOption[];
  sort?: string;
  onSort: (sort: string | undefined) => void;
  onReset: () => void;
  canReset: boolean;
  t: TFunction;
  ns?: string;
}

export function ListFilters<In>({
  filters,
  values,
  onChange,
  sorts,
  sort,
  onSort,
  onReset,
  canReset,
  t,
  ns,
}: ListFiltersProps<In>) {
  const k = { ns: 'common' };
  if (!filters.length && !sorts?.length) return null;
  return (
    <div role="search" aria-label={t('kit.list.filters', k)} part="filters" style={barStyle}>
      {filters.map((f) => {
        if (f.kind === 'text') {
          return (
            <SearchInput
              key={f.param}
              label={label(t, f.label, ns)}
              placeholder={f.placeholder ? label(t, f.placeholder, ns) : t('kit.list.search', k)}
              value={values[f.param] ?? ''}
              onCommit={(v) => onChange(f.param, v)}
            />
          );
        }
        if (f.kind === 'select') {
          return (
            <Field key={f.param} label={label(t, f.label, ns)}>
              <Select value={values[f.param] ?? ''} onChange={(_, d) => onChange(f.param, d.value)}>
                <option value="">{t('kit.list.any', k)}</option>
                {f.options.map((o) => (
                  <option key={o} value={String(o)}>
                    {enumLabel(t, f.enum, o, ns)}
                  </option>
                ))}
              </Select>
            </Field>
          );
        }
        const name = label(t, f.label, ns);
        return (
          <div key={`${f.from}-${f.to}`} role="group" aria-label={name} style={rangeStyle}>
            <Field label={t('kit.list.rangeFrom', { ...k, label: name })}>
              <DateInput
                value={values[f.from] || undefined}
                max={values[f.to] || undefined}
                onChange={(v) => whenDate(v, (d) => onChange(f.from, d))}
              />
            </Field>
            <Field label={t('kit.list.rangeTo', { ...k, label: name })}>
              <DateInput
                value={values[f.to] || undefined}
                min={values[f.from] || undefined}
                onChange={(v) => whenDate(v, (d) => onChange(f.to, d))}
              />
            </Field>
          </div>
        );
      })}
      {sorts?.length ? (
        <Field label={t('kit.list.sort', k)}>
          <Select
            value={sort && sorts.some((s) => s.value === sort) ? sort : ''}
            onChange={(_, d) => onSort(d.value || undefined)}
          >
            <option value="">{t('kit.list.defaultSort', k)}</option>
            {sorts.map((s) => (
              <option key={s.value} value={s.value}>
                {label(t, s.label, ns)}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <Button onClick={onReset} disabled={!canReset}>
        {t('kit.list.reset', k)}
      </Button>
    </div>
  );
}
