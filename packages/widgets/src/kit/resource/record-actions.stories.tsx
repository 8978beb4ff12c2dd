// RecordActions: one loaded record's actions as buttons (a profile's Submit for review), from the
// same RowAction definitions as a list's rows: asked first, busy while running, hidden in the wrong
// state or without the permission.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmProvider } from '../confirm-dialog';
import { addTranslations } from '../../runtime/i18n';
import { QueryProvider } from '../../runtime/query-provider';
import { RecordActions } from './record-actions';
import type { RowAction } from './resource-types';

const ns = 'kit-record-actions';
addTranslations(ns, {
  en: {
    submit: 'Submit for review',
    submitTitle: 'Submit the profile?',
    submitBody: 'The buyer reviews it next.',
    withdraw: 'Withdraw',
    archive: 'Archive',
    done: 'Submitted.',
  },
  zh: {
    submit: '提交审核',
    submitTitle: '提交资料？',
    submitBody: '接下来由采购方审核。',
    withdraw: '撤回',
    archive: '归档',
    done: '已提交。',
  },
});

export interface Profile {
  name: string;
  state: 'draft' | 'review';
}

interface Args {
  record: Profile;
  onSubmit: (record: Profile) => Promise<unknown>;
}

const resource = { name: ns, ns };

const meta = {
  title: 'Kit/RecordActions',
  args: {
    record: { name: 'ACME Aero', state: 'draft' },
    onSubmit: fn(() => Promise.resolve({ msg: 'ok' })),
  },
  render: ({ record, onSubmit }) => {
    const actions: RowAction<Profile>[] = [
      {
        key: 'submit',
        label: 'submit',
        primary: true,
        confirm: true,
        confirmTitle: 'submitTitle',
        confirmBody: 'submitBody',
        successMessage: 'done',
        visible: (r) => r.state === 'draft',
        run: (r) => onSubmit(r),
      },
      // Shown in review only, and never enabled in these stories.
      {
        key: 'withdraw',
        label: 'withdraw',
        visible: (r) => r.state === 'review',
        enabled: () => false,
        run: () => undefined,
      },
      // Needs a permission nobody holds here: never shown.
      { key: 'archive', label: 'archive', permission: 'profile:archive', run: () => undefined },
    ];
    return (
      <QueryProvider>
        <ConfirmProvider>
          <RecordActions resource={resource} record={record} actions={actions} />
        </ConfirmProvider>
      </QueryProvider>
    );
  },
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A draft: Submit for review, asked first. */
export const Draft: Story = {};

/** Under review: Submit is gone, Withdraw is shown but disabled. */
export const UnderReview: Story = { args: { record: { name: 'ACME Aero', state: 'review' } } };

export const Chinese: Story = { globals: { lang: 'zh' } };
