// A user required to have a security key and without one (docs/decisions/2026-11-27-security-keys.md)
// signs in with the password and is sent to register the key before anything else: the layout opens
// the Security key dialog, which cannot be closed, in English and Chinese; with a key it stays shut.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authApi, securityKeysApi } from '@portal/contract';
import { session, setLanguage } from '@portal/widgets';
import { fixtureUser, mockApi, ok, resetMockApi } from '@portal/widgets/testing';
import { supplierMenus, supplierSession } from '../test/fixture-menus';
import { renderApp } from '../test/render-app';

function serve(keyRequired: boolean, uShieldBound: boolean) {
  mockApi((api) => {
    api.on(authApi.getUserInfo, [200, ok({ user: fixtureUser, menus: supplierMenus })]);
    api.on(authApi.getLoginType, [
      200,
      ok({ loginType: 'securityKey', companyKind: 'supplier', uShieldBound, keyRequired }),
    ]);
    api.on(securityKeysApi.listMySecurityKeys, [200, ok({ required: keyRequired, keys: [] })]);
  });
}

beforeEach(() => session.set(supplierSession));
afterEach(() => {
  resetMockApi();
  session.clear();
  setLanguage('en');
});

describe('required security key', () => {
  it('opens the Security key dialog first, without a way to close it', async () => {
    setLanguage('en');
    serve(true, false);
    renderApp('/sup/home');
    const dialog = await screen.findByRole('alertdialog', { name: 'Security key' });
    expect(
      await within(dialog).findByText(/administrator requires a security key/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Register a security key' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('says so in Chinese', async () => {
    setLanguage('zh');
    serve(true, false);
    renderApp('/sup/home');
    const dialog = await screen.findByRole('alertdialog', { name: '安全密钥' });
    expect(await within(dialog).findByText(/管理员要求您使用安全密钥/)).toBeInTheDocument();
  });

  it('shows nothing behind the dialog while the session says the key is pending', async () => {
    session.set({ ...supplierSession, user: { ...fixtureUser, securityKeyPending: true } });
    serve(true, false);
    renderApp('/sup/home');
    await screen.findByRole('alertdialog', { name: 'Security key' });
    // The server refuses the page's calls until a key is registered: the page is not rendered.
    expect(document.getElementById('main-content')?.children).toHaveLength(0);
  });

  it('stays shut for a user who has a key', async () => {
    serve(true, true);
    renderApp('/sup/home');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
