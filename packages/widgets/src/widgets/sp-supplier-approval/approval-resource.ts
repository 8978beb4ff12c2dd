// The supplier audit as resource definitions: the approval pages' list (one per view: commercial,
// quality, transport, qualified) and one supplier's audit (company, audit state, history).
import {
  AUDIT_STATES,
  AUDIT_TABS,
  COUNTRIES,
  SUPPLIER_KINDS,
  TAX_CATEGORIES,
  TIME_ZONES,
  supplierApi,
  type AuditView,
} from '@portal/contract';
import { routeRef } from '../../kit/links';
import { defineResource } from '../../kit/resource';
import { auditStateField } from '../../kit/status-colors';

export const SUPPLIER_APPROVAL_NS = 'supplier-approval';

const fields = {
  code: { kind: 'text', label: 'f.code' },
  name: { kind: 'text', label: 'f.name' },
  nameEn: { kind: 'text', label: 'f.nameEn' },
  kind: { kind: 'enum', label: 'f.kind', enum: 'supplierKind', options: SUPPLIER_KINDS },
  country: { kind: 'enum', label: 'f.country', enum: 'country', options: COUNTRIES },
  taxCategory: {
    kind: 'enum',
    label: 'f.taxCategory',
    enum: 'taxCategory',
    options: TAX_CATEGORIES,
  },
  taxId: { kind: 'text', label: 'f.taxId' },
  email: { kind: 'text', label: 'f.email' },
  timeZone: { kind: 'enum', label: 'f.timeZone', enum: 'raw', options: TIME_ZONES },
  state: auditStateField('f.state'),
  waitingFor: {
    kind: 'enum',
    label: 'f.waitingFor',
    enum: 'waitingFor',
    options: ['oa', 'qaudit', 'erp'],
  },
  commercialFrozen: { kind: 'boolean', label: 'f.commercialFrozen' },
  qualityFrozen: { kind: 'boolean', label: 'f.qualityFrozen' },
  freezeReason: { kind: 'text', label: 'f.freezeReason' },
  registeredAt: { kind: 'date-time', label: 'f.registeredAt' },
  updatedAt: { kind: 'date-time', label: 'f.updatedAt' },
} as const;

/** Where a supplier's row opens: its audit page. */
export const supplierApprovalLinks = { audit: routeRef('id') };

export function approvalListResource(view: AuditView) {
  return defineResource({
    name: `supplier-approval-${view}`,
    links: supplierApprovalLinks,
    title: `title.${view}`,
    ns: SUPPLIER_APPROVAL_NS,
    list: supplierApi.listAudit,
    emptyHint: 'empty',
    fields,
    columns: [
      { field: 'name', width: 240, essential: true, card: 'title' },
      { field: 'code', width: 110, card: 'subtitle' },
      { field: 'state', width: 180, card: 'field' },
      { field: 'waitingFor', width: 150, card: 'field' },
      { field: 'kind', width: 150, card: 'field' },
      { field: 'nameEn', width: 240 },
      { field: 'country', width: 130 },
      { field: 'taxId', width: 190 },
      { field: 'commercialFrozen', width: 120 },
      { field: 'qualityFrozen', width: 110 },
      { field: 'updatedAt', width: 170 },
    ],
    tabs: (view === 'qualified' ? (['all'] as const) : AUDIT_TABS).map((tab) => ({
      key: tab,
      label: `tab.${tab}`,
      input: { tab },
    })),
    filters: [
      { kind: 'text', param: 'q', label: 'f.q' },
      {
        kind: 'select',
        param: 'state',
        label: 'f.stateFilter',
        enum: 'auditState',
        options: view === 'qualified' ? ['approved', 'syncedToErp'] : AUDIT_STATES,
      },
    ],
    rowLink: { field: 'name', to: (row) => ({ ref: 'audit', params: { id: row.id } }) },
  });
}

export const approvalDetailResource = defineResource({
  name: 'supplier-audit',
  title: 'title.detail',
  ns: SUPPLIER_APPROVAL_NS,
  get: { route: supplierApi.getAudit, input: (id) => ({ id }) },
  fields,
  detail: {
    sections: [
      {
        title: 's.company',
        fields: [
          'code',
          'name',
          'nameEn',
          'kind',
          'country',
          'taxCategory',
          'taxId',
          'email',
          'timeZone',
        ],
      },
      {
        title: 's.audit',
        fields: [
          'state',
          'waitingFor',
          'registeredAt',
          'updatedAt',
          'commercialFrozen',
          'qualityFrozen',
          'freezeReason',
        ],
      },
      {
        title: 's.history',
        table: 'history',
        empty: 'noHistory',
        wrap: true,
        fields: {
          at: { kind: 'date-time', label: 'f.at' },
          action: { kind: 'enum', label: 'f.action', enum: 'auditAction', options: [] },
          from: auditStateField('f.from'),
          to: auditStateField('f.to'),
          by: { kind: 'text', label: 'f.by' },
          remarks: { kind: 'text', label: 'f.remarks' },
        },
        columns: [
          { field: 'at', width: 170 },
          { field: 'action', width: 190 },
          { field: 'from', width: 190 },
          { field: 'to', width: 190 },
          { field: 'by', width: 120 },
          { field: 'remarks', width: 260 },
        ],
      },
    ],
  },
});
