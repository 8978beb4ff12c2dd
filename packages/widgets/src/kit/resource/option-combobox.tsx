// A combobox for long lists: an input that filters the choices as the user types (countries, time
// zones) or asks the server for them (suppliers, ports, part numbers), after the WAI-ARIA 1.2
// combobox pattern — arrow keys move through the listbox, Enter picks, Escape closes, leaving the
// input puts back the chosen value's name. Hand-made over Fluent's Input: Fluent's Combobox brings
// its popup positioning (~18 KB gzip); a list under the input needs none. A lazy chunk of its own,
// fetched the first time a form shows such a field.
import { useEffect, useId, useMemo, useState, type CSSProperties } from 'react';
import { Input } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import type { TFunction } from '../../runtime/i18n';
import { token } from '../css-token';
import type { EnumValue } from './resource-types';

export interface ComboOption {
  value: EnumValue;
  label: string;
}

export interface OptionComboboxProps {
  name: string;
  /** The field's label: the listbox's name. */
  label: string;
  value: unknown;
  onChange: (value: EnumValue | undefined) => void;
  /** Fixed choices, filtered here as the user types. */
  options?: readonly ComboOption[];
  /** Or choices from the server for what the user typed (debounced). */
  load?: (search: string, signal: AbortSignal) => Promise<readonly ComboOption[]>;
  /** The chosen value's name when the choices are not loaded yet (an edit's record has it). */
  selectedLabel?: string;
  readOnly?: boolean;
  t: TFunction;
}

/** Typing pauses this long before the server is asked. */
export const LOOKUP_DEBOUNCE_MS = 250;

const wrapStyle: CSSProperties = { position: 'relative' };
const listStyle: CSSProperties = {
  position: 'absolute',
  zIndex: 2,
  insetInline: 0,
  top: '100%',
  marginTop: token('spacingVerticalXXS'),
  maxHeight: 264,
  overflowY: 'auto',
  padding: token('spacingVerticalXS'),
  listStyle: 'none',
  background: token('colorNeutralBackground1'),
  border: `${token('strokeWidthThin')} solid ${token('colorNeutralStroke1')}`,
  borderRadius: token('borderRadiusMedium'),
  boxShadow: token('shadow16'),
  boxSizing: 'border-box',
};
const optionStyle = (active: boolean, selected: boolean): CSSProperties => ({
  padding: `${token('spacingVerticalS')} ${token('spacingHorizontalS')}`,
  borderRadius: token('borderRadiusMedium'),
  cursor: 'pointer',
  background: active ? token('colorNeutralBackground1Hover') : undefined,
  fontWeight: selected ? token('fontWeightSemibold') : undefined,
});
const noteStyle: CSSProperties = {
  padding: token('spacingVerticalS'),
  color: token('colorNeutralForeground3'),
};

const fold = (s: string) => s.toLocaleLowerCase().normalize('NFKD');

/** Choices from the server for the text, debounced and cancelled when the text changes again. */
function useLoaded(
  load: OptionComboboxProps['load'],
  search: string,
  open: boolean,
): { options: readonly ComboOption[]; status: 'idle' | 'loading' | 'failed' } {
  const [state, setState] = useState<{
    search?: string;
    options: readonly ComboOption[];
    failed?: boolean;
  }>({ options: [] });
  useEffect(() => {
    if (!load || !open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load(search, controller.signal).then(
        (options) => setState({ search, options }),
        () => !controller.signal.aborted && setState({ search, options: [], failed: true }),
      );
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [load, search, open]);
  if (!load) return { options: [], status: 'idle' };
  if (state.search !== search) return { options: state.options, status: 'loading' };
  return { options: state.options, status: state.failed ? 'failed' : 'idle' };
}

export default function OptionCombobox({
  name,
  label,
  value,
  onChange,
  options: fixed,
  load,
  selectedLabel,
  readOnly,
  t,
}: OptionComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // What the user typed since the list opened; null shows the chosen value's name.
  const [typed, setTyped] = useState<string | null>(null);
  // Names of the choices picked, so the chosen one keeps its name after another search.
  const [known, setKnown] = useState<Readonly<Record<string, string>>>({});
  const search = typed ?? '';
  const loaded = useLoaded(load, search, open);
  const shown = useMemo(() => {
    if (!fixed) return loaded.options;
    const q = fold(search.trim());
    return q ? fixed.filter((o) => fold(o.label).includes(q)) : fixed;
  }, [fixed, loaded.options, search]);

  const chosenName =
    value === undefined || value === null || value === ''
      ? ''
      : (fixed?.find((o) => String(o.value) === String(value))?.label ??
        loaded.options.find((o) => String(o.value) === String(value))?.label ??
        known[String(value)] ??
        selectedLabel ??
        String(value));

  const pick = (option: ComboOption) => {
    setKnown((k) => ({ ...k, [String(option.value)]: option.label }));
    onChange(option.value);
    setTyped(null);
    setOpen(false);
    setActive(-1);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
    // An emptied input clears the choice; other text that was not picked goes back to the name.
    if (typed !== null && typed.trim() === '') onChange(undefined);
    setTyped(null);
  };

  const optionId = (i: number) => `${listId}-${i}`;
  const status =
    loaded.status === 'loading'
      ? t('kit.form.searching', { ns: 'common' })
      : loaded.status === 'failed'
        ? t('kit.form.optionsFailed', { ns: 'common' })
        : shown.length === 0
          ? t('kit.form.noMatches', { ns: 'common' })
          : null;

  return (
    <div style={wrapStyle}>
      <Input
        name={name}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        readOnly={readOnly}
        value={typed ?? chosenName}
        contentAfter={<ChevronDownRegular aria-hidden />}
        onChange={(_, d) => {
          setTyped(d.value);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => !readOnly && setOpen(true)}
        onBlur={close}
        onKeyDown={(e) => {
          if (readOnly) return;
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            if (!open) return setOpen(true);
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setActive((i) => Math.max(0, Math.min(shown.length - 1, i + step)));
          } else if (e.key === 'Enter' && open) {
            // Enter picks rather than submitting the form while the list is open.
            e.preventDefault();
            const option = shown[active] ?? (shown.length === 1 ? shown[0] : undefined);
            if (option) pick(option);
          } else if (e.key === 'Escape' && open) {
            e.preventDefault();
            e.stopPropagation();
            close();
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('kit.form.options', { ns: 'common', label })}
        hidden={!open}
        style={open ? listStyle : undefined}
      >
        {open
          ? shown.map((o, i) => (
              <li
                key={String(o.value)}
                id={optionId(i)}
                role="option"
                aria-selected={String(o.value) === String(value)}
                style={optionStyle(i === active, String(o.value) === String(value))}
                // Before the input's blur, so the pick lands.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(o);
                }}
              >
                {o.label}
              </li>
            ))
          : null}
        {open && status ? (
          <li role="presentation" aria-live="polite" style={noteStyle}>
            {status}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
