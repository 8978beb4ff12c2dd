// The buyer's supplier lists as resource definitions, one per business object: the directory
// (qualified or transport suppliers), mutual recognition, the blacklist with its dishonest tab,
// tier suppliers (list, detail, authorization) and own-equipment suppliers. Each definition holds
// its list and its add form, so adding refetches the list it belongs to; changes need
// `supplier:lists:manage`, and Remove asks first.
import {
  AUDIT_STATES,
  BLACKLIST_KINDS,
  COUNTRIES,
  FROZEN_FILTERS,
  SUPPLIER_KINDS,
  SUPPLIER_PERMISSIONS as P,
  SUPPLIER_TIERS,
  TIER_AUTH_STATES,
  supplierListsApi,
  type BlacklistRow,
  type DirectoryScope,
} from '@portal/contract';
import {
  defineResource,
  type RowAction,
  type SchemaLike,
  type StatusColor,
} from '../../kit/resource';
import { auditStateField } from '../../kit/status-colors';
import { getConfig } from '../../runtime/config';
import { call } from '../../runtime/http';
import { toast } from '../../runtime/toast';
import { SUPPLIER_LIST_NS } from './supplier-list-text';

const ns = SUPPLIER_LIST_NS;
const fill = (template: string, id: string) => template.replaceAll('{id}', encodeURIComponent(id));
const link = (template: string | undefined) =>
  template
    ? {
        href: (row: { id: string }) => fill(template, row.id),
        onOpen: (row: { id: string }) => getConfig().navigate(fill(template, row.id)),
      }
    : {};

/** Removal without a reason of its own: the kit's confirmation, then the call; the server's toast. */
function removeAction<Row extends { id: string; version: number }>(
  confirmBody: string,
  send: (input: { id: string; version: number }) => Promise<{ msg: string }>,
): RowAction<Row> {
  return {
    key: 'remove',
    label: 'remove.label',
    permission: P.listsManage,
    danger: true,
    confirmTitle: 'remove.title',
    confirmBody,
    successMessage: false,
    run: async (row) => {
      toast.success((await send({ id: row.id, version: row.version })).msg);
    },
  };
}

// --- the directory ---------------------------------------------------------------------------------

export const DIRECTORY_KEY = 'supplier-list-directory';

export function directoryResource(scope: DirectoryScope, auditHref?: string) {
  return defineResource({
    name: `${DIRECTORY_KEY}-${scope}`,
    title: `title.${scope}`,
    ns,
    list: supplierListsApi.listDirectory,
    listInput: { scope },
    emptyHint: `empty.${scope}`,
    rowName: (row) => `${row.code} ${row.name}`,
    fields: {
      code: { kind: 'text', label: 'f.code' },
      name: { kind: 'text', label: 'f.name' },
      nameEn: { kind: 'text', label: 'f.nameEn' },
      kind: { kind: 'enum', label: 'f.kind', enum: 'supplierKind', options: SUPPLIER_KINDS },
      country: { kind: 'enum', label: 'f.country', enum: 'country', options: COUNTRIES },
      taxId: { kind: 'text', label: 'f.taxId' },
      state: auditStateField('f.state'),
      commercialFrozen: { kind: 'boolean', label: 'f.commercialFrozen' },
      qualityFrozen: { kind: 'boolean', label: 'f.qualityFrozen' },
      cageCodes: { kind: 'text', label: 'f.cageCodes' },
      updatedAt: { kind: 'date-time', label: 'f.updatedAt' },
    },
    columns: [
      { field: 'code', width: 110 },
      { field: 'name', width: 240 },
      { field: 'nameEn', width: 240 },
      ...(scope === 'transport'
        ? [{ field: 'state' as const, width: 180 }]
        : [{ field: 'kind' as const, width: 150 }]),
      { field: 'country', width: 130 },
      { field: 'taxId', width: 190 },
      { field: 'cageCodes', width: 160 },
      { field: 'commercialFrozen', width: 120 },
      { field: 'qualityFrozen', width: 110 },
      { field: 'updatedAt', width: 170 },
    ],
    filters: [
      { kind: 'text', param: 'q', label: 'f.q' },
      ...(scope === 'qualified'
        ? [
            {
              kind: 'select' as const,
              param: 'kind' as const,
              label: 'f.kind',
              enum: 'supplierKind',
              options: SUPPLIER_KINDS,
            },
          ]
        : [
            {
              kind: 'select' as const,
              param: 'state' as const,
              label: 'f.state',
              enum: 'auditState',
              options: AUDIT_STATES,
            },
          ]),
      { kind: 'select', param: 'country', label: 'f.country', enum: 'country', options: COUNTRIES },
      {
        kind: 'select',
        param: 'frozen',
        label: 'f.frozen',
        enum: 'frozenFilter',
        options: FROZEN_FILTERS,
      },
    ],
    rowLink: { field: 'name', ...link(auditHref) },
  });
}

// --- mutual recognition ------------------------------------------------------------------------------

export const ADMITS_KEY = 'supplier-list-admits';

export function admitsResource(schema?: SchemaLike<AdmitValues>) {
  return defineResource({
    name: ADMITS_KEY,
    title: 'title.admitted',
    ns,
    list: supplierListsApi.listAdmits,
    emptyHint: 'empty.admitted',
    rowName: (row) => row.companyName,
    fields: {
      companyName: { kind: 'text', label: 'f.companyName', required: true, maxLength: 100 },
      taxId: { kind: 'text', label: 'f.taxId', required: true, maxLength: 32, hint: 'hint.taxId' },
      supplierCode: { kind: 'text', label: 'f.supplierCode' },
      sourceCompany: { kind: 'text', label: 'f.sourceCompany', required: true, maxLength: 100 },
      scope: { kind: 'text', label: 'f.scope', required: true, maxLength: 200 },
      validUntil: { kind: 'date', label: 'f.validUntil', required: true, hint: 'hint.validUntil' },
      remarks: { kind: 'textarea', label: 'f.remarks', maxLength: 500 },
      addedBy: { kind: 'text', label: 'f.addedBy' },
      createdAt: { kind: 'date-time', label: 'f.createdAt' },
    },
    columns: [
      { field: 'companyName', width: 220 },
      { field: 'taxId', width: 190 },
      { field: 'supplierCode', width: 110 },
      { field: 'sourceCompany', width: 220 },
      { field: 'scope', width: 200 },
      { field: 'validUntil', width: 120 },
      { field: 'remarks', width: 200 },
      { field: 'addedBy', width: 120 },
      { field: 'createdAt', width: 160 },
    ],
    filters: [{ kind: 'text', param: 'q', label: 'f.qList' }],
    rowActions: [
      removeAction('remove.admittedBody', (input) => call(supplierListsApi.removeAdmit, input)),
    ],
    save: {
      route: supplierListsApi.addAdmit,
      sections: [
        {
          title: 'dialog.section',
          fields: ['taxId', 'companyName', 'sourceCompany', 'scope', 'validUntil', 'remarks'],
        },
      ],
      ...(schema ? { schema } : {}),
      submitLabel: 'dialog.submit',
      successMessage: 'done.added',
    },
  });
}
export interface AdmitValues {
  taxId: string;
  companyName: string;
  sourceCompany: string;
  scope: string;
  validUntil: string;
  remarks?: string;
}

// --- blacklist and dishonest list --------------------------------------------------------------------

export const BLACKLIST_KEY = 'supplier-list-blacklist';

export interface BlacklistValues {
  list: BlacklistRow['list'];
  taxId: string;
  companyName: string;
  reason: string;
}

const blacklistFields = {
  list: {
    kind: 'enum',
    label: 'f.list',
    enum: 'blacklistKind',
    options: BLACKLIST_KINDS,
    required: true,
  },
  companyName: { kind: 'text', label: 'f.companyName', required: true, maxLength: 100 },
  taxId: { kind: 'text', label: 'f.taxId', required: true, maxLength: 32, hint: 'hint.taxId' },
  reason: { kind: 'textarea', label: 'f.reason', required: true, maxLength: 500 },
  supplierCode: { kind: 'text', label: 'f.supplierCode' },
  addedBy: { kind: 'text', label: 'f.addedBy' },
  createdAt: { kind: 'date-time', label: 'f.createdAt' },
} as const;

/** The two lists as tabs of one list; Remove opens the reason dialog (`onRemove`). */
export function blacklistResource(
  onRemove: (row: BlacklistRow) => void,
  schema?: SchemaLike<BlacklistValues>,
) {
  return defineResource({
    name: BLACKLIST_KEY,
    title: 'title.blacklist',
    ns,
    list: supplierListsApi.listBlacklist,
    emptyHint: 'empty.blacklist',
    rowName: (row) => row.companyName,
    fields: blacklistFields,
    columns: [
      { field: 'companyName', width: 240 },
      { field: 'taxId', width: 190 },
      { field: 'reason', width: 320 },
      { field: 'supplierCode', width: 110 },
      { field: 'addedBy', width: 120 },
      { field: 'createdAt', width: 160 },
    ],
    tabs: BLACKLIST_KINDS.map((list) => ({ key: list, label: `tab.${list}`, input: { list } })),
    filters: [{ kind: 'text', param: 'q', label: 'f.qList' }],
    rowActions: [
      {
        key: 'remove',
        label: 'remove.label',
        permission: P.listsManage,
        successMessage: false,
        run: (row) => onRemove(row),
      },
    ],
    save: {
      route: supplierListsApi.addBlacklist,
      sections: [{ title: 'dialog.section', fields: ['list', 'taxId', 'companyName', 'reason'] }],
      ...(schema ? { schema } : {}),
      initialValues: () => ({ list: 'blacklist' as const }),
      submitLabel: 'dialog.submit',
      successMessage: 'done.added',
    },
  });
}

/** Taking a tax ID off its list: the reason, asked in a dialog that is the confirmation. */
export function removeFromListResource(row: BlacklistRow, schema?: SchemaLike<{ reason: string }>) {
  return defineResource({
    name: BLACKLIST_KEY,
    ns,
    fields: { reason: blacklistFields.reason },
    save: {
      route: supplierListsApi.removeBlacklist,
      sections: [{ title: 'remove.listTitle', fields: ['reason'] }],
      ...(schema ? { schema } : {}),
      toInput: (v: { reason: string }) => ({ id: row.id, version: row.version, reason: v.reason }),
      submitLabel: 'remove.submit',
      successMessage: 'done.removed',
    },
  });
}

// --- tier suppliers ----------------------------------------------------------------------------------

export const TIERS_KEY = 'supplier-list-tiers';

const TIER_AUTH_COLORS: Record<(typeof TIER_AUTH_STATES)[number], StatusColor> = {
  unauthorized: 'warning',
  authorized: 'success',
  expired: 'danger',
};

export interface TierValues {
  primaryId: string;
  tier: (typeof SUPPLIER_TIERS)[number];
  name: string;
  country: string;
  supplies: string;
  remarks?: string;
}

const tierFields = (primaries: readonly string[]) =>
  ({
    name: { kind: 'text', label: 'f.name', required: true, maxLength: 100 },
    tier: {
      kind: 'enum',
      label: 'f.tier',
      enum: 'supplierTier',
      options: SUPPLIER_TIERS,
      required: true,
    },
    country: {
      kind: 'enum',
      label: 'f.country',
      enum: 'country',
      options: COUNTRIES,
      required: true,
    },
    supplies: { kind: 'text', label: 'f.supplies', required: true, maxLength: 200 },
    primaryId: {
      kind: 'enum',
      label: 'f.primaryId',
      enum: 'primary',
      options: primaries,
      required: true,
    },
    primaryCode: { kind: 'text', label: 'f.primaryCode' },
    primaryName: { kind: 'text', label: 'f.primaryName' },
    auth: {
      kind: 'status',
      label: 'f.auth',
      enum: 'tierAuth',
      options: TIER_AUTH_STATES,
      colors: TIER_AUTH_COLORS,
    },
    authorizedUntil: { kind: 'date', label: 'f.authorizedUntil' },
    authorizedBy: { kind: 'text', label: 'f.authorizedBy' },
    validUntil: { kind: 'date', label: 'f.authorizedUntil', required: true },
    remarks: { kind: 'textarea', label: 'f.remarks', maxLength: 500 },
    createdAt: { kind: 'date-time', label: 'f.createdAt' },
  }) as const;

/** `primaries`: ids of the suppliers the add form offers (labels `enum.primary.<id>`). */
export function tiersResource(
  detailHref: string | undefined,
  primaries: readonly string[] = [],
  schema?: SchemaLike<TierValues>,
) {
  return defineResource({
    name: TIERS_KEY,
    title: 'title.tiers',
    ns,
    list: supplierListsApi.listTiers,
    emptyHint: 'empty.tiers',
    rowName: (row) => row.name,
    fields: tierFields(primaries),
    columns: [
      { field: 'name', width: 220 },
      { field: 'tier', width: 110 },
      { field: 'primaryName', width: 220 },
      { field: 'country', width: 130 },
      { field: 'supplies', width: 220 },
      { field: 'auth', width: 160 },
      { field: 'authorizedUntil', width: 140 },
      { field: 'createdAt', width: 160 },
    ],
    tabs: [
      { key: 'all', label: 'tab.all', input: {} },
      ...SUPPLIER_TIERS.map((tier) => ({ key: tier, label: `tab.${tier}`, input: { tier } })),
    ],
    filters: [
      { kind: 'text', param: 'q', label: 'f.qTier' },
      {
        kind: 'select',
        param: 'auth',
        label: 'f.auth',
        enum: 'tierAuth',
        options: TIER_AUTH_STATES,
      },
    ],
    rowLink: { field: 'name', ...link(detailHref) },
    rowActions: [removeAction('remove.body', (input) => call(supplierListsApi.removeTier, input))],
    save: {
      route: supplierListsApi.addTier,
      sections: [
        {
          title: 'dialog.section',
          fields: ['primaryId', 'tier', 'name', 'country', 'supplies', 'remarks'],
        },
      ],
      ...(schema ? { schema } : {}),
      initialValues: () => ({ tier: 'second' as const }),
      submitLabel: 'dialog.submit',
      successMessage: 'done.added',
    },
  });
}

export const tierDetailResource = defineResource({
  name: TIERS_KEY,
  title: 'title.tierDetail',
  ns,
  get: { route: supplierListsApi.getTier, input: (id) => ({ id }) },
  fields: tierFields([]),
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

export interface AuthorizeValues {
  validUntil: string;
  remarks?: string;
}

export function authorizeResource(
  tier: { id: string; version: number; authorizedUntil: string | null; remarks: string },
  schema?: SchemaLike<AuthorizeValues>,
) {
  return defineResource({
    name: TIERS_KEY,
    ns,
    fields: tierFields([]),
    save: {
      route: supplierListsApi.authorizeTier,
      sections: [{ title: 'authorize.section', fields: ['validUntil', 'remarks'] }],
      ...(schema ? { schema } : {}),
      initialValues: () => ({ remarks: tier.remarks }),
      toInput: (v: AuthorizeValues) => ({
        id: tier.id,
        version: tier.version,
        validUntil: v.validUntil,
        remarks: v.remarks ?? '',
      }),
      submitLabel: 'authorize.submit',
      successMessage: 'done.authorized',
    },
  });
}

// --- own-equipment suppliers -------------------------------------------------------------------------

export const OWN_EQUIPMENT_KEY = 'supplier-list-own-equipment';

export interface OwnEquipmentValues {
  name: string;
  equipment: string;
  ataChapter: string;
  oem: string;
  contact?: string;
  validUntil: string;
  remarks?: string;
}

export function ownEquipmentResource(schema?: SchemaLike<OwnEquipmentValues>) {
  return defineResource({
    name: OWN_EQUIPMENT_KEY,
    title: 'title.ownEquipment',
    ns,
    list: supplierListsApi.listOwnEquipment,
    emptyHint: 'empty.ownEquipment',
    rowName: (row) => row.name,
    fields: {
      name: { kind: 'text', label: 'f.name', required: true, maxLength: 100 },
      equipment: { kind: 'text', label: 'f.equipment', required: true, maxLength: 100 },
      ataChapter: {
        kind: 'text',
        label: 'f.ataChapter',
        required: true,
        maxLength: 5,
        hint: 'hint.ataChapter',
      },
      oem: { kind: 'text', label: 'f.oem', required: true, maxLength: 100 },
      contact: { kind: 'text', label: 'f.contact', maxLength: 200 },
      validUntil: { kind: 'date', label: 'f.validUntil', required: true },
      remarks: { kind: 'textarea', label: 'f.remarks', maxLength: 500 },
      createdAt: { kind: 'date-time', label: 'f.createdAt' },
    },
    columns: [
      { field: 'name', width: 240 },
      { field: 'equipment', width: 200 },
      { field: 'ataChapter', width: 110 },
      { field: 'oem', width: 180 },
      { field: 'contact', width: 200 },
      { field: 'validUntil', width: 120 },
      { field: 'remarks', width: 200 },
    ],
    filters: [{ kind: 'text', param: 'q', label: 'f.qOwn' }],
    rowActions: [
      removeAction('remove.body', (input) => call(supplierListsApi.removeOwnEquipment, input)),
    ],
    save: {
      route: supplierListsApi.addOwnEquipment,
      sections: [
        {
          title: 'dialog.section',
          fields: ['name', 'equipment', 'ataChapter', 'oem', 'contact', 'validUntil', 'remarks'],
        },
      ],
      ...(schema ? { schema } : {}),
      submitLabel: 'dialog.submit',
      successMessage: 'done.added',
    },
  });
}
