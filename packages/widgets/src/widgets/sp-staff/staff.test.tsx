import { screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { constants, privateDecrypt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { ROLE_ADMIN_PERMISSIONS, STAFF_PERMISSIONS } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import { FIXTURE_PRIVATE_KEY, signInWithPermissions } from '../../testing';
import { renderStory as render } from '../../testing/render-story';
import { staffHandlers } from '../../testing/staff-fixtures';
import * as stories from './staff.stories';

vi.setConfig({ testTimeout: 30_000 });

const { People, Chinese } = composeStories(stories);
// Generous: the dialogs and their rules load lazily, and a loaded CI machine takes seconds.
const wait = { timeout: 15_000 };

const renderStory = (Story: typeof People) =>
  render(Story, {
    setup: () => {
      queryClient.clear();
      signInWithPermissions([STAFF_PERMISSIONS.supplier, ROLE_ADMIN_PERMISSIONS.supplier]);
    },
    mock: (api) => staffHandlers(api),
  });

const decrypt = (cipher: string) =>
  privateDecrypt(
    { key: FIXTURE_PRIVATE_KEY, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(cipher, 'base64'),
  ).toString('utf8');

describe('sp-staff', () => {
  it('lists the people with position, role names and state', async () => {
    await renderStory(People);
    const table = await screen.findByRole('table', { name: 'Staff' }, wait);
    expect(await within(table).findByText('Han Meimei', {}, wait)).toBeVisible();
    expect(within(table).getByText('Supplier administrator')).toBeVisible();
    expect(within(table).getByText('Frozen')).toBeVisible();
    expect(within(table).getByText('General manager')).toBeVisible();
  });

  it('adds a colleague with a password it sends encrypted, after checking the confirmation', async () => {
    const { mock, user } = await renderStory(People);
    await user.click(await screen.findByRole('button', { name: 'Add with a password' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Wei Ming');
    await user.type(within(dialog).getByLabelText(/^Account/), 'wei.ming');
    await user.type(within(dialog).getByLabelText(/^Position/), 'Logistics');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Colleague#1');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'Colleague#2');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('The two entries differ', {}, wait)).toBeVisible();
    expect(mock.sent('create')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Confirm password/));
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'Colleague#1');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    const [body] = mock.sent('create');
    expect(body).toMatchObject({ name: 'Wei Ming', account: 'wei.ming', position: 'Logistics' });
    expect(body).not.toHaveProperty('confirm');
    expect(body!.password).not.toBe('Colleague#1');
    expect(decrypt(String(body!.password))).toBe('Colleague#1');
    expect(await screen.findByText('wei.ming', {}, wait)).toBeVisible();
  });

  it("invites a colleague by e-mail and shows the server's word on a taken account", async () => {
    const { mock, user } = await renderStory(People);
    await user.click(await screen.findByRole('button', { name: 'Invite by e-mail' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(within(dialog).getByText(/valid 72 hours/)).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Copy');
    await user.type(within(dialog).getByLabelText(/^Account/), 'Han.Mei');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'copy@skyline.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('This account is taken. Please choose another.', {}, wait),
    ).toBeVisible();
    await user.clear(within(dialog).getByLabelText(/^Account/));
    await user.type(within(dialog).getByLabelText(/^Account/), 'new.colleague');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(mock.sent('invite').at(-1)).toMatchObject({
      account: 'new.colleague',
      email: 'copy@skyline.example',
    });
  });

  it('freezes only after the confirmation, with the row version, and offers Thaw on a frozen one', async () => {
    const { mock, user } = await renderStory(People);
    const table = await screen.findByRole('table', {}, wait);
    const row = (await within(table).findByText('Han Meimei', {}, wait)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /^Freeze/ }));
    const confirm = await screen.findByRole('alertdialog', {}, wait);
    expect(within(confirm).getByText(/signed out everywhere/)).toBeVisible();
    expect(mock.sent('updateStatus')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Freeze' }));
    await waitFor(() => expect(mock.sent('updateStatus')).toHaveLength(1), wait);
    expect(mock.sent('updateStatus')[0]).toMatchObject({
      id: 'u-1002',
      version: 1,
      action: 'freeze',
    });
    const frozen = (await within(table).findByText('Zhao Qiang')).closest('tr')!;
    expect(within(frozen).getByRole('button', { name: /^Thaw/ })).toBeVisible();
    expect(within(frozen).queryByRole('button', { name: /^Freeze/ })).toBeNull();
  });

  it("gives a colleague roles from the company's roles, ticked as they hold them", async () => {
    const { mock, user } = await renderStory(People);
    const table = await screen.findByRole('table', {}, wait);
    const row = (await within(table).findByText('Han Meimei', {}, wait)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /^Roles/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Han Meimei' }, wait);
    const sales = await screen.findByRole('checkbox', { name: 'Sales desk' }, wait);
    const admin = screen.getByRole('checkbox', { name: 'Supplier administrator' });
    expect(admin).not.toBeChecked();
    // The choices are one named group, each checkbox with its own label.
    expect(sales.closest('[role="group"]')).toHaveAccessibleName('Roles');
    await user.click(sales);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mock.sent('roles')).toHaveLength(1), wait);
    expect(mock.sent('roles')[0]).toEqual({ userId: 'u-1002', roleIds: ['role-sales'] });
    expect(await within(row).findByText('Sales desk', {}, wait)).toBeVisible();
  });

  it('offers Roles only to whoever holds the roles screen', async () => {
    await render(People, {
      setup: () => {
        queryClient.clear();
        signInWithPermissions([STAFF_PERMISSIONS.supplier]);
      },
      mock: (api) => staffHandlers(api),
    });
    const table = await screen.findByRole('table', {}, wait);
    const row = (await within(table).findByText('Han Meimei', {}, wait)).closest('tr')!;
    expect(within(row).getByRole('button', { name: /^Freeze/ })).toBeVisible();
    expect(within(row).queryByRole('button', { name: /^Roles/ })).toBeNull();
  });

  it('speaks Chinese', async () => {
    await renderStory(Chinese);
    expect(await screen.findByRole('button', { name: '邮件邀请' }, wait)).toBeVisible();
    expect(await screen.findByText('供应商管理员', {}, wait)).toBeVisible();
    expect(screen.getAllByText('已冻结').length).toBeGreaterThan(0);
  });
});
