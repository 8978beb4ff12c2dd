import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { configurePortal } from '../../runtime/config';
import * as stories from './supplier-home.stories';
import { renderStory } from '../../testing/render-story';

const { Filled, NothingWaits, LoadFails, Chinese } = composeStories(stories);

describe('sp-supplier-home', () => {
  it('counts what waits and links each inquiry to the quote editor of its kind', async () => {
    const navigate = vi.fn();
    configurePortal({ navigate });
    await renderStory(Filled);
    const pending = await screen.findByRole('region', { name: 'Inquiries to answer' });
    expect(within(pending).getByText('12')).toBeTruthy();
    const tool = within(pending).getByRole('link', { name: /RFQ-2026-0002/ });
    expect(tool.getAttribute('href')).toBe('/sup/supplierToolQuote/offer/addOffer?id=inq-2');
    tool.click();
    expect(navigate).toHaveBeenCalledWith('/sup/supplierToolQuote/offer/addOffer?id=inq-2');

    const rounds = screen.getByRole('region', { name: 'Bargaining rounds to answer' });
    expect(
      within(rounds)
        .getByRole('link', { name: /2612312-1/ })
        .getAttribute('href'),
      // An equipment inquiry's round opens the equipment quote page, not the purchase one, and
      // lands on the round (its anchor; the bargaining panel scrolls to it).
    ).toBe('/sup/supplierQuote/offer?id=inq-3#bargaining-bg-1');
    const closing = screen.getByRole('region', { name: 'Bids closing within 24 hours' });
    expect(within(closing).getAllByRole('link', { name: /RFQ/ })).toHaveLength(1);
  });

  it('gives each card a "View all": per kind when its entries are of several, after its entries', async () => {
    const navigate = vi.fn();
    configurePortal({ navigate });
    await renderStory(Filled);
    // Purchase and tool inquiries wait: each kind is answered on a list of its own.
    const pending = await screen.findByRole('region', { name: 'Inquiries to answer' });
    expect(within(pending).getByText('View all, by kind:')).toBeInTheDocument();
    const purchase = within(pending).getByRole('link', {
      name: 'View all: Inquiries to answer, Aviation material purchase (9)',
    });
    expect(purchase.getAttribute('href')).toBe('/sup/supPurchase/index');
    const tools = within(pending).getByRole('link', {
      name: 'View all: Inquiries to answer, Tool purchase (domestic) (3)',
    });
    expect(tools.getAttribute('href')).toBe('/sup/supplierToolInquiry/index');
    // Last in the card: the count is followed by the entries, not by these links.
    expect(within(pending).getAllByRole('link').at(-1)).toBe(tools);
    tools.click();
    expect(navigate).toHaveBeenCalledWith('/sup/supplierToolInquiry/index');
    // One kind: one "View all", to that kind's list (the equipment round under equipment quotes).
    const rounds = screen.getByRole('region', { name: 'Bargaining rounds to answer' });
    expect(
      within(rounds)
        .getByRole('link', { name: 'View all: Bargaining rounds to answer' })
        .getAttribute('href'),
    ).toBe('/sup/supplierQuote/index');
    expect(
      within(screen.getByRole('region', { name: 'Bids closing within 24 hours' }))
        .getByRole('link', { name: /^View all/ })
        .getAttribute('href'),
    ).toBe('/sup/supPurchase/index');
  });

  it('says so when nothing waits', async () => {
    await renderStory(NothingWaits);
    expect(await screen.findByText('No inquiry waits for your quote.')).toBeTruthy();
    expect(screen.getByText('No bargaining round waits for you.')).toBeTruthy();
  });

  it('offers Retry when the overview cannot load', async () => {
    await renderStory(LoadFails);
    expect(await screen.findByText('Your overview could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    await renderStory(Chinese);
    expect(await screen.findByRole('region', { name: '待报价询价单' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '24 小时内截止的报价' })).toBeTruthy();
  });
});
