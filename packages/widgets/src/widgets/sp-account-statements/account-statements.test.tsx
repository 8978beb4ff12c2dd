// sp-account-statements in both languages over the fixtures' statement server: the supplier sees
// the differences and the bill a line names, confirms after a confirmation naming the closing
// balance, disputes a line only with a reason, uploads its side and reads the row report; the buyer
// sees the dispute read-only.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { statementMessages } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { statementHandlers, uploadHandlers, type MockApi } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import en from '../../locales/en/account-statements.json';
import zh from '../../locales/zh/account-statements.json';
import * as stories from './account-statements.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { Open, ChineseOpen, Upload, ChineseUpload, BuyerDisputed, SupplierList, Stale, Empty } =
  composeStories(stories);

async function renderStory(Story: typeof Open) {
  return renderWith(Story, {
    mock: (api, p) => {
      uploadHandlers(api);
      return statementHandlers(api, (p as { fixture?: object }).fixture);
    },
  });
}

const posts = (api: MockApi, path: string) =>
  api.requests().filter((r) => r.method === 'POST' && r.path.endsWith(path));

const LANGS = [
  {
    lang: 'en',
    text: en,
    msg: statementMessages.en,
    open: Open,
    upload: Upload,
    closing: /1,300\.00/,
  },
  {
    lang: 'zh',
    text: zh,
    msg: statementMessages.zh,
    open: ChineseOpen,
    upload: ChineseUpload,
    closing: /1,300\.00/,
  },
] as const;

describe.each(LANGS)('sp-account-statements ($lang)', ({ text, msg, open, upload, closing }) => {
  it('shows the differences and the portal bill a line names', async () => {
    await renderStory(open);
    const diffs = await screen.findByRole('table', { name: text.page.differences });
    expect(within(diffs).getByText(text.enum.difference.amountDiffers)).toBeInTheDocument();
    expect(within(diffs).getByText(text.enum.difference.billAmountDiffers)).toBeInTheDocument();
    const buyer = screen.getByRole('table', { name: text.page.buyerLines });
    expect(within(buyer).getByText(new RegExp(text.enum.billState.approved))).toBeInTheDocument();
    expect(screen.getByRole('table', { name: text.page.supplierLines })).toBeInTheDocument();
  });

  it('confirms after a confirmation naming the closing balance', async () => {
    const { user, api, mock } = await renderStory(open);
    await user.click(await screen.findByRole('button', { name: text.page.confirm }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(closing);
    await user.click(within(dialog).getByRole('button', { name: text.page.confirm }));
    await waitFor(() => expect(posts(api, '/accountStatement/confirm')).toHaveLength(1));
    expect(posts(api, '/accountStatement/confirm')[0]!.body).toMatchObject({
      id: 'st-1',
      version: 1,
    });
    await waitFor(() =>
      expect(mock.statements().find((s) => s.id === 'st-1')!.state).toBe('confirmed'),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: text.page.dispute })).not.toBeInTheDocument(),
    );
  });

  it('disputes a line only with a reason', async () => {
    const { user, api, mock } = await renderStory(open);
    await user.click(await screen.findByRole('button', { name: text.page.dispute }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: text.dispute.send }));
    expect(await within(dialog).findByText(text.dispute.none)).toBeInTheDocument();
    expect(posts(api, '/accountStatement/dispute')).toHaveLength(0);
    const reasons = within(dialog).getAllByRole('textbox');
    await user.type(reasons[1]!, 'Payment not received');
    await user.click(within(dialog).getByRole('button', { name: text.dispute.send }));
    await waitFor(() => expect(posts(api, '/accountStatement/dispute')).toHaveLength(1));
    expect(posts(api, '/accountStatement/dispute')[0]!.body).toMatchObject({
      id: 'st-1',
      lines: [{ position: 2, reason: 'Payment not received' }],
    });
    await waitFor(() =>
      expect(mock.statements().find((s) => s.id === 'st-1')!.state).toBe('disputed'),
    );
    expect(await screen.findByText(text.page.disputedInfo)).toBeInTheDocument();
  });

  it("uploads the supplier's side and shows the row report", async () => {
    const { user, api } = await renderStory(upload);
    expect(
      await screen.findByRole('heading', { name: new RegExp('ST-2026-10') }),
    ).toBeInTheDocument();
    const file = new File(['xlsx'], 'statement.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(await screen.findByLabelText(text.upload.label, { selector: 'input' }), file);
    await waitFor(() => expect(posts(api, '/accountStatement/batchUpload')).toHaveLength(1));
    expect(
      await screen.findByText(msg['statement.outOfPeriod'], { exact: false }),
    ).toBeInTheDocument();
  });
});

describe('sp-account-statements (lists, buyer, failures)', () => {
  it('lists the supplier statements and opens one in place', async () => {
    const { user } = await renderStory(SupplierList);
    const table = await screen.findByRole('table', { name: en.list.title });
    expect(within(table).getByText('ST-2026-09')).toBeInTheDocument();
    await user.click(within(table).getByText('ST-2026-10'));
    expect(await screen.findByRole('heading', { name: /ST-2026-10/ })).toBeInTheDocument();
  });

  it('shows the buyer the dispute reason without any action', async () => {
    await renderStory(BuyerDisputed);
    const buyer = await screen.findByRole('table', { name: en.page.buyerLines });
    expect(within(buyer).getByText('Payment not received')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.page.confirm })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.page.dispute })).not.toBeInTheDocument();
  });

  it('keeps the statement when a confirmation meets a stale version', async () => {
    const { user, mock } = await renderStory(Stale);
    await user.click(await screen.findByRole('button', { name: en.page.confirm }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: en.page.confirm }));
    expect(await screen.findByText(statementMessages.en['statement.stale'])).toBeInTheDocument();
    expect(mock.statements().find((s) => s.id === 'st-1')!.state).toBe('open');
  });

  it('says so when there is no statement', async () => {
    await renderStory(Empty);
    expect(await screen.findByText(en.list.empty)).toBeInTheDocument();
  });
});
