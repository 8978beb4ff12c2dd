// Customer relations as a resource definition: the list (one supplier's, or all with a search and
// filters), the add form (on a supplier's page) and the end form (its reason; the dialog is the
// confirmation). Changes need `supplier:lists:manage`. The forms' rules (zod) load with the first
// dialog, through the kit.
import {
  GROUP_MEMBERS,
  RELATION_BUSINESS_TYPES,
  RELATION_STATES,
  SUPPLIER_PERMISSIONS as P,
  supplierRelationsApi,
  type CustomerRelationRow,
  type customerRelationListInput,
} from '@portal/contract';
import type { z } from 'zod';
import {
  defineForm,
  defineResource,
  type ColumnDef,
  type FilterDef,
  type StatusColor,
} from '../../kit/resource';
import { CUSTOMER_RELATIONS_KEY, CUSTOMER_RELATIONS_NS } from './customer-relations-text';

const ns = CUSTOMER_RELATIONS_NS;

const STATE_COLORS: Record<(typeof RELATION_STATES)[number], StatusColor> = {
  active: 'success',
  ended: 'subtle',
};

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

const rules = () => import('./relation-rules');

/** Adding a relation of one supplier (its page). */
const addForm = (supplierId: string) =>
  defineForm({
    route: supplierRelationsApi.addCustomerRelation,
    schema: () => rules().then((m) => m.relationRules.add),
    sections: [{ title: 'add.section', fields: ['member', 'businessType', 'since', 'remarks'] }],
    toInput: (v) => ({ ...v, supplierId }),
    label: 'add.label',
    title: 'add.title',
    intro: 'add.intro',
    permission: P.listsManage,
    submitLabel: 'add.submit',
    successMessage: 'done.added',
    maxWidth: 600,
  });

/** Ending a relation: the reason, asked in a dialog that is the confirmation (Cancel sends nothing). */
const endForm = defineForm({
  route: supplierRelationsApi.endCustomerRelation,
  schema: () => rules().then((m) => m.relationRules.end),
  sections: [{ title: 'end.section', fields: ['reason'] }],
  initialValues: () => ({}),
  toInput: (v, row: CustomerRelationRow) => ({
    id: row.id,
    version: row.version,
    reason: v.reason,
  }),
  title: 'end.title',
  titleValues: (row) => ({ supplier: row.supplierName }),
  intro: 'end.intro',
  introValues: (row, t) => ({
    member: t(`enum.groupMember.${row.member}`),
    business: t(`enum.relationBusiness.${row.businessType}`),
  }),
  submitLabel: 'end.submit',
  successMessage: 'done.ended',
  maxWidth: 600,
});

/** The list, with `supplierId` one supplier's (no supplier columns, no search, Add relation). */
export function relationsResource(supplierId: string | undefined) {
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
        visible: (row) => row.status === 'active',
        form: endForm,
      },
    ],
    create: supplierId ? addForm(supplierId) : undefined,
  });
}
