// The six other-fee slots of a line's price composition (docs/product-rules.md#quote-lines), each
// an amount and a currency; an empty currency means the line's own.
import { memo } from 'react';
import { Input, Select } from '@fluentui/react-components';
import { CURRENCIES, FEE_SLOT_NAMES } from '@portal/contract';
import { FormField } from '../../kit/form-field';
import { useT } from '../../runtime/i18n';
import type { LineErrors } from './quote-line-issues';
import type { FeeForm } from './quote-line-form';
import { QUOTE_NS } from './quote-editor-text';

export interface QuoteFeeFieldsProps {
  fees: readonly FeeForm[];
  lineCurrency: string;
  errors: LineErrors;
  disabled: boolean;
  onChange: (slot: number, part: keyof FeeForm, value: string) => void;
}

export const QuoteFeeFields = memo(function QuoteFeeFields({
  fees,
  lineCurrency,
  errors,
  disabled,
  onChange,
}: QuoteFeeFieldsProps) {
  const { t } = useT(QUOTE_NS);
  return (
    <>
      {fees.map((fee, slot) => {
        const name = t(`fee.${FEE_SLOT_NAMES[slot] ?? 'misc'}`);
        return (
          <div
            key={slot}
            style={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
              gap: 8,
            }}
          >
            <FormField
              label={t('field.feeAmount', { fee: name })}
              error={errors[`fees.${slot}.amount`]}
            >
              <Input
                value={fee.amount}
                inputMode="decimal"
                disabled={disabled}
                onChange={(_, d) => onChange(slot, 'amount', d.value)}
              />
            </FormField>
            <FormField
              label={t('field.feeCurrency', { fee: name })}
              error={errors[`fees.${slot}.currency`]}
            >
              <Select
                style={{ minWidth: 0 }}
                root={{ style: { minWidth: 0 } }}
                value={fee.currency}
                disabled={disabled}
                onChange={(_, d) => onChange(slot, 'currency', d.value)}
              >
                <option value="">{lineCurrency || t('select')}</option>
                {CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
        );
      })}
    </>
  );
});
