import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserInfo, supplierApi } from '@portal/contract';
import { session, setLanguage } from '@portal/widgets';
import {
  mockApi,
  ok,
  resetMockApi,
  failure,
  fixtureUser,
  publicKeyHandler,
  authHandlers,
} from '@portal/widgets/testing';
import { supplierMenus, supplierSession } from '../test/fixture-menus';
import { renderApp } from '../test/render-app';

beforeEach(() => {
  setLanguage('en');
  session.clear();
});
afterEach(() => {
  resetMockApi();
  session.clear();
});

describe('routes', () => {
  it('redirects / to /login', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign in · Supplier Portal'));
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to sign-in' })).toBeInTheDocument();
  });

  it('shows an unknown path inside the layout, with the way home, when signed in', async () => {
    session.set(supplierSession);
    mockApi(() => undefined);
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sup/home'));
  });

  it('sends / to the home page when signed in', async () => {
    session.set(supplierSession);
    mockApi(() => undefined);
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sup/home'));
  });

  it('sends a visitor without a token to /login, and back to the deep link after signing in', async () => {
    const user = userEvent.setup();
    mockApi((m) => {
      authHandlers(m);
      m.on(getUserInfo, [200, ok({ user: fixtureUser, menus: supplierMenus })]);
    });
    const { router } = renderApp('/sup/supRepair/index?tab=open');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/sup/supRepair/index?tab=open',
    );
    await user.type(await screen.findByLabelText(/^Account/), 'supplier01');
    await user.type(screen.getByLabelText(/^Password/), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sup/supRepair/index'));
    expect(router.state.location.search).toBe('?tab=open');
  });

  it("goes home after signing in when the deep link is not the user's or not ours", async () => {
    const user = userEvent.setup();
    mockApi((m) => {
      authHandlers(m);
      m.on(getUserInfo, [200, ok({ user: fixtureUser, menus: supplierMenus })]);
    });
    for (const asked of ['/hna/invite/index', '//evil.example/sup/home']) {
      session.clear();
      const { router, unmount } = renderApp(`/login?redirect=${encodeURIComponent(asked)}`);
      await user.type(await screen.findByLabelText(/^Account/), 'supplier01');
      await user.type(screen.getByLabelText(/^Password/), 'Passw0rd!');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/sup/home'));
      unmount();
    }
  });

  it("shows the returned registration's edit page, which needs the link's code", async () => {
    renderApp('/supRegisterEdit');
    expect(
      await screen.findByText(/opens from the link in the e-mail/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Correct your registration' })).toBeInTheDocument();
  });

  it('shows the registration with the invite code of the link, and signs in after it', async () => {
    const user = userEvent.setup();
    const api = mockApi((m) => {
      publicKeyHandler(m);
      m.on(supplierApi.checkRegistration, [
        200,
        ok({ account: false, companyName: false, taxId: false }),
      ]);
      m.on(supplierApi.register, (req) => [200, ok({ account: req.body.account })]);
    });
    const { router } = renderApp('/supRegister?code=K7M2Q9XH');
    const code = await screen.findByLabelText(/^Invite code/, {}, { timeout: 10_000 });
    expect(code).toHaveValue('K7M2Q9XH');
    await user.click(screen.getByRole('checkbox', { name: /accept the supplier code of conduct/ }));
    await user.selectOptions(screen.getByLabelText(/^Supplier kind/), 'general');
    await user.selectOptions(screen.getByLabelText(/^Country or region/), 'SG');
    await user.selectOptions(screen.getByLabelText(/^Tax number category/), 'other');
    await user.type(screen.getByLabelText(/^Tax ID/), '201912345K');
    await user.type(screen.getByLabelText(/^Company name/), 'Lion City Aero Pte. Ltd.');
    await user.type(screen.getByLabelText(/^Login account/), 'lioncity');
    await user.type(screen.getByLabelText(/^Password/), 'Lion#City2026');
    await user.type(screen.getByLabelText(/^Repeat password/), 'Lion#City2026');
    await user.type(screen.getByLabelText(/^E-mail/), 'admin@lioncity.example.com');
    await user.selectOptions(screen.getByLabelText(/^Time zone/), 'Asia/Singapore');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?account=lioncity');
    expect(await screen.findByText(/Registration complete. Sign in/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByLabelText(/^Account/)).toHaveValue('lioncity');
    expect(api.history()).toContain('POST /os/ap/supplierRegister/register');
  });
});

describe('guard', () => {
  it('fetches the user info when the menus are missing, then opens the page', async () => {
    session.set({ token: 'token-fixture', roles: [], menus: null });
    const api = mockApi((m) =>
      m.on(getUserInfo, [200, ok({ user: fixtureUser, menus: supplierMenus })]),
    );
    // A route whose widget comes later: its page renders without calls of its own.
    renderApp('/sup/supRepair/index');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(api.history()).toContain('GET /admin/sys/user/getUserInfo');
    expect(session.get()?.menus).toEqual(supplierMenus);
    expect(await screen.findByRole('heading', { name: 'Repair inquiries' })).toBeInTheDocument();
  });

  it('blocks navigation when the user info fails, and retries', async () => {
    session.set({ token: 'token-fixture', roles: [], menus: null });
    let answer: [number, unknown] = [500, failure(500, 'Database is down')];
    mockApi((m) => m.on(getUserInfo, () => answer));
    renderApp('/sup/home');
    expect(await screen.findByText('Your account could not be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    answer = [200, ok({ user: fixtureUser, menus: supplierMenus })];
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('does not fetch again when the menus are loaded', async () => {
    session.set(supplierSession);
    const api = mockApi(() => undefined);
    renderApp('/sup/home');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(api.history()).not.toContain('GET /admin/sys/user/getUserInfo');
  });

  it("gives a widget's page one h1, the page's title, above the widget's own headings", async () => {
    session.set(supplierSession);
    mockApi(() => undefined);
    renderApp('/sup/home');
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('Home');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows "no access" in the layout when a supplier opens a buyer page, and calls nothing', async () => {
    session.set(supplierSession);
    const api = mockApi(() => undefined);
    renderApp('/hna/invite/index');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(api.history().filter((h) => h.includes('invite'))).toEqual([]);
  });
});

describe('auth redirect', () => {
  it('stores the token, loads the user and goes to a same-origin redirect', async () => {
    mockApi((m) => m.on(getUserInfo, [200, ok({ user: fixtureUser, menus: supplierMenus })]));
    window.history.replaceState(
      null,
      '',
      '/auth-redirect?access_token=sso-token&redirect=/sup/payment/index',
    );
    const { router } = renderApp('/auth-redirect');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sup/payment/index'));
    expect(session.get()?.token).toBe('sso-token');
  });

  it('ignores a redirect to another origin', async () => {
    mockApi((m) => m.on(getUserInfo, [200, ok({ user: fixtureUser, menus: supplierMenus })]));
    window.history.replaceState(null, '', '/auth-redirect#access_token=t2&redirect=//evil.example');
    const { router } = renderApp('/auth-redirect');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sup/home'));
  });

  it('goes to /login when the user info fails', async () => {
    mockApi((m) => m.on(getUserInfo, [401, failure(401, 'bad token')]));
    window.history.replaceState(null, '', '/auth-redirect?access_token=bad');
    const { router } = renderApp('/auth-redirect');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await act(async () => undefined);
    expect(session.get()).toBeNull();
  });
});

describe('auth redirect with someone signed in already (login CSRF)', () => {
  const other = { ...fixtureUser, id: 'u-2002', account: 'mallory', realName: 'Mallory' };
  /** getUserInfo answers by the token sent: the SSO token is mallory's, any other Li Lei's. */
  const usersByToken = () =>
    mockApi((m) =>
      m.on(getUserInfo, ({ headers }) => [
        200,
        ok({
          user: headers.Authorization === 'Bearer sso-mallory' ? other : fixtureUser,
          menus: supplierMenus,
        }),
      ]),
    );

  it('asks before switching, and keeps the current account when told to stay', async () => {
    const user = userEvent.setup();
    session.set({ ...supplierSession, name: 'Li Lei' });
    usersByToken();
    window.history.replaceState(
      null,
      '',
      '/auth-redirect?access_token=sso-mallory&redirect=/sup/payment/index',
    );
    const { router } = renderApp('/auth-redirect');
    expect(
      await screen.findByText('You are signed in as Li Lei. Switch to Mallory (mallory)?'),
    ).toBeInTheDocument();
    // Nothing was replaced while the question is open.
    expect(session.get()?.token).toBe(supplierSession.token);
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sup/payment/index'));
    expect(session.get()?.token).toBe(supplierSession.token);
  });

  it('switches when confirmed, and asks in Chinese too', async () => {
    const user = userEvent.setup();
    setLanguage('zh');
    session.set({ ...supplierSession, name: 'Li Lei' });
    usersByToken();
    window.history.replaceState(null, '', '/auth-redirect?access_token=sso-mallory');
    const { router } = renderApp('/auth-redirect');
    expect(
      await screen.findByText('您当前以 Li Lei 的身份登录。要切换到 Mallory (mallory) 吗？'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '切换' }));
    await waitFor(() => expect(session.get()?.token).toBe('sso-mallory'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sup/home'));
    expect(session.get()?.account).toBe('mallory');
  });

  it('takes a new token of the same account without asking', async () => {
    session.set({ ...supplierSession });
    usersByToken();
    window.history.replaceState(null, '', '/auth-redirect?access_token=sso-fresh');
    const { router } = renderApp('/auth-redirect');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sup/home'));
    expect(session.get()?.token).toBe('sso-fresh');
    expect(screen.queryByText(/Switch to/)).toBeNull();
  });
});

vi.setConfig({ testTimeout: 15_000 });
