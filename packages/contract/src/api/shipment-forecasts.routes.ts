// Generated from shipment-forecasts.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './shipment-forecasts.ts';

export const shipmentForecastsApi = {
  listSupplierForecastContracts: route<typeof calls.listSupplierForecastContracts>({
    method: 'GET',
    path: '/admin/contract/supForecast/list',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supContract/forecast',
  }),
  getSupplierForecast: route<typeof calls.getSupplierForecast>({
    method: 'GET',
    path: '/admin/contract/supForecast/detail',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supContract/forecast',
  }),
  saveLineForecast: route<typeof calls.saveLineForecast>({
    method: 'POST',
    path: '/admin/contract/supForecast/saveLine',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supContract/forecast',
  }),
  listBuyerForecasts: route<typeof calls.listBuyerForecasts>({
    method: 'GET',
    path: '/admin/contract/hnaForecast/list',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/hnaShipment/forecast',
  }),
  getBuyerForecast: route<typeof calls.getBuyerForecast>({
    method: 'GET',
    path: '/admin/contract/hnaForecast/detail',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/hnaShipment/forecast',
  }),
} as const;
