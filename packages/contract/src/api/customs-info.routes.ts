// Generated from customs-info.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './customs-info.ts';

export const customsInfoApi = {
  listSupplierCustomsInfo: route<typeof calls.listSupplierCustomsInfo>({
    method: 'GET',
    path: '/admin/contract/customs/list',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/customs/index',
  }),
  listCarrierCustomsInfo: route<typeof calls.listCarrierCustomsInfo>({
    method: 'GET',
    path: '/admin/pd/pdCustoms/list',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/pdCustoms/index',
  }),
  listCustomsBrokers: route<typeof calls.listCustomsBrokers>({
    method: 'GET',
    path: '/admin/contract/customs/brokers',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/customs/index',
  }),
  saveCustomsInfo: route<typeof calls.saveCustomsInfo>({
    method: 'POST',
    path: '/admin/contract/customs/save',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/customs/index',
  }),
  listBuyerCustomsInfo: route<typeof calls.listBuyerCustomsInfo>({
    method: 'GET',
    path: '/admin/contract/hnaCustoms/list',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/hnaShipment/index',
  }),
} as const;
