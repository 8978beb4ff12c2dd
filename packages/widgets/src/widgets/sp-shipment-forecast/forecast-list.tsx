// The two lists (docs/product-rules.md#shipment-forecasts): the supplier's confirmed goods
// contracts with how much is planned, the next shipment and the slipped flag; and the buyer's
// planned shipments across suppliers in planned-date order, filtered by supplier, contract number,
// date range and slippage. A contract number opens the contract's plan.
import { useMemo, type CSSProperties } from 'react';
import { WarningFilled } from '@fluentui/react-icons';
import {
  shipmentForecastsApi,
  type BuyerForecastRow,
  type ForecastContractRow,
} from '@portal/contract';
import { token } from '../../kit/css-token';
import { linkHref, navigateTo, routeRef, type LinkBindings } from '../../kit/links';
import { ResourceList, defineResource } from '../../kit/resource';
import { formatNumber } from '../../runtime/format';
import { useT, type TFunction } from '../../runtime/i18n';
import { FORECAST_NS } from './forecast-text';

export const forecastLinks = { detail: routeRef('id') };

const slippedStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: token('spacingHorizontalXS'),
  color: token('colorPaletteRedForeground1'),
  fontWeight: token('fontWeightSemibold'),
};

/** The slipped flag as an icon and a word, never colour alone (WCAG 1.4.1). */
export function SlippedFlag({ slipped, t }: { slipped: boolean; t: TFunction }) {
  return slipped ? (
    <span style={slippedStyle} data-slipped="true">
      <WarningFilled aria-hidden />
      {t('slippedText', { ns: FORECAST_NS })}
    </span>
  ) : (
    <span data-slipped="false">{t('onTime', { ns: FORECAST_NS })}</span>
  );
}

/**
 * The lists' query-key roots: one per side, so the two lists never share a cached page, and both
 * under FORECAST_KEY_PREFIX, which a saved plan refetches.
 */
export const FORECAST_KEY_PREFIX = 'shipment-forecast';

function supplierResource(t: TFunction, open: (id: string) => void) {
  return defineResource({
    name: `${FORECAST_KEY_PREFIX}-contracts`,
    title: 'list.supplierTitle',
    ns: FORECAST_NS,
    links: forecastLinks,
    list: shipmentForecastsApi.listSupplierForecastContracts,
    emptyHint: 'list.supplierEmpty',
    fields: {
      contractNumber: { kind: 'text', label: 'f.contractNumber' },
      title: { kind: 'text', label: 'f.title' },
      lineCount: { kind: 'number', label: 'f.lineCount' },
      plannedQuantity: { kind: 'number', label: 'f.planned' },
      nextShipDate: { kind: 'date', label: 'f.nextShipDate' },
      slipped: { kind: 'boolean', label: 'f.slipped' },
      q: { kind: 'text', label: 'list.search' },
    },
    columns: [
      { field: 'contractNumber', width: 170, essential: true },
      { field: 'title', width: 220 },
      { field: 'lineCount', width: 90 },
      {
        field: 'plannedQuantity',
        width: 140,
        render: (row: ForecastContractRow) =>
          t('plannedOf', {
            ns: FORECAST_NS,
            planned: formatNumber(row.plannedQuantity),
            ordered: formatNumber(row.orderedQuantity),
          }),
      },
      { field: 'nextShipDate', width: 140, essential: true },
      {
        field: 'slipped',
        width: 190,
        essential: true,
        render: (row: ForecastContractRow) => <SlippedFlag slipped={row.slipped} t={t} />,
      },
    ],
    filters: [{ kind: 'text', param: 'q', label: 'list.search' }],
    rowLink: {
      field: 'contractNumber',
      to: (row) => ({ ref: 'detail', params: { id: row.id } }),
      onOpen: (row) => open(row.id),
    },
  });
}

function buyerResource(t: TFunction, open: (id: string) => void) {
  return defineResource({
    name: `${FORECAST_KEY_PREFIX}-shipments`,
    title: 'list.buyerTitle',
    ns: FORECAST_NS,
    links: forecastLinks,
    list: shipmentForecastsApi.listBuyerForecasts,
    emptyHint: 'list.buyerEmpty',
    rowId: (row) => `${row.contractId}:${row.lineNo}:${row.plannedDate}`,
    fields: {
      plannedDate: { kind: 'date', label: 'f.plannedDate' },
      contractNumber: { kind: 'text', label: 'f.contractNumber' },
      supplierName: { kind: 'text', label: 'f.supplierName' },
      lineNo: { kind: 'number', label: 'f.lineNo' },
      partNumber: { kind: 'text', label: 'f.partNumber' },
      description: { kind: 'text', label: 'f.description' },
      quantity: { kind: 'number', label: 'f.quantity' },
      unit: { kind: 'text', label: 'f.unit' },
      deliveryDate: { kind: 'date', label: 'f.deliveryDate' },
      slipped: { kind: 'boolean', label: 'f.slipped' },
      supplier: { kind: 'text', label: 'list.supplier' },
    },
    columns: [
      { field: 'plannedDate', width: 140, essential: true },
      { field: 'contractNumber', width: 170, essential: true },
      { field: 'supplierName', width: 200 },
      { field: 'lineNo', width: 70 },
      { field: 'partNumber', width: 140 },
      { field: 'description', width: 200 },
      { field: 'quantity', width: 100 },
      { field: 'unit', width: 70 },
      { field: 'deliveryDate', width: 130 },
      {
        field: 'slipped',
        width: 190,
        essential: true,
        render: (row: BuyerForecastRow) => <SlippedFlag slipped={row.slipped} t={t} />,
      },
    ],
    filters: [
      { kind: 'text', param: 'supplier', label: 'list.supplier' },
      { kind: 'text', param: 'contractNumber', label: 'list.contractNumber' },
      { kind: 'date-range', from: 'from', to: 'to', label: 'list.plannedDate' },
      {
        kind: 'select',
        param: 'slipped',
        label: 'list.slipped',
        enum: 'forecastSlipped',
        options: ['true', 'false'],
      },
    ],
    rowLink: {
      field: 'contractNumber',
      to: (row) => ({ ref: 'detail', params: { id: row.contractId } }),
      onOpen: (row) => open(row.contractId),
    },
  });
}

export interface ForecastListProps {
  side: 'supplier' | 'buyer';
  links?: LinkBindings<typeof forecastLinks>;
  onOpen?: (detail: { id: string }) => void;
}

export function ForecastList({ side, links, onOpen }: ForecastListProps) {
  const { t } = useT([FORECAST_NS, 'common']);
  const open = useMemo(
    () => (id: string) => {
      onOpen?.({ id });
      const href = linkHref(links, 'detail', { id });
      if (href) navigateTo(href);
    },
    [links, onOpen],
  );
  const supplier = useMemo(() => supplierResource(t, open), [t, open]);
  const buyer = useMemo(() => buyerResource(t, open), [t, open]);
  return side === 'buyer' ? (
    <ResourceList resource={buyer} links={links} stateKey="forecast-list:buyer" />
  ) : (
    <ResourceList resource={supplier} links={links} stateKey="forecast-list:supplier" />
  );
}
