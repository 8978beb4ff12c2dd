// The full editor of one quote line: what the buyer asked for, "quote this item", then every field
// of the contract's line in sections. Fields that do not apply are not shown (the inquiry kind's
// table in the contract, trade terms for a
// domestic supplier, the VAT rate for a price that is not in RMB).
import { memo, useCallback, useId } from 'react';
import { Button, Checkbox } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import {
  quoteFieldApplies,
  quoteFieldRequired,
  type InquiryItem,
  type InquiryKind,
  type QuoteLineInput,
} from '@portal/contract';
import { token } from '../../kit/css-token';
import { InlineAlert } from '../../kit/form-layout';
import { messageText } from '../../kit/file-upload-text';
import { formatDate, formatMoney } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { QuoteFeeFields } from './quote-fee-fields';
import { QuoteLineField } from './quote-line-field';
import {
  isLineField,
  LINE_SECTIONS,
  type FeeForm,
  type LineForm,
  type ScalarField,
} from './quote-line-form';
import type { LineErrors } from './quote-line-issues';
import { QUOTE_NS } from './quote-editor-text';

export interface QuoteLineEditorProps {
  item: InquiryItem;
  line: LineForm;
  errors: LineErrors;
  domestic: boolean;
  /** The inquiry's kind: which fields its lines show and require (the contract's table). */
  kind: InquiryKind;
  readOnly: boolean;
  onField: (itemId: string, field: ScalarField, value: string) => void;
  onFee: (itemId: string, slot: number, part: keyof FeeForm, value: string) => void;
  onQuoted: (itemId: string, quoted: boolean) => void;
  /** Neighbours to move to (ids, so the memoized editor does not re-render for new handlers). */
  previousId?: string;
  nextId?: string;
  nextErrorId?: string;
  onSelect: (itemId: string) => void;
}

function hintFor(field: ScalarField, currency: string | undefined, t: (k: string) => string) {
  if ((field === 'unitPrice' || field === 'taxRate') && currency === 'CNY')
    return t('hint.vatExcluded');
  if (field === 'moq') return t('hint.moq');
  if (field === 'standardPackageQty') return t('hint.step');
  return undefined;
}

const sectionStyle = {
  display: 'grid',
  // min(100%, …): a column never wider than the form, however narrow the screen.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 210px), 1fr))',
  gap: `${token('spacingVerticalM')} ${token('spacingHorizontalM')}`,
  margin: 0,
  padding: `${token('spacingVerticalS')} 0`,
  border: 'none',
  borderTop: `${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')}`,
} as const;
/** A fee is two fields (amount, currency): its column is wider, or they print over each other. */
const feeSectionStyle = {
  ...sectionStyle,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
} as const;
const legendStyle = {
  padding: `${token('spacingVerticalS')} 0`,
  fontWeight: token('fontWeightSemibold'),
} as const;

export const QuoteLineEditor = memo(function QuoteLineEditor({
  item,
  line,
  errors,
  domestic,
  kind,
  readOnly,
  onField,
  onFee,
  onQuoted,
  previousId,
  nextId,
  nextErrorId,
  onSelect,
}: QuoteLineEditorProps) {
  const { t } = useT([QUOTE_NS, 'contract']);
  const headingId = useId();
  const itemId = line.itemId;
  const field = useCallback(
    (name: ScalarField, value: string) => onField(itemId, name, value),
    [itemId, onField],
  );
  const fee = useCallback(
    (slot: number, part: keyof FeeForm, value: string) => onFee(itemId, slot, part, value),
    [itemId, onFee],
  );
  const currency = line.values.currency;
  const applies = (name: ScalarField) =>
    quoteFieldApplies(
      name,
      { currency: currency as QuoteLineInput['currency'] },
      { domestic, kind },
    );
  // Problems no visible field can show (e.g. the server's on the item itself) are listed on top.
  const shownPaths = new Set<string>();
  for (const s of LINE_SECTIONS)
    for (const f of s.fields) if (applies(f.name)) shownPaths.add(f.name);
  const unplaced = Object.entries(errors).filter(
    ([path]) => !(isLineField(path) && shownPaths.has(path)) && !path.startsWith('fees.'),
  );
  const requested = [
    [t('line.requested'), t('line.requestedValue', { quantity: item.quantity, unit: item.unit })],
    [
      t('line.delivery'),
      [item.deliveryDateFrom, item.deliveryDateTo]
        .filter((d): d is string => !!d)
        .map((d) => formatDate(d))
        .join(' – '),
    ],
    [t('line.deliveryPlace'), item.deliveryPlace],
    [t('line.incoterms'), domestic ? '' : (item.incoterms ?? '')],
    // The buyer's ceiling for the unit price, in CNY: the server refuses a price above it.
    [
      t('line.maxPriceLimit'),
      item.maxPriceLimit === null ? '' : formatMoney(item.maxPriceLimit, 'CNY'),
    ],
  ].filter(([, v]) => v);

  return (
    <section
      aria-labelledby={headingId}
      style={{ display: 'grid', gap: token('spacingVerticalS'), alignContent: 'start' }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <h3
          id={headingId}
          tabIndex={-1}
          style={{ margin: 0, fontSize: token('fontSizeBase400'), flex: 1, minWidth: 0 }}
        >
          {t('line.heading', { no: item.itemNo, pn: item.materialNumber })}
        </h3>
        <Button
          size="small"
          icon={<ChevronUpRegular />}
          disabled={!previousId}
          onClick={() => previousId && onSelect(previousId)}
          aria-label={t('line.previous')}
        />
        <Button
          size="small"
          icon={<ChevronDownRegular />}
          disabled={!nextId}
          onClick={() => nextId && onSelect(nextId)}
          aria-label={t('line.next')}
        />
        {nextErrorId && (
          <Button size="small" icon={<ErrorCircleRegular />} onClick={() => onSelect(nextErrorId)}>
            {t('line.nextError')}
          </Button>
        )}
      </div>
      <div>{item.description}</div>
      <dl style={{ display: 'flex', flexWrap: 'wrap', gap: '2px 20px', margin: 0 }}>
        {requested.map(([label, value]) => (
          <div key={label} style={{ display: 'flex', gap: 6 }}>
            <dt style={{ color: token('colorNeutralForeground3') }}>{label}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
      <Checkbox
        label={t('field.quoted')}
        checked={line.quoted}
        disabled={readOnly}
        onChange={(_, d) => onQuoted(itemId, d.checked === true)}
      />
      <InlineAlert>
        {unplaced.length ? (
          <span>
            {unplaced.map(([path, message]) => (
              <span key={path} style={{ display: 'block' }}>
                {messageText(t, message)}
              </span>
            ))}
          </span>
        ) : null}
      </InlineAlert>
      {line.quoted ? (
        <>
          {LINE_SECTIONS.filter((section) => section.fields.some((f) => applies(f.name))).map(
            (section) => (
              <fieldset key={section.id} style={sectionStyle}>
                <legend style={legendStyle}>{t(`line.section.${section.id}`)}</legend>
                {section.fields
                  .filter((f) => applies(f.name))
                  .map((f) => (
                    <QuoteLineField
                      key={f.name}
                      def={f}
                      value={line.values[f.name] ?? ''}
                      error={errors[f.name]}
                      hint={hintFor(f.name, currency, t)}
                      required={quoteFieldRequired(f.name, { domestic, kind })}
                      disabled={readOnly}
                      onChange={field}
                    />
                  ))}
              </fieldset>
            ),
          )}
          <fieldset style={feeSectionStyle}>
            <legend style={legendStyle}>{t('line.section.fees')}</legend>
            <QuoteFeeFields
              fees={line.fees}
              lineCurrency={currency ?? ''}
              errors={errors}
              disabled={readOnly}
              onChange={fee}
            />
          </fieldset>
        </>
      ) : (
        <p style={{ margin: 0, color: token('colorNeutralForeground3') }}>{t('line.notQuoted')}</p>
      )}
    </section>
  );
});
