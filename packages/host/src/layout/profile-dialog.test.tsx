// The user menu's My profile: opens sp-profile in a dialog; a save closes it and the header shows
// the new name at once (the session follows the saved profile). In English and Chinese.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getUserInfo } from '@portal/contract';
import { session, setLanguage } from '@portal/widgets';
import { fixtureUser, mockApi, ok, profileHandlers, resetMockApi } from '@portal/widgets/testing';
import { supplierMenus, supplierSession } from '../test/fixture-menus';
import { renderApp } from '../test/render-app';

// Generous: the widget's chunk loads lazily on first open, which a loaded machine takes seconds for.
const wait = { timeout: 30_000 };

// The dialog loads the widget lazily; transforming it once here keeps that out of the tests' waits.
beforeAll(() => import('@portal/widgets/widgets/sp-profile/profile'), 120_000);

beforeEach(() => {
  setLanguage('en');
  session.set(supplierSession);
  mockApi((m) => {
    m.on(getUserInfo, [200, ok({ user: fixtureUser, menus: supplierMenus })]);
    profileHandlers(m);
  });
});
afterEach(() => {
  resetMockApi();
  session.clear();
});

describe('user menu: My profile', () => {
  it('opens the own profile, and a save closes it and renames the header', async () => {
    renderApp('/sup/home');
    const menu = await screen.findByRole('button', { name: /^Account menu of/ }, wait);
    await userEvent.click(menu);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'My profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'My profile' }, wait);
    const name = await within(dialog).findByLabelText(/^Name/, {}, wait);
    await userEvent.clear(name);
    await userEvent.type(name, 'Li Lei Jr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(
      await screen.findByRole('button', { name: 'Account menu of Li Lei Jr' }, wait),
    ).toBeInTheDocument();
  }, 60_000);

  it('is in Chinese', async () => {
    act(() => setLanguage('zh'));
    renderApp('/sup/home');
    await userEvent.click(await screen.findByRole('button', { name: /的账户菜单$/ }, wait));
    await userEvent.click(await screen.findByRole('menuitem', { name: '个人资料' }));
    const dialog = await screen.findByRole('dialog', { name: '个人资料' }, wait);
    expect(await within(dialog).findByLabelText(/^姓名/, {}, wait)).toBeInTheDocument();
  }, 60_000);
});
