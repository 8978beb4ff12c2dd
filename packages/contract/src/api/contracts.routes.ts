// Generated from contracts.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './contracts.ts';

export const contractsApi = {
  createErpContract: route<typeof calls.createErpContract>({
    method: 'POST',
    path: '/admin/integration/erp/contract',
    encoding: 'json',
    audience: 'integration',
    auth: false,
  }),
  listSupplierContracts: route<typeof calls.listSupplierContracts>({
    method: 'GET',
    path: '/admin/contract/Contract/list',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supContract/index',
  }),
  getSupplierContract: route<typeof calls.getSupplierContract>({
    method: 'GET',
    path: '/admin/contract/Contract/detail',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supContract/index',
  }),
  answerContract: route<typeof calls.answerContract>({
    method: 'POST',
    path: '/admin/contract/cgContractAnswer/answer',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supContract/index',
  }),
  confirmWholeContract: route<typeof calls.confirmWholeContract>({
    method: 'POST',
    path: '/admin/contract/cgContractAnswer/confirmAll',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supContract/index',
  }),
} as const;
