import { render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/contract';
import { bargainingPanelHandlers, downloadTemplate, type MockApi } from '../../testing';
import * as stories from './bargaining-panel.stories';
import { renderStory as renderWith } from '../../testing/render-story';

vi.setConfig({ testTimeout: 20_000 });

const { AllRounds, OneInquiry, Empty, ManyRounds, ListFails, RoundClosedMeanwhile, Chinese } =
  composeStories(stories);

const renderStory = (Story: typeof AllRounds, inspect = false) =>
  renderWith(Story, inspect ? { mock: (api) => bargainingPanelHandlers(api) } : {});

const table = () => screen.findByRole('table', { name: /Bargaining rounds|议价记录/ });
const rowOf = (pn: string) => {
  const cell = screen.getAllByText(new RegExp(pn))[0] as HTMLElement;
  return cell.closest('tr') as HTMLElement;
};
const posts = (api?: MockApi) => api?.history().filter((h) => h.startsWith('POST')) ?? [];

describe('sp-bargaining-panel: the rounds', () => {
  it('shows price, last price, round, deadline, user, status, remarks and answer price', async () => {
    await renderStory(AllRounds);
    await table();
    const row = rowOf('1152682-2');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent ?? '');
    expect(cells).toEqual(
      expect.arrayContaining([
        'RFQ-2026-001001',
        'US$24,000.00',
        'US$25,900.00',
        '2',
        'Wang Fang',
        'Pending',
        'Second round: competing offer at 23,900 USD with 8130-3.',
      ]),
    );
    expect(within(row).getByText(/^closes in [45] hours$/)).toBeInTheDocument();
    const answered = rowOf('MS29513-240');
    expect(within(answered).getByText('Submitted')).toBeInTheDocument();
    expect(within(answered).getByText('CN¥3.30')).toBeInTheDocument();
    expect(within(rowOf('822-1468-001')).getByText('Declined')).toBeInTheDocument();
  });

  it('closes a pending round after its deadline: no actions, no selection', async () => {
    await renderStory(AllRounds);
    await table();
    const closed = rowOf('2314M20-3');
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(within(closed).getByText('closed 2 hours ago')).toBeInTheDocument();
    expect(within(closed).queryByRole('button')).not.toBeInTheDocument();
    expect(within(closed).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    await renderStory(Chinese);
    await table();
    expect(screen.getByRole('heading', { name: '议价' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '目标价' })).toBeInTheDocument();
    expect(within(rowOf('1152682-2')).getByText('待处理')).toBeInTheDocument();
    expect(within(rowOf('2314M20-3')).getByText('已截止')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: '接受第 10 行（065-50000-4101）的目标价' }),
    ).toBeInTheDocument();
  });

  it('scopes to one inquiry', async () => {
    await renderStory(OneInquiry);
    await table();
    expect(
      screen.getByRole('heading', { name: 'Price bargaining on RFQ-2026-001001' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('C6-1107', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Inquiry' })).not.toBeInTheDocument();
  });

  it('a link to a round (#bargaining-<id>) lands on the rounds once they are loaded', async () => {
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    window.history.replaceState(null, '', '/sup/supInfo/offer?id=inq-1001#bargaining-bg-1');
    try {
      await renderStory(OneInquiry);
      await table();
      const heading = await screen.findByRole('heading', {
        name: 'Price bargaining on RFQ-2026-001001',
      });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(scrolled.mock.contexts[0]).toBe(heading.closest('section'));
    } finally {
      Element.prototype.scrollIntoView = original;
      window.history.replaceState(null, '', '/');
    }
  });

  it('says when there is nothing to bargain', async () => {
    await renderStory(Empty);
    expect(await screen.findByText('No bargaining rounds')).toBeInTheDocument();
  });

  it('shows a failed list with Retry', async () => {
    await renderStory(ListFails);
    expect(await screen.findByText(messages.en['http.server'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('pages through many rounds', async () => {
    const user = userEvent.setup();
    await renderStory(ManyRounds);
    await table();
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('21–40 of 45')).toBeInTheDocument();
  });

  it('finds the page and the state filter as they were after a reload', async () => {
    const user = userEvent.setup();
    const first = await renderStory(ManyRounds);
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    const range = await screen.findByText(/^21–\d+ of \d+$/);
    const shown = range.textContent;
    first.unmount();
    // A reload: the page's storage stays, the widget starts again.
    render(<ManyRounds />);
    await table();
    expect(await screen.findByText(shown ?? '')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  });
});

describe('sp-bargaining-panel: answers', () => {
  it('Accept asks for confirmation, then takes the target price', async () => {
    const user = userEvent.setup();
    const { api } = await renderStory(AllRounds, true);
    await table();
    await user.click(
      screen.getByRole('button', { name: 'Accept the target price of item 10 (065-50000-4101)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Accept the target price?' });
    expect(dialog).toHaveTextContent('US$11,800.00 instead of US$12,450.00');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(AllRounds.args.onAnswered).toHaveBeenCalledWith({
        action: 'accept',
        ids: ['bar-1'],
        count: 1,
      }),
    );
    expect(api?.requests().find((r) => r.method === 'POST')?.body).toMatchObject({
      id: 'bar-1',
      version: 1,
      action: 'accept',
    });
    await waitFor(() =>
      expect(within(rowOf('065-50000-4101')).getByText('Submitted')).toBeInTheDocument(),
    );
  });

  it('Answer needs a valid price, then sends it with the remarks', async () => {
    const user = userEvent.setup();
    const { api } = await renderStory(AllRounds, true);
    await table();
    await user.click(
      screen.getByRole('button', { name: 'Answer item 20 (1152682-2) with a new price' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Answer item 20 with a new price' });
    await user.click(within(dialog).getByRole('button', { name: 'Send price' }));
    expect(within(dialog).getByText(messages.en['bargaining.priceRequired'])).toBeInTheDocument();
    const price = within(dialog).getByLabelText(/Your price \(USD\)/);
    await user.type(price, '24000.12345');
    await user.click(within(dialog).getByRole('button', { name: 'Send price' }));
    expect(within(dialog).getByText(messages.en['quote.amountRange'])).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '24500');
    await user.type(within(dialog).getByLabelText('Remarks'), 'Includes 8130-3');
    await user.click(within(dialog).getByRole('button', { name: 'Send price' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(api)).toEqual(['POST /admin/inquiry/cgBargaining/addBargainingRecord']);
    expect(api?.requests().find((r) => r.method === 'POST')?.body).toMatchObject({
      id: 'bar-2',
      action: 'answer',
      price: 24500,
      remarks: 'Includes 8130-3',
    });
  });

  it('Decline asks first; remarks are optional', async () => {
    const user = userEvent.setup();
    const { api } = await renderStory(AllRounds, true);
    await table();
    await user.click(
      screen.getByRole('button', { name: 'Decline the round on item 10 (C6-1107)' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Decline the round on item 10?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(within(rowOf('C6-1107')).getByText('Declined')).toBeInTheDocument());
    expect(posts(api)).toEqual(['POST /admin/inquiry/cgBargaining/refuse']);
  });

  it('declines the selected open rounds at once', async () => {
    const user = userEvent.setup();
    const { api } = await renderStory(AllRounds, true);
    await table();
    const bulk = screen.getByRole('button', { name: 'Decline selected (0)' });
    expect(bulk).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', { name: 'Select every open round on this page' }),
    );
    const ready = screen.getByRole('button', { name: 'Decline selected (3)' });
    await user.click(ready);
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline 3 rounds?' });
    await user.type(within(dialog).getByLabelText('Remarks (optional)'), 'Price is final');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(AllRounds.args.onAnswered).toHaveBeenCalledWith({
        action: 'decline',
        ids: ['bar-1', 'bar-2', 'bar-4'],
        count: 3,
      }),
    );
    expect(api?.requests().find((r) => r.path.endsWith('batchRefuse'))?.body).toEqual({
      ids: ['bar-1', 'bar-2', 'bar-4'],
      remarks: 'Price is final',
    });
    expect(await screen.findByRole('button', { name: 'Decline selected (0)' })).toBeDisabled();
  });

  it('a round closed meanwhile (409) says so', async () => {
    const user = userEvent.setup();
    await renderStory(RoundClosedMeanwhile);
    await table();
    await user.click(
      screen.getByRole('button', { name: 'Accept the target price of item 10 (065-50000-4101)' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }),
    );
    expect(await screen.findByText(messages.en['bargaining.closed'])).toBeInTheDocument();
    expect(RoundClosedMeanwhile.args.onAnswered).not.toHaveBeenCalled();
  });

  it('a price refused because the round closed meanwhile (409) shows in the dialog, typed price kept', async () => {
    const user = userEvent.setup();
    await renderStory(RoundClosedMeanwhile);
    await table();
    await user.click(
      screen.getByRole('button', { name: 'Answer item 20 (1152682-2) with a new price' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Answer item 20 with a new price' });
    const price = within(dialog).getByLabelText(/Your price \(USD\)/);
    await user.type(price, '24500');
    await user.click(within(dialog).getByRole('button', { name: 'Send price' }));
    expect(await within(dialog).findByText(messages.en['bargaining.closed'])).toBeInTheDocument();
    expect(price).toHaveValue(24500);
    expect(RoundClosedMeanwhile.args.onAnswered).not.toHaveBeenCalled();
  });

  it('Cancel on the decline of the selected rounds keeps them selected', async () => {
    const user = userEvent.setup();
    const { api } = await renderStory(AllRounds, true);
    await table();
    await user.click(
      screen.getByRole('checkbox', { name: 'Select every open round on this page' }),
    );
    await user.click(screen.getByRole('button', { name: 'Decline selected (3)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline 3 rounds?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // findBy: Tabster lifts the page's aria-hidden on its delayed pass after the dialog closes.
    expect(await screen.findByRole('button', { name: 'Decline selected (3)' })).toBeEnabled();
    expect(posts(api)).toEqual([]);
  });

  it('on one inquiry’s page, offers the template of that inquiry’s rounds', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderStory(OneInquiry);
    await table();
    await user.click(screen.getByRole('button', { name: 'Answer from a spreadsheet' }));
    const saved = await downloadTemplate(() =>
      user.click(screen.getByRole('button', { name: 'Download template' })),
    );
    expect(saved.text).toBe(
      '/admin/file/template/bargaining?inquiryId=inq-1001 Bearer access-token-fixture',
    );
  });

  it('answers from the spreadsheet: the template by the session header, then the report', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderStory(AllRounds);
    await table();
    await user.click(screen.getByRole('button', { name: 'Answer from a spreadsheet' }));
    const saved = await downloadTemplate(() =>
      user.click(screen.getByRole('button', { name: 'Download template' })),
    );
    expect(saved).toEqual({
      fileName: 'bargaining.xlsx',
      text: '/admin/file/template/bargaining? Bearer access-token-fixture',
    });
    await user.upload(
      screen.getByLabelText('Upload the filled-in bargaining template', { selector: 'input' }),
      new File(['PK'], 'rounds.xlsx'),
    );
    expect(await screen.findByText('3 rows read, 1 with errors')).toBeInTheDocument();
    expect(
      screen.getByRole('cell', { name: messages.en['sheet.answerPrice'] }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(AllRounds.args.onAnswered).toHaveBeenCalledWith({
        action: 'upload',
        ids: [],
        count: 1,
      }),
    );
  });
});
