// Call definitions of supplier audit management (/sup/zsSupManagement/*): the buyer's quality
// department records its audits of a supplier (on site or on documents) with findings; the supplier
// sees them and answers each finding with a corrective action (text, due date, attachment); the
// quality department closes answered findings. The supplier's calls take its company from the session.
import { z } from 'zod';
import type { MessageKey } from '../messages/index.ts';
import { FINDING_SEVERITIES, FINDING_STATES, SUPPLIER_AUDIT_KINDS } from '../supplier/quality.ts';
import { SUPPLIER_PERMISSIONS } from '../supplier/audit-state.ts';
import { SUPPLIER_AUDIT_PERMISSION } from '../supplier/page-permissions.ts';
import { defineCall } from './define.ts';
import { envelope, page, pageInput } from './schema-helpers.ts';

const tag = 'supplier-audit';
const m = (key: MessageKey) => ({ message: key });
const id = z.string().min(1).max(64);
const version = z.coerce.number().int().min(1);
const isoDateTime = z.iso.datetime({ offset: true });
const isoDate = z.iso.date(m('quality.dateRule'));
const text = (max: number) => z.string().trim().max(max);

export const supplierAuditRow = z.object({
  id,
  supplierId: id,
  supplierName: z.string(),
  kind: z.enum(SUPPLIER_AUDIT_KINDS),
  auditedOn: z.string(),
  auditor: z.string(),
  summary: z.string(),
  findings: z.number().int(),
  openFindings: z.number().int(),
  createdAt: isoDateTime,
});
export type SupplierAuditRow = z.infer<typeof supplierAuditRow>;

export const supplierAuditListInput = pageInput.extend({
  /** The buyer's list of one supplier; the supplier's own list ignores it. */
  supplierId: id.optional(),
});
export const listSupplierAuditsAnswer = envelope(page(supplierAuditRow));
export const listMyAudits = defineCall({
  method: 'GET',
  path: '/admin/supplier/zsSupManagement/list',
  encoding: 'query',
  audience: 'supplier',
  permission: SUPPLIER_AUDIT_PERMISSION,
  tag,
  summary: "The buyer's audits of the caller's company, newest first.",
  input: supplierAuditListInput,
  answer: listSupplierAuditsAnswer,
});
export const listSupplierAudits = defineCall({
  method: 'GET',
  path: '/admin/supplier/supAudit/list',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.lists,
  tag,
  summary: "The buyer's audits of one supplier (or all), newest first.",
  input: supplierAuditListInput,
  answer: listSupplierAuditsAnswer,
});

export const findingRow = z.object({
  id,
  auditId: id,
  supplierId: id,
  supplierName: z.string(),
  auditKind: z.enum(SUPPLIER_AUDIT_KINDS),
  auditedOn: z.string(),
  description: z.string(),
  severity: z.enum(FINDING_SEVERITIES),
  state: z.enum(FINDING_STATES),
  action: z.string(),
  dueOn: z.string().nullable(),
  attachmentId: z.string().nullable(),
  attachmentName: z.string(),
  answeredAt: isoDateTime.nullable(),
  answeredBy: z.string(),
  closedAt: isoDateTime.nullable(),
  closedBy: z.string(),
  closeRemarks: z.string(),
  version: z.number().int(),
});
export type FindingRow = z.infer<typeof findingRow>;
export const findingListInput = pageInput.extend({
  supplierId: id.optional(),
  auditId: id.optional(),
  state: z.enum(FINDING_STATES).optional(),
});
export const listFindingsAnswer = envelope(page(findingRow));
export const listMyFindings = defineCall({
  method: 'GET',
  path: '/admin/supplier/zsSupManagement/findings',
  encoding: 'query',
  audience: 'supplier',
  permission: SUPPLIER_AUDIT_PERMISSION,
  tag,
  summary: "Findings of the buyer's audits of the caller's company, open ones first.",
  input: findingListInput,
  answer: listFindingsAnswer,
});
export const listFindings = defineCall({
  method: 'GET',
  path: '/admin/supplier/supAudit/findings',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.lists,
  tag,
  summary: "Findings of the buyer's audits of one supplier (or all), open ones first.",
  input: findingListInput,
  answer: listFindingsAnswer,
});

export const answerFindingInput = z.object({
  id,
  version,
  action: text(2000).min(1, m('supAudit.actionRequired')),
  dueOn: isoDate,
  attachmentId: id.nullable().default(null),
});
export const findingAnswer = envelope(findingRow);
export const answerFinding = defineCall({
  method: 'POST',
  path: '/admin/supplier/zsSupManagement/answer',
  encoding: 'json',
  audience: 'supplier',
  permission: SUPPLIER_AUDIT_PERMISSION,
  tag,
  summary:
    "The supplier's corrective action for a finding of its own (text, due date, attachment). Refused (409) once closed; another company's finding answers 404.",
  input: answerFindingInput,
  answer: findingAnswer,
});

export const recordAuditInput = z.object({
  supplierId: id,
  kind: z.enum(SUPPLIER_AUDIT_KINDS, m('supAudit.kindRequired')),
  auditedOn: isoDate,
  summary: text(2000).default(''),
  findings: z
    .array(
      z.object({
        description: text(1000).min(1, m('supAudit.findingRequired')),
        severity: z.enum(FINDING_SEVERITIES).default('minor'),
      }),
    )
    .min(1, m('supAudit.findingRequired'))
    .max(50),
});
export const supplierAuditAnswer = envelope(supplierAuditRow);
export const recordAudit = defineCall({
  method: 'POST',
  path: '/admin/supplier/supAudit/record',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.submitQAUDIT,
  tag,
  summary: 'The quality department records an audit of a supplier with its findings.',
  input: recordAuditInput,
  answer: supplierAuditAnswer,
});

export const closeFindingInput = z.object({
  id,
  version,
  remarks: text(500).default(''),
});
export const closeFinding = defineCall({
  method: 'POST',
  path: '/admin/supplier/supAudit/close',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.submitQAUDIT,
  tag,
  summary:
    'The quality department closes a finding the supplier answered (409 while open or once closed).',
  input: closeFindingInput,
  answer: findingAnswer,
});

export const supplierAuditCalls = {
  listMyAudits,
  listSupplierAudits,
  listMyFindings,
  listFindings,
  answerFinding,
  recordAudit,
  closeFinding,
};
