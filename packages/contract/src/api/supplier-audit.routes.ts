// Routes of supplier audit management: plain data the browser imports; their types come from
// supplier-audit.ts (type-only import). The supplier's side is guarded by its menu permission,
// the buyer's by `supplier:lists` (read) and the quality department's `…:submitQAUDIT` (change).
import type { z } from 'zod';
import { menuPermission } from '../menus/catalog.ts';
import { SUPPLIER_PERMISSIONS as P } from '../supplier/audit-state.ts';
import { route } from './define.ts';
import type * as s from './supplier-audit.ts';

type In<T extends z.ZodType> = z.input<T>;
type Out<T extends z.ZodType> = z.output<T>;

/** The supplier's audit management pages; holding the menu is holding the right. */
export const SUPPLIER_AUDIT_PERMISSION = menuPermission('/sup/zsSupManagement/index');

export const supplierAuditApi = {
  listMyAudits: route<In<typeof s.supplierAuditListInput>, Out<typeof s.listSupplierAuditsAnswer>>({
    method: 'GET',
    path: '/admin/supplier/zsSupManagement/list',
    encoding: 'query',
    auth: true,
    permission: SUPPLIER_AUDIT_PERMISSION,
  }),
  listMyFindings: route<In<typeof s.findingListInput>, Out<typeof s.listFindingsAnswer>>({
    method: 'GET',
    path: '/admin/supplier/zsSupManagement/findings',
    encoding: 'query',
    auth: true,
    permission: SUPPLIER_AUDIT_PERMISSION,
  }),
  answerFinding: route<In<typeof s.answerFindingInput>, Out<typeof s.findingAnswer>>({
    method: 'POST',
    path: '/admin/supplier/zsSupManagement/answer',
    encoding: 'json',
    auth: true,
    permission: SUPPLIER_AUDIT_PERMISSION,
  }),
  listSupplierAudits: route<
    In<typeof s.supplierAuditListInput>,
    Out<typeof s.listSupplierAuditsAnswer>
  >({
    method: 'GET',
    path: '/admin/supplier/supAudit/list',
    encoding: 'query',
    auth: true,
    permission: P.lists,
  }),
  listFindings: route<In<typeof s.findingListInput>, Out<typeof s.listFindingsAnswer>>({
    method: 'GET',
    path: '/admin/supplier/supAudit/findings',
    encoding: 'query',
    auth: true,
    permission: P.lists,
  }),
  recordAudit: route<In<typeof s.recordAuditInput>, Out<typeof s.supplierAuditAnswer>>({
    method: 'POST',
    path: '/admin/supplier/supAudit/record',
    encoding: 'json',
    auth: true,
    permission: P.submitQAUDIT,
  }),
  closeFinding: route<In<typeof s.closeFindingInput>, Out<typeof s.findingAnswer>>({
    method: 'POST',
    path: '/admin/supplier/supAudit/close',
    encoding: 'json',
    auth: true,
    permission: P.submitQAUDIT,
  }),
} as const;
