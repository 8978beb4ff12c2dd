// The buyer's supplier lists as resource definitions, one per business object: the directory
// (qualified or transport suppliers), mutual recognition, the blacklist with its dishonest tab,
// tier suppliers (list, detail, authorization) and own-equipment suppliers. Each holds its list and
// its forms, so a save refetches the list it belongs to; changes need `supplier:lists:manage`, and
// Remove asks first (the blacklist's asks for a reason).
import {
  BLACKLIST_KINDS,
  COUNTRIES,
  FROZEN_FILTERS,
  SUPPLIER_KINDS,
  SUPPLIER_PERMISSIONS as P,
  SUPPLIER_TIERS,
  TIER_AUTH_STATES,
  supplierListsApi as api,
  type BlacklistRow,
  type DirectoryScope,
  type TierRow,
} from '@portal/contract';
import {
  callOptions,
  defineForm,
  defineResource,
  field,
  stateTabs,
  type FieldRender,
  type RowAction,
  type StatusColor,
} from '../../kit/resource';
import { auditStateField } from '../../kit/status-colors';
import { call } from '../../runtime/http';
import type { TFunction } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { supplierListLinks as links } from './supplier-list-links';
import { SUPPLIER_LIST_NS as ns } from './supplier-list-text';

const rules = () => import('./list-rules');
const manage = { permission: P.listsManage, submitLabel: 'dialog.submit', maxWidth: 600 } as const;
const added = { ...manage, successMessage: 'done.added' } as const;

/** Removal without a reason of its own: the kit's confirmation, then the call; the server's toast. */
function removeAction<Row extends { id: string; version: number }>(
  confirmBody: string,
  route: typeof api.removeAdmit,
): RowAction<Row> {
  return {
    key: 'remove',
    label: 'remove.label',
    permission: P.listsManage,
    danger: true,
    confirmTitle: 'remove.title',
    confirmBody,
    successMessage: 'server',
    run: (row) => call(route, { id: row.id, version: row.version }),
  };
}

// --- the directory ---------------------------------------------------------------------------------

export const DIRECTORY_KEY = 'supplier-list-directory';

export const directoryResource = (scope: DirectoryScope) =>
  defineResource({
    name: `${DIRECTORY_KEY}-${scope}`,
    title: `title.${scope}`,
    ns,
    links,
    list: api.listDirectory,
    listInput: { scope },
    emptyHint: `empty.${scope}`,
    rowName: (row) => `${row.code} ${row.name}`,
    fields: {
      code: field.text('f.code', { width: 110 }),
      name: field.text('f.name', { width: 240 }),
      nameEn: field.text('f.nameEn', { width: 240 }),
      kind: field.enum('f.kind', 'supplierKind', SUPPLIER_KINDS, { width: 150 }),
      country: field.enum('f.country', 'country', COUNTRIES, { width: 130 }),
      taxId: field.text('f.taxId', { width: 190 }),
      state: { ...auditStateField('f.state'), width: 180 },
      commercialFrozen: field.boolean('f.commercialFrozen', { width: 120 }),
      qualityFrozen: field.boolean('f.qualityFrozen', { width: 110 }),
      cageCodes: field.text('f.cageCodes', { width: 160 }),
      // What the supplier does for the buyer and its quality grade (read-only here).
      businessTypes: field.text('f.businessTypes', {
        width: 170,
        render: ((value: readonly string[], _row: unknown, t: TFunction) =>
          value.map((b) => t(`enum.supplierBusinessType.${b}`)).join(', ')) as FieldRender,
      }),
      grade: field.text('f.grade', { width: 90 }),
      updatedAt: field.dateTime('f.updatedAt', { width: 170 }),
      q: field.text('f.q'),
      frozen: field.enum('f.frozen', 'frozenFilter', FROZEN_FILTERS),
    },
    columns: [
      'code',
      'name',
      'nameEn',
      scope === 'transport' ? 'state' : 'kind',
      'country',
      'taxId',
      'cageCodes',
      'businessTypes',
      'grade',
      'commercialFrozen',
      'qualityFrozen',
      'updatedAt',
    ],
    filters: ['q', scope === 'qualified' ? 'kind' : 'state', 'country', 'frozen'],
    rowLink: { field: 'name', to: (row) => ({ ref: 'supplierPage', params: { id: row.id } }) },
  });

// --- mutual recognition ------------------------------------------------------------------------------

export const admitsResource = defineResource({
  name: 'supplier-list-admits',
  title: 'title.admitted',
  ns,
  list: api.listAdmits,
  emptyHint: 'empty.admitted',
  rowName: (row) => row.companyName,
  fields: {
    companyName: field.text('f.companyName', { required: true, maxLength: 100, width: 220 }),
    taxId: field.text('f.taxId', { required: true, maxLength: 32, hint: 'hint.taxId', width: 190 }),
    supplierCode: field.text('f.supplierCode', { width: 110 }),
    sourceCompany: field.text('f.sourceCompany', { required: true, maxLength: 100, width: 220 }),
    scope: field.text('f.scope', { required: true, maxLength: 200, width: 200 }),
    validUntil: field.date('f.validUntil', { required: true, hint: 'hint.validUntil', width: 120 }),
    remarks: field.textarea('f.remarks', { maxLength: 500, width: 200 }),
    addedBy: field.text('f.addedBy', { width: 120 }),
    createdAt: field.dateTime('f.createdAt', { width: 160 }),
    q: field.text('f.qList'),
  },
  // Who and what is admitted first, so they show beside the actions at a laptop's width.
  columns: [
    { field: 'companyName', essential: true, card: 'title' },
    { field: 'supplierCode', card: 'subtitle' },
    { field: 'scope', card: 'field' },
    { field: 'validUntil', card: 'field' },
    { field: 'sourceCompany', card: 'field' },
    'taxId',
    'remarks',
    'addedBy',
    'createdAt',
  ],
  filters: ['q'],
  rowActions: [removeAction('remove.admittedBody', api.removeAdmit)],
  create: defineForm({
    route: api.addAdmit,
    schema: () => rules().then((m) => m.admitted),
    sections: [
      {
        title: 'dialog.section',
        fields: ['taxId', 'companyName', 'sourceCompany', 'scope', 'validUntil', 'remarks'],
      },
    ],
    ...added,
    label: 'add.admitted',
    title: 'dialog.admitted',
    intro: 'dialog.admittedIntro',
    // Admitting a registered supplier is worth its own line: its audit state changed.
    onSaved: (answer) => answer.data.supplierCode && toast.info(answer.msg),
  }),
});

// --- blacklist and dishonest list --------------------------------------------------------------------

/** Taking a tax ID off its list: the reason, asked in a dialog that is the confirmation. */
const removeFromListForm = defineForm({
  route: api.removeBlacklist,
  schema: () => rules().then((m) => m.removeFromList),
  sections: [{ title: 'remove.listTitle', fields: ['reason'] }],
  // Not the row's reason for listing it: a reason of its own.
  initialValues: () => ({}),
  toInput: (v, row: BlacklistRow) => ({ id: row.id, version: row.version, reason: v.reason }),
  title: 'remove.listDialog',
  titleValues: (row) => ({ name: row.companyName }),
  intro: 'remove.listDialogIntro',
  introValues: (row) => ({ taxId: row.taxId }),
  ...manage,
  submitLabel: 'remove.submit',
  successMessage: 'done.removed',
});

export const blacklistResource = defineResource({
  name: 'supplier-list-blacklist',
  title: 'title.blacklist',
  ns,
  list: api.listBlacklist,
  emptyHint: 'empty.blacklist',
  rowName: (row) => row.companyName,
  fields: {
    list: field.enum('f.list', 'blacklistKind', BLACKLIST_KINDS, { required: true }),
    companyName: field.text('f.companyName', { required: true, maxLength: 100, width: 240 }),
    taxId: field.text('f.taxId', { required: true, maxLength: 32, hint: 'hint.taxId', width: 190 }),
    reason: field.textarea('f.reason', { required: true, maxLength: 500, width: 320 }),
    supplierCode: field.text('f.supplierCode', { width: 110 }),
    addedBy: field.text('f.addedBy', { width: 120 }),
    createdAt: field.dateTime('f.createdAt', { width: 160 }),
    q: field.text('f.qList'),
  },
  columns: [
    { field: 'companyName', essential: true, card: 'title' },
    { field: 'reason', card: 'field' },
    { field: 'supplierCode', card: 'subtitle' },
    { field: 'taxId', card: 'field' },
    'addedBy',
    'createdAt',
  ],
  tabs: BLACKLIST_KINDS.map((list) => ({ key: list, label: `tab.${list}`, input: { list } })),
  filters: ['q'],
  rowActions: [
    { key: 'remove', label: 'remove.label', permission: P.listsManage, form: removeFromListForm },
  ],
  create: defineForm({
    route: api.addBlacklist,
    schema: () => rules().then((m) => m.blacklist),
    sections: [{ title: 'dialog.section', fields: ['list', 'taxId', 'companyName', 'reason'] }],
    initialValues: () => ({ list: 'blacklist' as const }),
    ...added,
    label: 'add.blacklist',
    title: 'dialog.blacklist',
    intro: 'dialog.blacklistIntro',
    // A registered supplier held the tax ID: say that it is frozen now.
    onSaved: (answer) => answer.data.supplierCode && toast.warning(answer.msg),
  }),
});

// --- tier suppliers ----------------------------------------------------------------------------------

export const TIERS_KEY = 'supplier-list-tiers';

const TIER_AUTH_COLORS: Record<(typeof TIER_AUTH_STATES)[number], StatusColor> = {
  unauthorized: 'warning',
  authorized: 'success',
  expired: 'danger',
};

/** The primary supplier among the qualified ones, searched on the server as the user types. */
const primaries = callOptions(
  api.listDirectory,
  (q) => ({ scope: 'qualified' as const, q, size: 20 }),
  (row) => ({ value: row.id, label: `${row.code} ${row.name}` }),
);

const tierFields = {
  name: field.text('f.name', { required: true, maxLength: 100, width: 220 }),
  tier: field.enum('f.tier', 'supplierTier', SUPPLIER_TIERS, { required: true, width: 110 }),
  country: field.enum('f.country', 'country', COUNTRIES, {
    required: true,
    search: true,
    width: 130,
  }),
  supplies: field.text('f.supplies', { required: true, maxLength: 200, width: 220 }),
  primaryId: field.lookup('f.primaryId', primaries, { required: true, labelField: 'primaryName' }),
  primaryCode: field.text('f.primaryCode'),
  primaryName: field.text('f.primaryName', { width: 220 }),
  auth: field.status('f.auth', 'tierAuth', TIER_AUTH_STATES, TIER_AUTH_COLORS, { width: 160 }),
  authorizedUntil: field.date('f.authorizedUntil', { width: 140 }),
  authorizedBy: field.text('f.authorizedBy'),
  remarks: field.textarea('f.remarks', { maxLength: 500 }),
  createdAt: field.dateTime('f.createdAt', { width: 160 }),
  q: field.text('f.qTier'),
};

export const tiersResource = defineResource({
  name: TIERS_KEY,
  title: 'title.tiers',
  ns,
  links,
  list: api.listTiers,
  emptyHint: 'empty.tiers',
  rowName: (row) => row.name,
  fields: tierFields,
  columns: [
    { field: 'name', essential: true, card: 'title' },
    { field: 'tier', card: 'subtitle' },
    { field: 'auth', card: 'field' },
    { field: 'authorizedUntil', card: 'field' },
    { field: 'primaryName', card: 'field' },
    'supplies',
    'country',
    'createdAt',
  ],
  tabs: stateTabs('tier', SUPPLIER_TIERS),
  filters: ['q', 'auth'],
  rowLink: { field: 'name', to: (row) => ({ ref: 'tierDetail', params: { id: row.id } }) },
  rowActions: [removeAction('remove.body', api.removeTier)],
  create: defineForm({
    route: api.addTier,
    schema: () => rules().then((m) => m.tiers),
    sections: [
      {
        title: 'dialog.section',
        fields: ['primaryId', 'tier', 'name', 'country', 'supplies', 'remarks'],
      },
    ],
    initialValues: () => ({ tier: 'second' as const }),
    ...added,
    label: 'add.tiers',
    title: 'dialog.tiers',
    intro: 'dialog.tiersIntro',
  }),
});

export const tierDetailResource = defineResource({
  name: TIERS_KEY,
  title: 'title.tierDetail',
  ns,
  get: { route: api.getTier, input: (id) => ({ id }) },
  fields: tierFields,
  detail: {
    sections: [
      {
        title: 'title.tierDetail',
        fields: ['name', 'tier', 'country', 'supplies', 'primaryCode', 'primaryName'],
      },
      {
        title: 'authorize.section',
        fields: ['auth', 'authorizedUntil', 'authorizedBy', 'remarks', 'createdAt'],
      },
    ],
  },
});

/** Authorizing a tier supplier until a day (again: renewing it), from its page. */
export const authorizeForm = defineForm({
  route: api.authorizeTier,
  schema: () => rules().then((m) => m.authorize),
  fields: { validUntil: field.date('f.authorizedUntil', { required: true }) },
  sections: [{ title: 'authorize.section', fields: ['validUntil', 'remarks'] }],
  initialValues: (tier: TierRow) => ({ remarks: tier.remarks }),
  toInput: (v, tier) => ({ id: tier.id, version: tier.version, ...v }),
  title: 'authorize.title',
  titleValues: (tier) => ({ name: tier.name }),
  intro: 'authorize.intro',
  ...manage,
  submitLabel: 'authorize.submit',
  successMessage: 'done.authorized',
});

// --- own-equipment suppliers -------------------------------------------------------------------------

const ata = { required: true, maxLength: 5, hint: 'hint.ataChapter' } as const;

export const ownEquipmentResource = defineResource({
  name: 'supplier-list-own-equipment',
  title: 'title.ownEquipment',
  ns,
  list: api.listOwnEquipment,
  emptyHint: 'empty.ownEquipment',
  rowName: (row) => row.name,
  fields: {
    name: field.text('f.name', { required: true, maxLength: 100, width: 240 }),
    equipment: field.text('f.equipment', { required: true, maxLength: 100, width: 200 }),
    ataChapter: field.text('f.ataChapter', { ...ata, width: 110 }),
    oem: field.text('f.oem', { required: true, maxLength: 100, width: 180 }),
    contact: field.text('f.contact', { maxLength: 200, width: 200 }),
    validUntil: field.date('f.validUntil', { required: true, width: 120 }),
    remarks: field.textarea('f.remarks', { maxLength: 500, width: 200 }),
    createdAt: field.dateTime('f.createdAt'),
    q: field.text('f.qOwn'),
  },
  columns: ['name', 'equipment', 'ataChapter', 'oem', 'contact', 'validUntil', 'remarks'],
  filters: ['q'],
  rowActions: [removeAction('remove.body', api.removeOwnEquipment)],
  create: defineForm({
    route: api.addOwnEquipment,
    schema: () => rules().then((m) => m.ownEquipment),
    sections: [
      {
        title: 'dialog.section',
        fields: ['name', 'equipment', 'ataChapter', 'oem', 'contact', 'validUntil', 'remarks'],
      },
    ],
    ...added,
    label: 'add.ownEquipment',
    title: 'dialog.ownEquipment',
    intro: 'dialog.ownEquipmentIntro',
  }),
});
