// Supplier audit management as resource definitions: the supplier's audits, the findings (the
// supplier's with Answer, the buyer's with Close and "Record an audit"), and the forms of an
// answer (with its attachment), a closing and a newly recorded audit, each in the kit's dialog.
import {
  FINDING_SEVERITIES,
  FINDING_STATES,
  SUPPLIER_AUDIT_KINDS,
  SUPPLIER_PERMISSIONS,
  supplierAuditApi,
  type CallInput,
  type FindingRow,
  type UploadedFile,
  type FindingSeverity,
  type FindingState,
  type SupplierAuditKind,
} from '@portal/contract';
import { routeRef } from '../../kit/links';
import { defineForm, defineResource, type StatusColor } from '../../kit/resource';

export const SUPPLIER_AUDIT_NS = 'supplier-audit';
export const AUDITS_KEY = 'supplier-audits';
export const FINDINGS_KEY = 'supplier-audit-findings';

const STATE_COLORS: Record<FindingState, StatusColor> = {
  open: 'danger',
  answered: 'warning',
  closed: 'success',
};
const SEVERITY_COLORS: Record<FindingSeverity, StatusColor> = {
  major: 'danger',
  minor: 'warning',
  observation: 'informative',
};

const auditFields = {
  supplierName: { kind: 'text', label: 'f.supplier' },
  kind: { kind: 'enum', label: 'f.kind', enum: 'auditKind', options: SUPPLIER_AUDIT_KINDS },
  auditedOn: { kind: 'date', label: 'f.auditedOn' },
  auditor: { kind: 'text', label: 'f.auditor' },
  summary: { kind: 'text', label: 'f.summary' },
  findings: { kind: 'number', label: 'f.findings' },
  openFindings: { kind: 'number', label: 'f.openFindings' },
} as const;

/** Where an audit opens: its findings to answer. */
export const supplierAuditLinks = { actions: routeRef('id') };

export function auditsResource() {
  return defineResource({
    name: AUDITS_KEY,
    links: supplierAuditLinks,
    title: 'audits.title',
    ns: SUPPLIER_AUDIT_NS,
    list: supplierAuditApi.listMyAudits,
    emptyHint: 'audits.empty',
    fields: auditFields,
    columns: [
      { field: 'auditedOn', width: 120 },
      { field: 'kind', width: 140 },
      { field: 'summary', width: 320 },
      { field: 'auditor', width: 120 },
      { field: 'findings', width: 100 },
      { field: 'openFindings', width: 130 },
    ],
    rowLink: { field: 'summary', to: (row) => ({ ref: 'actions', params: { id: row.id } }) },
  });
}

const findingFields = {
  supplierName: { kind: 'text', label: 'f.supplier' },
  auditedOn: { kind: 'date', label: 'f.auditedOn' },
  auditKind: { kind: 'enum', label: 'f.kind', enum: 'auditKind', options: SUPPLIER_AUDIT_KINDS },
  description: { kind: 'text', label: 'f.description' },
  severity: {
    kind: 'status',
    label: 'f.severity',
    enum: 'severity',
    options: FINDING_SEVERITIES,
    colors: SEVERITY_COLORS,
  },
  state: {
    kind: 'status',
    label: 'f.state',
    enum: 'findingState',
    options: FINDING_STATES,
    colors: STATE_COLORS,
  },
  action: { kind: 'text', label: 'f.action' },
  dueOn: { kind: 'date', label: 'f.dueOn' },
  attachmentName: { kind: 'file', label: 'f.attachment', idField: 'attachmentId' },
  answeredBy: { kind: 'text', label: 'f.answeredBy' },
  closedBy: { kind: 'text', label: 'f.closedBy' },
  closeRemarks: { kind: 'text', label: 'f.closeRemarks' },
} as const;

const findingColumns = [
  { field: 'description', width: 300 },
  { field: 'severity', width: 110 },
  { field: 'state', width: 110 },
  { field: 'auditedOn', width: 120 },
  { field: 'auditKind', width: 130 },
  { field: 'action', width: 280 },
  { field: 'dueOn', width: 120 },
  { field: 'attachmentName', width: 200 },
  { field: 'answeredBy', width: 110 },
  { field: 'closedBy', width: 110 },
  { field: 'closeRemarks', width: 200 },
] as const;

const findingTabs = [
  { key: 'all', label: 'tab.all', input: {} },
  ...FINDING_STATES.map((state) => ({ key: state, label: `tab.${state}`, input: { state } })),
];

/** The supplier's findings; Answer opens the corrective-action dialog. */
export function myFindingsResource() {
  return defineResource({
    name: FINDINGS_KEY,
    // An answer changes the audits' count of open findings.
    invalidates: [AUDITS_KEY],
    title: 'findings.title',
    ns: SUPPLIER_AUDIT_NS,
    list: supplierAuditApi.listMyFindings,
    emptyHint: 'findings.empty',
    rowName: (row) => row.description,
    fields: findingFields,
    columns: [...findingColumns],
    tabs: findingTabs,
    rowActions: [
      {
        key: 'answer',
        label: 'answer.label',
        visible: (row) => row.state !== 'closed',
        form: answerForm,
      },
    ],
  });
}

/**
 * The buyer's findings of one supplier: Close (the quality department) on answered ones, and
 * "Record an audit".
 */
export function buyerFindingsResource(supplierId: string) {
  return defineResource({
    name: FINDINGS_KEY,
    title: 'findings.buyerTitle',
    ns: SUPPLIER_AUDIT_NS,
    list: supplierAuditApi.listFindings,
    emptyHint: 'findings.buyerEmpty',
    rowName: (row) => row.description,
    fields: findingFields,
    columns: [...findingColumns],
    tabs: findingTabs,
    rowActions: [
      {
        key: 'close',
        label: 'close.label',
        permission: SUPPLIER_PERMISSIONS.submitQAUDIT,
        visible: (row) => row.state === 'answered',
        form: closeForm,
      },
    ],
    create: recordForm(supplierId),
  });
}

type AnswerInput = CallInput<typeof supplierAuditApi.answerFinding>;
interface AnswerValues {
  action?: string;
  dueOn?: string;
  attachment?: UploadedFile[];
}

/** The corrective action of a finding: text, due date and one attachment (kept until replaced). */
const answerForm = defineForm({
  route: supplierAuditApi.answerFinding,
  fields: {
    action: { kind: 'textarea', label: 'f.action', required: true, maxLength: 2000 },
    dueOn: { kind: 'date', label: 'f.dueOn', required: true, hint: 'hint.dueOn' },
    attachment: { kind: 'file', label: 'f.attachment', purpose: 'general' },
  },
  sections: [{ title: 'answer.section', fields: ['attachment', 'action', 'dueOn'] }],
  initialValues: (row: FindingRow): AnswerValues => ({
    action: row.action || undefined,
    dueOn: row.dueOn ?? undefined,
    attachment: row.attachmentId
      ? [{ id: row.attachmentId, name: row.attachmentName, size: 0, uploadedAt: '' }]
      : [],
  }),
  toInput: ({ attachment, ...values }: AnswerValues, row) =>
    ({
      ...values,
      id: row.id,
      version: row.version,
      attachmentId: attachment?.[0]?.id ?? null,
    }) as AnswerInput,
  title: 'answer.title',
  intro: 'answer.finding',
  introValues: (row) => ({ finding: row.description }),
  submitLabel: 'answer.submit',
  successMessage: 'answer.done',
  maxWidth: 680,
});

type CloseInput = CallInput<typeof supplierAuditApi.closeFinding>;

const closeForm = defineForm({
  route: supplierAuditApi.closeFinding,
  fields: { remarks: { kind: 'textarea', label: 'f.closeRemarks', maxLength: 500 } },
  sections: [{ title: 'close.section', fields: ['remarks'] }],
  initialValues: () => ({}),
  toInput: (values: { remarks?: string }, row: FindingRow) =>
    ({ id: row.id, version: row.version, remarks: values.remarks ?? '' }) as CloseInput,
  title: 'close.dialog',
  titleValues: (row) => ({ finding: row.description }),
  submitLabel: 'close.submit',
  successMessage: 'close.done',
  maxWidth: 680,
});

type RecordInput = CallInput<typeof supplierAuditApi.recordAudit>;
interface RecordValues {
  kind?: SupplierAuditKind;
  auditedOn?: string;
  summary?: string;
  finding1?: string;
  severity1?: FindingSeverity;
  finding2?: string;
  severity2?: FindingSeverity;
  finding3?: string;
  severity3?: FindingSeverity;
}

const severity = (n: number) => ({
  kind: 'enum' as const,
  label: `f.severity${n}`,
  enum: 'severity',
  options: FINDING_SEVERITIES,
});

/** A new audit of `supplierId` with up to three findings (the first one required). */
function recordForm(supplierId: string) {
  return defineForm({
    route: supplierAuditApi.recordAudit,
    fields: {
      kind: { ...auditFields.kind, required: true },
      auditedOn: { kind: 'date', label: 'f.auditedOn', required: true },
      summary: { kind: 'textarea', label: 'f.summary', maxLength: 2000 },
      finding1: { kind: 'textarea', label: 'f.finding1', required: true, maxLength: 1000 },
      severity1: severity(1),
      finding2: { kind: 'textarea', label: 'f.finding2', maxLength: 1000 },
      severity2: severity(2),
      finding3: { kind: 'textarea', label: 'f.finding3', maxLength: 1000 },
      severity3: severity(3),
    },
    sections: [
      { title: 'record.section', fields: ['kind', 'auditedOn', 'summary'] },
      {
        title: 'record.findings',
        fields: ['severity1', 'finding1', 'severity2', 'finding2', 'severity3', 'finding3'],
      },
    ],
    initialValues: (): RecordValues => ({
      severity1: 'minor',
      severity2: 'minor',
      severity3: 'minor',
    }),
    toInput: (v: RecordValues) =>
      ({
        supplierId,
        kind: v.kind,
        auditedOn: v.auditedOn,
        summary: v.summary ?? '',
        findings: (
          [
            [v.finding1, v.severity1],
            [v.finding2, v.severity2],
            [v.finding3, v.severity3],
          ] as const
        )
          .filter(([d], i) => i === 0 || !!d?.trim())
          .map(([description, s]) => ({
            description: description ?? '',
            severity: s ?? 'minor',
          })),
      }) as RecordInput,
    serverField: (path) => (path.startsWith('findings') ? 'finding1' : path),
    label: 'record.button',
    title: 'record.title',
    permission: SUPPLIER_PERMISSIONS.submitQAUDIT,
    submitLabel: 'record.submit',
    successMessage: 'record.done',
    maxWidth: 680,
  });
}
