// One field of a quote line, rendered from its definition: text, number (typed as text so a
// half-typed "12." survives), date, select or long text, inside the kit's FormField so a rule's
// message shows translated under it.
import { memo } from 'react';
import { Input, Select, Textarea } from '@fluentui/react-components';
import { CERTIFICATE_TYPES } from '@portal/contract';
import { enumLabel } from '../../kit/enum-label';
import { FormField } from '../../kit/form-field';
import { useT } from '../../runtime/i18n';
import type { FieldDef, ScalarField } from './quote-line-form';
import { QUOTE_NS } from './quote-editor-text';

export interface QuoteLineFieldProps {
  def: FieldDef;
  value: string;
  /** A contract message key or the server's text. */
  error?: string;
  hint?: string;
  required: boolean;
  disabled: boolean;
  onChange: (field: ScalarField, value: string) => void;
}

function useOptionLabel(def: FieldDef): (value: string | number) => string {
  const { t } = useT([QUOTE_NS, 'common']);
  return (value) => {
    switch (def.optionLabels) {
      case undefined:
        return String(value);
      case 'certificate':
        return CERTIFICATE_TYPES[value as keyof typeof CERTIFICATE_TYPES];
      case 'percent':
        return `${value}%`;
      default:
        // The editor's own wording first (condition codes, Incoterms), then the product's.
        return enumLabel(t, def.optionLabels, value, QUOTE_NS);
    }
  };
}

const SHRINK = { minWidth: 0 } as const;

export const QuoteLineField = memo(function QuoteLineField({
  def,
  value,
  error,
  hint,
  required,
  disabled,
  onChange,
}: QuoteLineFieldProps) {
  const { t } = useT(QUOTE_NS);
  const optionLabel = useOptionLabel(def);
  const change = (next: string) => onChange(def.name, next);
  let control;
  // Condition codes are trade shorthand: the chosen one's meaning shows under the field (and as
  // the select's tooltip). Not a Fluent Tooltip: its positioning code would cost this chunk 12 KB.
  const meaning =
    def.name === 'condition'
      ? value
        ? t(`enum.conditionMeaning.${value}`)
        : t('hint.conditionPick')
      : undefined;
  if (def.kind === 'select') {
    control = (
      <Select
        value={value}
        disabled={disabled}
        title={meaning}
        // A select is as wide as its longest option unless told otherwise; in a narrow column
        // ("Dual release (FAA and EASA)") it would print over its neighbour.
        style={SHRINK}
        root={{ style: SHRINK }}
        onChange={(_, d) => change(d.value)}
      >
        <option value="">{t('select')}</option>
        {def.options?.map((o) => (
          <option key={o} value={String(o)}>
            {optionLabel(o)}
          </option>
        ))}
      </Select>
    );
  } else if (def.kind === 'textarea') {
    control = (
      <Textarea
        value={value}
        maxLength={def.maxLength}
        disabled={disabled}
        resize="vertical"
        onChange={(_, d) => change(d.value)}
      />
    );
  } else {
    control = (
      <Input
        value={value}
        disabled={disabled}
        type={def.kind === 'date' ? 'date' : 'text'}
        inputMode={
          def.kind === 'integer' ? 'numeric' : def.kind === 'decimal' ? 'decimal' : undefined
        }
        maxLength={def.maxLength}
        onChange={(_, d) => change(d.value)}
      />
    );
  }
  return (
    <FormField
      style={SHRINK}
      label={t(`field.${def.name}`)}
      required={required}
      error={error}
      hint={meaning ?? hint}
    >
      {control}
    </FormField>
  );
});
