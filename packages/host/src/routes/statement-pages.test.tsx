// The account statement pages (issue 16; docs/product-rules.md#account-statements): the supplier's
// list on /sup/accountStatement/index, a statement by `?id=` whose Upload my side leads to
// /sup/accountStatement/addOffer?id=, that upload page, and the buyer's statement management.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configurePortal, session, setLanguage } from '@portal/widgets';
import { mockApi, resetMockApi, statementHandlers, uploadHandlers } from '@portal/widgets/testing';
import { buyerMenus, supplierSession } from '../test/fixture-menus';
import { renderApp } from '../test/render-app';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  setLanguage('en');
  sessionStorage.clear();
  session.set(supplierSession);
  mockApi((a) => {
    uploadHandlers(a);
    statementHandlers(a);
  });
});
afterEach(() => {
  resetMockApi();
  session.clear();
});

describe('account statement pages', () => {
  it("lists the supplier's statements, each number linking to its page", async () => {
    renderApp('/sup/accountStatement/index');
    const table = await screen.findByRole(
      'table',
      { name: 'Account statements' },
      { timeout: 10_000 },
    );
    expect(await within(table).findByRole('link', { name: 'ST-2026-10' })).toHaveAttribute(
      'href',
      '/sup/accountStatement/index?id=st-1',
    );
  });

  it('opens a statement whose Upload my side leads to the addOffer page', async () => {
    const { router } = renderApp('/sup/accountStatement/index?id=st-1');
    // As main.tsx: the widgets' links go through the host's router.
    configurePortal({ navigate: (url) => void router.navigate(url) });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Upload my side' }, { timeout: 10_000 }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/sup/accountStatement/addOffer?id=st-1',
      ),
    );
    expect(
      await screen.findByRole('heading', { name: /Upload your side of statement ST-2026-10/ }),
    ).toBeInTheDocument();
  });

  it("shows the buyer a supplier's dispute on /hna/accountStatement/index?id=", async () => {
    session.set({ ...supplierSession, roles: [], menus: buyerMenus });
    renderApp('/hna/accountStatement/index?id=st-2');
    expect(
      await screen.findByText('Payment not received', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm statement' })).not.toBeInTheDocument();
  });
});
