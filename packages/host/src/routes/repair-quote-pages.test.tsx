// The supplier's repair quote page (issue 14; docs/decisions/2026-11-27-repair-quote-screen.md):
// /sup/supRepair/quote?id= shows the inquiry sheet with the units' facts and the repair quote
// under it, in the repair inquiries' module; the supplier home's repair entries open it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@portal/widgets';
import { repairQuoteHandlers } from '@portal/widgets/testing';
import { renderRoute, setUpRoutePages } from '../test/route-page-setup';
import { widgetsOf } from './protected-widgets';
import { ROUTE_TABLE } from './route-table';

vi.setConfig({ testTimeout: 30_000 });

const widgetsAt = (path: string) => {
  const entry = ROUTE_TABLE.find((r) => r.path === path);
  return entry ? widgetsOf(entry) : [];
};

setUpRoutePages((a) => repairQuoteHandlers(a));

describe('repair quote page', () => {
  it('shows the units in the inquiry sheet and the repair quote below (en)', async () => {
    renderRoute('/sup/supRepair/quote?id=rep-inq-1');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Repair quote for RFQ-R-2026-000314' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const items = await screen.findByRole('table', { name: 'Items' }, { timeout: 10_000 });
    expect(within(items).getByRole('columnheader', { name: 'Serial number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit quote' })).toBeInTheDocument();
  });

  it('says the same in Chinese', async () => {
    setLanguage('zh');
    renderRoute('/sup/supRepair/quote?id=rep-inq-1');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'RFQ-R-2026-000314 的送修报价' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '暂存' })).toBeInTheDocument();
  });

  it('the repair inquiry list and the supplier home open repair inquiries on that page', () => {
    const list = widgetsAt('/sup/supRepair/index')[0];
    expect(list).toMatchObject({
      tag: 'sp-inquiry-list',
      props: { kind: 'repair' },
      links: {
        detail: '/sup/supRepair/quote?id={id}&from=/sup/supRepair/index',
        quote: '/sup/supRepair/quote?id={id}&from=/sup/supRepair/index',
      },
    });
    const home = widgetsAt('/sup/home')[0];
    expect(home?.links).toMatchObject({
      repairQuote: '/sup/supRepair/quote?id={id}',
      repairInquiries: '/sup/supRepair/index',
    });
  });
});
