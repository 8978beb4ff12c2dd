// Generated from supplier-audit.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './supplier-audit.ts';

export const supplierAuditApi = {
  listMyAudits: route<typeof calls.listMyAudits>({
    method: 'GET',
    path: '/admin/supplier/zsSupManagement/list',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/zsSupManagement/index',
  }),
  listSupplierAudits: route<typeof calls.listSupplierAudits>({
    method: 'GET',
    path: '/admin/supplier/supAudit/list',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:lists',
  }),
  listMyFindings: route<typeof calls.listMyFindings>({
    method: 'GET',
    path: '/admin/supplier/zsSupManagement/findings',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/zsSupManagement/index',
  }),
  listFindings: route<typeof calls.listFindings>({
    method: 'GET',
    path: '/admin/supplier/supAudit/findings',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:lists',
  }),
  answerFinding: route<typeof calls.answerFinding>({
    method: 'POST',
    path: '/admin/supplier/zsSupManagement/answer',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/zsSupManagement/index',
  }),
  recordAudit: route<typeof calls.recordAudit>({
    method: 'POST',
    path: '/admin/supplier/supAudit/record',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:approval:submitQAUDIT',
  }),
  closeFinding: route<typeof calls.closeFinding>({
    method: 'POST',
    path: '/admin/supplier/supAudit/close',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:approval:submitQAUDIT',
  }),
} as const;
