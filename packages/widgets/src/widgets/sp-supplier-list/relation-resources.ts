// The supplier list's relation kinds as resource definitions (issue 4): new suppliers (still in
// their admission or registered in the last 30 days, with the invitation they came from, linking to
// the commercial audit) and the capability list (every supplier's business type × product type with
// its review state, linking to the quality audit page where the quality department decides).
// Read only: both need `supplier:lists`.
import {
  AUDIT_STATES,
  CAPABILITY_BUSINESS_TYPES,
  CAPABILITY_PRODUCT_TYPES,
  CAPABILITY_STATES,
  SUPPLIER_KINDS,
  supplierRelationsApi,
} from '@portal/contract';
import { defineResource, type StatusColor } from '../../kit/resource';
import { auditStateField } from '../../kit/status-colors';
import { getConfig } from '../../runtime/config';
import { SUPPLIER_LIST_NS } from './supplier-list-text';

const ns = SUPPLIER_LIST_NS;
const fill = (template: string, id: string) => template.replaceAll('{id}', encodeURIComponent(id));
/** A link to `template` with `{id}` taken from the row by `idOf`. */
function linkBy<Row>(template: string, idOf: (row: Row) => string) {
  return {
    href: (row: Row) => fill(template, idOf(row)),
    onOpen: (row: Row) => getConfig().navigate(fill(template, idOf(row))),
  };
}

export const CAPABILITY_STATE_COLORS: Record<string, StatusColor> = {
  toBeSubmitted: 'warning',
  underReview: 'informative',
  auditCompleted: 'success',
  noPass: 'danger',
};

// --- new suppliers ---------------------------------------------------------------------------------

export const NEW_SUPPLIERS_KEY = 'supplier-list-new-suppliers';

export function newSuppliersResource(auditHref: string) {
  return defineResource({
    name: NEW_SUPPLIERS_KEY,
    title: 'title.newSuppliers',
    ns,
    list: supplierRelationsApi.listNewSuppliers,
    emptyHint: 'empty.newSuppliers',
    rowName: (row) => `${row.code} ${row.name}`,
    fields: {
      code: { kind: 'text', label: 'f.code' },
      name: { kind: 'text', label: 'f.name' },
      nameEn: { kind: 'text', label: 'f.nameEn' },
      kind: { kind: 'enum', label: 'f.kind', enum: 'supplierKind', options: SUPPLIER_KINDS },
      state: auditStateField('f.state'),
      registeredAt: { kind: 'date-time', label: 'f.registeredAt' },
      invitedBy: { kind: 'text', label: 'f.invitedBy' },
      invitedAt: { kind: 'date-time', label: 'f.invitedAt' },
    },
    columns: [
      { field: 'code', width: 110 },
      { field: 'name', width: 240 },
      { field: 'nameEn', width: 220 },
      { field: 'kind', width: 130 },
      { field: 'state', width: 180 },
      { field: 'registeredAt', width: 170 },
      { field: 'invitedBy', width: 130 },
      { field: 'invitedAt', width: 170 },
    ],
    filters: [
      { kind: 'text', param: 'q', label: 'f.qNew' },
      {
        kind: 'select',
        param: 'state',
        label: 'f.state',
        enum: 'auditState',
        options: AUDIT_STATES,
      },
      {
        kind: 'select',
        param: 'kind',
        label: 'f.kind',
        enum: 'supplierKind',
        options: SUPPLIER_KINDS,
      },
    ],
    rowLink: { field: 'name', ...linkBy(auditHref, (row: { id: string }) => row.id) },
  });
}

// --- the capability list -------------------------------------------------------------------------

export const CAPABILITIES_KEY = 'supplier-list-capabilities';

export function capabilitiesResource(qualityHref: string) {
  return defineResource({
    name: CAPABILITIES_KEY,
    title: 'title.capabilities',
    ns,
    list: supplierRelationsApi.listCapabilities,
    emptyHint: 'empty.capabilities',
    rowName: (row) => `${row.supplierCode} ${row.supplierName}`,
    fields: {
      supplierCode: { kind: 'text', label: 'f.supplierCode' },
      supplierName: { kind: 'text', label: 'f.supplierName' },
      businessType: {
        kind: 'enum',
        label: 'f.businessType',
        enum: 'businessType',
        options: CAPABILITY_BUSINESS_TYPES,
      },
      productType: {
        kind: 'enum',
        label: 'f.productType',
        enum: 'productType',
        options: CAPABILITY_PRODUCT_TYPES,
      },
      status: {
        kind: 'status',
        label: 'f.capabilityState',
        enum: 'capabilityState',
        options: CAPABILITY_STATES,
        colors: CAPABILITY_STATE_COLORS,
      },
      decidedBy: { kind: 'text', label: 'f.decidedBy' },
      decidedAt: { kind: 'date-time', label: 'f.decidedAt' },
      createdAt: { kind: 'date-time', label: 'f.createdAt' },
    },
    columns: [
      { field: 'supplierCode', width: 110 },
      { field: 'supplierName', width: 240 },
      { field: 'businessType', width: 140 },
      { field: 'productType', width: 200 },
      { field: 'status', width: 150 },
      { field: 'decidedBy', width: 130 },
      { field: 'decidedAt', width: 170 },
    ],
    filters: [
      { kind: 'text', param: 'q', label: 'f.qCapability' },
      {
        kind: 'select',
        param: 'businessType',
        label: 'f.businessType',
        enum: 'businessType',
        options: CAPABILITY_BUSINESS_TYPES,
      },
      {
        kind: 'select',
        param: 'productType',
        label: 'f.productType',
        enum: 'productType',
        options: CAPABILITY_PRODUCT_TYPES,
      },
      {
        kind: 'select',
        param: 'status',
        label: 'f.capabilityState',
        enum: 'capabilityState',
        options: CAPABILITY_STATES,
      },
    ],
    rowLink: {
      field: 'supplierName',
      ...linkBy(qualityHref, (row: { supplierId: string }) => row.supplierId),
    },
  });
}
