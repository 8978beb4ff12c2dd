import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserInfo } from '@portal/contract';
import { session, setLanguage } from '@portal/widgets';
import { mockApi, ok, resetMockApi, failure, fixtureUser } from '@portal/widgets/testing';
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

  it('sends a visitor without a token from a protected route to /login', async () => {
    const { router } = renderApp('/sup/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows a public route without its widget as not available yet', async () => {
    renderApp('/supRegister');
    expect(
      await screen.findByRole('heading', { name: 'Supplier registration' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/comes in a later release/)).toBeInTheDocument();
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

  it('opens a buyer page for a supplier: the guard does not check roles', async () => {
    session.set(supplierSession);
    renderApp('/hna/flowable/index');
    expect(await screen.findByRole('heading', { name: 'Flow definitions' })).toBeInTheDocument();
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

vi.setConfig({ testTimeout: 15_000 });
