// The ship notice list of one side (docs/product-rules.md#ship-notices): notice and contract
// number, the state, dates, transport, waybill, boxes, chargeable weight and whether dangerous
// goods travel; the buyer's adds the supplier. Filtered by state, searched on numbers; the notice
// number opens the notice.
import { useMemo, type ReactNode } from 'react';
import { SHIPMENT_STATES, TRANSPORT_MODES, shipmentsApi, type ShipmentRow } from '@portal/contract';
import { routeRef } from '../../kit/links';
import { ResourceList, defineResource, type FieldDef } from '../../kit/resource';
import { shipmentStateField } from '../../kit/status-colors';
import { useT, type TFunction } from '../../runtime/i18n';
import { SHIPMENTS_NS } from './shipments-text';

export type ShipmentViewSide = 'supplier' | 'buyer';
export const SHIPMENT_VIEW_SIDES: readonly ShipmentViewSide[] = ['supplier', 'buyer'];

/** The notice's page and the list's own, when the host gives them routes. */
export const shipmentLinks = { detail: routeRef('id'), list: routeRef() };

export interface ShipmentListProps {
  side: ShipmentViewSide;
  /** The notice's URL, when it has a page of its own (useListOrDetail). */
  href?: (id: string) => string;
  open: (id: string) => void;
  /** Beside the list's own buttons: the supplier's "New ship notice". */
  toolbar?: ReactNode;
}

const FIELDS: Partial<Record<keyof ShipmentRow, FieldDef>> = {
  noticeNumber: { kind: 'text', label: 'f.noticeNumber' },
  contractNumber: { kind: 'text', label: 'f.contractNumber' },
  supplierName: { kind: 'text', label: 'f.supplierName' },
  state: shipmentStateField('f.state'),
  shipDate: { kind: 'date', label: 'f.shipDate' },
  expectedDeliveryDate: { kind: 'date', label: 'f.expectedDeliveryDate' },
  transportMode: {
    kind: 'enum',
    label: 'f.transportMode',
    enum: 'transportMode',
    options: TRANSPORT_MODES,
  },
  waybillNumber: { kind: 'text', label: 'f.waybillNumber' },
  boxCount: { kind: 'number', label: 'f.boxCount' },
  chargeableWeightKg: { kind: 'number', label: 'f.chargeableWeightKg' },
  dangerous: { kind: 'boolean', label: 'f.dangerous' },
};

function shipmentListResource({ side, href, open }: ShipmentListProps, t: TFunction) {
  return defineResource({
    name: 'shipments',
    title: side === 'buyer' ? 'list.buyerTitle' : 'list.title',
    ns: SHIPMENTS_NS,
    list: side === 'buyer' ? shipmentsApi.listBuyerShipments : shipmentsApi.listSupplierShipments,
    emptyHint: 'list.empty',
    fields: { ...FIELDS, q: { kind: 'text', label: 'list.search' } },
    columns: [
      { field: 'noticeNumber', width: 180, essential: true },
      { field: 'contractNumber', width: 160 },
      ...(side === 'buyer' ? [{ field: 'supplierName' as const, width: 180 }] : []),
      { field: 'state', width: 130, essential: true },
      { field: 'shipDate', width: 120 },
      { field: 'expectedDeliveryDate', width: 140 },
      { field: 'transportMode', width: 100 },
      { field: 'waybillNumber', width: 150 },
      { field: 'boxCount', width: 80 },
      { field: 'chargeableWeightKg', width: 150 },
      {
        field: 'dangerous',
        width: 120,
        // A word, never colour alone (WCAG 1.4.1).
        render: (row: ShipmentRow) => t(row.dangerous ? 'dangerousYes' : 'dangerousNo'),
      },
    ],
    filters: [
      { kind: 'text', param: 'q', label: 'list.search' },
      {
        kind: 'select',
        param: 'state',
        label: 'list.state',
        enum: 'shipmentState',
        options: SHIPMENT_STATES,
      },
    ],
    rowLink: {
      field: 'noticeNumber',
      href: href ? (row) => href(row.id) : undefined,
      onOpen: (row) => open(row.id),
    },
  });
}

export function ShipmentList({ side, href, open, toolbar }: ShipmentListProps) {
  const { t } = useT([SHIPMENTS_NS, 'common']);
  const resource = useMemo(
    () => shipmentListResource({ side, href, open }, t),
    [side, href, open, t],
  );
  return <ResourceList resource={resource} stateKey={`shipment-list:${side}`} toolbar={toolbar} />;
}
