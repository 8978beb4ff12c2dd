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

/**
 * Opens My profile from the account menu and gives its dialog, as a user would: again if the first
 * try did not open it. Seen in jsdom on 2026-11-28, in about half of the runs of this file alone: a
 * click on the menu item right after the menu opened did not open the dialog, and the dialog's
 * surface was left with aria-hidden="true", which hides it from role queries unless `hidden: true`.
 * A real browser shows the aria-hidden too (an open accessibility bug, noted on issue 13).
 */
async function openProfile(menu: RegExp, item: string, title: string) {
  await screen.findByRole('button', { name: menu }, wait);
  await waitFor(async () => {
    if (!screen.queryByRole('dialog', { name: title, hidden: true })) {
      if (!screen.queryByRole('menuitem', { name: item })) {
        await userEvent.click(screen.getByRole('button', { name: menu }));
      }
      await userEvent.click(await screen.findByRole('menuitem', { name: item }));
    }
    expect(screen.getByRole('dialog', { name: title, hidden: true })).toBeInTheDocument();
  }, wait);
  return screen.getByRole('dialog', { name: title, hidden: true });
}

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
    const dialog = await openProfile(/^Account menu of/, 'My profile', 'My profile');
    const name = await within(dialog).findByLabelText(/^Name/, {}, wait);
    await userEvent.clear(name);
    await userEvent.type(name, 'Li Lei Jr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull(), wait);
    expect(
      await screen.findByRole('button', { name: 'Account menu of Li Lei Jr' }, wait),
    ).toBeInTheDocument();
  }, 60_000);

  it('is in Chinese', async () => {
    act(() => setLanguage('zh'));
    renderApp('/sup/home');
    const dialog = await openProfile(/的账户菜单$/, '个人资料', '个人资料');
    expect(await within(dialog).findByLabelText(/^姓名/, {}, wait)).toBeInTheDocument();
  }, 60_000);
});
