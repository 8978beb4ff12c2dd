// sp-staff on the buyer side (the u-shield as security keys; docs/decisions/2026-11-27-security-keys.md):
// a Security key column (registered / required, not registered / not required) and the row actions
// Require security key and Reset security keys, each asked first, in English and Chinese; the
// supplier side has neither.
import { screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_PERMISSIONS, securityKeysApi, type StaffRow } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import { session } from '../../runtime/session';
import { answered, fixtureUser, signInWithPermissions } from '../../testing';
import { renderStory as render } from '../../testing/render-story';
import { staffHandlers, staffRows } from '../../testing/staff-fixtures';
import * as stories from './staff.stories';

vi.setConfig({ testTimeout: 30_000 });

const { People, Chinese } = composeStories(stories);
const wait = { timeout: 15_000 };

function rows(): StaffRow[] {
  const [admin, han, zhao] = staffRows();
  return [admin!, { ...han!, keyRequired: true, hasKey: true }, zhao!];
}

const renderBuyer = (Story: typeof People) => {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const rendered = render(Story, {
    setup: () => {
      queryClient.clear();
      session.set({
        token: 'access-token-fixture',
        account: fixtureUser.account,
        roles: [],
        user: { ...fixtureUser, companyKind: 'buyer', permissions: [STAFF_PERMISSIONS.buyer] },
        menus: [],
      });
    },
    mock: (api) => {
      staffHandlers(api, rows());
      api.on(securityKeysApi.requireSecurityKey, (req) => {
        sent.push({ path: 'require', body: req.body });
        return answered(req, 'securityKey.requiredSaved');
      });
      api.on(securityKeysApi.resetSecurityKeys, (req) => {
        sent.push({ path: 'reset', body: req.body });
        return answered(req, 'securityKey.resetDone');
      });
    },
  });
  return { rendered, sent };
};

describe('sp-staff security keys (buyer)', () => {
  it('shows who has a key and requires one after the confirmation', async () => {
    const { rendered, sent } = renderBuyer(People);
    const { user } = await rendered;
    const table = await screen.findByRole('table', { name: 'Staff' }, wait);
    expect(
      await within(table).findByRole('columnheader', { name: /Security key/ }, wait),
    ).toBeVisible();
    const han = (await within(table).findByText('Han Meimei', {}, wait)).closest('tr')!;
    expect(within(han).getByText('Registered')).toBeVisible();
    expect(within(han).queryByRole('button', { name: /^Require security key/ })).toBeNull();
    const zhao = within(table).getByText('Zhao Qiang').closest('tr')!;
    expect(within(zhao).getByText('Not required')).toBeVisible();

    await user.click(within(zhao).getByRole('button', { name: /^Require security key/ }));
    const confirm = await screen.findByRole('dialog', {}, wait);
    expect(within(confirm).getByText(/password and a security key/)).toBeVisible();
    expect(sent).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Require security key' }));
    await waitFor(
      () => expect(sent).toEqual([{ path: 'require', body: { id: 'u-1003', required: true } }]),
      wait,
    );
  });

  it('resets a lost key after the confirmation', async () => {
    const { rendered, sent } = renderBuyer(People);
    const { user } = await rendered;
    const table = await screen.findByRole('table', {}, wait);
    const han = (await within(table).findByText('Han Meimei', {}, wait)).closest('tr')!;
    await user.click(within(han).getByRole('button', { name: /^Reset security keys/ }));
    const confirm = await screen.findByRole('alertdialog', {}, wait);
    expect(within(confirm).getByText(/For a lost key/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Reset security keys' }));
    await waitFor(() => expect(sent).toEqual([{ path: 'reset', body: { id: 'u-1002' } }]), wait);
  });

  it('speaks Chinese', async () => {
    const { rendered } = renderBuyer(Chinese);
    await rendered;
    const table = await screen.findByRole('table', {}, wait);
    expect(
      await within(table).findByRole('columnheader', { name: /安全密钥/ }, wait),
    ).toBeVisible();
    const han = (await within(table).findByText('Han Meimei', {}, wait)).closest('tr')!;
    expect(within(han).getByText('已登记')).toBeVisible();
    expect(within(han).getByRole('button', { name: /^重置安全密钥/ })).toBeVisible();
  });

  it('offers the supplier side no security keys', async () => {
    await render(People, {
      setup: () => {
        queryClient.clear();
        signInWithPermissions([STAFF_PERMISSIONS.supplier]);
      },
      mock: (api) => staffHandlers(api, rows()),
    });
    const table = await screen.findByRole('table', {}, wait);
    const han = (await within(table).findByText('Han Meimei', {}, wait)).closest('tr')!;
    expect(within(table).queryByRole('columnheader', { name: /Security key/ })).toBeNull();
    expect(within(han).queryByRole('button', { name: /security key/i })).toBeNull();
  });
});
