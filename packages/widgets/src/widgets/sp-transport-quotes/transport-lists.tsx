// The three lists on the kit's ResourceList: the supplier's inquiries to quote, its orders, and the
// buyer's inquiries. A row's number opens it in place (the widget keeps which one is open).
import { useMemo } from 'react';
import { transportApi, type TransportInquiryRow, type TransportOrderRow } from '@portal/contract';
import { routeRef } from '../../kit/links';
import { ResourceList, defineResource } from '../../kit/resource';
import { formatMoney } from '../../runtime/format';
import { useT, type TFunction } from '../../runtime/i18n';
import { TRANSPORT_NS } from './transport-text';

const rowLinks = { detail: routeRef('id') };

export const routeText = (r: { origin: string; destination: string }) =>
  `${r.origin} → ${r.destination}`;

function inquiryResource(side: 'supplier' | 'buyer', t: TFunction, open: (id: string) => void) {
  return defineResource({
    name: `transport-inquiries-${side}`,
    title: side === 'buyer' ? 'list.inquiriesTitle' : 'list.quotesTitle',
    ns: TRANSPORT_NS,
    links: rowLinks,
    list:
      side === 'buyer'
        ? transportApi.listBuyerTransportInquiries
        : transportApi.listSupplierTransportInquiries,
    emptyHint: 'list.empty',
    fields: {
      number: { kind: 'text', label: 'f.number' },
      mode: { kind: 'text', label: 'f.mode' },
      origin: { kind: 'text', label: 'f.route' },
      chargeableWeightKg: { kind: 'number', label: 'f.chargeableWeightKg' },
      replyDeadline: { kind: 'date', label: 'f.replyDeadline' },
      state: { kind: 'text', label: 'f.state' },
      quoteCount: { kind: 'number', label: 'f.quoteCount' },
    },
    columns: [
      { field: 'number', width: 170, essential: true },
      {
        field: 'mode',
        width: 90,
        render: (r: TransportInquiryRow) => t(`mode.${r.mode}`),
      },
      { field: 'origin', width: 260, essential: true, render: routeText },
      { field: 'chargeableWeightKg', width: 150 },
      { field: 'replyDeadline', width: 140 },
      {
        field: 'state',
        width: 120,
        essential: true,
        render: (r: TransportInquiryRow) => t(`state.${r.state}`),
      },
      ...(side === 'buyer' ? [{ field: 'quoteCount' as const, width: 90 }] : []),
    ],
    rowLink: {
      field: 'number',
      to: (row) => ({ ref: 'detail', params: { id: row.id } }),
      onOpen: (row) => open(row.id),
    },
  });
}

export function InquiryList({
  side,
  onOpen,
}: {
  side: 'supplier' | 'buyer';
  onOpen: (id: string) => void;
}) {
  const { t } = useT([TRANSPORT_NS, 'common']);
  const resource = useMemo(() => inquiryResource(side, t, onOpen), [side, t, onOpen]);
  return <ResourceList resource={resource} stateKey={`transport-inquiries:${side}`} />;
}

function orderResource(t: TFunction, open: (row: TransportOrderRow) => void) {
  return defineResource({
    name: 'transport-orders',
    title: 'list.ordersTitle',
    ns: TRANSPORT_NS,
    links: rowLinks,
    list: transportApi.listSupplierTransportOrders,
    emptyHint: 'list.empty',
    fields: {
      number: { kind: 'text', label: 'f.number' },
      origin: { kind: 'text', label: 'f.route' },
      readyDate: { kind: 'date', label: 'f.readyDate' },
      total: { kind: 'text', label: 'f.total' },
      state: { kind: 'text', label: 'f.state' },
      declineReason: { kind: 'text', label: 'f.declineReason' },
      noticeNumber: { kind: 'text', label: 'f.noticeNumber' },
    },
    columns: [
      { field: 'number', width: 170, essential: true },
      { field: 'origin', width: 260, essential: true, render: routeText },
      { field: 'readyDate', width: 130 },
      {
        field: 'total',
        width: 150,
        render: (r: TransportOrderRow) => formatMoney(r.total, r.currency),
      },
      {
        field: 'state',
        width: 170,
        essential: true,
        render: (r: TransportOrderRow) => t(`state.${r.state}`),
      },
      { field: 'noticeNumber', width: 170 },
      { field: 'declineReason', width: 200 },
    ],
    rowLink: {
      field: 'number',
      to: (row) => ({ ref: 'detail', params: { id: row.id } }),
      onOpen: open,
    },
  });
}

export function OrderList({ onOpen }: { onOpen: (row: TransportOrderRow) => void }) {
  const { t } = useT([TRANSPORT_NS, 'common']);
  const resource = useMemo(() => orderResource(t, onOpen), [t, onOpen]);
  return <ResourceList resource={resource} stateKey="transport-orders" />;
}
