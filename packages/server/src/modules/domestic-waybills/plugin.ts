// Domestic waybill routes (issue 15): the transport supplier's waybills (/sup/supContract/
// domesticCreate, /sup/domesticTransport/index) and the buyer's reading and feedback under its
// transport inquiry (/hna/pdDemandInquiry/index). The side of a call is fixed by its definition.
import {
  createDomesticWaybill,
  getSupplierWaybill,
  giveWaybillFeedback,
  listBuyerWaybills,
  listSupplierWaybills,
  listWaybillOrders,
  moveDomesticWaybill,
  reportWaybillException,
  signDomesticWaybill,
} from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { DomesticWaybillService } from './service.ts';

export interface DomesticWaybillServices {
  waybills: DomesticWaybillService;
}

export const domesticWaybillPlugin: ModulePlugin<DomesticWaybillServices> = async (
  app,
  { guard, services },
) => {
  const { waybills } = services;
  registerCall(app, guard, listWaybillOrders, async (_input, req) =>
    ok(req, await waybills.orders(actorOf(req))),
  );
  registerCall(app, guard, createDomesticWaybill, async (input, req) => {
    const created = await waybills.create(actorOf(req), input);
    return ok(req, created, 'waybill.created', { number: created.number ?? '' });
  });
  registerCall(app, guard, listSupplierWaybills, async (input, req) =>
    ok(req, await waybills.list(actorOf(req), input, requestLanguage(req))),
  );
  registerCall(app, guard, getSupplierWaybill, async (input, req) =>
    ok(req, await waybills.supplierDetail(actorOf(req), input.id, requestLanguage(req))),
  );
  registerCall(app, guard, moveDomesticWaybill, async (input, req) =>
    ok(req, await waybills.move(actorOf(req), input), 'waybill.moved'),
  );
  registerCall(app, guard, reportWaybillException, async (input, req) =>
    ok(req, await waybills.reportException(actorOf(req), input), 'waybill.exceptionReported'),
  );
  registerCall(app, guard, signDomesticWaybill, async (input, req) =>
    ok(req, await waybills.sign(actorOf(req), input), 'waybill.signed'),
  );
  registerCall(app, guard, listBuyerWaybills, async (input, req) =>
    ok(req, await waybills.buyerWaybills(input.inquiryId, requestLanguage(req))),
  );
  registerCall(app, guard, giveWaybillFeedback, async (input, req) =>
    ok(req, await waybills.feedback(actorOf(req), input), 'waybill.feedbackSaved'),
  );
};
