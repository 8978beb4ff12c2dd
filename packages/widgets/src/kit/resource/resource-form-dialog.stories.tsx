// ResourceFormDialog's options for a destructive answer with a reason (a decline): an alert dialog
// with a red submit, the record's values in the title and the field labels, a form of one section
// without a heading, and content the caller shows above the form. Beside it an ordinary form, for
// contrast. The tests (resource-form-dialog.test.tsx) render these.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inquiryApi } from '@portal/contract';
import { addTranslations } from '../../runtime/i18n';
import { queryClient } from '../../runtime/query-client';
import { session } from '../../runtime/session';
import { mockApi, ok, type MockApi } from '../../testing';
import { ResourceFormDialog } from './resource-form';
import { defineForm, type ResourceBase } from './resource-types';

const NS = 'kit-form-dialog-story';
addTranslations(NS, {
  en: {
    title_one: 'Decline {{count}} round?',
    title_other: 'Decline {{count}} rounds?',
    plain: 'Answer',
    section: 'Answer',
    price: 'Price ({{currency}})',
    remarks: 'Remarks',
    submit: 'Decline',
    lines: 'Three lines',
  },
  zh: {
    title_other: '拒绝 {{count}} 轮？',
    plain: '回复',
    section: '回复',
    price: '价格（{{currency}}）',
    remarks: '备注',
    submit: '拒绝',
    lines: '三行',
  },
});

interface Rec {
  count: number;
  currency: string;
}
const resource: ResourceBase = { name: 'kit-form-dialog', ns: NS, fields: {} };

const answerForm = (more: { title: string; danger?: boolean; section?: string }) =>
  defineForm<typeof inquiryApi.declineBargaining, { price?: number; remarks?: string }, Rec>({
    route: inquiryApi.declineBargaining,
    title: more.title,
    titleValues: (r) => ({ count: r.count }),
    fields: {
      price: { kind: 'money', label: 'price' },
      remarks: { kind: 'textarea', label: 'remarks' },
    },
    labelValues: (r) => ({ currency: r.currency }),
    sections: [{ title: more.section, fields: ['price', 'remarks'] }],
    toInput: (v) => ({ id: 'round-1', version: 1, remarks: v.remarks ?? '' }),
    submitLabel: 'submit',
    successMessage: false,
    danger: more.danger,
  });

/** The decline's answer: saved. */
export const dialogHandlers = (api: MockApi) =>
  api.on(inquiryApi.declineBargaining, () => [200, ok({})]);

interface Args {
  danger: boolean;
  onSaved: (answer: unknown) => void;
  onClose: () => void;
}

const meta = {
  title: 'Kit/ResourceFormDialog',
  args: { danger: true, onSaved: fn(), onClose: fn() },
  beforeEach: () => {
    session.set({ token: 'access-token-fixture', uid: 'u-1001', roles: [], menus: null });
    queryClient.clear();
    mockApi(dialogHandlers);
  },
  render: ({ danger, onSaved, onClose }) =>
    danger ? (
      <ResourceFormDialog
        resource={resource}
        form={answerForm({ title: 'title', danger: true })}
        record={{ count: 3, currency: 'USD' }}
        before={<p>Three lines</p>}
        onSaved={onSaved}
        onClose={onClose}
      />
    ) : (
      <ResourceFormDialog
        resource={resource}
        form={answerForm({ title: 'plain', section: 'section' })}
        record={{ count: 1, currency: 'CNY' }}
        onSaved={onSaved}
        onClose={onClose}
      />
    ),
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Declining three rounds with one reason: alert dialog, red Decline, no section heading. */
export const DangerForm: Story = {};

/** An ordinary form: a modal dialog, a section heading, the usual primary button. */
export const PlainForm: Story = { args: { danger: false } };
