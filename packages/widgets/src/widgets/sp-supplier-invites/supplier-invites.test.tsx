import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { messages, supplierApi } from '@portal/contract';
import type { MockApi } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import { inviteHandlers } from '../../testing/supplier-fixtures';
import * as stories from './supplier-invites.stories';

vi.setConfig({ testTimeout: 30_000 });
// The dialog renders in a portal that Fluent marks; queries look everywhere.
configure({ defaultHidden: true });

const { Suppliers, Transport, Empty, Loading, LoadFailed, ReadOnly, Chinese } =
  composeStories(stories);

const renderStory = (Story: typeof Suppliers) =>
  renderWith(Story, { mock: (api, p) => inviteHandlers(api, p.fixture as never) });

const lastList = (api: MockApi) =>
  api
    .requests()
    .filter((r) => r.path === supplierApi.listInvites.path)
    .at(-1)?.params ?? {};
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
const rowOf = (table: HTMLElement, company: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(company))!;

describe('sp-supplier-invites', () => {
  it("lists the page's invitations with their state, newest first", async () => {
    const { api } = await renderStory(Suppliers);
    const table = await screen.findByRole('table', { name: 'Supplier invitations' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(lastList(api)).toMatchObject({ page: 'supplier' });
    expect(cellsOf(rows[0]!)).toEqual(
      expect.arrayContaining(['Pacific Avionics Ltd.', 'Aviation material', 'Sent', '1']),
    );
    expect(cellsOf(rowOf(table, 'Euro Wheels'))).toEqual(
      expect.arrayContaining(['Registered', 'Euro Wheels GmbH']),
    );
    expect(cellsOf(rowOf(table, 'Harbin'))).toEqual(
      expect.arrayContaining(['21-department', 'Expired', '2']),
    );
    // Resend for open and lapsed invitations, not for a used one.
    expect(
      within(rowOf(table, 'Harbin')).getByRole('button', { name: /^Resend/ }),
    ).toBeInTheDocument();
    expect(
      within(rowOf(table, 'Euro Wheels')).queryByRole('button', { name: /^Resend/ }),
    ).not.toBeInTheDocument();
  });

  it('names its block: an h2 heading a region, on either page and in Chinese', async () => {
    const { unmount } = await renderStory(Suppliers);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Invitations sent' });
    const region = heading.closest('section')!;
    expect(region).toHaveAttribute('aria-labelledby', heading.id);
    expect(within(region).getByRole('tablist')).toBeInTheDocument();
    unmount();
    const transport = await renderStory(Transport);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Transport supplier invitations sent' }),
    ).toBeInTheDocument();
    transport.unmount();
    await renderStory(Chinese);
    expect(
      await screen.findByRole('heading', { level: 2, name: '已发出的邀请' }),
    ).toBeInTheDocument();
  });

  it('filters by state in tabs and searches company or e-mail', async () => {
    const { api, user } = await renderStory(Suppliers);
    await screen.findByRole('table', { name: 'Supplier invitations' });
    await user.click(screen.getByRole('tab', { name: 'Expired' }));
    await waitFor(() => expect(lastList(api)).toMatchObject({ state: 'expired' }));
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Company or e-mail' }), 'sky{Enter}');
    await waitFor(() => expect(lastList(api)).toMatchObject({ q: 'sky' }));
    const table = await screen.findByRole('table', { name: 'Supplier invitations' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('resends after a confirmation, with the version, and toasts the server message', async () => {
    const { mock, user } = await renderStory(Suppliers);
    const table = await screen.findByRole('table', { name: 'Supplier invitations' });
    await user.click(within(rowOf(table, 'Harbin')).getByRole('button', { name: /^Resend/ }));
    // By its title's text: right after the first dialog closed, jsdom may not yet compute the
    // second one's name from aria-labelledby.
    const ask = async () => {
      const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
      expect(within(dialog).getByText('Send the invitation again?')).toBeInTheDocument();
      return dialog;
    };
    const dialog = await ask();
    expect(within(dialog).getByText(/The old code stops working/)).toBeInTheDocument();
    expect(within(dialog).getByText(/e-mailed to Harbin Hangar Services$/)).toBeInTheDocument();
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mock.resent()).toHaveLength(0);

    // The table as it is now (a refetch may have drawn it anew).
    const current = () => screen.getByRole('table', { name: 'Supplier invitations' });
    await user.click(within(rowOf(current(), 'Harbin')).getByRole('button', { name: /^Resend/ }));
    const again = await ask();
    await user.click(within(again).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(mock.resent()).toEqual([{ id: 'inv-3', version: 2 }]));
    expect(
      await screen.findByText(/The invitation was sent again to sales@harbin-3\.example\.com/),
    ).toBeInTheDocument();
    // The list refetched: the row is open again, sent three times.
    await waitFor(() =>
      expect(cellsOf(rowOf(current(), 'Harbin'))).toEqual(expect.arrayContaining(['Sent', '3'])),
    );
  });

  it('invites a supplier from the dialog, checked by the contract rules', async () => {
    const { mock, user } = await renderStory(Suppliers);
    await screen.findByRole('table', { name: 'Supplier invitations' });
    await user.click(screen.getByRole('button', { name: 'Invite supplier' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Invite a supplier' },
      { timeout: 10_000 },
    );
    const form = within(dialog);
    expect(form.getByLabelText(/^Supplier kind/)).toHaveDisplayValue('Aviation material');
    expect(
      within(form.getByLabelText(/^Supplier kind/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select…', 'Aviation material', '21-department']);
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText(messages.en['register.companyNameRequired'])).toBeInTheDocument();
    expect(form.getByText(messages.en['register.emailRule'])).toBeInTheDocument();
    expect(mock.created()).toHaveLength(0);

    await user.type(form.getByLabelText(/^Company name/), 'Shanghai Spares Co., Ltd.');
    await user.type(form.getByLabelText(/^E-mail/), 'Sales@Shanghai-Spares.example.com');
    await user.selectOptions(form.getByLabelText(/^Supplier kind/), 'dept21');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(mock.created()).toEqual([
        {
          companyName: 'Shanghai Spares Co., Ltd.',
          email: 'Sales@Shanghai-Spares.example.com',
          kind: 'dept21',
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Invite a supplier' })).not.toBeInTheDocument(),
    );
    const table = await screen.findByRole('table', { name: 'Supplier invitations' });
    await waitFor(() => expect(rowOf(table, 'Shanghai Spares')).toBeDefined());
  });

  it("shows the server's refusal of a second open invitation in the dialog", async () => {
    const { user } = await renderStory(Suppliers);
    await screen.findByRole('table', { name: 'Supplier invitations' });
    await user.click(screen.getByRole('button', { name: 'Invite supplier' }));
    const form = within(
      await screen.findByRole('dialog', { name: 'Invite a supplier' }, { timeout: 10_000 }),
    );
    await user.type(form.getByLabelText(/^Company name/), 'Pacific Avionics Ltd.');
    await user.type(form.getByLabelText(/^E-mail/), 'sales@pacific-1.example.com');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText(messages.en['invite.pending'])).toBeInTheDocument();
    expect(form.getByLabelText(/^Company name/)).toHaveValue('Pacific Avionics Ltd.');
  });

  it('invites transport suppliers with the kind fixed on the transport page', async () => {
    const { api, user } = await renderStory(Transport);
    const table = await screen.findByRole('table', { name: 'Transport supplier invitations' });
    expect(lastList(api)).toMatchObject({ page: 'transport' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Invite supplier' }));
    const form = within(
      await screen.findByRole('dialog', { name: 'Invite a supplier' }, { timeout: 10_000 }),
    );
    const kind = form.getByLabelText(/^Supplier kind/);
    expect(kind).toHaveDisplayValue('Transport');
    expect(kind).toBeDisabled();
  });

  it('hides Invite and Resend without the permission', async () => {
    await renderStory(ReadOnly);
    const table = await screen.findByRole('table', { name: 'Supplier invitations' });
    expect(screen.queryByRole('button', { name: 'Invite supplier' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Resend/ })).not.toBeInTheDocument();
  });

  it('says how invitations come about when there are none', async () => {
    await renderStory(Empty);
    expect(
      await screen.findByText('No invitations yet. Invite a supplier to send the first one.'),
    ).toBeInTheDocument();
  });

  it('shows a skeleton while loading and Retry after a failure', async () => {
    await Loading.load();
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    unmount();
    await renderStory(LoadFailed);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('speaks Chinese, the dialog and its messages too', async () => {
    const { user } = await renderStory(Chinese);
    const table = await screen.findByRole('table', { name: '供应商邀请' });
    expect(within(table).getByRole('columnheader', { name: '邀请码有效期至' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已过期' })).toBeInTheDocument();
    expect(within(rowOf(table, 'Harbin')).getByText('已过期')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '邀请供应商' }));
    const form = within(
      await screen.findByRole('dialog', { name: '邀请供应商' }, { timeout: 10_000 }),
    );
    await user.click(form.getByRole('button', { name: '发送邀请' }));
    expect(await form.findByText(messages.zh['register.emailRule'])).toBeInTheDocument();
  });
});
