// The ship notice pages (issue 15; docs/product-rules.md#ship-notices): one route per side showing
// the list or, with ?id=, the notice's page; a notice number links to its page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configurePortal, getConfig, session, setLanguage } from '@portal/widgets';
import { mockApi, resetMockApi, shipmentHandlers } from '@portal/widgets/testing';
import { buyerMenus, supplierSession } from '../test/fixture-menus';
import { renderApp } from '../test/render-app';

vi.setConfig({ testTimeout: 30_000 });

const hostNavigate = getConfig().navigate;

beforeEach(() => {
  setLanguage('en');
  sessionStorage.clear();
  session.set(supplierSession);
  mockApi((a) => shipmentHandlers(a));
});
afterEach(() => {
  configurePortal({ navigate: hostNavigate });
  resetMockApi();
  session.clear();
});

describe('ship notice pages', () => {
  it("lists the supplier's notices and opens one's page", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/sup/supContract/shipment');
    configurePortal({ navigate: (url) => void router.navigate(url) });
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const link = within(table).getByRole('link', { name: 'PO-2026-0042-S2' });
    expect(link).toHaveAttribute('href', '/sup/supContract/shipment?id=s-2');
    await user.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?id=s-2'));
    expect(
      await screen.findByRole('button', { name: 'Mark shipped' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('opens the form of the contract in ?contract= (the contract page’s New ship notice)', async () => {
    renderApp('/sup/supContract/shipment?contract=c-42');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'New ship notice for PO-2026-0042' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows the buyer a notice with ?id= and only the delivered move', async () => {
    session.set({ ...supplierSession, roles: [], menus: buyerMenus });
    renderApp('/hna/hnaShipment/index?id=s-1');
    expect(
      await screen.findByRole('button', { name: 'Mark delivered' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the ship notices/ })).toHaveAttribute(
      'href',
      '/hna/hnaShipment/index',
    );
  });
});
