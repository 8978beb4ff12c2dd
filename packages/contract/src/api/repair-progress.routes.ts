// Generated from repair-progress.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './repair-progress.ts';

export const repairProgressApi = {
  listSupplierRepairs: route<typeof calls.listSupplierRepairs>({
    method: 'GET',
    path: '/admin/contract/statusUpdate/list',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/statusUpdate/index',
  }),
  getSupplierRepair: route<typeof calls.getSupplierRepair>({
    method: 'GET',
    path: '/admin/contract/statusUpdate/detail',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/statusUpdate/index',
  }),
  updateSupplierRepair: route<typeof calls.updateSupplierRepair>({
    method: 'POST',
    path: '/admin/contract/statusUpdate/update',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/statusUpdate/index',
  }),
  addRepairCost: route<typeof calls.addRepairCost>({
    method: 'POST',
    path: '/admin/contract/statusUpdate/addCost',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/statusUpdate/index',
  }),
  listBuyerRepairs: route<typeof calls.listBuyerRepairs>({
    method: 'GET',
    path: '/admin/contract/hnaRepairProgress/list',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/repairProgress/index',
  }),
  getBuyerRepair: route<typeof calls.getBuyerRepair>({
    method: 'GET',
    path: '/admin/contract/hnaRepairProgress/detail',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/repairProgress/index',
  }),
  updateBuyerRepair: route<typeof calls.updateBuyerRepair>({
    method: 'POST',
    path: '/admin/contract/hnaRepairProgress/update',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/repairProgress/index',
  }),
  decideRepairCost: route<typeof calls.decideRepairCost>({
    method: 'POST',
    path: '/admin/contract/hnaRepairProgress/decideCost',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/repairProgress/index',
  }),
} as const;
