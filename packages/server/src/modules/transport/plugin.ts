// Transport quote routes (issue 15): the buyer's inquiries (/hna/pdDemandInquiry/index), the
// transport supplier's inquiries to quote (/sup/pdDemandQuote/index) and its orders
// (/sup/pdDemandOrder/index). The side of a call is fixed here, never taken from the request.
import {
  answerTransportOrder,
  awardTransportQuote,
  closeTransportInquiry,
  createTransportInquiry,
  getBuyerTransportInquiry,
  getSupplierTransportInquiry,
  listBuyerTransportInquiries,
  listSupplierTransportInquiries,
  listSupplierTransportOrders,
  listTransportSuppliers,
  saveTransportQuote,
} from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { TransportService } from './service.ts';

export interface TransportServices {
  transport: TransportService;
}

export const transportPlugin: ModulePlugin<TransportServices> = async (
  app,
  { guard, services },
) => {
  const { transport } = services;
  registerCall(app, guard, listTransportSuppliers, async (_input, req) =>
    ok(req, await transport.suppliers(requestLanguage(req))),
  );
  registerCall(app, guard, listBuyerTransportInquiries, async (input, req) =>
    ok(req, await transport.list(actorOf(req), 'buyer', input)),
  );
  registerCall(app, guard, createTransportInquiry, async (input, req) => {
    const created = await transport.create(actorOf(req), input);
    return ok(req, created, 'transport.created', { number: created.number ?? '' });
  });
  registerCall(app, guard, getBuyerTransportInquiry, async (input, req) =>
    ok(req, await transport.buyerDetail(input.id, requestLanguage(req))),
  );
  registerCall(app, guard, awardTransportQuote, async (input, req) => {
    const awarded = await transport.award(actorOf(req), input);
    return ok(req, awarded, 'transport.awarded', { number: awarded.number ?? '' });
  });
  registerCall(app, guard, closeTransportInquiry, async (input, req) =>
    ok(req, await transport.close(actorOf(req), input), 'transport.inquiryClosed'),
  );
  registerCall(app, guard, listSupplierTransportInquiries, async (input, req) =>
    ok(req, await transport.list(actorOf(req), 'supplier', input)),
  );
  registerCall(app, guard, getSupplierTransportInquiry, async (input, req) =>
    ok(req, await transport.supplierDetail(actorOf(req), input.id, requestLanguage(req))),
  );
  registerCall(app, guard, saveTransportQuote, async (input, req) =>
    ok(req, await transport.saveQuote(actorOf(req), input), 'transport.quoted'),
  );
  registerCall(app, guard, listSupplierTransportOrders, async (input, req) =>
    ok(req, await transport.orders(actorOf(req), input, requestLanguage(req))),
  );
  registerCall(app, guard, answerTransportOrder, async (input, req) => {
    const answered = await transport.answerOrder(actorOf(req), input);
    return ok(
      req,
      answered,
      answered.state === 'confirmed' ? 'transport.confirmed' : 'transport.declined',
    );
  });
};
