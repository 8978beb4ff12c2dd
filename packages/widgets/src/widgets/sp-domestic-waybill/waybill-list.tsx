// The transport supplier's waybills on the kit's ResourceList, filtered by state; a row's number
// opens it in place (the widget keeps which one is open).
import { useMemo } from 'react';
import { WAYBILL_STATES, domesticWaybillsApi, type WaybillRow } from '@portal/contract';
import { routeRef } from '../../kit/links';
import { ResourceList, defineResource } from '../../kit/resource';
import { formatMoney } from '../../runtime/format';
import { WAYBILL_NS } from './waybill-text';

export const routeText = (r: { origin: string; destination: string }) =>
  `${r.origin} → ${r.destination}`;

function waybillResource(open: (id: string) => void) {
  return defineResource({
    name: 'domestic-waybills',
    title: 'list.title',
    ns: WAYBILL_NS,
    links: { detail: routeRef('id') },
    list: domesticWaybillsApi.listSupplierWaybills,
    emptyHint: 'list.empty',
    fields: {
      number: { kind: 'text', label: 'f.number' },
      orderNumber: { kind: 'text', label: 'f.orderNumber' },
      origin: { kind: 'text', label: 'f.route' },
      pieces: { kind: 'number', label: 'f.pieces' },
      premium: { kind: 'text', label: 'f.premium' },
      state: { kind: 'enum', label: 'f.state', enum: 'waybillState', options: WAYBILL_STATES },
      exceptionCount: { kind: 'number', label: 'f.exceptions' },
      createdAt: { kind: 'date-time', label: 'f.createdAt' },
    },
    columns: [
      { field: 'number', width: 170, essential: true },
      { field: 'orderNumber', width: 170 },
      { field: 'origin', width: 240, essential: true, render: routeText },
      { field: 'pieces', width: 90 },
      {
        field: 'premium',
        width: 140,
        render: (r: WaybillRow) => formatMoney(r.premium, r.currency),
      },
      { field: 'state', width: 150, essential: true },
      { field: 'exceptionCount', width: 100 },
      { field: 'createdAt', width: 170 },
    ],
    filters: [
      { kind: 'text', param: 'q', label: 'list.search' },
      {
        kind: 'select',
        param: 'state',
        label: 'f.state',
        enum: 'waybillState',
        options: WAYBILL_STATES,
      },
    ],
    rowLink: {
      field: 'number',
      to: (row) => ({ ref: 'detail', params: { id: row.id } }),
      onOpen: (row) => open(row.id),
    },
  });
}

export function WaybillList({ onOpen }: { onOpen: (id: string) => void }) {
  const resource = useMemo(() => waybillResource(onOpen), [onOpen]);
  return <ResourceList resource={resource} stateKey="domestic-waybills" />;
}
