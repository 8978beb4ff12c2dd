// The supplier list's relation kinds as resource definitions (issue 4): new suppliers (still in
// their admission or registered in the last 30 days, with the invitation they came from, linking to
// the commercial audit) and the capability list (every supplier's business type × product type with
// its review state, linking to the quality audit page where the quality department decides).
// Read only: both need `supplier:lists`.
import {
  CAPABILITY_BUSINESS_TYPES,
  CAPABILITY_PRODUCT_TYPES,
  CAPABILITY_STATES,
  SUPPLIER_KINDS,
  supplierRelationsApi,
} from '@portal/contract';
import { defineResource, field, type StatusColor } from '../../kit/resource';
import { auditStateField } from '../../kit/status-colors';
import { supplierListLinks as links } from './supplier-list-links';
import { SUPPLIER_LIST_NS as ns } from './supplier-list-text';

export const CAPABILITY_STATE_COLORS: Record<string, StatusColor> = {
  toBeSubmitted: 'warning',
  underReview: 'informative',
  auditCompleted: 'success',
  noPass: 'danger',
};

export const newSuppliersResource = defineResource({
  name: 'supplier-list-new-suppliers',
  title: 'title.newSuppliers',
  ns,
  links,
  list: supplierRelationsApi.listNewSuppliers,
  emptyHint: 'empty.newSuppliers',
  rowName: (row) => `${row.code} ${row.name}`,
  fields: {
    code: field.text('f.code', { width: 110 }),
    name: field.text('f.name', { width: 240 }),
    nameEn: field.text('f.nameEn', { width: 220 }),
    kind: field.enum('f.kind', 'supplierKind', SUPPLIER_KINDS, { width: 130 }),
    state: { ...auditStateField('f.state'), width: 180 },
    registeredAt: field.dateTime('f.registeredAt', { width: 170 }),
    invitedBy: field.text('f.invitedBy', { width: 130 }),
    invitedAt: field.dateTime('f.invitedAt', { width: 170 }),
    q: field.text('f.qNew'),
  },
  columns: ['code', 'name', 'nameEn', 'kind', 'state', 'registeredAt', 'invitedBy', 'invitedAt'],
  filters: ['q', 'state', 'kind'],
  rowLink: { field: 'name', to: (row) => ({ ref: 'supplierAudit', params: { id: row.id } }) },
});

export const capabilitiesResource = defineResource({
  name: 'supplier-list-capabilities',
  title: 'title.capabilities',
  ns,
  links,
  list: supplierRelationsApi.listCapabilities,
  emptyHint: 'empty.capabilities',
  rowName: (row) => `${row.supplierCode} ${row.supplierName}`,
  fields: {
    supplierCode: field.text('f.supplierCode', { width: 110 }),
    supplierName: field.text('f.supplierName', { width: 240 }),
    businessType: field.enum('f.businessType', 'businessType', CAPABILITY_BUSINESS_TYPES, {
      width: 140,
    }),
    productType: field.enum('f.productType', 'productType', CAPABILITY_PRODUCT_TYPES, {
      width: 200,
    }),
    status: field.status(
      'f.capabilityState',
      'capabilityState',
      CAPABILITY_STATES,
      CAPABILITY_STATE_COLORS,
      { width: 150 },
    ),
    decidedBy: field.text('f.decidedBy', { width: 130 }),
    decidedAt: field.dateTime('f.decidedAt', { width: 170 }),
    createdAt: field.dateTime('f.createdAt'),
    q: field.text('f.qCapability'),
  },
  columns: [
    'supplierCode',
    'supplierName',
    'businessType',
    'productType',
    'status',
    'decidedBy',
    'decidedAt',
  ],
  filters: ['q', 'businessType', 'productType', 'status'],
  rowLink: {
    field: 'supplierName',
    to: (row) => ({ ref: 'qualityAudit', params: { id: row.supplierId } }),
  },
});
