// The user menu's My profile: the menu item asks the layout to open the dialog, and the dialog
// shows sp-profile; a save closes it and the session (which the header shows) follows the saved
// profile. In English and Chinese.
//
// The two halves are tested apart: rendered as one (the whole app, then the menu, then the item)
// jsdom timed the menu's closing and the dialog's opening differently from run to run. The whole
// path runs in a real browser in e2e/profile.spec.ts.
//
// Focus must land on the first field once the widget has loaded: with focus left on the surface,
// Tabster kept the dialog's modalizer inactive and the surface aria-hidden (issue 13).
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalProvider, session, setLanguage } from '@portal/widgets';
import { mockApi, profileHandlers, resetMockApi } from '@portal/widgets/testing';
import { supplierSession } from '../test/fixture-menus';
import { ProfileDialog } from './profile-dialog';
import { UserMenu } from './user-menu';

// Generous: the widget's chunk loads lazily on first open, which a loaded machine takes seconds for.
const wait = { timeout: 30_000 };

// The dialog loads the widget lazily; transforming it once here keeps that out of the tests' waits.
beforeAll(() => import('@portal/widgets/widgets/sp-profile/profile'), 120_000);

beforeEach(() => {
  setLanguage('en');
  session.set(supplierSession);
  mockApi((m) => profileHandlers(m));
});
afterEach(() => {
  resetMockApi();
  session.clear();
});

const noop = () => undefined;

describe('user menu: My profile', () => {
  it('asks the layout to open My profile', async () => {
    const onProfile = vi.fn();
    render(
      <PortalProvider>
        <UserMenu userName="Li Lei" onProfile={onProfile} onChangePassword={noop} onLogout={noop} />
      </PortalProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Account menu of Li Lei' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'My profile' }));
    expect(onProfile).toHaveBeenCalledTimes(1);
  });

  it('shows the own profile; a save closes it and renames the session user', async () => {
    const onClose = vi.fn();
    render(
      <PortalProvider>
        <ProfileDialog open onClose={onClose} />
      </PortalProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'My profile' }, wait);
    const name = await within(dialog).findByLabelText(/^Name/, {}, wait);
    await waitFor(() => expect(name).toHaveFocus());
    expect(dialog).not.toHaveAttribute('aria-hidden');
    await userEvent.clear(name);
    await userEvent.type(name, 'Li Lei Jr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), wait);
    expect(session.get()?.name).toBe('Li Lei Jr');
  }, 60_000);

  it('is in Chinese', async () => {
    act(() => setLanguage('zh'));
    render(
      <PortalProvider>
        <ProfileDialog open onClose={noop} />
      </PortalProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: '个人资料' }, wait);
    expect(await within(dialog).findByLabelText(/^姓名/, {}, wait)).toBeInTheDocument();
  }, 60_000);
});
