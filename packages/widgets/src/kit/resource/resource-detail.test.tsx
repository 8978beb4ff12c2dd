import { configure, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { inquiryListHandlers, makeInquiryRows, mockApi } from '../../testing';
import * as stories from './resource-detail.stories';
import { renderStory } from '../../testing/render-story';

const { Filled, EmptyValues, Loading, NotFound, Chinese } = composeStories(stories);

configure({ defaultHidden: true });

/** The value shown for a term, found the way a reader does: the term, then its definition. */
function valueOf(section: HTMLElement, term: string): string {
  const dt = within(section).getByText(term, { selector: 'dt' });
  return (dt.nextElementSibling as HTMLElement).textContent ?? '';
}

const row = makeInquiryRows(1)[0]!;

describe('ResourceDetail', { timeout: 30_000 }, () => {
  it('shows the record read-only in titled sections, formatted like the list', async () => {
    await renderStory(Filled);
    const inquiry = await screen.findByRole('region', { name: 'Inquiry' });
    const bid = screen.getByRole('region', { name: 'Bid' });
    expect(valueOf(inquiry, 'Inquiry number')).toBe('RFQ-2026-0001');
    expect(valueOf(inquiry, 'Inquiry kind')).toBe('Aviation material purchase');
    expect(valueOf(inquiry, 'Inquiry status')).toBe('Open');
    expect(valueOf(bid, 'Budget')).toBe(
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'CNY' }).format(1250.5),
    );
    expect(valueOf(bid, 'Bid end')).toBe(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(row.bidEnd),
      ),
    );
    expect(valueOf(bid, 'Bid validity')).toBe('30 days');
    expect(within(bid).getByText('Not quoted')).toHaveClass('fui-Badge');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a list field as a table with the values formatted by kind, files as download links', async () => {
    await renderStory(Filled);
    const items = await screen.findByRole('table', { name: 'Items' });
    const rows = within(items).getAllByRole('row');
    // A header and one row per item (inquiry 1 has one item).
    expect(rows).toHaveLength(row.itemCount + 1);
    expect(within(rows[1]!).getByText(row.firstPartNumber)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('15 Apr 2026')).toBeInTheDocument();
    const files = screen.getByRole('table', { name: 'Attachments' });
    const link = within(files).getByRole('link', { name: 'technical-requirements.pdf' });
    expect(link.getAttribute('href')).toMatch(
      // No access token in the address: a click fetches a download ticket (kit/download-url.ts).
      /\/admin\/file\/download\?obj=inq-1-f-1&type=attachment$/,
    );
    expect(within(files).getByText('471 KB')).toBeInTheDocument();
    expect(within(files).getByText('2.5 MB')).toBeInTheDocument();
  });

  it("says so in words when a list is empty, with the section's own text where it has one", async () => {
    await renderStory(EmptyValues);
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).queryByRole('table')).not.toBeInTheDocument();
    expect(items).toHaveTextContent('Nothing here yet.');
    expect(screen.getByRole('region', { name: 'Attachments' })).toHaveTextContent(
      'The buyer attached no files.',
    );
  });

  it('reads an empty value as "Not set"', async () => {
    await renderStory(EmptyValues);
    const bid = await screen.findByRole('region', { name: 'Bid' });
    expect(valueOf(bid, 'Budget')).toContain('Not set');
  });

  it('shows a skeleton while loading', async () => {
    await renderStory(Loading);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('says what failed and retries', async () => {
    await renderStory(NotFound);
    expect(await screen.findByText(/This record could not be loaded\./)).toHaveTextContent(
      'Not found',
    );
    mockApi((api) => inquiryListHandlers(api, { rows: [{ ...row, id: 'inq-other-company' }] }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Inquiry' })).toBeInTheDocument();
  });

  it('speaks Chinese, with zh-CN dates and money', async () => {
    await renderStory(Chinese);
    const inquiry = await screen.findByRole('region', { name: '询价单' });
    const bid = screen.getByRole('region', { name: '报价' });
    expect(valueOf(inquiry, '询价类型')).toBe('航材采购');
    expect(valueOf(bid, '预算')).toBe(
      new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' }).format(1250.5),
    );
    expect(valueOf(bid, '报价有效期')).toBe('30 天');
    expect(within(bid).getByText('未报价')).toBeInTheDocument();
  });
});
