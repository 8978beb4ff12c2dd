// One unit of a repair inquiry: what the buyer sends in (read-only: part, serial, fault, aircraft,
// times and cycles, required return date) and the shop's quote for it, with its live estimate
// (contract: repairQuoteEstimate). Fields are plain text while typed; the rules (draft as typed,
// all on submit) name what is wrong under each field.
import { memo, useId, type CSSProperties, type ReactNode } from 'react';
import { Checkbox, Input, Select, Textarea } from '@fluentui/react-components';
import {
  CERTIFICATE_TYPES,
  CERTIFICATE_TYPE_CODES,
  CURRENCIES,
  REPAIR_OUTCOMES,
  REPAIR_QUOTE_LIMITS,
  REPAIR_SHIPPING,
  REQUIRED_REPAIR_QUOTE_FIELDS,
  type InquiryItem,
} from '@portal/contract';
import { token } from '../../kit/css-token';
import { DateInput } from '../../kit/date-input';
import { FormField } from '../../kit/form-field';
import { formatDate, formatMoney, formatNumber } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import {
  lineEstimate,
  type FormField as Name,
  type LineErrors,
  type RepairLineForm,
} from './repair-quote-form';
import { REPAIR_QUOTE_NS } from './repair-quote-text';

const REQUIRED = new Set<string>(Object.keys(REQUIRED_REPAIR_QUOTE_FIELDS));
/** The placeholder values of the range messages (repairQuote.monthsRange, countRange). */
const PARAMS: Partial<Record<Name, Record<string, number>>> = {
  warrantyMonths: { max: REPAIR_QUOTE_LIMITS.warrantyMonthsMax },
  claimMonths: { max: REPAIR_QUOTE_LIMITS.claimMonthsMax },
  warrantyFlightHours: { max: REPAIR_QUOTE_LIMITS.warrantyFlightHoursMax },
  warrantyCycles: { max: REPAIR_QUOTE_LIMITS.warrantyCyclesMax },
};

const PRICE: readonly Name[] = [
  'currency',
  'testFee',
  'fixedPrice',
  'repairFee',
  'renovationLabour',
  'paintingCost',
  'capFee',
  'exchangeFee',
  'handlingRate',
];
const OUTCOMES: readonly Name[] = ['berFee', 'nffFee', 'scrapFee', 'evaluationOutcome'];
const TERMS: readonly Name[] = [
  'warrantyMonths',
  'warrantyFlightHours',
  'warrantyCycles',
  'claimMonths',
  'turnaroundDays',
  'certificateType',
  'validityDate',
  'shipping',
];

const OPTIONS: Partial<Record<Name, readonly (string | number)[]>> = {
  currency: CURRENCIES,
  evaluationOutcome: REPAIR_OUTCOMES,
  shipping: REPAIR_SHIPPING,
  certificateType: CERTIFICATE_TYPE_CODES,
};

// Fields fill the width, several a row on a wide screen and one a row on a phone.
const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 210px), 1fr))',
  gap: `${token('spacingVerticalS')} ${token('spacingHorizontalM')}`,
  alignItems: 'start',
};
const box: CSSProperties = {
  border: `${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')}`,
  borderRadius: token('borderRadiusMedium'),
  padding: token('spacingHorizontalL'),
  display: 'grid',
  gap: token('spacingVerticalM'),
  minWidth: 0,
};
const dl: CSSProperties = { ...grid, margin: 0 };
const muted: CSSProperties = { color: token('colorNeutralForeground3'), margin: 0 };
const h4: CSSProperties = { margin: 0, fontSize: token('fontSizeBase300') };

export interface RepairUnitProps {
  item: InquiryItem;
  line: RepairLineForm;
  errors: LineErrors;
  readOnly: boolean;
  onChange: (itemId: string, field: Name | 'quoted', value: string | boolean) => void;
}

function useOptionLabel() {
  const { t } = useT(REPAIR_QUOTE_NS);
  return (field: Name, value: string | number): string => {
    if (field === 'certificateType')
      return CERTIFICATE_TYPES[value as keyof typeof CERTIFICATE_TYPES];
    if (field === 'evaluationOutcome') return t(`enum.repairOutcome.${value}`);
    if (field === 'shipping') return t(`enum.repairShipping.${value}`);
    return String(value);
  };
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <dt style={muted}>{term}</dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

export const RepairUnit = memo(function RepairUnit({
  item,
  line,
  errors,
  readOnly,
  onChange,
}: RepairUnitProps) {
  const { t } = useT(REPAIR_QUOTE_NS);
  const headingId = useId();
  const optionLabel = useOptionLabel();
  const unit = item.repair;
  const dash = '—';
  const num = (v: number | null | undefined) =>
    v === null || v === undefined ? dash : formatNumber(v);
  const estimate = lineEstimate(line);
  const currency = line.values.currency;

  const control = (name: Name) => {
    const value = line.values[name] ?? '';
    const change = (v: string) => onChange(item.id, name, v);
    const options = OPTIONS[name];
    if (options) {
      return (
        <Select value={value} disabled={readOnly} onChange={(_, d) => change(d.value)}>
          <option value="">{REQUIRED.has(name) ? t('select.choose') : t('select.none')}</option>
          {options.map((o) => (
            <option key={o} value={String(o)}>
              {optionLabel(name, o)}
            </option>
          ))}
        </Select>
      );
    }
    if (name === 'validityDate')
      return (
        <DateInput
          value={value || undefined}
          readOnly={readOnly}
          onChange={(v) => change(v ?? '')}
        />
      );
    if (name === 'remarks')
      return (
        <Textarea
          value={value}
          readOnly={readOnly}
          maxLength={REPAIR_QUOTE_LIMITS.remarksMax}
          onChange={(_, d) => change(d.value)}
        />
      );
    return (
      <Input
        value={value}
        readOnly={readOnly}
        inputMode="decimal"
        onChange={(_, d) => change(d.value)}
      />
    );
  };

  const field = (name: Name) => (
    <FormField
      key={name}
      label={t(`field.${name}`)}
      required={!readOnly && REQUIRED.has(name)}
      error={errors[name]}
      errorParams={PARAMS[name]}
      style={name === 'remarks' ? { gridColumn: '1 / -1' } : undefined}
    >
      {control(name)}
    </FormField>
  );
  const group = (title: string, names: readonly Name[]) => (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ ...h4, padding: 0, marginBottom: token('spacingVerticalS') }}>
        {title}
      </legend>
      <div style={grid}>{names.map(field)}</div>
    </fieldset>
  );

  return (
    <section aria-labelledby={headingId} style={box}>
      <h3 id={headingId} style={{ margin: 0, fontSize: token('fontSizeBase400') }}>
        {t('unit.heading', { itemNo: item.itemNo, part: item.materialNumber })}
      </h3>
      <dl style={dl} aria-label={t('unit.summary')}>
        <Fact term={t('unit.itemNo')}>{item.itemNo}</Fact>
        <Fact term={t('unit.materialNumber')}>{item.materialNumber}</Fact>
        <Fact term={t('unit.description')}>{item.description || dash}</Fact>
        <Fact term={t('unit.serialNumber')}>{unit?.serialNumber || dash}</Fact>
        <Fact term={t('unit.reportedFault')}>{unit?.reportedFault || dash}</Fact>
        <Fact term={t('unit.aircraftRegistration')}>{unit?.aircraftRegistration || dash}</Fact>
        <Fact term={t('unit.tsn')}>{num(unit?.tsn)}</Fact>
        <Fact term={t('unit.csn')}>{num(unit?.csn)}</Fact>
        <Fact term={t('unit.tso')}>{num(unit?.tso)}</Fact>
        <Fact term={t('unit.cso')}>{num(unit?.cso)}</Fact>
        <Fact term={t('unit.requiredReturnDate')}>
          {unit?.requiredReturnDate ? formatDate(unit.requiredReturnDate) : dash}
        </Fact>
      </dl>
      <Checkbox
        label={t('unit.quoted')}
        checked={line.quoted}
        disabled={readOnly}
        onChange={(_, d) => onChange(item.id, 'quoted', d.checked === true)}
      />
      {line.quoted ? (
        <>
          {group(t('group.price'), PRICE)}
          <div>
            <strong>{t('unit.estimate')}: </strong>
            <output aria-label={t('unit.estimate')} aria-live="polite">
              {estimate === null
                ? t('unit.estimateNone')
                : currency
                  ? formatMoney(estimate, currency)
                  : formatNumber(estimate, { maximumFractionDigits: 4 })}
            </output>
            <p style={{ ...muted, fontSize: token('fontSizeBase200') }}>{t('unit.estimateHint')}</p>
          </div>
          {group(t('group.outcomes'), OUTCOMES)}
          {group(t('group.terms'), TERMS)}
          <div style={grid}>{field('remarks')}</div>
        </>
      ) : (
        <p style={muted}>{t('unit.notQuoted')}</p>
      )}
    </section>
  );
});
