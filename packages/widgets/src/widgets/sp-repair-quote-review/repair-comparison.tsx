// One repair inquiry's quotes side by side (docs/decisions/2026-11-27-repair-quote-review.md): a
// column per invited repair shop (its state, quote number, submission and total estimate; a shop
// that did not submit shown as such), a row group per unit with its repair data, each shop's line
// row by row, the lowest estimate of each unit marked. A buyer who may award picks one submitted
// quote: the award issues a repair contract per unit, shown in a banner with a link to each.
import { useMemo, useState, type CSSProperties } from 'react';
import { Badge, Button, Select } from '@fluentui/react-components';
import { BackLink } from '../../kit/back-link';
import { DetailPending } from '../../kit/detail-pending';
import { useQueryClient } from '@tanstack/react-query';
import {
  CURRENCIES,
  INQUIRY_PERMISSIONS,
  repairAwardedMessage,
  repairQuotesApi,
  type Currency,
  type RepairQuoteComparison,
} from '@portal/contract';
import { ComparisonGrid, type ComparisonColumn } from '../../kit/comparison-grid';
import { token } from '../../kit/css-token';
import { formatMoneySafe, toCalendarDate } from '../../kit/field-value';
import { FormField } from '../../kit/form-field';
import { InlineAlert } from '../../kit/form-layout';
import { defineResource, usePermission, useResourceDetail } from '../../kit/resource';
import { StatusBadge } from '../../kit/status-badge';
import { QUOTE_STATE_COLORS } from '../../kit/status-colors';
import { INQUIRY_STATUS_COLORS } from '../../inquiries/buyer-inquiry-list';
import { isApiError } from '../../runtime/api-error';
import { formatDate, formatDateTime, formatNumber } from '../../runtime/format';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { AwardBanner } from './award-banner';
import { AwardDialog } from './award-dialog';
import { offerRows } from './offer-rows';
import { REPAIR_QUOTE_REVIEW_NS } from './repair-quote-review-text';
import type { RepairAwardedDetail } from './repair-quote-review';

/** The query-key root of everything this widget loads: an award refetches it all. */
export const REPAIR_QUOTE_REVIEW_KEY = 'repair-quote-review';

/** The comparison, loaded by the kit's detail hook; the currency is a parameter of the view. */
export const repairComparisonResource = defineResource({
  name: REPAIR_QUOTE_REVIEW_KEY,
  ns: REPAIR_QUOTE_REVIEW_NS,
  fields: {},
  get: {
    route: repairQuotesApi.compareRepairQuotes,
    input: (id) => ({ inquiryId: id, currency: 'CNY' }),
  },
  detail: { sections: [] },
});

export interface RepairComparisonProps {
  inquiryId: string;
  currency: Currency;
  onCurrency: (currency: Currency) => void;
  /** The list's URL; with none, Back calls onBack. */
  backHref?: string;
  /** The buyer's page of a contract, when bound. */
  contractHref: (id: string) => string | undefined;
  onBack: () => void;
  now: () => number;
  onAwarded?: (detail: RepairAwardedDetail) => void;
}

type Supplier = RepairQuoteComparison['suppliers'][number];

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
const muted: CSSProperties = { margin: 0, color: token('colorNeutralForeground3') };
const column: CSSProperties = { display: 'grid', gap: 4, justifyItems: 'start' };

/** The units a shop's quote prices: the award issues a repair contract for each (as the server). */
function pricedUnits(data: RepairQuoteComparison, bidderId: string): number {
  return data.items.filter((item) => (item.offers[bidderId]?.estimate ?? 0) > 0).length;
}

export function RepairComparisonView({
  inquiryId,
  currency,
  onCurrency,
  backHref,
  contractHref,
  onBack,
  now,
  onAwarded,
}: RepairComparisonProps) {
  const { t } = useT([REPAIR_QUOTE_REVIEW_NS, 'common', 'contract']);
  const can = usePermission();
  const client = useQueryClient();
  const mayAward = can(INQUIRY_PERMISSIONS.award);
  const [dialog, setDialog] = useState<Supplier | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const [dialogError, setDialogError] = useState('');

  // Another currency keeps the comparison on screen, dimmed, until the converted one is there.
  const params = useMemo(() => ({ currency }), [currency]);
  const query = useResourceDetail(repairComparisonResource, inquiryId, { params });
  const data = query.record;

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

  const { inquiry, award } = data;
  const clock = now();
  const money = (v: number) => formatMoneySafe(v, data.currency);
  const canAward = mayAward && !award && inquiry.status !== 'cancelled';
  const refresh = () => client.invalidateQueries({ queryKey: [REPAIR_QUOTE_REVIEW_KEY] });

  // The award at the version compared. A refusal the remark can fix (400) stays in the dialog;
  // any other (409: stale, already awarded) closes it, says why and reloads the comparison.
  const send = async (supplier: Supplier, remark: string) => {
    setBusy(true);
    setAlert('');
    setDialogError('');
    try {
      const r = await call(
        repairQuotesApi.awardRepairQuote,
        { inquiryId, bidderId: supplier.bidderId, version: inquiry.version, remark },
        { toast: false },
      );
      setDialog(null);
      const said = repairAwardedMessage(r.data.contracts.map((c) => c.contractNumber));
      toast.success(t(said.key, { ns: 'contract', ...said.params }));
      onAwarded?.({
        inquiryId,
        bidderId: supplier.bidderId,
        contractId: r.data.contractId,
        contractNumber: r.data.contractNumber,
        contracts: r.data.contracts,
      });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (isApiError(e) && e.status === 400) setDialogError(message);
      else {
        setDialog(null);
        setAlert(message);
      }
    } finally {
      setBusy(false);
      void refresh();
    }
  };

  const rates = CURRENCIES.filter((c) => c !== data.currency && data.rates[c] !== undefined)
    .slice(0, 3)
    .map(
      (c) =>
        `1 ${c} = ${formatNumber(data.rates[c] ?? 0, { maximumFractionDigits: 4 })} ${data.currency}`,
    )
    .join(', ');
  const anySubmitted = data.suppliers.some((s) => s.state === 'submitted');

  const columns: ComparisonColumn[] = data.suppliers.map((s) => {
    const submitted = s.state === 'submitted';
    return {
      id: s.bidderId,
      header: (
        <div style={column}>
          <strong>{s.name}</strong>
          <StatusBadge value={s.state} enum="quoteState" colors={QUOTE_STATE_COLORS} />
          {submitted ? (
            <>
              {s.quoteNumber ? (
                <span>{t('supplier.quoteNumber', { number: s.quoteNumber })}</span>
              ) : null}
              {s.submittedAt ? (
                <span style={muted}>
                  {t('supplier.submittedAt', { at: formatDateTime(s.submittedAt) })}
                </span>
              ) : null}
              <span>
                {s.totalEstimate === null
                  ? t('supplier.noTotal')
                  : t('supplier.total', { total: money(s.totalEstimate) })}
              </span>
              {award?.bidderId === s.bidderId ? (
                <Badge appearance="filled" color="success">
                  {t('supplier.awarded')}
                </Badge>
              ) : null}
              {canAward ? (
                <Button
                  size="small"
                  appearance="primary"
                  disabled={busy}
                  aria-label={t('supplier.awardName', { name: s.name })}
                  onClick={() => {
                    setDialogError('');
                    setDialog(s);
                  }}
                >
                  {t('supplier.award')}
                </Button>
              ) : null}
            </>
          ) : (
            <span style={muted}>{t('supplier.notSubmitted')}</span>
          )}
        </div>
      ),
    };
  });

  const groups = data.items.map((item) => {
    const r = item.repair;
    const facts = r
      ? [
          t('unit.serial', { value: r.serialNumber }),
          r.reportedFault ? t('unit.fault', { value: r.reportedFault }) : null,
          r.aircraftRegistration ? t('unit.registration', { value: r.aircraftRegistration }) : null,
          t('unit.hours', {
            tsn: r.tsn === null ? '—' : formatNumber(r.tsn),
            csn: r.csn === null ? '—' : formatNumber(r.csn),
          }),
          r.requiredReturnDate
            ? t('unit.returnBy', { date: formatDate(toCalendarDate(r.requiredReturnDate)) })
            : t('unit.noReturnDate'),
        ].filter((x): x is string => x !== null)
      : [];
    return {
      id: item.id,
      heading: (
        <div>
          <h3 style={{ margin: 0, fontSize: 'inherit' }}>
            {t('unit.heading', {
              itemNo: item.itemNo,
              pn: item.materialNumber,
              description: item.description,
            })}
          </h3>
          {facts.length ? <div style={{ fontWeight: 'normal' }}>{facts.join(' · ')}</div> : null}
        </div>
      ),
      rows: offerRows(item, data.currency, clock, t),
    };
  });

  const dialogTotal =
    dialog?.totalEstimate === null || dialog?.totalEstimate === undefined
      ? '—'
      : money(dialog.totalEstimate);

  return (
    <article aria-labelledby="sp-repair-comparison-title" style={stack}>
      {back}
      <header style={{ display: 'grid', gap: token('spacingVerticalXS') }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
          <h2 id="sp-repair-comparison-title" style={h2}>
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

      {award ? <AwardBanner award={award} contractHref={contractHref} /> : null}
      {!award && inquiry.status === 'cancelled' ? (
        <InlineAlert intent="info">{t('compare.cancelled')}</InlineAlert>
      ) : null}
      {alert ? <InlineAlert>{alert}</InlineAlert> : null}

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

      {!anySubmitted ? <InlineAlert intent="info">{t('compare.noQuotes')}</InlineAlert> : null}
      <p style={muted}>{t('compare.lowestHint')}</p>

      <ComparisonGrid
        label={t('compare.grid')}
        corner={t('compare.corner')}
        columns={columns}
        groups={groups}
        labelWidth={180}
        columnWidth={220}
        stale={query.stale}
      />

      {dialog ? (
        <AwardDialog
          supplierName={dialog.name}
          inquiryNumber={inquiry.inquiryNumber}
          total={dialogTotal}
          units={pricedUnits(data, dialog.bidderId)}
          busy={busy}
          error={dialogError}
          onSend={(remark) => void send(dialog, remark)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </article>
  );
}
