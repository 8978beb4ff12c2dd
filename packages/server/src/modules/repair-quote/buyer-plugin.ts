// The buyer's repair quote calls (issue 14): the submitted repair quotes of a repair inquiry side
// by side (inquiry:review) and the award, which issues a repair contract per quoted unit
// (inquiry:award). The supplier's calls sit in this module's own plugin.
import { awardRepairQuote, compareRepairQuotes, repairAwardedMessage } from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { RepairQuoteBuyerService } from './buyer-service.ts';

export { RepairQuoteBuyerService } from './buyer-service.ts';

export interface RepairQuoteBuyerServices {
  buyer: RepairQuoteBuyerService;
}

export const repairQuoteBuyerPlugin: ModulePlugin<RepairQuoteBuyerServices> = async (
  app,
  { guard, services },
) => {
  const { buyer } = services;

  registerCall(app, guard, compareRepairQuotes, async (input, req) =>
    ok(req, await buyer.compare(input.inquiryId, input.currency, requestLanguage(req))),
  );

  registerCall(app, guard, awardRepairQuote, async (input, req) => {
    const awarded = await buyer.award(actorOf(req), input);
    const said = repairAwardedMessage(awarded.contracts.map((c) => c.contractNumber));
    return ok(req, awarded, said.key, said.params);
  });
};
