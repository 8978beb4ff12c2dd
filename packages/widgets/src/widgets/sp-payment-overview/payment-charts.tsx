// The payment overview's two charts, a chunk of their own loaded only with this widget (the chart
// library with them): receivables by age bucket, and paid versus due per month for twelve months.
// Each has its table behind it (ChartTable) for screen readers and for anyone who would rather read.
import { useMemo, type CSSProperties } from 'react';
import type { PaymentOverview } from '@portal/contract';
import { token } from '../../kit/css-token';
import { enumLabel } from '../../kit/enum-label';
import { formatMoney, formatNumber } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { BarChart } from './bar-chart';
import { ChartTable } from './chart-table';
import { PAYMENT_NS } from './payment-text';

const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: token('spacingHorizontalXXL'),
};
const hintStyle: CSSProperties = { color: token('colorNeutralForeground3'), marginTop: 0 };

/** "2026-03" as the language writes a month. */
function monthLabel(month: string, lang: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en', {
    year: '2-digit',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 1)));
}

export function PaymentCharts({ overview }: { overview: PaymentOverview }) {
  const { t, lang } = useT([PAYMENT_NS, 'common']);
  const { currency, aging, months } = overview;
  const money = (n: number) => formatMoney(n, currency);
  const compact = useMemo(
    () => (n: number) => formatNumber(n, { notation: 'compact', maximumFractionDigits: 1 }),
    [],
  );
  const buckets = useMemo(
    () => aging.map((a) => enumLabel(t, 'ageBucket', a.bucket, PAYMENT_NS)),
    [aging, t],
  );
  const agingSeries = useMemo(
    () => [
      {
        label: t('charts.amount'),
        color: 'colorPaletteMarigoldBorderActive' as const,
        values: aging.map((a) => a.amount),
      },
    ],
    [aging, t],
  );
  const monthNames = useMemo(() => months.map((m) => monthLabel(m.month, lang)), [months, lang]);
  const monthSeries = useMemo(
    () => [
      {
        label: t('charts.due'),
        color: 'colorNeutralStrokeAccessible' as const,
        values: months.map((m) => m.due),
      },
      {
        label: t('charts.paid'),
        color: 'colorBrandBackground' as const,
        values: months.map((m) => m.paid),
      },
    ],
    [months, t],
  );
  const agingTitle = t('charts.aging', { currency });
  const monthsTitle = t('charts.months', { currency });
  return (
    <div style={gridStyle}>
      <section aria-label={agingTitle} data-part="aging">
        <h3>{agingTitle}</h3>
        <p style={hintStyle}>{t('charts.agingHint')}</p>
        <BarChart categories={buckets} series={agingSeries} format={compact} />
        <ChartTable
          caption={agingTitle}
          head={[t('charts.bucket'), t('charts.amount'), t('charts.bills')]}
          rows={aging.map((a, i) => ({
            key: a.bucket,
            cells: [buckets[i], money(a.amount), formatNumber(a.bills)],
          }))}
        />
      </section>
      <section aria-label={monthsTitle} data-part="months">
        <h3>{monthsTitle}</h3>
        <p style={hintStyle}>{t('charts.monthsHint')}</p>
        <BarChart categories={monthNames} series={monthSeries} format={compact} />
        <ChartTable
          caption={monthsTitle}
          head={[t('charts.month'), t('charts.due'), t('charts.paid')]}
          rows={months.map((m, i) => ({
            key: m.month,
            cells: [monthNames[i], money(m.due), money(m.paid)],
          }))}
        />
      </section>
    </div>
  );
}

export default PaymentCharts;
