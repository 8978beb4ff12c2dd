// The user's own security keys (docs/decisions/2026-11-27-security-keys.md): the serial and the
// registration time of each key, Register a security key through the browser's WebAuthn
// (@simplewebauthn/browser's startRegistration, faked: jsdom has none) and the server's check, the
// administrator's requirement, and a cancelled key, in English and Chinese.
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { securityKeysApi, type SecurityKeyRow } from '@portal/contract';
import { setLanguage } from '../runtime/i18n';
import { PortalProvider } from '../runtime/portal-provider';
import { session } from '../runtime/session';
import { answered, mockApi, resetMockApi } from '../testing';
import { SecurityKey } from './security-key';

const browser = vi.hoisted(() => ({
  calls: [] as unknown[],
  answer: (): Promise<unknown> => Promise.resolve({ id: 'new-key', response: {} }),
}));
vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: (options: unknown) => {
    browser.calls.push(options);
    return browser.answer();
  },
}));

const OPTIONS = { challenge: 'c-1', rp: { id: 'localhost', name: 'Supplier Portal' } };
const AT = '2026-11-27T03:00:00.000Z';

function serve(required: boolean, keys: SecurityKeyRow[]) {
  const sent: unknown[] = [];
  mockApi((api) => {
    api.on(securityKeysApi.listMySecurityKeys, (req) =>
      answered(req, 'ok.done', { required, keys }),
    );
    api.on(securityKeysApi.securityKeyRegistrationOptions, (req) =>
      answered(req, 'ok.done', OPTIONS),
    );
    api.on(securityKeysApi.registerSecurityKey, (req) => {
      sent.push(req.body);
      keys = [...keys, { serial: 'new-key', createdAt: AT }];
      return answered(req, 'securityKey.registered', { serial: 'new-key', createdAt: AT });
    });
  });
  return sent;
}

const show = (onRegistered = vi.fn()) => {
  render(
    <PortalProvider>
      <SecurityKey onRegistered={onRegistered} />
    </PortalProvider>,
  );
  return onRegistered;
};

describe('sp-security-key', () => {
  beforeEach(() => {
    browser.calls = [];
    session.set({ token: 'access-token-fixture', account: 'key.user', roles: [], menus: null });
  });
  afterEach(() => {
    resetMockApi();
    setLanguage('en');
  });

  it('says a required key is missing, registers one and shows its serial and time', async () => {
    setLanguage('en');
    const sent = serve(true, []);
    const onRegistered = show();
    expect(await screen.findByText(/administrator requires a security key/)).toBeVisible();
    expect(screen.getByText('No security key is registered.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Register a security key' }));
    const table = await screen.findByRole('table', { name: 'Your security keys' });
    expect(within(table).getByText('new-key')).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Serial' })).toBeVisible();
    expect(within(table).getByText(/2026/)).toBeVisible();
    expect(browser.calls).toEqual([{ optionsJSON: OPTIONS }]);
    expect(sent).toEqual([{ response: { id: 'new-key', response: {} } }]);
    expect(onRegistered).toHaveBeenCalledWith({ serial: 'new-key', createdAt: AT });
    expect(screen.queryByText(/administrator requires a security key/)).toBeNull();
  });

  it('shows the keys and a cancelled registration in Chinese', async () => {
    setLanguage('zh');
    browser.answer = () => Promise.reject(new DOMException('cancelled', 'NotAllowedError'));
    const sent = serve(false, [{ serial: 'old-key', createdAt: AT }]);
    show();
    const table = await screen.findByRole('table', { name: '您的安全密钥' });
    expect(within(table).getByRole('columnheader', { name: '序列号' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: '登记时间' })).toBeVisible();
    expect(within(table).getByText('old-key')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '登记安全密钥' }));
    expect(await screen.findByText(/安全密钥未登记/)).toBeVisible();
    await waitFor(() => expect(browser.calls).toHaveLength(1));
    expect(sent).toEqual([]);
  });
});
