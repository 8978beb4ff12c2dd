// The shipment forecast pages (issue 15; docs/product-rules.md#shipment-forecasts): one route per
// side showing the list or, with ?id=, the contract's plan; the supplier's rows open its plan.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '@portal/widgets';
import { forecastHandlers } from '@portal/widgets/testing';
import { buyerMenus, supplierSession } from '../test/fixture-menus';
import { renderRoute, setUpRoutePages } from '../test/route-page-setup';

vi.setConfig({ testTimeout: 30_000 });

setUpRoutePages((a) => forecastHandlers(a));

describe('shipment forecast pages', () => {
  it("lists the supplier's confirmed contracts and opens one's plan", async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/sup/supContract/forecast');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const link = within(table).getByRole('link', { name: 'PO-2026-0101' });
    expect(link).toHaveAttribute('href', '/sup/supContract/forecast?id=fc-1');
    await user.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?id=fc-1'));
    expect(
      await screen.findByRole('button', { name: 'Plan shipments of line 10' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("shows the buyer's planned shipments by date", async () => {
    session.set({ ...supplierSession, roles: [], menus: buyerMenus });
    renderRoute('/hna/hnaShipment/forecast');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(within(table).getByRole('link', { name: 'PO-2026-0102' })).toHaveAttribute(
      'href',
      '/hna/hnaShipment/forecast?id=fc-2',
    );
  });

  it('shows the buyer a plan read-only with ?id=', async () => {
    session.set({ ...supplierSession, roles: [], menus: buyerMenus });
    renderRoute('/hna/hnaShipment/forecast?id=fc-1');
    const history = await screen.findByRole(
      'table',
      { name: 'History of changes' },
      { timeout: 10_000 },
    );
    expect(within(history).getByText('Forging delayed at the sub-supplier')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Plan shipments/ })).not.toBeInTheDocument();
  });
});
