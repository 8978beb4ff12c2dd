// The customs information pages (issue 15; docs/product-rules.md#customs-information): the goods
// supplier's list with its form per notice, the buyer's read-only list under its shipments, and
// the transport supplier's read-only list of the notices it carries.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, setLanguage } from '@portal/widgets';
import {
  customsInfoHandlers,
  mockApi,
  resetMockApi,
  shipmentHandlers,
} from '@portal/widgets/testing';
import { buyerMenus, supplierSession } from '../test/fixture-menus';
import { renderApp } from '../test/render-app';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  setLanguage('en');
  sessionStorage.clear();
  session.set(supplierSession);
  mockApi((a) => {
    customsInfoHandlers(a);
    shipmentHandlers(a);
  });
});
afterEach(() => {
  resetMockApi();
  session.clear();
});

describe('customs information pages', () => {
  it("lists the supplier's notices with their customs state on /sup/customs/index", async () => {
    renderApp('/sup/customs/index');
    const table = await screen.findByRole(
      'table',
      { name: 'Customs information' },
      { timeout: 10_000 },
    );
    expect(await within(table).findByText('312220261000000012')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /Customs info/ }).length).toBe(2);
  });

  it('shows the buyer the customs information under its shipments', async () => {
    session.set({ ...supplierSession, roles: [], menus: buyerMenus });
    renderApp('/hna/hnaShipment/index');
    expect(
      await screen.findByRole('table', { name: 'Shipments' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const customs = await screen.findByRole(
      'table',
      { name: 'Customs information of shipments' },
      { timeout: 10_000 },
    );
    expect(await within(customs).findByText('312220261000000012')).toBeInTheDocument();
  });

  it('lists the notices the transport supplier carries on /sup/pdCustoms/index', async () => {
    renderApp('/sup/pdCustoms/index');
    const table = await screen.findByRole(
      'table',
      { name: 'Customs information of the shipments you carry' },
      { timeout: 10_000 },
    );
    expect(await within(table).findByText('312220261000000012')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Customs info/ })).toBeNull();
  });
});
