// The pages outside docs/routes.txt (the dev mailbox) and the host's API log pages: what they
// render, who may open them, and the sign-in page's link to the mailbox.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session, setLanguage } from '@portal/widgets';
import { mailboxHandlers, mockApi, resetMockApi } from '@portal/widgets/testing';
import { renderApp } from '../test/render-app';
import { isServed, widgetsOf } from './protected-widgets';
import { DEV_ROUTES, ROUTE_TABLE } from './route-table';

beforeEach(() => {
  setLanguage('en');
  session.clear();
});
afterEach(() => {
  resetMockApi();
  session.clear();
});

describe('dev routes', () => {
  it('serves /devMailbox publicly, outside docs/routes.txt', () => {
    const entry = DEV_ROUTES.find((r) => r.path === '/devMailbox');
    expect(entry).toMatchObject({ access: 'public' });
    expect(entry && isServed(entry)).toBe(true);
    expect(ROUTE_TABLE.map((r) => r.path)).not.toContain('/devMailbox');
  });

  it('puts the API log on both of its pages', () => {
    const byPath = (p: string) => ROUTE_TABLE.find((r) => r.path === p);
    expect(widgetsOf(byPath('/sys/apiLog/index')!)).toEqual([
      {
        tag: 'sp-api-log',
        links: { detail: '/sys/apiLog/detail?id={id}', list: '/sys/apiLog/index' },
      },
    ]);
    expect(widgetsOf(byPath('/sys/apiLog/detail')!)[0]).toMatchObject({
      tag: 'sp-api-log',
      query: { logId: 'id' },
      links: { list: '/sys/apiLog/index' },
    });
  });

  it('opens the dev mailbox without signing in, filtered by ?to=', async () => {
    const api = mockApi((m) => mailboxHandlers(m));
    renderApp('/devMailbox?to=pacific');
    expect(
      await screen.findByRole('heading', { name: 'Dev mailbox' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByText('Supplier registration invitation')).toBeInTheDocument();
    expect(api.requests().find((r) => r.path === '/dev/mailbox')?.params).toMatchObject({
      to: 'pacific',
    });
  });

  it('links the sign-in page to the mailbox when the server has it on', async () => {
    mockApi((m) => mailboxHandlers(m));
    const { router } = renderApp('/login');
    const link = await screen.findByRole('link', { name: /Dev mailbox/ });
    expect(link).toHaveAttribute('href', '/devMailbox');
    // Styled as the sign-in form's other links are: a Fluent Link, which still opens in the app.
    expect(link).toHaveClass('fui-Link');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/devMailbox'));
  });

  it('shows no link when the mailbox is off', async () => {
    const api = mockApi((m) => mailboxHandlers(m, { off: true }));
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(api.history()).toContain('GET /dev/mailbox/status'));
    expect(screen.queryByRole('link', { name: /Dev mailbox/ })).not.toBeInTheDocument();
  });
});
