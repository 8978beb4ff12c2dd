// The supplier's contract pages (issue 14): the contract list with its kind switch, the repair
// list of one kind, the contract page from a row, the sign-for page (the contract page with its
// dialog open), and the buyer's contract review.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '@portal/widgets';
import { contractHandlers } from '@portal/widgets/testing';
import { buyerMenus, supplierSession } from '../test/fixture-menus';
import { renderRoute, setUpRoutePages } from '../test/route-page-setup';

vi.setConfig({ testTimeout: 30_000 });

const api = setUpRoutePages((a) => contractHandlers(a));

const listParams = () =>
  api()
    .requests()
    .filter((r) => r.path === '/admin/contract/Contract/list')
    .at(-1)?.params ?? {};

describe('contract pages', () => {
  it('lists purchase, tool, AOG and transport contracts and opens one in the list module', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/sup/supContract/index');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contracts and orders' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(listParams()).toMatchObject({ kind: 'purchase', state: 'toConfirm' });
    expect(screen.getByRole('radio', { name: 'AOG' })).toBeInTheDocument();
    const link = within(table).getByRole('link', { name: 'PO-2026-0001' });
    expect(link).toHaveAttribute(
      'href',
      '/sup/supContract/offer?id=c-1&from=/sup/supContract/index',
    );
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sup/supContract/offer'));
    expect(
      await screen.findByRole('button', { name: 'Confirm the whole order' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('lists repair contracts on the repair page', async () => {
    renderRoute('/sup/supSxContract/index');
    await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(listParams()).toMatchObject({ kind: 'repair' });
    expect(screen.queryByRole('radio', { name: 'AOG' })).toBeNull();
  });

  it('serves the answer page and the sign-for page with the same contract page', async () => {
    const { router } = renderRoute('/sup/supContract/offer/addOffer?id=c-3');
    expect(
      await screen.findByText(
        'Confirmed: there is nothing left to answer.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await act(() => router.navigate('/sup/supContract/signFor?id=c-3'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Sign for contract PO-2026-0003');
    await act(() => router.navigate('/sup/supContract/offer/create'));
    expect(await screen.findByText(/This function is not available yet/)).toBeInTheDocument();
  });

  it("serves the buyer's contract review: the changed tab, then a contract by ?id=", async () => {
    session.set({ ...supplierSession, roles: [], menus: buyerMenus });
    const user = userEvent.setup();
    const { router } = renderRoute('/hna/hnaContract/index');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const buyerList = api()
      .requests()
      .filter((r) => r.path === '/admin/contract/hnaContract/list');
    expect(buyerList.at(-1)?.params).toMatchObject({ state: 'changed' });
    const link = within(table).getByRole('link', { name: 'PO-2026-0004' });
    expect(link).toHaveAttribute('href', '/hna/hnaContract/index?id=c-4');
    await user.click(link);
    expect(
      await screen.findByRole('button', { name: 'Accept changes' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=c-4');
  });
});
