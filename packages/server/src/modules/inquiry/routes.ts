// Inquiry routes: the supplier's list, sheet, quote (get, hold, submit, no bid) and home summary,
// and the ERP's inbound inquiry. Supplier calls need `inquiry:quote` (checked by registerCall).
import {
  createErpInquiry,
  formatMessage,
  getInquiry,
  getQuote,
  holdQuote,
  listInquiries,
  noBid,
  submitQuote,
  supplierHome,
  type MessageKey,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type RouteDeps } from '../../http/register-call.ts';
import { FilesRepository } from '../files/repository.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { actorOf } from '../../core/actor.ts';
import { ErpRepository } from './erp-repository.ts';
import { ErpService } from './erp-service.ts';
import { checkIntegrationKey } from './integration-key.ts';
import { QuoteRepository } from './quote-repository.ts';
import { QuoteService } from './quote-service.ts';
import { InquiryRepository } from './repository.ts';
import { InquiryService } from './service.ts';

export interface InquiryDeps extends RouteDeps {
  config: AppConfig;
  operationLog: OperationLog;
}

export function registerInquiryRoutes(
  app: FastifyInstance,
  deps: InquiryDeps,
  db: Kysely<Database>,
): void {
  const files = new FilesRepository(db);
  const inquiries = new InquiryService(new InquiryRepository(db), files, deps.config);
  const quotes = new QuoteService(
    db,
    new QuoteRepository(db),
    deps.operationLog,
    deps.users,
    files,
    deps.config,
  );
  const erp = new ErpService(db, new ErpRepository(db), deps.operationLog, deps.config);
  const ok = (req: FastifyRequest, key: MessageKey) => formatMessage(requestLanguage(req), key);

  registerCall(app, deps, listInquiries, async (input, req) => ({
    code: 200,
    msg: ok(req, 'ok.done'),
    data: await inquiries.list(actorOf(req), input),
  }));

  registerCall(app, deps, getInquiry, async (input, req) => ({
    code: 200,
    msg: ok(req, 'ok.done'),
    data: await inquiries.detail(actorOf(req), input.id, requestLanguage(req)),
  }));

  registerCall(app, deps, getQuote, async (input, req) => ({
    code: 200,
    msg: ok(req, 'ok.done'),
    data: await quotes.getQuote(actorOf(req), input.inquiryId),
  }));

  registerCall(app, deps, holdQuote, async (input, req) => ({
    code: 200,
    msg: ok(req, 'quote.held'),
    data: await quotes.save(actorOf(req), 'hold', input),
  }));

  registerCall(app, deps, submitQuote, async (input, req) => ({
    code: 200,
    msg: ok(req, 'quote.submitted'),
    data: await quotes.save(actorOf(req), 'submit', input),
  }));

  registerCall(app, deps, noBid, async (input, req) => ({
    code: 200,
    msg: ok(req, 'quote.noBidDone'),
    data: await quotes.noBid(actorOf(req), input),
  }));

  registerCall(app, deps, supplierHome, async (_input, req) => ({
    code: 200,
    msg: ok(req, 'ok.done'),
    data: await inquiries.home(actorOf(req)),
  }));

  app.register(async (scope) => {
    // The key is checked before the body is even read: a caller without it learns nothing more.
    scope.addHook('onRequest', async (req) =>
      checkIntegrationKey(req, deps.config.integrationKeys),
    );
    // OpenAPI: this route is secured by the integration key, not the bearer token.
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, security: [{ integrationKey: [] }] };
    });
    registerCall(scope, deps, createErpInquiry, async (input, req) => ({
      code: 200,
      msg: ok(req, 'inquiry.created'),
      data: await erp.createInquiry(input, { ip: req.ip }),
    }));
  });
}
