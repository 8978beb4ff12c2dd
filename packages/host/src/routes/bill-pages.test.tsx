// The bill pages (issue 16; docs/product-rules.md#bills): the supplier's list on /sup/bill/index,
// its bill by `?id=`, and the finance review's bill on /hna/financeReview/index?id= (where a bill
// review task opens).
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, setLanguage } from '@portal/widgets';
import { billHandlers, mockApi, resetMockApi } from '@portal/widgets/testing';
import { buyerMenus, supplierSession } from '../test/fixture-menus';
import { renderApp } from '../test/render-app';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  setLanguage('en');
  sessionStorage.clear();
  session.set(supplierSession);
  mockApi((a) => billHandlers(a));
});
afterEach(() => {
  resetMockApi();
  session.clear();
});

describe('bill pages', () => {
  it("lists the supplier's bills on /sup/bill/index, each number linking to its page", async () => {
    renderApp('/sup/bill/index');
    const table = await screen.findByRole(
      'table',
      { name: 'Electronic bills' },
      { timeout: 10_000 },
    );
    expect(await within(table).findByRole('link', { name: 'BL-SKY-000003' })).toHaveAttribute(
      'href',
      '/sup/bill/index?id=b-3',
    );
    expect(screen.getByRole('button', { name: 'New bill' })).toBeInTheDocument();
  });

  it('opens the refused bill with its reason and the correction on /sup/bill/index?id=', async () => {
    renderApp('/sup/bill/index?id=b-3');
    expect(
      await screen.findByText(/Line 2 is priced above the contract/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Correct and resubmit' })).toBeInTheDocument();
  });

  it("opens a bill for the buyer's finance review on /hna/financeReview/index?id=", async () => {
    session.set({ ...supplierSession, roles: [], menus: buyerMenus });
    renderApp('/hna/financeReview/index?id=b-2');
    expect(
      await screen.findByRole('button', { name: 'Approve' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refuse' })).toBeInTheDocument();
  });
});
