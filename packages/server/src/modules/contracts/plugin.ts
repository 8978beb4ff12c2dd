// Contract routes: for now the ERP's inbound contract (its integration key); the supplier's list,
// page and answers and the buyer's review follow (issue 14).
import { createErpContract } from '@portal/contract';
import type { AppConfig } from '../../config.ts';
import { ok } from '../../core/envelope.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import { checkIntegrationKey } from '../inquiry/index.ts';
import type { ContractErpService } from './erp-service.ts';

export interface ContractServices {
  config: AppConfig;
  erp: ContractErpService;
}

export const contractsPlugin: ModulePlugin<ContractServices> = async (app, { guard, services }) => {
  const { config, erp } = services;
  await app.register(async (scope) => {
    // The key is checked before the body is even read, as for the ERP's inquiries.
    scope.addHook('onRequest', async (req) => checkIntegrationKey(req, config.integrationKeys));
    registerCall(scope, guard, createErpContract, async (input, req) =>
      ok(req, await erp.issue(input, { ip: req.ip }), 'order.received'),
    );
  });
};
