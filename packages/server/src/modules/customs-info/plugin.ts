// Customs information routes: the supplier's (/sup/customs/index), the transport supplier's read
// (/sup/pdCustoms/index) and the buyer's read on its shipment page (/hna/hnaShipment/index). The side of a call is fixed here, never taken from the
// request, so a supplier never reaches the buyer's list and a buyer never saves.
import {
  listBuyerCustomsInfo,
  listCarrierCustomsInfo,
  listCustomsBrokers,
  listSupplierCustomsInfo,
  saveCustomsInfo,
} from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { CustomsInfoService } from './service.ts';

export interface CustomsInfoServices {
  customsInfo: CustomsInfoService;
}

export const customsInfoPlugin: ModulePlugin<CustomsInfoServices> = async (
  app,
  { guard, services: { customsInfo } },
) => {
  registerCall(app, guard, listSupplierCustomsInfo, async (input, req) =>
    ok(req, await customsInfo.list(actorOf(req), 'supplier', input, requestLanguage(req))),
  );
  registerCall(app, guard, listCustomsBrokers, async (input, req) =>
    ok(req, await customsInfo.brokers(actorOf(req), input)),
  );
  registerCall(app, guard, saveCustomsInfo, async (input, req) =>
    ok(req, await customsInfo.save(actorOf(req), input, requestLanguage(req)), 'customsInfo.saved'),
  );
  registerCall(app, guard, listCarrierCustomsInfo, async (input, req) =>
    ok(req, await customsInfo.list(actorOf(req), 'carrier', input, requestLanguage(req))),
  );
  registerCall(app, guard, listBuyerCustomsInfo, async (input, req) =>
    ok(req, await customsInfo.list(actorOf(req), 'buyer', input, requestLanguage(req))),
  );
};
