// Shipment forecast routes: the supplier's (/sup/supContract/forecast) and the buyer's
// (/hna/hnaShipment/forecast). The side of a call is fixed here, never taken from the request.
import {
  getBuyerForecast,
  getSupplierForecast,
  listBuyerForecasts,
  listSupplierForecastContracts,
  saveLineForecast,
} from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { ShipmentForecastService } from './service.ts';

export interface ShipmentForecastServices {
  forecasts: ShipmentForecastService;
}

export const shipmentForecastPlugin: ModulePlugin<ShipmentForecastServices> = async (
  app,
  { guard, services },
) => {
  const { forecasts } = services;
  registerCall(app, guard, listSupplierForecastContracts, async (input, req) =>
    ok(req, await forecasts.listContracts(actorOf(req), input, requestLanguage(req))),
  );
  registerCall(app, guard, getSupplierForecast, async (input, req) =>
    ok(req, await forecasts.detail(actorOf(req), 'supplier', input.id, requestLanguage(req))),
  );
  registerCall(app, guard, saveLineForecast, async (input, req) =>
    ok(req, await forecasts.saveLine(actorOf(req), input), 'forecast.saved'),
  );
  registerCall(app, guard, listBuyerForecasts, async (input, req) =>
    ok(req, await forecasts.listBuyer(input, requestLanguage(req))),
  );
  registerCall(app, guard, getBuyerForecast, async (input, req) =>
    ok(req, await forecasts.detail(actorOf(req), 'buyer', input.id, requestLanguage(req))),
  );
};
