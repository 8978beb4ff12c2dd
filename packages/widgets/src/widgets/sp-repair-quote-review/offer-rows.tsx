// The rows of one unit in the side-by-side grid: what each repair shop's line states, in the order
// a buyer reads a repair quote (price, fees, outcome fees, warranty, turnaround, paperwork, the
// estimate). Pure: the grid asks each row for the cell of each shop.
import type { ReactNode } from 'react';
import type { TFunction } from '../../runtime/i18n';
import { Badge } from '@fluentui/react-components';
import { CERTIFICATE_TYPES, type RepairQuoteComparison } from '@portal/contract';
import type { ComparisonRow } from '../../kit/comparison-grid';
import { formatMoneySafe, toCalendarDate } from '../../kit/field-value';
import { formatDate, formatNumber } from '../../runtime/format';

type Item = RepairQuoteComparison['items'][number];
type Offer = Item['offers'][string];

const DAY = 86_400_000;

/**
 * Whether a quoted turnaround misses the unit's required return date, counted from today: the
 * shop's days start when it receives the unit, so today is the earliest they can start
 * (docs/decisions/2026-11-27-repair-quote-review.md). False without a date or a turnaround.
 */
export function missesReturnDate(
  turnaroundDays: number | undefined,
  requiredReturnDate: string | null | undefined,
  now: number,
): boolean {
  if (turnaroundDays === undefined || !requiredReturnDate) return false;
  const today = new Date(now);
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const required = Date.parse(`${requiredReturnDate}T00:00:00Z`);
  return start + turnaroundDays * DAY > required;
}

interface RowSpec {
  key: string;
  value: (o: Offer, item: Item) => ReactNode;
}

export function offerRows(
  item: Item,
  comparisonCurrency: string,
  now: number,
  t: TFunction,
): ComparisonRow[] {
  const money = (o: Offer, v: number | undefined) =>
    v === undefined ? null : formatMoneySafe(v, o.currency ?? comparisonCurrency);
  const dash = (v: string | null) => v ?? '—';
  const specs: RowSpec[] = [
    {
      key: 'price',
      value: (o) =>
        o.fixedPrice !== undefined
          ? t('offer.fixed', { price: money(o, o.fixedPrice) })
          : o.repairFee !== undefined
            ? [
                t('offer.repairFee', { price: money(o, o.repairFee) }),
                o.capFee !== undefined ? ` (${t('offer.cap', { price: money(o, o.capFee) })})` : '',
              ].join('')
            : null,
    },
    { key: 'testFee', value: (o) => money(o, o.testFee) },
    { key: 'renovationLabour', value: (o) => money(o, o.renovationLabour) },
    { key: 'paintingCost', value: (o) => money(o, o.paintingCost) },
    { key: 'exchangeFee', value: (o) => money(o, o.exchangeFee) },
    {
      key: 'handlingRate',
      value: (o) =>
        o.handlingRate === undefined
          ? null
          : `${formatNumber(o.handlingRate, { maximumFractionDigits: 2 })} %`,
    },
    {
      key: 'outcomeFees',
      value: (o) =>
        o.berFee === undefined && o.nffFee === undefined && o.scrapFee === undefined
          ? null
          : t('offer.outcomeFees', {
              ber: dash(money(o, o.berFee)),
              nff: dash(money(o, o.nffFee)),
              scrap: dash(money(o, o.scrapFee)),
            }),
    },
    {
      key: 'outcome',
      value: (o) => (o.evaluationOutcome ? t(`outcome.${o.evaluationOutcome}`) : null),
    },
    {
      key: 'warranty',
      value: (o) => {
        const parts = [
          o.warrantyMonths === undefined ? null : t('offer.warranty', { months: o.warrantyMonths }),
          o.warrantyFlightHours === undefined
            ? null
            : t('offer.warrantyFh', { value: formatNumber(o.warrantyFlightHours) }),
          o.warrantyCycles === undefined
            ? null
            : t('offer.warrantyCycles', { value: formatNumber(o.warrantyCycles) }),
        ].filter(Boolean);
        return parts.length ? parts.join(' / ') : null;
      },
    },
    {
      key: 'claimMonths',
      value: (o) =>
        o.claimMonths === undefined ? null : t('offer.months', { count: o.claimMonths }),
    },
    {
      key: 'turnaround',
      value: (o, i) => {
        if (o.turnaroundDays === undefined) return null;
        const late = missesReturnDate(o.turnaroundDays, i.repair?.requiredReturnDate, now);
        return (
          <>
            {t('offer.days', { count: o.turnaroundDays })}
            {late ? (
              <>
                {' '}
                <Badge appearance="tint" color="warning" data-late="true">
                  {t('offer.late')}
                </Badge>
              </>
            ) : null}
          </>
        );
      },
    },
    {
      key: 'certificate',
      value: (o) =>
        o.certificateType === undefined
          ? null
          : (CERTIFICATE_TYPES[o.certificateType as keyof typeof CERTIFICATE_TYPES] ?? null),
    },
    {
      key: 'validity',
      value: (o) => (o.validityDate ? formatDate(toCalendarDate(o.validityDate)) : null),
    },
    { key: 'shipping', value: (o) => (o.shipping ? t(`shipping.${o.shipping}`) : null) },
    { key: 'remarks', value: (o) => o.remarks || null },
    {
      key: 'estimate',
      value: (o) => {
        if (o.convertedEstimate === null) return null;
        const own =
          o.estimate !== null && o.currency && o.currency !== comparisonCurrency
            ? t('offer.ownCurrency', { value: formatMoneySafe(o.estimate, o.currency) })
            : null;
        return (
          <>
            <strong>{formatMoneySafe(o.convertedEstimate, comparisonCurrency)}</strong>
            {o.lowest ? (
              <>
                {' '}
                <Badge appearance="filled" color="success">
                  {t('offer.lowest')}
                </Badge>
              </>
            ) : null}
            {own ? <div>{own}</div> : null}
          </>
        );
      },
    },
  ];
  return specs.map((s) => ({
    id: s.key,
    label: t(`row.${s.key}`),
    cell: (bidderId) => {
      const o = item.offers[bidderId];
      if (!o) return s.key === 'price' ? t('offer.none') : null;
      return s.value(o, item);
    },
    marked: s.key === 'estimate' ? (bidderId) => item.offers[bidderId]?.lowest === true : undefined,
  }));
}
