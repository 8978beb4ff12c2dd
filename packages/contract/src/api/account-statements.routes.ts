// Generated from account-statements.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './account-statements.ts';

export const accountStatementsApi = {
  erpAccountStatement: route<typeof calls.erpAccountStatement>({
    method: 'POST',
    path: '/admin/integration/erp/accountStatement',
    encoding: 'json',
    audience: 'integration',
    auth: false,
  }),
  listSupplierStatements: route<typeof calls.listSupplierStatements>({
    method: 'GET',
    path: '/admin/finance/accountStatement/list',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/accountStatement/index',
  }),
  getSupplierStatement: route<typeof calls.getSupplierStatement>({
    method: 'GET',
    path: '/admin/finance/accountStatement/detail',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/accountStatement/index',
  }),
  confirmStatement: route<typeof calls.confirmStatement>({
    method: 'POST',
    path: '/admin/finance/accountStatement/confirm',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/accountStatement/index',
  }),
  disputeStatement: route<typeof calls.disputeStatement>({
    method: 'POST',
    path: '/admin/finance/accountStatement/dispute',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/accountStatement/index',
  }),
  statementTemplate: route<typeof calls.statementTemplate>({
    method: 'GET',
    path: '/admin/file/template/accountStatement',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/accountStatement/index',
  }),
  uploadStatement: route<typeof calls.uploadStatement>({
    method: 'POST',
    path: '/admin/finance/accountStatement/batchUpload',
    encoding: 'multipart',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/accountStatement/index',
  }),
  listBuyerStatements: route<typeof calls.listBuyerStatements>({
    method: 'GET',
    path: '/admin/finance/hnaAccountStatement/list',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/accountStatement/index',
  }),
  getBuyerStatement: route<typeof calls.getBuyerStatement>({
    method: 'GET',
    path: '/admin/finance/hnaAccountStatement/detail',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/accountStatement/index',
  }),
} as const;
