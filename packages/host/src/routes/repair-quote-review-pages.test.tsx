// The buyer's repair quote review page (issue 14; docs/decisions/2026-11-27-repair-quote-review.md):
// one route showing the repair inquiries or, with ?id=, one inquiry's quotes side by side; an
// award's contracts (one per unit) link to the buyer's contract review.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INQUIRY_PERMISSIONS } from '@portal/contract';
import { session, setLanguage } from '@portal/widgets';
import {
  fixtureUser,
  mockApi,
  REPAIR_INQUIRY_NUMBER,
  repairQuoteReviewHandlers,
  resetMockApi,
} from '@portal/widgets/testing';
import { buyerMenus, supplierSession } from '../test/fixture-menus';
import { renderApp } from '../test/render-app';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  setLanguage('en');
  sessionStorage.clear();
  session.set({
    ...supplierSession,
    roles: [],
    menus: buyerMenus,
    user: {
      ...fixtureUser,
      companyKind: 'buyer',
      permissions: [INQUIRY_PERMISSIONS.review, INQUIRY_PERMISSIONS.award],
    },
  });
  mockApi((a) => repairQuoteReviewHandlers(a));
});
afterEach(() => {
  resetMockApi();
  session.clear();
});

describe('repair quote review page', () => {
  it('lists the repair inquiries, each linked to its comparison on the same route', async () => {
    renderApp('/hna/hnaRepairQuote/index');
    const table = await screen.findByRole(
      'table',
      { name: 'Repair inquiries to review' },
      { timeout: 10_000 },
    );
    expect(within(table).getByRole('link', { name: 'RFQ-2026-003001' })).toHaveAttribute(
      'href',
      '/hna/hnaRepairQuote/index?id=inq-3001',
    );
  });

  it("awards with ?id= and links the banner to the buyer's contract review", async () => {
    const user = userEvent.setup();
    renderApp('/hna/hnaRepairQuote/index?id=inq-3001');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Award to Avio Repair Services' },
        { timeout: 10_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Award and issue the contract' }));
    const banner = await screen.findByTestId('award-banner', {}, { timeout: 10_000 });
    // findBy: the page is inert until the closing dialog has gone. A contract per unit, each linked.
    for (const [itemNo, id] of [
      [10, 'ctr-9011'],
      [20, 'ctr-9012'],
    ] as const) {
      expect(
        await within(banner).findByRole('link', { name: `R-${REPAIR_INQUIRY_NUMBER}-${itemNo}` }),
      ).toHaveAttribute('href', `/hna/hnaContract/index?id=${id}`);
    }
  });
});
