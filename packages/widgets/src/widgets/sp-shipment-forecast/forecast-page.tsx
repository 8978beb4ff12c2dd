// One contract's plan (the page of a list row, ?id=): its lines with the planned shipments, each
// flagged when it ships after the line's delivery date, and the history of every change (who,
// when, before and after, why) so the buyer sees slippage. The supplier plans a line from here.
import { useState, type CSSProperties } from 'react';
import { Button } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { shipmentForecastsApi, type ForecastDetail } from '@portal/contract';
import { token } from '../../kit/css-token';
import { Row } from '../../kit/form-layout';
import { DetailPending } from '../../kit/detail-pending';
import { formatDate, formatDateTime, formatNumber } from '../../runtime/format';
import { call } from '../../runtime/http';
import { useT, type TFunction } from '../../runtime/i18n';
import { FORECAST_KEY_PREFIX, SlippedFlag } from './forecast-list';
import { FORECAST_NS, type ForecastViewSide } from './forecast-text';
import { PlanDialog } from './plan-dialog';

const wrapStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalL'),
  padding: token('spacingHorizontalL'),
};
const titleStyle: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase500'),
  fontWeight: token('fontWeightSemibold'),
};
const headingStyle: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase400'),
  fontWeight: token('fontWeightSemibold'),
};
const tableStyle: CSSProperties = { borderCollapse: 'collapse', width: '100%' };
const cellStyle: CSSProperties = {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${token('spacingVerticalS')} ${token('spacingHorizontalS')}`,
  borderBottom: `1px solid ${token('colorNeutralStroke2')}`,
};

type Line = ForecastDetail['lines'][number];
type Change = ForecastDetail['history'][number];

export const forecastQueryKey = (side: ForecastViewSide, id: string) =>
  [FORECAST_KEY_PREFIX, 'record', side, id] as const;

function Lines({
  d,
  t,
  onEdit,
}: {
  d: ForecastDetail;
  t: TFunction;
  onEdit?: (line: Line) => void;
}) {
  const heads = ['lineNo', 'partNumber', 'description', 'quantity', 'deliveryDate', 'plannedDate'];
  return (
    <table style={tableStyle} aria-label={t('page.lines')}>
      <thead>
        <tr>
          {heads.map((h) => (
            <th key={h} scope="col" style={cellStyle}>
              {t(`f.${h}`)}
            </th>
          ))}
          <th scope="col" style={cellStyle}>
            {t('f.slipped')}
          </th>
          {onEdit ? <th scope="col" style={cellStyle} /> : null}
        </tr>
      </thead>
      <tbody>
        {d.lines.map((l) => (
          <tr key={l.lineNo}>
            <td style={cellStyle}>{l.lineNo}</td>
            <td style={cellStyle}>{l.partNumber || l.materialNumber}</td>
            <td style={cellStyle}>{l.description}</td>
            <td style={cellStyle}>
              {formatNumber(l.quantity)} {l.unit}
            </td>
            <td style={cellStyle}>{formatDate(l.deliveryDate)}</td>
            <td style={cellStyle}>
              {l.entries.length
                ? l.entries.map((e) => (
                    <div key={e.date} data-slipped={e.slipped}>
                      {t('page.entry', {
                        date: formatDate(e.date),
                        quantity: formatNumber(e.quantity),
                        unit: l.unit,
                      })}
                    </div>
                  ))
                : t('page.noPlan')}
            </td>
            <td style={cellStyle}>
              <SlippedFlag slipped={l.slipped} t={t} />
            </td>
            {onEdit ? (
              <td style={cellStyle}>
                <Button size="small" onClick={() => onEdit(l)}>
                  {t('page.edit', { no: l.lineNo })}
                </Button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function entryText(t: TFunction, date: string | null, quantity: number | null) {
  return date === null || quantity === null
    ? t('h.none')
    : t('h.entry', { date: formatDate(date), quantity: formatNumber(quantity) });
}

function History({ d, t }: { d: ForecastDetail; t: TFunction }) {
  if (!d.history.length) return <p style={{ margin: 0 }}>{t('page.historyEmpty')}</p>;
  const heads = ['at', 'by', 'lineNo', 'before', 'after', 'reason'];
  return (
    <table style={tableStyle} aria-label={t('page.history')}>
      <thead>
        <tr>
          {heads.map((h) => (
            <th key={h} scope="col" style={cellStyle}>
              {t(`h.${h}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {d.history.map((c: Change, i) => (
          <tr key={`${c.at}-${c.lineNo}-${i}`}>
            <td style={cellStyle}>{formatDateTime(c.at)}</td>
            <td style={cellStyle}>{c.byName}</td>
            <td style={cellStyle}>{c.lineNo}</td>
            <td style={cellStyle}>{entryText(t, c.oldDate, c.oldQuantity)}</td>
            <td style={cellStyle}>{entryText(t, c.newDate, c.newQuantity)}</td>
            <td style={{ ...cellStyle, whiteSpace: 'pre-wrap' }}>{c.reason || t('h.none')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface ForecastPageProps {
  side: ForecastViewSide;
  contractId: string;
}

export function ForecastPage({ side, contractId }: ForecastPageProps) {
  const { t } = useT([FORECAST_NS, 'common']);
  const [editing, setEditing] = useState<number | null>(null);
  const query = useQuery({
    queryKey: forecastQueryKey(side, contractId),
    queryFn: ({ signal }) =>
      call(
        side === 'buyer'
          ? shipmentForecastsApi.getBuyerForecast
          : shipmentForecastsApi.getSupplierForecast,
        { id: contractId },
        { signal, toast: false },
      ),
  });
  if (query.isPending || query.isError) {
    return (
      <DetailPending
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        style={wrapStyle}
      />
    );
  }
  const d = query.data.data;
  const line = d.lines.find((l) => l.lineNo === editing);
  return (
    <div part="detail" style={wrapStyle}>
      <h2 style={titleStyle}>{t('page.title', { number: d.contractNumber, title: d.title })}</h2>
      <Row>
        <span>{d.supplierName}</span>
        <span>
          {t('plannedOf', {
            planned: formatNumber(d.plannedQuantity),
            ordered: formatNumber(d.orderedQuantity),
          })}
        </span>
        <SlippedFlag slipped={d.slipped} t={t} />
      </Row>
      <section style={wrapStyle}>
        <h3 style={headingStyle}>{t('page.lines')}</h3>
        <Lines d={d} t={t} onEdit={side === 'supplier' ? (l) => setEditing(l.lineNo) : undefined} />
      </section>
      <section style={wrapStyle}>
        <h3 style={headingStyle}>{t('page.history')}</h3>
        <History d={d} t={t} />
      </section>
      {line ? <PlanDialog detail={d} line={line} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
