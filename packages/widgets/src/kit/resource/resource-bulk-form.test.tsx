// A bulk action that asks for input (decline several with one reason): it opens its form on the
// selected rows it applies to, the form is the question, and only a save clears the selection.
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { inquiryApi, type BargainingRow } from '@portal/contract';
import { addTranslations } from '../../runtime/i18n';
import { queryClient } from '../../runtime/query-client';
import { session } from '../../runtime/session';
import { mockApi } from '../../testing';
import { fixtureRounds } from '../../testing/bargaining-fixtures';
import { ok } from '../../testing/fixtures';
import { defineForm, defineResource, ResourceList } from './index';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const NS = 'kit-bulk-form-test';
addTranslations(NS, {
  en: {
    title: 'Rounds',
    item: 'Item',
    decline: 'Decline',
    ask_one: 'Decline {{count}} round?',
    ask_other: 'Decline {{count}} rounds?',
    remarks: 'Remarks',
  },
  zh: {
    title: '议价',
    item: '行号',
    decline: '拒绝',
    ask_other: '拒绝 {{count}} 轮？',
    remarks: '备注',
  },
});

const declineMany = defineForm<
  typeof inquiryApi.batchDeclineBargaining,
  { remarks?: string },
  BargainingRow[]
>({
  route: inquiryApi.batchDeclineBargaining,
  title: 'ask',
  titleValues: (rows) => ({ count: rows.length }),
  fields: { remarks: { kind: 'textarea', label: 'remarks' } },
  sections: [{ fields: ['remarks'] }],
  toInput: (v, rows) => ({ ids: rows.map((r) => r.id), remarks: v.remarks ?? '' }),
  submitLabel: 'decline',
  successMessage: false,
  danger: true,
});

const resource = defineResource({
  name: 'kit-bulk-form',
  title: 'title',
  ns: NS,
  list: inquiryApi.listBargaining,
  fields: { itemNo: { kind: 'number', label: 'item' } },
  columns: ['itemNo'],
  rowName: (r) => String(r.itemNo),
  bulkActions: [
    {
      key: 'decline',
      label: 'decline',
      enabled: (r) => r.status === 'pending',
      form: declineMany,
    },
  ],
});

describe('a bulk action with a form', () => {
  it('opens the form on the rows it applies to; Cancel keeps the selection, a save clears it', async () => {
    session.set({ token: 'access-token-fixture', uid: 'u-1', roles: [], menus: null });
    queryClient.clear();
    const rounds = fixtureRounds(5);
    const pending = rounds.filter((r) => r.status === 'pending');
    const api = mockApi((a) => {
      a.on(inquiryApi.listBargaining, () => [
        200,
        ok({ records: rounds, total: rounds.length, current: 1, size: 20 }),
      ]);
      a.on(inquiryApi.batchDeclineBargaining, () => [
        200,
        ok({ declined: pending.length, skipped: [] }),
      ]);
    });
    render(<ResourceList resource={resource} />);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Rounds' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    const bar = screen.getByRole('group', { name: 'Actions on selected rows' });

    await user.click(within(bar).getByRole('button', { name: 'Decline' }));
    let dialog = await screen.findByRole('alertdialog', {
      name: `Decline ${pending.length} rounds?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(bar).toHaveTextContent(`Selected ${rounds.length}`);

    await user.click(within(bar).getByRole('button', { name: 'Decline' }));
    dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Remarks'), 'Price is final');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests().find((r) => r.path.endsWith('batchRefuse'))?.body).toEqual({
      ids: pending.map((r) => r.id),
      remarks: 'Price is final',
    });
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Actions on selected rows' })).toBeNull(),
    );
  });
});
