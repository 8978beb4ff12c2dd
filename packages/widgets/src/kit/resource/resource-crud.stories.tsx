// A whole list screen as one definition (the guide's example in docs/architecture.md): fields that
// carry their list presentation, columns and filters by name, tabs, a row link by route ref, a per-
// field render, Remove with the server's words, an Add dialog (a lookup over a call, a searchable
// enum, rules loaded with the form) and an Edit dialog prefilled from the row. Over the supplier
// lists' fixtures: tier suppliers, with Authorize as their edit.
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  COUNTRIES,
  SUPPLIER_PERMISSIONS as P,
  SUPPLIER_TIERS,
  TIER_AUTH_STATES,
  supplierListsApi as api,
  supplierListsMessages,
  type TierRow,
} from '@portal/contract';
import { addSupplierEnumLabels } from '../../locales/supplier-enums';
import { call } from '../../runtime/http';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import { queryClient } from '../../runtime/query-client';
import { mockApi, signInWithPermissions } from '../../testing';
import { supplierListHandlers } from '../../testing/supplier-list-fixtures';
import { routeRef, type LinkBindings } from '../links';
import { callOptions } from './call-options';
import { field } from './fields';
import { ResourceList } from './resource-list';
import { defineForm, defineResource } from './resource-types';
import { stateTabs } from './tabs';

const ns = 'kit-crud';
addSupplierEnumLabels();
// The rules' messages are contract keys: the lists' texts for them.
addContractMessages(supplierListsMessages);
addTranslations(ns, {
  en: {
    title: 'Tier suppliers',
    add: 'Add tier supplier',
    addTitle: 'Add a tier supplier',
    edit: 'Authorize',
    editTitle: 'Authorize {{name}}',
    remove: 'Remove',
    section: 'Supplier',
    f: {
      name: 'Company name',
      tier: 'Tier',
      country: 'Country or region',
      supplies: 'Supplies',
      primary: 'Primary supplier',
      auth: 'Authorization',
      until: 'Authorized until',
      remarks: 'Remarks',
      q: 'Name or supplies',
    },
    tab: { all: 'All', second: 'Second tier', third: 'Third tier' },
  },
  zh: {
    title: '分级供应商',
    add: '添加分级供应商',
    addTitle: '添加分级供应商',
    edit: '授权',
    editTitle: '授权 {{name}}',
    remove: '移除',
    section: '供应商',
    f: {
      name: '公司名称',
      tier: '级别',
      country: '国家或地区',
      supplies: '供应内容',
      primary: '一级供应商',
      auth: '授权状态',
      until: '授权至',
      remarks: '备注',
      q: '名称或供应内容',
    },
    tab: { all: '全部', second: '二级', third: '三级' },
  },
});

// ---- the definition: what the guide counts -------------------------------------------------------
const rules = () => import('@portal/contract');
export const tierLinks = { tierPage: routeRef('id') };

export const tiers = defineResource({
  name: 'kit-crud-tiers',
  title: 'title',
  ns,
  links: tierLinks,
  list: api.listTiers,
  rowName: (row) => row.name,
  fields: {
    name: field.text('f.name', { required: true, maxLength: 100, width: 220, sortable: true }),
    tier: field.enum('f.tier', 'supplierTier', SUPPLIER_TIERS, { required: true, width: 110 }),
    country: field.enum('f.country', 'country', COUNTRIES, { required: true, search: true }),
    supplies: field.text('f.supplies', { required: true, maxLength: 200, wrap: true }),
    primaryId: field.lookup(
      'f.primary',
      callOptions(
        api.listDirectory,
        (q) => ({ scope: 'qualified' as const, q, size: 20 }),
        (row) => ({ value: row.id, label: `${row.code} ${row.name}` }),
      ),
      { required: true, labelField: 'primaryName' },
    ),
    primaryName: field.text('f.primary', {
      width: 220,
      render: (name: string, row: TierRow) => `${row.primaryCode} · ${name}`,
    }),
    auth: field.status('f.auth', 'tierAuth', TIER_AUTH_STATES, {}, { width: 150 }),
    authorizedUntil: field.date('f.until', { width: 130 }),
    remarks: field.textarea('f.remarks', { maxLength: 500 }),
    q: field.text('f.q'),
  },
  columns: [
    'name',
    'tier',
    'primaryName',
    { field: 'supplies', width: 260 },
    'auth',
    'authorizedUntil',
  ],
  filters: ['q', 'auth'],
  tabs: stateTabs('tier', SUPPLIER_TIERS),
  rowLink: { field: 'name', to: (row) => ({ ref: 'tierPage', params: { id: row.id } }) },
  rowActions: [
    {
      key: 'remove',
      label: 'remove',
      permission: P.listsManage,
      danger: true,
      successMessage: 'server',
      run: (row) => call(api.removeTier, { id: row.id, version: row.version }),
    },
  ],
  create: defineForm({
    route: api.addTier,
    schema: () => rules().then((m) => m.addTierInput),
    sections: [
      { title: 'section', fields: ['primaryId', 'tier', 'name', 'country', 'supplies', 'remarks'] },
    ],
    initialValues: () => ({ tier: 'second' as const }),
    label: 'add',
    title: 'addTitle',
    permission: P.listsManage,
  }),
  edit: defineForm({
    route: api.authorizeTier,
    schema: () =>
      rules().then((m) => m.authorizeTierInput.pick({ validUntil: true, remarks: true })),
    fields: { validUntil: field.date('f.until', { required: true }) },
    sections: [{ title: 'section', fields: ['validUntil', 'remarks'] }],
    initialValues: (row: TierRow) => ({
      validUntil: row.authorizedUntil ?? undefined,
      remarks: row.remarks,
    }),
    toInput: (values, row) => ({ id: row.id, version: row.version, ...values }),
    label: 'edit',
    title: 'editTitle',
    titleValues: (row) => ({ name: row.name }),
    permission: P.listsManage,
  }),
});
// ---- end of the definition ------------------------------------------------------------------------

interface Args {
  links?: LinkBindings<typeof tierLinks>;
}

const meta = {
  title: 'Kit/Resource screen',
  args: { links: { tierPage: '/hna/secondSup/detailAuthorize?id={id}' } },
  beforeEach: () => {
    queryClient.clear();
    sessionStorage.clear();
    signInWithPermissions([P.lists, P.listsManage]);
    mockApi((a) => supplierListHandlers(a));
  },
  render: (args) => <ResourceList resource={tiers} {...args} />,
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The list with Add, Edit (Authorize) and Remove, its names linking to the tier's page. */
export const Screen: Story = {};

/** Embedded where the page binds no links: names are text. */
export const Unlinked: Story = { args: { links: undefined } };

/** Signed in to read only: no Add, Edit or Remove. */
export const ReadOnly: Story = {
  beforeEach: () => {
    signInWithPermissions([P.lists]);
  },
};

export const Chinese: Story = { globals: { lang: 'zh' } };
