// RecordItems: a record's list field (a profile's contacts) with Add and Edit forms in the kit's
// dialog and Remove asked first with the entry's name; read-only and empty too.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { supplierRelationsApi } from '@portal/contract';
import { addTranslations } from '../../runtime/i18n';
import { QueryProvider } from '../../runtime/query-provider';
import { RecordItems, type RecordItemsDef } from './record-items';
import { defineForm } from './resource-types';

const ns = 'kit-record-items';
const en = {
  title: 'Contacts',
  empty: 'No contact yet.',
  name: 'Name',
  state: 'State',
  add: 'Add contact',
  edit: 'Edit',
  remove: 'Remove',
  removeTitle: 'Remove this entry?',
  removeBody: '{{name}} is removed from the profile.',
  editRow: 'Change {{name}}',
  dialog: 'Contact',
  dialogTitle: 'Contact {{name}}',
  enum: { st: { on: 'Active', off: 'Ended' } },
};
const zh = {
  title: '联系人',
  empty: '暂无联系人。',
  name: '姓名',
  state: '状态',
  add: '添加联系人',
  edit: '编辑',
  remove: '删除',
  removeTitle: '删除此条目？',
  removeBody: '将从资料中删除 {{name}}。',
  editRow: '修改 {{name}}',
  dialog: '联系人',
  dialogTitle: '联系人 {{name}}',
  enum: { st: { on: '有效', off: '已结束' } },
};
addTranslations(ns, { en, zh });

export interface Contact {
  name: string;
  state: string;
}
export const contacts: Contact[] = [
  { name: '李娜', state: 'on' },
  { name: 'Wang Li', state: 'off' },
];

const resource = { name: ns, ns, fields: {} };
// Never saved in these stories: the dialog is what they show.
const form = defineForm({
  route: supplierRelationsApi.endCustomerRelation,
  fields: { name: { kind: 'text', label: 'name' } },
  sections: [{ title: 'dialog', fields: ['name'] }],
  initialValues: (row: Contact | undefined) => ({ name: row?.name }),
  toInput: (v: { name?: string }) => ({ id: v.name ?? '', version: 1, reason: '' }),
  title: 'dialogTitle',
  titleValues: (row) => ({ name: row?.name ?? '' }),
});

const base: RecordItemsDef<Contact> = {
  title: 'title',
  empty: 'empty',
  fields: {
    name: { kind: 'text', label: 'name' },
    state: { kind: 'status', label: 'state', enum: 'st', options: ['on', 'off'], colors: {} },
  },
  columns: ['name', 'state'],
  rowName: (item) => item.name,
};

interface Args {
  items: Contact[];
  editable: boolean;
  onRemove: (item: Contact) => Promise<unknown>;
}

const meta = {
  title: 'Kit/RecordItems',
  args: {
    items: contacts,
    editable: false,
    onRemove: fn(() => Promise.resolve({ msg: 'Removed' })),
  },
  render: ({ items, editable, onRemove }) => (
    <QueryProvider>
      <RecordItems<Contact>
        resource={resource}
        items={items}
        def={
          editable
            ? {
                ...base,
                create: { ...form, label: 'add' },
                edit: { ...form, label: 'edit', rowLabel: 'editRow' },
                rowActions: [
                  {
                    key: 'remove',
                    label: 'remove',
                    danger: true,
                    confirmTitle: 'removeTitle',
                    confirmBody: 'removeBody',
                    successMessage: false,
                    visible: (item) => item.state === 'on',
                    run: (item) => onRemove(item),
                  },
                ],
              }
            : base
        }
      />
    </QueryProvider>
  ),
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {};

/** Add, Edit per entry, and Remove (asked first) where it applies. */
export const Editable: Story = { args: { editable: true } };

export const Empty: Story = { args: { items: [] } };

export const Chinese: Story = { args: { editable: true }, globals: { lang: 'zh' } };
