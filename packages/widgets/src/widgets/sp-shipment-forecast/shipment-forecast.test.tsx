import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { forecastHandlers, inDays, type MockApi } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import * as stories from './shipment-forecast.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { SupplierList, SupplierPlan, BuyerList, BuyerPlan, Stale, Chinese, ChineseBuyerList } =
  composeStories(stories);

async function renderStory(Story: typeof SupplierList) {
  return renderWith(Story, {
    mock: (api, p) => forecastHandlers(api, (p as { fixture?: object }).fixture),
  });
}

const saves = (api: MockApi) =>
  api.requests().filter((r) => r.method === 'POST' && r.path.endsWith('/saveLine'));

describe('sp-shipment-forecast', () => {
  it("lists the supplier's confirmed contracts with the planned share and a worded slipped flag", async () => {
    const { user } = await renderStory(SupplierList);
    const table = await screen.findByRole('table', { name: 'Shipment forecast' });
    const late = within(table).getByRole('link', { name: 'PO-2026-0101' }).closest('tr')!;
    expect(within(late).getByText('4 of 14')).toBeInTheDocument();
    expect(within(late).getByText('Later than delivery date')).toBeInTheDocument();
    const onTime = within(table).getByRole('link', { name: 'PO-2026-0102' }).closest('tr')!;
    expect(within(onTime).getByText('On time')).toBeInTheDocument();
    await user.click(within(table).getByRole('link', { name: 'PO-2026-0102' }));
    expect(stories.navigate).toHaveBeenCalledWith('/sup/supContract/forecast?id=fc-2');
  });

  it('plans a line with a reason and shows the change in the history', async () => {
    const { user, api } = await renderStory(SupplierPlan);
    expect(await screen.findByRole('table', { name: 'History of changes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Plan shipments of line 20' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Ship date 1/ }), inDays(7));
    await user.type(within(dialog).getByRole('textbox', { name: /Quantity 1/ }), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Add a shipment' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Ship date 2/ }), inDays(14));
    await user.type(within(dialog).getByRole('textbox', { name: /Quantity 2/ }), '4');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for the change/ }),
      'First plan',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves(api)[0]!.body).toEqual({
      id: 'fc-1',
      version: 2,
      lineNo: 20,
      entries: [
        { date: inDays(7), quantity: 6 },
        { date: inDays(14), quantity: 4 },
      ],
      reason: 'First plan',
    });
    const history = await screen.findByRole('table', { name: 'History of changes' });
    await waitFor(() => expect(within(history).getAllByText('First plan')).toHaveLength(2));
  });

  it('refuses more than the line quantity and a past date before asking the server', async () => {
    const { user, api } = await renderStory(SupplierPlan);
    await user.click(await screen.findByRole('button', { name: 'Plan shipments of line 10' }));
    const dialog = await screen.findByRole('dialog');
    const quantity = within(dialog).getByRole('textbox', { name: /Quantity 2/ });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(
      await within(dialog).findByText(
        'The planned quantities together cannot exceed the line quantity (4)',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove shipment 2' }));
    const date = within(dialog).getByRole('textbox', { name: /Ship date 1/ });
    await user.clear(date);
    await user.type(date, inDays(-3));
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await within(dialog).findByText('The date cannot be in the past')).toBeInTheDocument();
    expect(saves(api)).toHaveLength(0);
  });

  it("keeps the dialog open with the server's 409", async () => {
    const { user } = await renderStory(Stale);
    await user.click(await screen.findByRole('button', { name: 'Plan shipments of line 10' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove shipment 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(
      await within(dialog).findByText('Someone changed this plan meanwhile. Reload and try again.'),
    ).toBeInTheDocument();
  });

  it('lists planned shipments for the buyer by date, flagged and filtered', async () => {
    const { user, api } = await renderStory(BuyerList);
    const table = await screen.findByRole('table', { name: 'Shipment forecast' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('link')[0]!.textContent)).toEqual([
      'PO-2026-0102',
      'PO-2026-0101',
      'PO-2026-0101',
    ]);
    expect(within(rows[2]!).getByText('Later than delivery date')).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Later than delivery date/ }),
      'true',
    );
    await waitFor(() => expect(api.requests().some((r) => r.params.slipped === 'true')).toBe(true));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('shows the buyer the plan and its history without editing', async () => {
    await renderStory(BuyerPlan);
    const history = await screen.findByRole('table', { name: 'History of changes' });
    expect(within(history).getByText('Forging delayed at the sub-supplier')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Plan shipments/ })).not.toBeInTheDocument();
  });

  it('reads in Chinese: the plan, the flag and the editor', async () => {
    const { user } = await renderStory(Chinese);
    expect(await screen.findByRole('table', { name: '变更记录' })).toBeInTheDocument();
    expect(screen.getAllByText('晚于交货日期').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '计划第 20 行的发货' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /数量 1/ }), '11');
    await user.type(within(dialog).getByRole('textbox', { name: /发货日期 1/ }), inDays(3));
    await user.click(within(dialog).getByRole('button', { name: '保存计划' }));
    expect(await within(dialog).findByText('计划数量合计不能超过行数量（10）')).toBeInTheDocument();
  });

  it('reads in Chinese: the buyer list', async () => {
    await renderStory(ChineseBuyerList);
    const table = await screen.findByRole('table', { name: '发货计划' });
    expect(within(table).getAllByText('按期').length).toBe(2);
  });
});
