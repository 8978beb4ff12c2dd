// Inquiry routes: the supplier's list, sheet, quote (get, hold, submit, no bid) and home summary
// (supplier calls, `inquiry:quote`), and the ERP's inbound inquiry (its integration key).
import {
  createErpInquiry,
  getInquiry,
  getQuote,
  holdQuote,
  listInquiries,
  noBid,
  submitQuote,
  supplierHome,
} from '@portal/contract';
import type { AppConfig } from '../../config.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { ErpService } from './erp-service.ts';
import { checkIntegrationKey } from './integration-key.ts';
import type { QuoteService } from './quote-service.ts';
import type { InquiryService } from './service.ts';

export interface InquiryServices {
  config: AppConfig;
  inquiries: InquiryService;
  quotes: QuoteService;
  erp: ErpService;
}

export const inquiryPlugin: ModulePlugin<InquiryServices> = async (app, { guard, services }) => {
  const { config, inquiries, quotes, erp } = services;

  registerCall(app, guard, listInquiries, async (input, req) =>
    ok(req, await inquiries.list(actorOf(req), input)),
  );
  registerCall(app, guard, getInquiry, async (input, req) =>
    ok(req, await inquiries.detail(actorOf(req), input.id, requestLanguage(req))),
  );
  registerCall(app, guard, getQuote, async (input, req) =>
    ok(req, await quotes.getQuote(actorOf(req), input.inquiryId)),
  );
  registerCall(app, guard, holdQuote, async (input, req) =>
    ok(req, await quotes.save(actorOf(req), 'hold', input), 'quote.held'),
  );
  registerCall(app, guard, submitQuote, async (input, req) =>
    ok(req, await quotes.save(actorOf(req), 'submit', input), 'quote.submitted'),
  );
  registerCall(app, guard, noBid, async (input, req) =>
    ok(req, await quotes.noBid(actorOf(req), input), 'quote.noBidDone'),
  );
  registerCall(app, guard, supplierHome, async (_input, req) =>
    ok(req, await inquiries.home(actorOf(req))),
  );

  await app.register(async (scope) => {
    // The key is checked before the body is even read: a caller without it learns nothing more.
    scope.addHook('onRequest', async (req) => checkIntegrationKey(req, config.integrationKeys));
    registerCall(scope, guard, createErpInquiry, async (input, req) =>
      ok(req, await erp.createInquiry(input, { ip: req.ip }), 'inquiry.created'),
    );
  });
};
