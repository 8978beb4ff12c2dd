import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bargainingHandlers,
  inquiryListHandlers,
  makeInquiryRows,
  mockApi,
  type MockApi,
} from '../../testing';
import { queryClient } from '../../runtime/query-client';
import { SEARCH_DEBOUNCE_MS } from './list-filters';
import { ROW_HEIGHT } from './list-table';
import * as stories from './resource-list.stories';
import { renderStory } from '../../testing/render-story';

const {
  Filled,
  Loading,
  Empty,
  LoadError,
  ManyRows,
  Restorable,
  Bargaining,
  BargainingReadOnly,
  Chinese,
  Narrow,
  Cards,
  ColumnsHidden,
  WithToolbar,
} = composeStories(stories);

/** Replaces the story's mock to watch the requests (same fixtures, same answers). */
function watchInquiries(rows = makeInquiryRows(60)): MockApi {
  return mockApi((api) => inquiryListHandlers(api, { rows }));
}

const listCalls = (api: MockApi) =>
  api.requests().filter((r) => r.path === '/admin/inquiry/cgInquiry/list');
const lastParams = (api: MockApi) => listCalls(api).at(-1)?.params ?? {};

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((r) => r.hasAttribute('aria-rowindex') && r.getAttribute('aria-rowindex') !== '1');

const money = (locale: string, value: number, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);

// Role queries skip the per-element visibility check (getComputedStyle up the tree), which makes
// a Fluent table in jsdom several times slower to query; nothing here is hidden by CSS.
configure({ defaultHidden: true });

afterEach(() => {
  vi.restoreAllMocks();
});

// Fluent tables in jsdom are slow to query by role; these tests click through whole screens.
describe('ResourceList', { timeout: 30_000 }, () => {
  it('lists the first page of the first tab with headers, money, status and a row link', async () => {
    await Filled.load();
    const api = watchInquiries();
    render(<Filled />);
    const table = await screen.findByRole('table', { name: 'Inquiries' });
    for (const name of [
      'Inquiry number',
      'Title',
      'Budget',
      'Bid end',
      'Quote status',
      'Actions',
    ]) {
      expect(
        within(table).getByRole('columnheader', { name: new RegExp(name) }),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    // The pending tab holds 24 of the 60 fixtures; 20 per page; newest first (the tab's sort).
    expect(screen.getByText('24 in total')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(lastParams(api)).toMatchObject({
      kind: 'purchase',
      tab: 'pending',
      sort: 'new',
      current: '1',
      size: '20',
    });
    const rows = bodyRows(table);
    expect(rows).toHaveLength(20);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'RFQ-2026-0001' })).toHaveAttribute(
      'href',
      '/sup/supPurchase/answer?id=inq-1',
    );
    expect(within(first).getByText(money('en-GB', 1250.5, 'CNY'))).toBeInTheDocument();
    expect(within(first).getByText('Not quoted')).toBeInTheDocument();
    // Every fourth fixture has no budget: shown as a dash, read as "Not set".
    const noBudget = rows.find((r) => within(r).queryByText('RFQ-2026-0012')) as HTMLElement;
    expect(within(noBudget).getByText('Not set')).toBeInTheDocument();
  });

  it('pages on the server and changes the page size', async () => {
    await Filled.load();
    const api = watchInquiries();
    render(<Filled />);
    const user = userEvent.setup();
    await screen.findByText('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(lastParams(api).current).toBe('2');
    await waitFor(() => expect(bodyRows(screen.getByRole('table'))).toHaveLength(4));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50 / page');
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
    expect(lastParams(api)).toMatchObject({ current: '1', size: '50' });
  });

  it('sorts by a column: ascending, descending, then back to the tab order', async () => {
    await Filled.load();
    const api = watchInquiries();
    render(<Filled />);
    const user = userEvent.setup();
    const header = await screen.findByRole('columnheader', { name: /Inquiry number/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    // Not sortable: no aria-sort at all.
    expect(screen.getByRole('columnheader', { name: /Title/ })).not.toHaveAttribute('aria-sort');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(lastParams(api).sort).toBe('inquiryNumber,asc');
    // The keyboard works the header button too.
    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(lastParams(api).sort).toBe('inquiryNumber,desc'));
    const first = () => bodyRows(screen.getByRole('table'))[0] as HTMLElement;
    await waitFor(() => expect(within(first()).getByText('RFQ-2026-0057')).toBeInTheDocument());
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'none'));
    // Back to the tab's own order (answered from the cache: the same request as at first).
    await waitFor(() => expect(within(first()).getByText('RFQ-2026-0001')).toBeInTheDocument());
    expect(listCalls(api).filter((c) => c.params.sort === 'new')).toHaveLength(1);
  });

  it('switches tabs with their own input and sort, back to page 1', async () => {
    await Filled.load();
    const api = watchInquiries();
    render(<Filled />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 2');
    await user.click(screen.getByRole('tab', { name: 'Processed' }));
    await waitFor(() =>
      expect(lastParams(api)).toMatchObject({ tab: 'processed', sort: 'completed', current: '1' }),
    );
    expect(screen.getByRole('tab', { name: 'Processed' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Processed');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).queryByText('Not quoted')).not.toBeInTheDocument());
    expect(within(table).getAllByText(/^(Submitted|No bid)$/).length).toBe(20);
  });

  it('searches once the user pauses typing, not per keystroke, and Reset clears it', async () => {
    await Filled.load();
    const api = watchInquiries();
    render(<Filled />);
    const user = userEvent.setup();
    await screen.findByRole('table');
    const before = listCalls(api).length;
    await user.type(
      screen.getByRole('searchbox', { name: 'Inquiry, part number or description' }),
      'RFQ-2026-0006',
    );
    await waitFor(() => expect(lastParams(api).keyword).toBe('RFQ-2026-0006'), {
      timeout: SEARCH_DEBOUNCE_MS * 10,
    });
    expect(listCalls(api).length - before).toBe(1);
    await waitFor(() => expect(bodyRows(screen.getByRole('table'))).toHaveLength(1));
    expect(screen.getByText('1 in total')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveValue(''));
    await waitFor(() => expect(bodyRows(screen.getByRole('table'))).toHaveLength(20));
  });

  it('filters by a date range and says so when nothing matches', async () => {
    await Filled.load();
    const api = watchInquiries();
    render(<Filled />);
    await screen.findByRole('table');
    // Typed in the portal's way; half a date asks the server for nothing.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Bid end from'), '2030-01');
    expect(lastParams(api).bidEndFrom).toBeUndefined();
    await user.type(screen.getByLabelText('Bid end from'), '-01');
    await waitFor(() => expect(lastParams(api).bidEndFrom).toBe('2030-01-01'));
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(
      screen.getByText('Nothing matches these filters. Change or reset them to see more.'),
    ).toBeInTheDocument();
    // The calendar of the range's other end starts at this date.
    const range = screen.getByRole('group', { name: 'Bid end' });
    const pickers = range.querySelectorAll('input[type="date"]');
    expect(pickers[1]).toHaveAttribute('min', '2030-01-01');
    const status = screen.getByRole('status');
    await user.click(within(status).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByLabelText('Bid end from')).toHaveValue('');
  });

  it('shows a skeleton while loading', async () => {
    await renderStory(Loading);
    expect(screen.getByRole('progressbar', { name: 'Loading the list' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the widget's own toolbar buttons, even without an Add", async () => {
    await renderStory(Filled);
    expect(document.querySelector('[part="toolbar"]')).toBeNull();
    document.body.innerHTML = '';
    await renderStory(WithToolbar);
    const toolbar = document.querySelector('[part="toolbar"]');
    expect(toolbar).not.toBeNull();
    expect(within(toolbar as HTMLElement).getByRole('button', { name: 'Import' })).toBeVisible();
  });

  it('shows an empty state with a hint', async () => {
    await renderStory(Empty);
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.getByText('There is nothing here yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows a load failure inline (no toast) and retries', async () => {
    const { user } = await renderStory(LoadError);
    expect(await screen.findByText(/The list could not be loaded\./)).toHaveTextContent(
      'The inquiry service is unavailable',
    );
    expect(screen.getAllByText(/The inquiry service is unavailable/)).toHaveLength(1);
    watchInquiries();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('virtualizes a 500-row page: far fewer rows in the DOM, the right ones after a scroll', async () => {
    // jsdom lays nothing out; give the scroller the height a browser would (its max-height).
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(560);
    await renderStory(ManyRows);
    const table = await screen.findByRole('table', { name: 'Inquiries' });
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '501'));
    // Until the virtualizer's chunk arrives the first 50 rows stand in; then only those in view.
    await waitFor(() => expect(bodyRows(table).length).toBeLessThan(40), { timeout: 10_000 });
    const rendered = bodyRows(table);
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '2');
    const scroller = table.parentElement as HTMLElement;
    scroller.scrollTop = ROW_HEIGHT * 300;
    fireEvent.scroll(scroller);
    await waitFor(() => {
      const indexes = bodyRows(table).map((r) => Number(r.getAttribute('aria-rowindex')));
      expect(indexes).toContain(302);
      expect(indexes).not.toContain(2);
    });
    expect(bodyRows(table).length).toBeLessThan(40);
  });

  it('restores tab, page and filters after a reload (stateKey)', async () => {
    await Restorable.load();
    const api0 = watchInquiries();
    const first = render(<Restorable />);
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('tab', { name: 'Processed' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Processed' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await user.type(screen.getByRole('searchbox'), 'RFQ');
    await waitFor(() => expect(lastParams(api0).keyword).toBe('RFQ'));
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByText(/Page 2 of/);
    first.unmount();

    // A reload starts with an empty cache: the first request must carry the restored state.
    queryClient.clear();
    const api = watchInquiries();
    render(<Restorable />);
    expect(await screen.findByText(/Page 2 of/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Processed' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox')).toHaveValue('RFQ');
    expect(listCalls(api)[0]?.params).toMatchObject({
      tab: 'processed',
      keyword: 'RFQ',
      current: '2',
    });
  });

  it('shows row actions only for rows whose state allows them, and confirms a decline', async () => {
    await Bargaining.load();
    const api = mockApi((a) => bargainingHandlers(a));
    render(<Bargaining />);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Price bargaining' });
    const row = (n: number) =>
      bodyRows(table).find((r) =>
        within(r).queryByText(`RFQ-2026-${String(n).padStart(4, '0')}`),
      ) as HTMLElement;
    // Fixture 1 is pending, 3 submitted, 4 declined.
    expect(within(row(1)).getByRole('button', { name: 'Accept RFQ-2026-0001 #1' })).toBeEnabled();
    expect(
      within(row(3)).queryByRole('button', { name: /Accept|Decline/ }),
    ).not.toBeInTheDocument();
    expect(
      within(row(4)).queryByRole('button', { name: /Accept|Decline/ }),
    ).not.toBeInTheDocument();

    await user.click(within(row(1)).getByRole('button', { name: 'Decline RFQ-2026-0001 #1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline' });
    expect(dialog).toHaveTextContent('The quote line keeps its price. RFQ-2026-0001 #1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.history()).not.toContain('POST /admin/inquiry/cgBargaining/refuse');

    await user.click(within(row(1)).getByRole('button', { name: 'Decline RFQ-2026-0001 #1' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Decline' }),
    );
    await waitFor(() => expect(within(row(1)).getByText('Declined')).toBeInTheDocument());
    expect(api.requests().find((r) => r.path.endsWith('/refuse'))?.body).toMatchObject({
      id: 'brg-1',
      version: 1,
    });
    expect(within(row(1)).queryByRole('button', { name: /Decline/ })).not.toBeInTheDocument();
  });

  it('runs a row action without confirmation when it is not dangerous, then refetches', async () => {
    await Bargaining.load();
    const api = mockApi((a) => bargainingHandlers(a));
    render(<Bargaining />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept RFQ-2026-0002 #2' }));
    await waitFor(() =>
      expect(api.history().filter((h) => h.endsWith('cgBargaining/list')).length).toBe(2),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.requests().find((r) => r.path.endsWith('/addBargainingRecord'))?.body).toMatchObject(
      {
        id: 'brg-2',
        action: 'accept',
      },
    );
    expect(await screen.findAllByText('Done')).not.toHaveLength(0);
  });

  it('bulk-declines the selected rows it applies to, after saying how many', async () => {
    await Bargaining.load();
    const api = mockApi((a) => bargainingHandlers(a));
    render(<Bargaining />);
    const user = userEvent.setup();
    await screen.findByRole('table');
    expect(
      screen.queryByRole('group', { name: 'Actions on selected rows' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    const bar = screen.getByRole('group', { name: 'Actions on selected rows' });
    expect(within(bar).getByText('Selected 12')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select row RFQ-2026-0001 #1' }));
    expect(
      screen.getByRole('checkbox', { name: 'Select all rows on this page' }),
    ).not.toBeChecked();
    expect(within(bar).getByText('Selected 11')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Decline selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline selected' });
    // 12 fixtures: 6 pending, one of them unselected; the 6 others cannot be declined.
    expect(dialog).toHaveTextContent('Rows affected: 5.');
    expect(dialog).toHaveTextContent('Rows where it does not apply are skipped: 6.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline selected' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('group', { name: 'Actions on selected rows' }),
      ).not.toBeInTheDocument(),
    );
    const sent = api.requests().find((r) => r.path.endsWith('/batchRefuse'))?.body.ids;
    expect(sent).toEqual(['brg-2', 'brg-5', 'brg-6', 'brg-9', 'brg-10']);
    const table = screen.getByRole('table');
    await waitFor(() => expect(within(table).getAllByText('Declined')).toHaveLength(3 + 5));
  });

  it('hides actions and selection from a user without the permission', async () => {
    await renderStory(BargainingReadOnly);
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Accept|Decline/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('speaks Chinese: tabs, headers, states, totals and money in zh-CN', async () => {
    await renderStory(Chinese);
    const table = await screen.findByRole('table', { name: '询价单' });
    expect(screen.getByRole('tab', { name: '待处理' })).toHaveAttribute('aria-selected', 'true');
    expect(within(table).getByRole('columnheader', { name: /询价单号/ })).toBeInTheDocument();
    expect(within(table).getAllByText('未报价').length).toBeGreaterThan(0);
    expect(within(table).getByText(money('zh-CN', 1250.5, 'CNY'))).toBeInTheDocument();
    expect(screen.getByText('共 24 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一页' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '每页条数' })).toHaveDisplayValue('20 条/页');
  });

  it('stays usable in a narrow window: the table scrolls sideways instead of squeezing', async () => {
    await renderStory(Narrow);
    const table = await screen.findByRole('table');
    const scroller = table.parentElement as HTMLElement;
    expect(scroller.style.overflow).toBe('auto');
    expect(Number.parseInt(table.style.minWidth, 10)).toBeGreaterThan(360);
    expect(screen.getByRole('search')).toHaveStyle({ flexWrap: 'wrap' });
  });
});

describe('ResourceList on a narrow screen and with hidden columns', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows the rows as cards below 600 px of its own width, with actions and checkboxes', async () => {
    // jsdom has no layout: the list measures itself as a phone-wide box.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 390,
      height: 800,
    } as DOMRect);
    await renderStory(Cards);
    const cards = await screen.findByRole('list', { name: 'Price bargaining' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(cards).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    // A pending round: its actions as buttons and its checkbox for the bulk decline.
    const pending = items.find((i) => within(i).queryByRole('button', { name: /^Decline/ }));
    expect(pending).toBeDefined();
    expect(within(pending!).getByRole('checkbox')).toBeInTheDocument();
    expect(pending).toHaveAttribute('tabindex', '0');
  });

  it('hides the columns a user hid before, and the Columns menu brings them back', async () => {
    const user = userEvent.setup();
    await renderStory(ColumnsHidden);
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Title' })).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Inquiry number/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Title' }));
    expect(await within(table).findByRole('columnheader', { name: 'Title' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('sp.columns.inquiry') ?? '[]')).toEqual([
      'firstPartNumber',
    ]);
  });
});
