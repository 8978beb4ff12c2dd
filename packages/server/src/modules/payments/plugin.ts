// Payment overview routes: the supplier's overview (/sup/payment/index) and the ERP's calls that
// feed it. The ERP calls sit in a scope whose integration key is checked before the body is read,
// as the contract and inquiry calls are.
import {
  getPaymentOverview,
  listPaymentBills,
  recordRemittance,
  schedulePayment,
  setPaymentCompany,
} from '@portal/contract';
import type { AppConfig } from '../../config.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import { checkIntegrationKey } from '../inquiry/index.ts';
import type { PaymentErpService } from './erp-service.ts';
import type { PaymentOverviewService } from './service.ts';

export interface PaymentServices {
  config: AppConfig;
  erp: PaymentErpService;
  overview: PaymentOverviewService;
}

export const paymentsPlugin: ModulePlugin<PaymentServices> = async (app, { guard, services }) => {
  const { config, erp, overview } = services;
  registerCall(app, guard, getPaymentOverview, async (_input, req) =>
    ok(req, await overview.overview(actorOf(req))),
  );
  registerCall(app, guard, listPaymentBills, async (input, req) =>
    ok(req, await overview.bills(actorOf(req), input)),
  );

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req) => checkIntegrationKey(req, config.integrationKeys));
    registerCall(scope, guard, setPaymentCompany, async (input, req) =>
      ok(req, await erp.setCompany(input, { ip: req.ip })),
    );
    registerCall(scope, guard, schedulePayment, async (input, req) =>
      ok(req, await erp.schedule(input, { ip: req.ip })),
    );
    registerCall(scope, guard, recordRemittance, async (input, req) =>
      ok(req, await erp.remit(input, { ip: req.ip })),
    );
  });
};
