import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIES, getUserInfo } from '@portal/contract';
import { session, setLanguage } from '@portal/widgets';
import { fixtureUser, mockApi, ok, resetMockApi } from '@portal/widgets/testing';
import { supplierMenus, supplierSession } from '../test/fixture-menus';
import { renderApp } from '../test/render-app';
import { setViewportWidth } from '../test/setup';
import * as sidebarStories from './sidebar.stories';
import * as tagStories from './tag-view.stories';
import * as topBarStories from './top-bar.stories';
import * as notAvailableStories from './not-available.stories';
import { TAGS_STORAGE_KEY } from './use-tags';

const sidebar = composeStories(sidebarStories);
const tags = composeStories(tagStories);
const topBar = composeStories(topBarStories);
const notAvailable = composeStories(notAvailableStories);

beforeEach(() => {
  setLanguage('en');
  session.set(supplierSession);
  document.cookie = `${SESSION_COOKIES.sidebar}=; path=/; max-age=0`;
});
afterEach(() => {
  resetMockApi();
  session.clear();
});

describe('sidebar', () => {
  it('shows translated titles and never a hidden node', () => {
    render(<sidebar.Supplier />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByText('Inquiries and quotes')).toBeInTheDocument();
    expect(within(nav).getByText('Aviation material purchase inquiries')).toBeInTheDocument();
    expect(within(nav).queryByText('Aviation material purchase inquiry – answer')).toBeNull();
    expect(within(nav).queryByText(/menu:/)).toBeNull();
  });

  it('is in Chinese when the language is zh', () => {
    render(<sidebar.Chinese />);
    expect(screen.getByText('询价与报价')).toBeInTheDocument();
    expect(screen.getByText('航材采购询价')).toBeInTheDocument();
  });

  it('highlights the list of a hidden sub-page', () => {
    render(<sidebar.HiddenPageActive />);
    const link = screen.getByRole('link', { name: 'Aviation material purchase inquiries' });
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});

describe('top bar', () => {
  it('titles a hidden page in the breadcrumb from the menu tree', () => {
    render(<topBar.HiddenPage />);
    const crumbs = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(crumbs).getByText('Inquiries and quotes')).toBeInTheDocument();
    expect(within(crumbs).getByText('Aviation material purchase quotes')).toBeInTheDocument();
    expect(
      within(crumbs).getByText('Aviation material purchase quote – new quote'),
    ).toBeInTheDocument();
  });
});

describe('tag view', () => {
  it('closes a tag with ×, never the home tag', async () => {
    render(<tags.Several />);
    await userEvent.click(screen.getByRole('button', { name: 'Payment overview Close' }));
    expect(tags.Several.args.onClose).toHaveBeenCalledWith('/sup/payment/index');
    expect(screen.queryByRole('button', { name: 'Home Close' })).toBeNull();
  });

  it('offers close others from the more menu', async () => {
    render(<tags.Several />);
    await userEvent.click(screen.getByRole('button', { name: 'More tab actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Close others' }));
    expect(tags.Several.args.onCloseOthers).toHaveBeenCalledWith('/sup/supContract/index');
  });
});

describe('tag view with more pages than fit', () => {
  const width = (name: 'scrollWidth' | 'clientWidth', value: number) =>
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  afterEach(() => {
    // Back to jsdom's own (0) widths.
    const proto = HTMLElement.prototype as unknown as Partial<Record<string, unknown>>;
    delete proto.scrollWidth;
    delete proto.clientWidth;
  });

  it('scrolls the current tag into view and offers named arrows that scroll the strip', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    width('scrollWidth', 2000);
    width('clientWidth', 600);
    render(<tags.Many />);
    const current = screen.getByRole('button', { name: 'Customs information' });
    expect(current).toHaveAttribute('aria-current', 'page');
    // The whole tag, × included, not only its title.
    await waitFor(() => expect(scrolled).toContain(current.closest('[role="listitem"]')));

    const strip = screen.getByRole('list');
    const forward = screen.getByRole('button', { name: 'Scroll opened pages forward' });
    await userEvent.click(forward);
    expect(strip.scrollLeft).toBeGreaterThan(0);
    const after = strip.scrollLeft;
    await userEvent.click(screen.getByRole('button', { name: 'Scroll opened pages back' }));
    expect(strip.scrollLeft).toBeLessThan(after);
  });

  it('shows no arrows while the tags fit', () => {
    width('scrollWidth', 500);
    width('clientWidth', 600);
    render(<tags.Several />);
    expect(screen.queryByRole('button', { name: /^Scroll opened pages/ })).toBeNull();
  });
});

describe('not available page', () => {
  it('names the route and says it comes later', () => {
    render(<notAvailable.Protected />);
    expect(
      screen.getByRole('heading', { name: 'Commercial approval – freeze' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/later release/)).toBeInTheDocument();
  });
});

describe('layout in the app', () => {
  it('keeps opened pages as tags, closes one and closes others', async () => {
    const { router } = renderApp('/sup/home');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await act(() => router.navigate('/sup/supPurchase/index'));
    await act(() => router.navigate('/sup/payment/index'));
    const strip = await screen.findByRole('region', { name: 'Opened pages' });
    await waitFor(() => expect(within(strip).getByText('Payment overview')).toBeInTheDocument());
    expect(JSON.parse(sessionStorage.getItem(TAGS_STORAGE_KEY) ?? '[]')).toEqual([
      '/sup/home',
      '/sup/supPurchase/index',
      '/sup/payment/index',
    ]);

    // Closing the current page goes to its left neighbour.
    await userEvent.click(within(strip).getByRole('button', { name: 'Payment overview Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sup/supPurchase/index'));
    expect(within(strip).queryByText('Payment overview')).toBeNull();

    await act(() => router.navigate('/sup/customs/index'));
    await userEvent.click(screen.getByRole('button', { name: 'More tab actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Close others' }));
    await waitFor(() =>
      expect(within(strip).queryByText('Aviation material purchase inquiries')).toBeNull(),
    );
    expect(within(strip).getByText('Home')).toBeInTheDocument();
    expect(within(strip).getByText('Customs information')).toBeInTheDocument();
  });

  it('saves the sidebar state in the cookie', async () => {
    renderApp('/sup/home');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(screen.getByRole('button', { name: 'Close navigation' }));
    expect(document.cookie).toContain(`${SESSION_COOKIES.sidebar}=0`);
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(document.cookie).toContain(`${SESSION_COOKIES.sidebar}=1`);
  });

  it('folds the sidebar to a rail of named icons that still navigates', async () => {
    const { router } = renderApp('/sup/home');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(screen.getByRole('button', { name: 'Close navigation' }));
    const rail = await screen.findByRole('navigation', { name: 'Main navigation' });
    // Every group is an icon with its title as its name; the wide sidebar's texts are gone.
    expect(within(rail).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const group = within(rail).getByRole('button', { name: 'Inquiries and quotes' });
    expect(group.textContent).toBe('');
    expect(within(rail).queryByText('Aviation material purchase inquiries')).toBeNull();
    // A group opens its pages as a menu.
    await userEvent.click(group);
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Aviation material purchase quotes' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/sup/supInfo/index'));
  });

  it('closes the mobile drawer on every route change', async () => {
    // A DOM query, not a role query: jsdom runs no Web Animations, so the drawer's enter motion never
    // ends and role queries treat it as invisible. Whether the drawer is mounted is what counts here.
    const drawer = () => document.querySelector('nav[aria-label="Main navigation"]');
    setViewportWidth(390);
    const { router } = renderApp('/sup/home');
    await screen.findByRole('button', { name: 'Open navigation' });
    expect(drawer()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    await waitFor(() => expect(drawer()).not.toBeNull());
    await act(() => router.navigate('/sup/payment/index'));
    await waitFor(() => expect(drawer()).toBeNull());
    // The cookie is the desktop choice; a mobile drawer does not touch it.
    expect(document.cookie).not.toContain(`${SESSION_COOKIES.sidebar}=0`);
  });

  it('makes the phone drawer a modal dialog holding the navigation landmark', async () => {
    setViewportWidth(390);
    renderApp('/sup/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    // aria-modal belongs on a dialog, never on role="navigation" (axe: aria-allowed-attr).
    await waitFor(() => expect(document.querySelector('[aria-modal="true"]')).not.toBeNull());
    const modal = document.querySelector('[aria-modal="true"]');
    expect(modal?.getAttribute('role')).toBe('dialog');
    expect(document.querySelectorAll('[role="navigation"][aria-modal]')).toHaveLength(0);
    expect(modal?.querySelector('nav[aria-label="Main navigation"]')).not.toBeNull();
  });

  it('asks for the company name again in the new language after a switch', async () => {
    const api = mockApi((m) =>
      m.on(getUserInfo, [
        200,
        ok({ user: { ...fixtureUser, companyName: '天际航空零件有限公司' }, menus: supplierMenus }),
      ]),
    );
    renderApp('/sup/home');
    expect(await screen.findByText('Skyline Aero Parts Ltd.')).toBeInTheDocument();
    act(() => setLanguage('zh'));
    expect(await screen.findByText('天际航空零件有限公司')).toBeInTheDocument();
    expect(api.history()).toContain('GET /admin/sys/user/getUserInfo');
  });

  it('sets the document title from the menu translations', async () => {
    renderApp('/sup/payment/index');
    await waitFor(() => expect(document.title).toBe('Payment overview · Supplier Portal'));
  });
});
