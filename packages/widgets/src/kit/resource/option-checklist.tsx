// The choices of a lookup field that takes several values (a colleague's roles): every choice a
// checkbox, loaded once from the field's call when the form shows. For short lists; a long one
// keeps the single-value combobox.
import { useEffect, useState, type CSSProperties } from 'react';
import { Checkbox, FieldContextProvider, Spinner } from '@fluentui/react-components';
import type { TFunction } from '../../runtime/i18n';
import { token } from '../css-token';
import { InlineAlert } from '../form-layout';
import type { LookupOption } from './resource-types';

export interface OptionChecklistProps {
  name: string;
  /** The field's label: the group's name. */
  label: string;
  value: unknown;
  onChange: (value: string[]) => void;
  load: (search: string, signal: AbortSignal) => Promise<readonly LookupOption[]>;
  readOnly?: boolean;
  t: TFunction;
}

const groupStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalXXS'),
};

export function OptionChecklist({
  name,
  label,
  value,
  onChange,
  load,
  readOnly,
  t,
}: OptionChecklistProps) {
  const [state, setState] = useState<{ options?: readonly LookupOption[]; failed?: boolean }>({});
  useEffect(() => {
    const abort = new AbortController();
    load('', abort.signal).then(
      (options) => setState({ options }),
      () => !abort.signal.aborted && setState({ failed: true }),
    );
    return () => abort.abort();
  }, [load]);
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  if (state.failed)
    return <InlineAlert>{t('kit.form.optionsFailed', { ns: 'common' })}</InlineAlert>;
  if (!state.options) return <Spinner size="tiny" label={t('loading', { ns: 'common' })} />;
  // Out of the form field's context: each checkbox is its own control with its own label (the
  // field would give every one the field's id); the group carries the field's name.
  return (
    <FieldContextProvider value={undefined}>
      <div role="group" aria-label={label} style={groupStyle}>
        {state.options.map((option) => (
          <Checkbox
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            checked={chosen.includes(option.value)}
            disabled={readOnly}
            onChange={(_, d) =>
              onChange(
                d.checked === true
                  ? [...chosen, option.value]
                  : chosen.filter((v) => v !== option.value),
              )
            }
          />
        ))}
      </div>
    </FieldContextProvider>
  );
}
