// Repair progress routes: the supplier's (its repair progress menu, /sup/statusUpdate/index) and
// the buyer's (/hna/repairProgress/index). The side of a call is fixed here, never taken from the
// request, so a supplier can set only supplier statuses and vice versa.
import {
  addRepairCost,
  decideRepairCost,
  getBuyerRepair,
  getSupplierRepair,
  listBuyerRepairs,
  listSupplierRepairs,
  updateBuyerRepair,
  updateSupplierRepair,
} from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { RepairProgressService } from './service.ts';

export interface RepairProgressServices {
  repairs: RepairProgressService;
}

export const repairProgressPlugin: ModulePlugin<RepairProgressServices> = async (
  app,
  { guard, services },
) => {
  const { repairs } = services;
  registerCall(app, guard, listSupplierRepairs, async (input, req) =>
    ok(req, await repairs.list(actorOf(req), 'supplier', input, requestLanguage(req))),
  );
  registerCall(app, guard, getSupplierRepair, async (input, req) =>
    ok(req, await repairs.detail(actorOf(req), 'supplier', input.id, requestLanguage(req))),
  );
  registerCall(app, guard, updateSupplierRepair, async (input, req) =>
    ok(req, await repairs.updateStatus(actorOf(req), 'supplier', input), 'repair.updated'),
  );
  registerCall(app, guard, addRepairCost, async (input, req) =>
    ok(req, await repairs.addCost(actorOf(req), input), 'repair.costAdded'),
  );
  registerCall(app, guard, listBuyerRepairs, async (input, req) =>
    ok(req, await repairs.list(actorOf(req), 'buyer', input, requestLanguage(req))),
  );
  registerCall(app, guard, getBuyerRepair, async (input, req) =>
    ok(req, await repairs.detail(actorOf(req), 'buyer', input.id, requestLanguage(req))),
  );
  registerCall(app, guard, updateBuyerRepair, async (input, req) =>
    ok(req, await repairs.updateStatus(actorOf(req), 'buyer', input), 'repair.updated'),
  );
  registerCall(app, guard, decideRepairCost, async (input, req) =>
    ok(req, await repairs.decideCost(actorOf(req), input), 'repair.costDecidedOk'),
  );
};
