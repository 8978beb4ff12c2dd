import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { contractHandlers, type ContractFixture, type MockApi } from '../../testing';
import * as stories from './contract-confirm.stories';
import { renderStory as renderWith } from '../../testing/render-story';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { ToConfirm, Confirmed, Changed, Frozen, Stale, NotFound, NoContract, Chinese } =
  composeStories(stories);

async function renderStory(Story: typeof ToConfirm) {
  const onAnswered = fn();
  const view = await renderWith<Parameters<typeof ToConfirm>[0], ContractFixture>(Story, {
    props: { onAnswered },
    mock: (api, p) => contractHandlers(api, (p as { fixture?: object }).fixture),
  });
  return { ...view, onAnswered };
}

const posts = (api: MockApi, path: string) =>
  api.requests().filter((r) => r.path === `/admin/contract/cgContractAnswer/${path}`);

const group = (name: string) => screen.getByRole('radiogroup', { name });

describe('sp-contract-confirm', () => {
  it('shows the contract, its invoice, versions and history, and the answer form', async () => {
    await renderStory(ToConfirm);
    expect(
      await screen.findByRole('heading', { name: 'Contract PO-2026-0001: APU overhaul' }),
    ).toBeInTheDocument();
    expect(screen.getByText('To confirm')).toBeInTheDocument();
    expect(screen.getByText('91460000201259827X')).toBeInTheDocument();
    // A version's total is in the contract's currency, which the version rows do not repeat.
    const versions = screen.getByRole('table', { name: 'Versions' });
    expect(within(versions).getAllByRole('row')[1]).toHaveTextContent(/US\$[\d,]+\.\d\d/);
    expect(within(screen.getByRole('table', { name: 'History' })).getByText('Issued')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the inquiry' })).toHaveAttribute(
      'href',
      '/sup/supPurchase/answer?id=inq-1',
    );
    expect(group('Answer for line 10')).toBeInTheDocument();
    expect(group('Answer for line 20')).toBeInTheDocument();
    expect(screen.getByText('Answer every line to see what the contract becomes.')).toBeTruthy();
  });

  it('refuses an amendment whose deliveries do not add up, and reasons left out', async () => {
    const { api, user } = await renderStory(ToConfirm);
    await screen.findByRole('radiogroup', { name: 'Answer for line 10' });
    await user.click(within(group('Answer for line 10')).getByRole('radio', { name: 'Amend' }));
    await user.click(within(group('Answer for line 20')).getByRole('radio', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Add a delivery to line 10' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity of delivery 2, line 10' }), '3');
    await user.type(
      screen.getByRole('textbox', { name: 'Date of delivery 2, line 10' }),
      '2027-03-01',
    );
    expect(screen.getByText(/^Sending this changes the contract/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(
      await screen.findByText('The deliveries must add up to the line’s quantity'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Please give a reason')).toHaveLength(2);
    expect(posts(api, 'answer')).toHaveLength(0);
  });

  it('sends a split delivery and a rejection, and the contract waits for the buyer', async () => {
    const { api, user, onAnswered } = await renderStory(ToConfirm);
    await screen.findByRole('radiogroup', { name: 'Answer for line 10' });
    await user.click(within(group('Answer for line 10')).getByRole('radio', { name: 'Amend' }));
    const first = screen.getByRole('textbox', { name: 'Quantity of delivery 1, line 10' });
    await user.clear(first);
    await user.type(first, '6');
    await user.click(screen.getByRole('button', { name: 'Add a delivery to line 10' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity of delivery 2, line 10' }), '4');
    await user.type(
      screen.getByRole('textbox', { name: 'Date of delivery 2, line 10' }),
      '2027-03-01',
    );
    await user.type(screen.getByRole('textbox', { name: 'Reason, line 10' }), 'Backorder');
    await user.click(within(group('Answer for line 20')).getByRole('radio', { name: 'Reject' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason, line 20' }), 'Obsolete');
    // The comparison shows the split and the removed line before sending.
    const compare = await screen.findByRole('table', {
      name: 'Your answer compared with the order',
    });
    expect(within(compare).getByText('Changed: deliveries')).toBeInTheDocument();
    expect(within(compare).getByText('Line removed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(posts(api, 'answer')).toHaveLength(1));
    expect(posts(api, 'answer')[0]!.body).toEqual({
      id: 'c-1',
      version: 1,
      lines: [
        {
          lineId: 'cl-1',
          answer: 'amend',
          reason: 'Backorder',
          deliveries: [
            { quantity: 6, date: '2027-02-01' },
            { quantity: 4, date: '2027-03-01' },
          ],
        },
        { lineId: 'cl-2', answer: 'reject', reason: 'Obsolete' },
      ],
    });
    await waitFor(() => expect(onAnswered).toHaveBeenCalledWith({ id: 'c-1', state: 'changed' }));
    expect(
      await screen.findByText("Your changes wait for the buyer's decision."),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('sp-contract-answer:c-1:1')).toBeNull();
  });

  it('confirms the whole order only after the confirmation dialog', async () => {
    const { api, user, onAnswered } = await renderStory(ToConfirm);
    await user.click(await screen.findByRole('button', { name: 'Confirm the whole order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Confirm contract PO-2026-0001 as ordered?');
    expect(posts(api, 'confirmAll')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the order' }));
    await waitFor(() => expect(posts(api, 'confirmAll')).toHaveLength(1));
    expect(posts(api, 'confirmAll')[0]!.body).toEqual({ id: 'c-1', version: 1 });
    expect(onAnswered).toHaveBeenCalledWith({ id: 'c-1', state: 'confirmed' });
    expect(
      await screen.findByText('Confirmed: there is nothing left to answer.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send answer' })).not.toBeInTheDocument();
  });

  it('offers a new ship notice on a confirmed goods contract, not before it is confirmed', async () => {
    await renderStory(Confirmed);
    expect(await screen.findByRole('link', { name: 'New ship notice' })).toHaveAttribute(
      'href',
      '/sup/supContract/shipment?contract=c-3',
    );
    cleanup();
    await renderStory(ToConfirm);
    await screen.findByRole('radiogroup', { name: 'Answer for line 10' });
    expect(screen.queryByRole('link', { name: 'New ship notice' })).toBeNull();
  });

  it('has no ship notice button where the page binds no ship notice form', async () => {
    await renderWith(Confirmed, {
      props: { links: { inquiry: '/inquiry?id={id}' } },
      mock: (api) => contractHandlers(api),
    });
    expect(await screen.findByRole('table', { name: 'Lines' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New ship notice' })).toBeNull();
  });

  it('is read-only once confirmed: the lines with their answers, no answer buttons', async () => {
    await renderStory(Confirmed);
    const lines = await screen.findByRole('table', { name: 'Lines' });
    expect(within(lines).getByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm the whole order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send answer' })).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('shows a changed contract with its promised deliveries', async () => {
    await renderStory(Changed);
    const lines = await screen.findByRole('table', { name: 'Lines' });
    expect(within(lines).getByText('Amended')).toBeInTheDocument();
    expect(within(lines).getByText('Part on backorder')).toBeInTheDocument();
    expect(within(lines).getByText(/^6 × .*; 4 × /)).toBeInTheDocument();
  });

  it("shows the server's 409 and keeps the draft", async () => {
    const { user } = await renderStory(Stale);
    await screen.findByRole('radiogroup', { name: 'Answer for line 10' });
    await user.click(within(group('Answer for line 10')).getByRole('radio', { name: 'Confirm' }));
    await user.click(within(group('Answer for line 20')).getByRole('radio', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(
      await screen.findByText('Someone changed this contract meanwhile. Reload and answer again.'),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('sp-contract-answer:c-1:1')).toContain('"answer":"confirm"');
  });

  it('keeps the draft across a reload', async () => {
    const { user } = await renderStory(ToConfirm);
    await screen.findByRole('radiogroup', { name: 'Answer for line 10' });
    await user.click(within(group('Answer for line 20')).getByRole('radio', { name: 'Reject' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason, line 20' }), 'Obsolete');
    await waitFor(() =>
      expect(sessionStorage.getItem('sp-contract-answer:c-1:1')).toContain('Obsolete'),
    );
    cleanup();
    const kept = sessionStorage.getItem('sp-contract-answer:c-1:1');
    await renderWith(ToConfirm, {
      setup: () => sessionStorage.setItem('sp-contract-answer:c-1:1', kept!),
    });
    expect(await screen.findByRole('textbox', { name: 'Reason, line 20' })).toHaveValue('Obsolete');
  });

  it('tells a frozen company why it can only reject', async () => {
    const { api, user } = await renderStory(Frozen);
    await user.click(await screen.findByRole('button', { name: 'Confirm the whole order' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Confirm the order',
      }),
    );
    expect(
      await screen.findByText(/Your company is frozen, so you cannot confirm or amend/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Confirm the whole order' })).toBeDisabled();
    expect(
      within(group('Answer for line 10')).getByRole('radio', { name: 'Amend' }),
    ).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reject every line' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason, line 10' }), 'Cannot deliver');
    await user.type(screen.getByRole('textbox', { name: 'Reason, line 20' }), 'Cannot deliver');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(posts(api, 'answer')).toHaveLength(1));
    expect(
      await screen.findByText('You rejected this contract. The buyer may issue a new version.'),
    ).toBeInTheDocument();
  });

  it("says so when the contract is not the company's", async () => {
    await renderStory(NotFound);
    expect(await screen.findByText('This contract does not exist')).toBeInTheDocument();
  });

  it('says so when no contract is named, without asking the server', async () => {
    const { api } = await renderStory(NoContract);
    expect(await screen.findByText(/No contract was named/)).toBeInTheDocument();
    expect(api.requests()).toHaveLength(0);
  });

  it('reads in Chinese, the 409 included', async () => {
    const { user } = await renderWith(Chinese, {
      mock: (api) => contractHandlers(api, { stale: true }),
    });
    expect(
      await screen.findByRole('heading', { name: '合同 PO-2026-0001：APU overhaul' }),
    ).toBeTruthy();
    expect(screen.getByText('开票信息')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '整单确认' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确认订单' }));
    expect(await screen.findByText('该合同已被他人修改，请刷新后重新答复。')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '发送答复' }));
    expect(await screen.findAllByText('请答复合同的每一行')).not.toHaveLength(0);
  });

  it('offers the new ship notice in Chinese', async () => {
    await renderWith(Chinese, {
      props: { contractId: 'c-3' },
      mock: (api) => contractHandlers(api),
    });
    expect(await screen.findByRole('link', { name: '新建发货通知' })).toHaveAttribute(
      'href',
      '/sup/supContract/shipment?contract=c-3',
    );
  });
});
