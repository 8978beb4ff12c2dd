// Generated from shipments.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './shipments.ts';

export const shipmentsApi = {
  listSupplierShipments: route<typeof calls.listSupplierShipments>({
    method: 'GET',
    path: '/admin/contract/shipment/list',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supContract/shipment',
  }),
  getSupplierShipment: route<typeof calls.getSupplierShipment>({
    method: 'GET',
    path: '/admin/contract/shipment/detail',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supContract/shipment',
  }),
  getShippableLines: route<typeof calls.getShippableLines>({
    method: 'GET',
    path: '/admin/contract/shipment/lines',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supContract/shipment',
  }),
  createShipment: route<typeof calls.createShipment>({
    method: 'POST',
    path: '/admin/contract/shipment/create',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supContract/shipment',
  }),
  updateShipment: route<typeof calls.updateShipment>({
    method: 'POST',
    path: '/admin/contract/shipment/update',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supContract/shipment',
  }),
  moveSupplierShipment: route<typeof calls.moveSupplierShipment>({
    method: 'POST',
    path: '/admin/contract/shipment/move',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supContract/shipment',
  }),
  listBuyerShipments: route<typeof calls.listBuyerShipments>({
    method: 'GET',
    path: '/admin/contract/hnaShipment/list',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/hnaShipment/index',
  }),
  getBuyerShipment: route<typeof calls.getBuyerShipment>({
    method: 'GET',
    path: '/admin/contract/hnaShipment/detail',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/hnaShipment/index',
  }),
  markShipmentDelivered: route<typeof calls.markShipmentDelivered>({
    method: 'POST',
    path: '/admin/contract/hnaShipment/delivered',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/hnaShipment/index',
  }),
  setShipmentPickup: route<typeof calls.setShipmentPickup>({
    method: 'POST',
    path: '/admin/contract/shipment/pickup',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supContract/shipment',
  }),
  recordSupplierHandover: route<typeof calls.recordSupplierHandover>({
    method: 'POST',
    path: '/admin/contract/shipment/handover',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supContract/shipment',
  }),
  recordBuyerHandover: route<typeof calls.recordBuyerHandover>({
    method: 'POST',
    path: '/admin/contract/hnaShipment/handover',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/hnaShipment/index',
  }),
} as const;
