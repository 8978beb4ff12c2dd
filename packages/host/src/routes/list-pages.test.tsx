// Two menu entries over one inquiry kind (purchase inquiries, purchase quotes; the tool pairs) are
// different pages: their own title as the page's visible h1, their own first tab, their own kept tab,
// and the pages they open keep the sidebar in their module.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '@portal/widgets';
import { inquiryListHandlers } from '@portal/widgets/testing';
import { buyerMenus, supplierSession } from '../test/fixture-menus';
import { renderRoute, setUpRoutePages } from '../test/route-page-setup';

vi.setConfig({ testTimeout: 30_000 });

setUpRoutePages((a) => inquiryListHandlers(a));

const selectedTab = async () => {
  const tabs = await screen.findAllByRole('tab', {}, { timeout: 10_000 });
  return tabs.find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;
};

describe('list pages of one kind', () => {
  it('title each page with its menu title (a visible h1) and open on its own tab', async () => {
    const { router } = renderRoute('/sup/supPurchase/index');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Aviation material purchase inquiries',
      }),
    ).toBeInTheDocument();
    expect(await selectedTab()).toBe('Pending');

    await act(() => router.navigate('/sup/supInfo/index'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aviation material purchase quotes' }),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await selectedTab()).toBe('Processed'));

    await act(() => router.navigate('/sup/supplierToolInquiry/index'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tool purchase inquiries (domestic)' }),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await selectedTab()).toBe('Pending'));
  });

  it('keeps the tab chosen on one page to that page', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/sup/supPurchase/index');
    await selectedTab();
    await user.click(screen.getByRole('tab', { name: 'Expired' }));
    await waitFor(async () => expect(await selectedTab()).toBe('Expired'));

    await act(() => router.navigate('/sup/supInfo/index'));
    await screen.findByRole('heading', { level: 1, name: 'Aviation material purchase quotes' });
    await waitFor(async () => expect(await selectedTab()).toBe('Processed'));

    await act(() => router.navigate('/sup/supPurchase/index'));
    await screen.findByRole('heading', { level: 1, name: 'Aviation material purchase inquiries' });
    await waitFor(async () => expect(await selectedTab()).toBe('Expired'));
  });

  it("opens an inquiry's page in the module of the list it was clicked in", async () => {
    const user = userEvent.setup();
    // renderRoute gives the widgets' links to the test's router, as main.tsx does with the host's.
    const { router } = renderRoute('/sup/supPurchase/index');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const number = (await within(table).findAllByRole('link'))[0]!;
    expect(number.getAttribute('href')).toMatch(
      /^\/sup\/supInfo\/offer\?id=[^&]+&from=\/sup\/supPurchase\/index$/,
    );
    await user.click(number);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sup/supInfo/offer'));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await waitFor(() =>
      expect(
        within(nav).getByRole('link', { name: 'Aviation material purchase inquiries' }),
      ).toHaveAttribute('aria-current', 'page'),
    );
    expect(
      within(nav).getByRole('link', { name: 'Aviation material purchase quotes' }),
    ).not.toHaveAttribute('aria-current', 'page');
    // The breadcrumb goes through the same list.
    const crumbs = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(crumbs).getByText('Aviation material purchase inquiries')).toBeInTheDocument();
    expect(within(crumbs).queryByText('Aviation material purchase quotes')).toBeNull();
  });

  it('ignores a from= that is not a menu entry of the user', async () => {
    renderRoute('/sup/supInfo/offer?id=x&from=/hna/invite/index');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() =>
      expect(
        within(nav).getByRole('link', { name: 'Aviation material purchase quotes' }),
      ).toHaveAttribute('aria-current', 'page'),
    );
  });
});

describe('a page of several lists', () => {
  it('heads each list with an h2 naming its region (the invitations page)', async () => {
    session.set({ ...supplierSession, roles: [], menus: buyerMenus });
    renderRoute('/hna/invite/index');
    // The widget's own h2 labels its section, saying which invitations rather than repeating the
    // page's h1.
    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: 'Invitations sent' },
      { timeout: 10_000 },
    );
    const invites = heading.closest('section')!;
    expect(invites).toHaveAttribute('aria-labelledby', heading.id);
    const freshHeading = await screen.findByRole('heading', { level: 2, name: 'New suppliers' });
    const fresh = freshHeading.closest('section')!;
    expect(fresh).toHaveAttribute('aria-labelledby', freshHeading.id);
    expect(within(fresh).getAllByRole('region', { name: 'New suppliers' }).length).toBeGreaterThan(
      0,
    );
    expect(invites.compareDocumentPosition(fresh) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
