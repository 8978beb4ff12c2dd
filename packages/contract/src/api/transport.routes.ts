// Generated from transport.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './transport.ts';

export const transportApi = {
  listTransportSuppliers: route<typeof calls.listTransportSuppliers>({
    method: 'GET',
    path: '/admin/pd/pdDemandInquiry/suppliers',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/pdDemandInquiry/index',
  }),
  listBuyerTransportInquiries: route<typeof calls.listBuyerTransportInquiries>({
    method: 'GET',
    path: '/admin/pd/pdDemandInquiry/list',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/pdDemandInquiry/index',
  }),
  createTransportInquiry: route<typeof calls.createTransportInquiry>({
    method: 'POST',
    path: '/admin/pd/pdDemandInquiry/create',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/pdDemandInquiry/index',
  }),
  getBuyerTransportInquiry: route<typeof calls.getBuyerTransportInquiry>({
    method: 'GET',
    path: '/admin/pd/pdDemandInquiry/detail',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/pdDemandInquiry/index',
  }),
  awardTransportQuote: route<typeof calls.awardTransportQuote>({
    method: 'POST',
    path: '/admin/pd/pdDemandInquiry/award',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/pdDemandInquiry/index',
  }),
  closeTransportInquiry: route<typeof calls.closeTransportInquiry>({
    method: 'POST',
    path: '/admin/pd/pdDemandInquiry/close',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/pdDemandInquiry/index',
  }),
  listSupplierTransportInquiries: route<typeof calls.listSupplierTransportInquiries>({
    method: 'GET',
    path: '/admin/pd/pdDemandQuote/list',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/pdDemandQuote/index',
  }),
  getSupplierTransportInquiry: route<typeof calls.getSupplierTransportInquiry>({
    method: 'GET',
    path: '/admin/pd/pdDemandQuote/detail',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/pdDemandQuote/index',
  }),
  saveTransportQuote: route<typeof calls.saveTransportQuote>({
    method: 'POST',
    path: '/admin/pd/pdDemandQuote/save',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/pdDemandQuote/index',
  }),
  listSupplierTransportOrders: route<typeof calls.listSupplierTransportOrders>({
    method: 'GET',
    path: '/admin/pd/pdDemandOrder/list',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/pdDemandOrder/index',
  }),
  answerTransportOrder: route<typeof calls.answerTransportOrder>({
    method: 'POST',
    path: '/admin/pd/pdDemandOrder/answer',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/pdDemandOrder/index',
  }),
} as const;
