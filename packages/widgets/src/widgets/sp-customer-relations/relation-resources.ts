// Customer relations as resource definitions: the list (one supplier's, or all with a search and
// filters), the add form (on a supplier's page) and the end form (its reason; the dialog is the
// confirmation). Changes need `supplier:lists:manage`.
import {
  GROUP_MEMBERS,
  RELATION_BUSINESS_TYPES,
  RELATION_STATES,
  SUPPLIER_PERMISSIONS as P,
  supplierRelationsApi,
  type CustomerRelationRow,
  type customerRelationListInput,
  type GroupMember,
  type RelationBusinessType,
} from '@portal/contract';
import type { z } from 'zod';
import {
  defineResource,
  type ColumnDef,
  type FilterDef,
  type SchemaLike,
  type StatusColor,
} from '../../kit/resource';
import { CUSTOMER_RELATIONS_KEY, CUSTOMER_RELATIONS_NS } from './customer-relations-text';

const ns = CUSTOMER_RELATIONS_NS;

const STATE_COLORS: Record<(typeof RELATION_STATES)[number], StatusColor> = {
  active: 'success',
  ended: 'subtle',
};

export interface AddRelationValues {
  member: GroupMember;
  businessType: RelationBusinessType;
  since: string;
  remarks: string;
}

const fields = {
  supplierCode: { kind: 'text', label: 'f.supplierCode' },
  supplierName: { kind: 'text', label: 'f.supplierName' },
  member: {
    kind: 'enum',
    label: 'f.member',
    enum: 'groupMember',
    options: GROUP_MEMBERS,
    required: true,
  },
  businessType: {
    kind: 'enum',
    label: 'f.businessType',
    enum: 'relationBusiness',
    options: RELATION_BUSINESS_TYPES,
    required: true,
  },
  since: { kind: 'date', label: 'f.since', required: true, hint: 'hint.since' },
  status: {
    kind: 'status',
    label: 'f.status',
    enum: 'relationState',
    options: RELATION_STATES,
    colors: STATE_COLORS,
  },
  remarks: { kind: 'textarea', label: 'f.remarks', maxLength: 500 },
  addedBy: { kind: 'text', label: 'f.addedBy' },
  endedAt: { kind: 'date-time', label: 'f.endedAt' },
  endReason: { kind: 'text', label: 'f.endReason' },
  reason: { kind: 'textarea', label: 'f.reason', required: true, maxLength: 500 },
} as const;

type ListIn = Partial<z.input<typeof customerRelationListInput>>;

/** The list, with `supplierId` one supplier's (no supplier columns, no search); End opens `onEnd`. */
export function relationsResource(
  supplierId: string | undefined,
  onEnd: (row: CustomerRelationRow) => void,
) {
  const columns: ColumnDef<CustomerRelationRow>[] = [
    { field: 'member', width: 180 },
    { field: 'businessType', width: 140 },
    { field: 'since', width: 120 },
    { field: 'status', width: 100 },
    { field: 'remarks', width: 200 },
    { field: 'addedBy', width: 110 },
    { field: 'endedAt', width: 160 },
    { field: 'endReason', width: 200 },
  ];
  const filters: FilterDef<ListIn>[] = [
    {
      kind: 'select',
      param: 'member',
      label: 'f.member',
      enum: 'groupMember',
      options: GROUP_MEMBERS,
    },
    {
      kind: 'select',
      param: 'businessType',
      label: 'f.businessType',
      enum: 'relationBusiness',
      options: RELATION_BUSINESS_TYPES,
    },
    {
      kind: 'select',
      param: 'status',
      label: 'f.status',
      enum: 'relationState',
      options: RELATION_STATES,
    },
  ];
  if (!supplierId) {
    columns.unshift({ field: 'supplierCode', width: 110 }, { field: 'supplierName', width: 220 });
    filters.unshift({ kind: 'text', param: 'q', label: 'f.q' });
  }
  return defineResource({
    name: CUSTOMER_RELATIONS_KEY,
    title: supplierId ? 'title.supplier' : 'title.all',
    ns,
    list: supplierRelationsApi.listCustomerRelations,
    listInput: supplierId ? { supplierId } : {},
    emptyHint: supplierId ? 'empty.supplier' : 'empty.all',
    rowName: (row) => `${row.supplierName} · ${row.member}`,
    fields,
    columns,
    filters,
    rowActions: [
      {
        key: 'end',
        label: 'end.label',
        permission: P.listsManage,
        // No kit confirmation: the reason dialog is the question, and Cancel sends nothing.
        successMessage: false,
        visible: (row) => row.status === 'active',
        run: (row) => onEnd(row),
      },
    ],
  });
}

/** Adding a relation of one supplier (its page). */
export function addRelationResource(supplierId: string, schema?: SchemaLike<AddRelationValues>) {
  return defineResource({
    name: CUSTOMER_RELATIONS_KEY,
    ns,
    fields,
    save: {
      route: supplierRelationsApi.addCustomerRelation,
      sections: [{ title: 'add.section', fields: ['member', 'businessType', 'since', 'remarks'] }],
      ...(schema ? { schema } : {}),
      toInput: (v: AddRelationValues) => ({ ...v, supplierId }),
      submitLabel: 'add.submit',
      successMessage: 'done.added',
    },
  });
}

/** Ending a relation: the reason, asked in a dialog that is the confirmation. */
export function endRelationResource(
  row: CustomerRelationRow,
  schema?: SchemaLike<{ reason: string }>,
) {
  return defineResource({
    name: CUSTOMER_RELATIONS_KEY,
    ns,
    fields: { reason: fields.reason },
    save: {
      route: supplierRelationsApi.endCustomerRelation,
      sections: [{ title: 'end.section', fields: ['reason'] }],
      ...(schema ? { schema } : {}),
      toInput: (v: { reason: string }) => ({ id: row.id, version: row.version, reason: v.reason }),
      submitLabel: 'end.submit',
      successMessage: 'done.ended',
    },
  });
}
