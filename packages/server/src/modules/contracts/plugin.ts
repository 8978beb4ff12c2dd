// Contract routes: the supplier's list and contract page (its contract menu), and the ERP's inbound
// contract (its integration key). The supplier's answers and the buyer's review follow (issue 14).
import {
  answerContract,
  confirmWholeContract,
  createErpContract,
  getSupplierContract,
  listSupplierContracts,
} from '@portal/contract';
import type { AppConfig } from '../../config.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import { checkIntegrationKey } from '../inquiry/index.ts';
import type { ContractAnswerService } from './answer-service.ts';
import type { ContractErpService } from './erp-service.ts';
import type { SupplierContractService } from './service.ts';

export interface ContractServices {
  config: AppConfig;
  erp: ContractErpService;
  contracts: SupplierContractService;
  answers: ContractAnswerService;
}

export const contractsPlugin: ModulePlugin<ContractServices> = async (app, { guard, services }) => {
  const { config, erp, contracts, answers } = services;
  registerCall(app, guard, listSupplierContracts, async (input, req) =>
    ok(req, await contracts.list(actorOf(req), input)),
  );
  registerCall(app, guard, getSupplierContract, async (input, req) =>
    ok(req, await contracts.detail(actorOf(req), input.id)),
  );
  registerCall(app, guard, answerContract, async (input, req) =>
    ok(req, await answers.answer(actorOf(req), input), 'order.answered'),
  );
  registerCall(app, guard, confirmWholeContract, async (input, req) =>
    ok(req, await answers.confirmAll(actorOf(req), input), 'order.answered'),
  );
  await app.register(async (scope) => {
    // The key is checked before the body is even read, as for the ERP's inquiries.
    scope.addHook('onRequest', async (req) => checkIntegrationKey(req, config.integrationKeys));
    registerCall(scope, guard, createErpContract, async (input, req) =>
      ok(req, await erp.issue(input, { ip: req.ip }), 'order.received'),
    );
  });
};
