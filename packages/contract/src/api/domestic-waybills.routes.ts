// Generated from domestic-waybills.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './domestic-waybills.ts';

export const domesticWaybillsApi = {
  listWaybillOrders: route<typeof calls.listWaybillOrders>({
    method: 'GET',
    path: '/admin/pd/domesticWaybill/orders',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supContract/domesticCreate',
  }),
  createDomesticWaybill: route<typeof calls.createDomesticWaybill>({
    method: 'POST',
    path: '/admin/pd/domesticWaybill/create',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supContract/domesticCreate',
  }),
  listSupplierWaybills: route<typeof calls.listSupplierWaybills>({
    method: 'GET',
    path: '/admin/pd/domesticWaybill/list',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/domesticTransport/index',
  }),
  getSupplierWaybill: route<typeof calls.getSupplierWaybill>({
    method: 'GET',
    path: '/admin/pd/domesticWaybill/detail',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/domesticTransport/index',
  }),
  moveDomesticWaybill: route<typeof calls.moveDomesticWaybill>({
    method: 'POST',
    path: '/admin/pd/domesticWaybill/move',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/domesticTransport/index',
  }),
  reportWaybillException: route<typeof calls.reportWaybillException>({
    method: 'POST',
    path: '/admin/pd/domesticWaybill/exception',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/domesticTransport/index',
  }),
  signDomesticWaybill: route<typeof calls.signDomesticWaybill>({
    method: 'POST',
    path: '/admin/pd/domesticWaybill/sign',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/domesticTransport/index',
  }),
  listBuyerWaybills: route<typeof calls.listBuyerWaybills>({
    method: 'GET',
    path: '/admin/pd/pdDemandInquiry/waybills',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/pdDemandInquiry/index',
  }),
  giveWaybillFeedback: route<typeof calls.giveWaybillFeedback>({
    method: 'POST',
    path: '/admin/pd/pdDemandInquiry/waybillFeedback',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/pdDemandInquiry/index',
  }),
} as const;
