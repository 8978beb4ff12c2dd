// The repair progress pages (issue 14; docs/decisions/2026-11-27-repair-progress-screens.md): the
// supplier's list opening the repair page in the list's module, /addCost with its dialog open, and
// the buyer's single route showing the list or, with ?id=, the repair page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '@portal/widgets';
import { repairHandlers } from '@portal/widgets/testing';
import { buyerMenus, supplierSession } from '../test/fixture-menus';
import { renderRoute, setUpRoutePages } from '../test/route-page-setup';

vi.setConfig({ testTimeout: 30_000 });

setUpRoutePages((a) => repairHandlers(a));

describe('repair progress pages', () => {
  it("lists the supplier's repairs and opens one on the repair page", async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/sup/statusUpdate/index');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const link = within(table).getByRole('link', { name: 'RO-2026-0001' });
    expect(link).toHaveAttribute(
      'href',
      '/sup/statusUpdate/offer?id=r-1&from=/sup/statusUpdate/index',
    );
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sup/statusUpdate/offer'));
    expect(
      await screen.findByRole('button', { name: 'Update status' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('opens the Add cost dialog on /sup/statusUpdate/addCost', async () => {
    renderRoute('/sup/statusUpdate/addCost?id=r-1');
    expect(
      await screen.findByRole('dialog', { name: 'Add cost' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("shows the buyer's list, and a repair's page with ?id=", async () => {
    session.set({ ...supplierSession, roles: [], menus: buyerMenus });
    renderRoute('/hna/repairProgress/index');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(within(table).getByRole('link', { name: 'RO-2026-0001' })).toHaveAttribute(
      'href',
      '/hna/repairProgress/index?id=r-1',
    );
  });

  it("shows the buyer's repair page with its cost decisions", async () => {
    session.set({ ...supplierSession, roles: [], menus: buyerMenus });
    renderRoute('/hna/repairProgress/index?id=r-1');
    const costs = await screen.findByRole('table', { name: 'Added costs' }, { timeout: 10_000 });
    expect(within(costs).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });
});
