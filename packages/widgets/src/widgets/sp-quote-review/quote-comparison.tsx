// One inquiry's submitted quotes side by side (docs/product-rules.md#the-comparison): for each
// item, every supplier's offer with its price in its own currency and in one comparison currency,
// lead time, certificate and condition, the lowest marked, and the latest bargaining round. A buyer
// who may bargain picks lines (or one line's Bargain) and opens a round on them.
import { useMemo, useState, type CSSProperties } from 'react';
import { Button, Select } from '@fluentui/react-components';
import { BackLink } from '../../kit/back-link';
import { DetailPending } from '../../kit/detail-pending';
import {
  CURRENCIES,
  INQUIRY_PERMISSIONS,
  type Currency,
  type QuoteComparison,
} from '@portal/contract';
import { BulkBar } from '../../kit/bulk-bar';
import { token } from '../../kit/css-token';
import { FormField } from '../../kit/form-field';
import { InlineAlert } from '../../kit/form-layout';
import { toggleIds } from '../../kit/selection';
import { ListTable, type ResolvedColumn } from '../../kit/resource/list-table';
import { usePermission, useResourceDetail, type RowAction } from '../../kit/resource';
import { StatusBadge } from '../../kit/status-badge';
import { formatDateTime, formatNumber } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { comparisonResource } from './buyer-inquiry-resource';
import { OFFER_COLUMNS, offerRows, type OfferRow } from './offer-rows';
import { INQUIRY_STATUS_COLORS, QUOTE_REVIEW_NS } from './quote-review-text';
import { RoundDialog, roundForm } from './round-dialog';
import { quoteStateField } from '../../kit/status-colors';

export interface QuoteComparisonProps {
  inquiryId: string;
  currency: Currency;
  onCurrency: (currency: Currency) => void;
  /** The list's URL; with none, Back calls onBack. */
  backHref?: string;
  onBack: () => void;
  now: () => number;
  onOpened?: (detail: { inquiryId: string; quoteLineIds: string[] }) => void;
}

type Supplier = QuoteComparison['suppliers'][number];

const SUPPLIER_COLUMNS: ResolvedColumn<Supplier>[] = [
  { field: 'name', width: 260, def: { kind: 'text', label: 'supplier.name' } },
  {
    field: 'state',
    width: 140,
    def: quoteStateField('supplier.state'),
  },
  { field: 'submittedAt', width: 180, def: { kind: 'date-time', label: 'supplier.submittedAt' } },
];

const stack: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalL'),
  padding: token('spacingHorizontalL'),
  minWidth: 0,
};
const h2: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase500'),
  lineHeight: token('lineHeightBase500'),
  fontWeight: token('fontWeightSemibold'),
};
const h3: CSSProperties = {
  margin: `0 0 ${token('spacingVerticalS')}`,
  fontSize: token('fontSizeBase400'),
  lineHeight: token('lineHeightBase400'),
  fontWeight: token('fontWeightSemibold'),
};
const muted: CSSProperties = { margin: 0, color: token('colorNeutralForeground3') };
const ignore = () => undefined;

export function QuoteComparisonView({
  inquiryId,
  currency,
  onCurrency,
  backHref,
  onBack,
  now,
  onOpened,
}: QuoteComparisonProps) {
  const { t } = useT([QUOTE_REVIEW_NS, 'common', 'contract']);
  const can = usePermission();
  const mayBargain = can(INQUIRY_PERMISSIONS.bargain);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [dialog, setDialog] = useState<OfferRow[] | null>(null);

  // Another currency keeps the comparison on screen, dimmed, until the converted one is there.
  const params = useMemo(() => ({ currency }), [currency]);
  const query = useResourceDetail(comparisonResource, inquiryId, { params });
  const form = useMemo(() => roundForm(now), [now]);

  const data = query.record;
  const clock = now();
  // A few dozen offers at most: recomputed on each render, so the clock decides "pending" afresh.
  const rowsByItem = new Map(
    data?.items.map((i) => [i.id, offerRows(i, data.currency, clock)]) ?? [],
  );
  const allRows = [...rowsByItem.values()].flat();
  const chosen = allRows.filter((r) => selected.has(r.id));
  const eligible = chosen.filter((r) => !r.pending);
  const currencies = [...new Set(eligible.map((r) => r.currency))].sort();

  const back = (
    <BackLink href={backHref} onBack={onBack}>
      {t('compare.back')}
    </BackLink>
  );

  if (query.loading || query.error || !data) {
    return (
      <DetailPending
        back={back}
        loading={query.loading}
        error={query.error}
        onRetry={query.refetch}
        style={stack}
      >
        {t('compare.notFound')}
      </DetailPending>
    );
  }

  const { inquiry } = data;
  const bargain: RowAction<OfferRow>[] = mayBargain
    ? [
        {
          key: 'bargain',
          label: 'offer.bargain',
          enabled: (row) => !row.pending,
        },
      ]
    : [];
  const select = (ids: string[], on: boolean) => setSelected((prev) => toggleIds(prev, ids, on));
  const rates = CURRENCIES.filter((c) => c !== data.currency && data.rates[c] !== undefined)
    .slice(0, 3)
    .map(
      (c) =>
        `1 ${c} = ${formatNumber(data.rates[c] ?? 0, { maximumFractionDigits: 4 })} ${data.currency}`,
    )
    .join(', ');
  const anyOffers = allRows.length > 0;

  return (
    <article aria-labelledby="sp-quote-comparison-title" style={stack}>
      {back}
      <header style={{ display: 'grid', gap: token('spacingVerticalXS') }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
          <h2 id="sp-quote-comparison-title" style={h2}>
            {t('compare.title', { number: inquiry.inquiryNumber })}
          </h2>
          <StatusBadge value={inquiry.status} enum="inquiryStatus" colors={INQUIRY_STATUS_COLORS} />
        </div>
        <p style={{ margin: 0 }}>{inquiry.title}</p>
        <p style={muted}>
          {t('f.bidEnd')}: <time dateTime={inquiry.bidEnd}>{formatDateTime(inquiry.bidEnd)}</time>
          {' · '}
          {t('compare.answers', {
            bidders: inquiry.bidders,
            submitted: inquiry.submitted,
            noBid: inquiry.noBid,
          })}
        </p>
      </header>

      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 16 }}>
        <FormField label={t('compare.currency')} style={{ minWidth: 160 }}>
          <Select value={currency} onChange={(_, d) => onCurrency(d.value as Currency)}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </FormField>
        <p style={muted}>{t('compare.rates', { rates })}</p>
      </div>

      <section aria-labelledby="sp-quote-comparison-suppliers">
        <h3 id="sp-quote-comparison-suppliers" style={h3}>
          {t('compare.suppliers')}
        </h3>
        <ListTable<Supplier>
          label={t('compare.suppliers')}
          rows={data.suppliers}
          columns={SUPPLIER_COLUMNS}
          rowId={(s) => s.id}
          rowName={(s) => s.name}
          onSort={ignore}
          selection={null}
          onSelect={ignore}
          rowActions={[]}
          onAction={ignore}
          busy={null}
          virtualizeAbove={50}
          height={400}
          stale={false}
          t={t}
          ns={QUOTE_REVIEW_NS}
        />
      </section>

      {!anyOffers ? <InlineAlert intent="info">{t('compare.noQuotes')}</InlineAlert> : null}

      {chosen.length ? (
        // Sticky: the bar stays in reach while the buyer scrolls through the items below it.
        <div style={{ position: 'sticky', top: 0, zIndex: 2 }}>
          <BulkBar label={t('bulk.open')} status={t('bulk.selected', { count: chosen.length })}>
            <Button
              size="small"
              appearance="primary"
              disabled={!eligible.length || currencies.length > 1}
              onClick={() => setDialog(eligible)}
            >
              {t('bulk.open')}
            </Button>
            <Button size="small" appearance="subtle" onClick={() => setSelected(new Set())}>
              {t('bulk.clear')}
            </Button>
            {chosen.length > eligible.length ? (
              <span>{t('bulk.skipped', { count: chosen.length - eligible.length })}</span>
            ) : null}
            {currencies.length > 1 ? (
              <InlineAlert intent="warning">
                {t('bulk.mixedCurrencies', { currencies: currencies.join(', ') })}
              </InlineAlert>
            ) : null}
          </BulkBar>
        </div>
      ) : null}

      {data.items.map((item) => {
        const rows = rowsByItem.get(item.id) ?? [];
        const headingId = `sp-quote-comparison-item-${item.id}`;
        const heading = t('compare.item', {
          itemNo: item.itemNo,
          pn: item.materialNumber,
          description: item.description,
          quantity: formatNumber(item.quantity),
          unit: item.unit,
        });
        return (
          <section key={item.id} aria-labelledby={headingId}>
            <h3 id={headingId} style={h3}>
              {heading}
            </h3>
            {rows.length ? (
              <ListTable<OfferRow>
                label={t('compare.offersOf', { itemNo: item.itemNo })}
                rows={rows}
                columns={OFFER_COLUMNS}
                rowId={(r) => r.id}
                rowName={(r) => t('offer.row', { supplier: r.supplierName, itemNo: r.itemNo })}
                onSort={ignore}
                selection={mayBargain ? selected : null}
                onSelect={select}
                rowActions={bargain}
                onAction={(_, row) => setDialog([row])}
                busy={null}
                virtualizeAbove={50}
                height={480}
                stale={query.stale}
                // One choice for every item's offers: the same columns in each.
                columnsId="quote-review-offers"
                t={t}
                ns={QUOTE_REVIEW_NS}
              />
            ) : (
              <p style={muted}>{t('compare.noOffers')}</p>
            )}
          </section>
        );
      })}

      {dialog ? (
        <RoundDialog
          lines={dialog}
          form={form}
          onClose={() => setDialog(null)}
          onOpened={(quoteLineIds) => {
            setDialog(null);
            setSelected(new Set());
            onOpened?.({ inquiryId, quoteLineIds });
          }}
        />
      ) : null}
    </article>
  );
}
