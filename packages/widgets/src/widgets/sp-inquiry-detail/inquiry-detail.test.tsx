import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { inquiryListHandlers, makeInquiryRows, mockApi } from '../../testing';
import * as stories from './inquiry-detail.stories';
import { renderStory } from '../../testing/render-story';

const {
  Filled,
  Sparse,
  Loading,
  NotFound,
  NoInquiry,
  Chinese,
  RepairInquiry,
  ChineseRepairInquiry,
} = composeStories(stories);

configure({ defaultHidden: true });

function valueOf(section: HTMLElement, term: string): string {
  const dt = within(section).getByText(term, { selector: 'dt' });
  return (dt.nextElementSibling as HTMLElement).textContent ?? '';
}

const [row] = makeInquiryRows(1);

describe('sp-inquiry-detail', { timeout: 30_000 }, () => {
  it('shows the sheet: facts, bid, and every list of the sheet as a table', async () => {
    await renderStory(Filled);
    expect(await screen.findByRole('heading', { name: 'Inquiry sheet' })).toBeInTheDocument();
    const inquiry = screen.getByRole('region', { name: 'Inquiry' });
    expect(valueOf(inquiry, 'Inquiry number')).toBe(row!.inquiryNumber);
    expect(valueOf(inquiry, 'Purchasing group')).toBe('Rotables');
    expect(valueOf(screen.getByRole('region', { name: 'Bid' }), 'Bid validity')).toBe('30 days');

    const items = screen.getByRole('table', { name: 'Items' });
    expect(within(items).getAllByRole('row')).toHaveLength(row!.itemCount + 1);
    expect(within(items).getByText('Haikou Meilan (HAK)')).toBeInTheDocument();
    expect(within(items).getByText('FCA')).toBeInTheDocument();

    const questions = screen.getByRole('table', { name: 'Questions' });
    expect(within(questions).getByText(/dual FAA\/EASA release/)).toBeInTheDocument();
    // An unanswered question reads as "Not set", not as an empty cell.
    expect(within(questions).getByText('Not set')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Comments' })).getByText(/shelf life/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Attachments' })).getByRole('link', {
        name: 'delivery-schedule.xlsx',
      }),
    ).toHaveAttribute('href', expect.stringContaining('obj=inq-1-f-2'));
    expect(
      within(screen.getByRole('table', { name: 'Clauses' })).getByText('FA-2025-118'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Project members' })).getByText('Quality engineer'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'State tracking' })).getByText('Invitation read'),
    ).toBeInTheDocument();
  });

  it('says in words that a list is empty', async () => {
    await renderStory(Sparse);
    const questions = await screen.findByRole('region', { name: 'Questions' });
    expect(questions).toHaveTextContent('No questions on this inquiry.');
    expect(screen.getByRole('region', { name: 'Attachments' })).toHaveTextContent(
      'The buyer attached no files.',
    );
    expect(screen.getByRole('region', { name: 'State tracking' })).toHaveTextContent(
      'Nothing has happened yet.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    await renderStory(Loading);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('says an inquiry it may not see could not be loaded, and retries', async () => {
    await renderStory(NotFound);
    expect(await screen.findByText(/This record could not be loaded\./)).toBeInTheDocument();
    mockApi((api) => inquiryListHandlers(api, { rows: [{ ...row!, id: 'inq-other-company' }] }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Items' })).toBeInTheDocument();
  });

  it('asks for an inquiry when none is named', async () => {
    await renderStory(NoInquiry);
    expect(screen.getByText(/No inquiry was named/)).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await renderStory(Chinese);
    expect(await screen.findByRole('heading', { name: '询价单' })).toBeInTheDocument();
    const items = screen.getByRole('table', { name: '询价明细' });
    expect(within(items).getByRole('columnheader', { name: '物料号' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '状态跟踪' })).toBeInTheDocument();
    expect(valueOf(screen.getByRole('region', { name: '投标' }), '报价有效期')).toBe('30 天');
  });

  it('labels the ERP’s codes in Chinese: purchase type, agreement type, member roles', async () => {
    await renderStory(Chinese);
    const items = await screen.findByRole('table', { name: '询价明细' });
    expect(within(items).getAllByText('标准采购').length).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('table', { name: '条款' })).getByText('框架协议'),
    ).toBeInTheDocument();
    const members = screen.getByRole('table', { name: '项目成员' });
    expect(within(members).getByText('质量工程师')).toBeInTheDocument();
    expect(within(members).getByText('采购员')).toBeInTheDocument();
    for (const raw of ['Standard', 'standard', 'Quality engineer', 'qualityEngineer', 'frame'])
      expect(screen.queryByText(raw)).not.toBeInTheDocument();
  });

  it('links to the page’s sections when asked, and a link lands on its section', async () => {
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    try {
      const { user } = await renderStory(Filled, { props: { sectionLinks: true } });
      const nav = await screen.findByRole('navigation', { name: 'On this page' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(['#inquiry', '#quote', '#bargaining']);
      await screen.findByRole('heading', { name: 'Inquiry sheet' });
      await user.click(within(nav).getByRole('link', { name: 'Inquiry' }));
      expect(window.location.hash).toBe('#inquiry');
      await waitFor(() => expect(scrolled).toHaveBeenCalled());
    } finally {
      Element.prototype.scrollIntoView = original;
      window.history.replaceState(null, '', '/');
    }
  });

  it('shows no section links on its own', async () => {
    await renderStory(Filled);
    await screen.findByRole('heading', { name: 'Inquiry sheet' });
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
  });

  it('shows a repair inquiry’s units in its items (en and zh), and no unit columns elsewhere', async () => {
    const view = await renderStory(RepairInquiry);
    const items = await screen.findByRole('table', { name: 'Items' });
    for (const header of ['Serial number', 'Reported fault', 'Aircraft registration', 'TSN'])
      expect(within(items).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(items).getByText('SG-40117')).toBeInTheDocument();
    expect(within(items).getByText('Bearing noise, vibration above limit')).toBeInTheDocument();
    expect(within(items).getByText('B-6502')).toBeInTheDocument();
    view.unmount();

    const zh = await renderStory(ChineseRepairInquiry);
    const zhItems = await screen.findByRole('table', { name: '询价明细' });
    expect(within(zhItems).getByRole('columnheader', { name: '故障描述' })).toBeInTheDocument();
    expect(within(zhItems).getByText('ACM-99821')).toBeInTheDocument();
    zh.unmount();

    await renderStory(Filled);
    const purchase = await screen.findByRole('table', { name: 'Items' });
    expect(within(purchase).queryByRole('columnheader', { name: 'Serial number' })).toBeNull();
  });
});
