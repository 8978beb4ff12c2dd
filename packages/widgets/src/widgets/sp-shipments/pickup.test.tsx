// The notice page's pickup and handover: the supplier arranges the pickup, the buyer corrects the
// recorded collection; the contract's phone rule before sending; in both languages.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { shipmentHandlers, type MockApi } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import * as stories from './shipments.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { SupplierNotice, BuyerNotice, ChineseNotice } = composeStories(stories);

const renderStory = (Story: typeof SupplierNotice) =>
  renderWith(Story, { mock: (api) => shipmentHandlers(api) });

const writes = (api: MockApi) => api.requests().filter((r) => r.method === 'POST');

describe('sp-shipments pickup and handover', () => {
  it('lets the supplier arrange the pickup of a planned notice', async () => {
    const { user, api } = await renderStory(SupplierNotice);
    expect(await screen.findByText('No pickup arranged yet.')).toBeInTheDocument();
    expect(screen.getByText('Not collected yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Arrange pickup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pickup of PO-2026-0042-S2' });
    await user.type(within(dialog).getByRole('textbox', { name: /Pickup address/ }), 'Hangar 3');
    await user.type(within(dialog).getByRole('textbox', { name: /Contact/ }), 'Wang Fang');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), 'call me');
    fireEvent.change(within(dialog).getByLabelText(/Ready from/), {
      target: { value: '2026-12-01T09:00' },
    });
    await user.type(within(dialog).getByRole('textbox', { name: /Opening hours/ }), 'Mon-Fri');
    await user.click(within(dialog).getByRole('button', { name: 'Save pickup' }));
    expect(
      within(dialog).getByText('A phone number has 6-30 digits, spaces, dashes or brackets'),
    ).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);
    await user.clear(within(dialog).getByRole('textbox', { name: /Phone/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '+86 898 6575 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save pickup' }));
    await waitFor(() => expect(writes(api)).toHaveLength(1));
    const sent = writes(api)[0]!;
    expect(sent.path).toMatch(/\/shipment\/pickup$/);
    expect(sent.body).toMatchObject({
      id: 's-2',
      version: 1,
      pickup: {
        address: 'Hangar 3',
        contact: 'Wang Fang',
        phone: '+86 898 6575 1234',
        openingHours: 'Mon-Fri',
      },
    });
    const readyAt = (sent.body as { pickup: { readyAt: string } }).pickup.readyAt;
    expect(new Date(readyAt).getTime()).toBe(new Date(2026, 11, 1, 9, 0).getTime());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the buyer the pickup and the collection, which it may correct', async () => {
    const { user, api } = await renderStory(BuyerNotice);
    expect(await screen.findByText('Hangar 3, Meilan Airport, Haikou')).toBeInTheDocument();
    expect(screen.getByText('Zhao Lei (Kerry Logistics)')).toBeInTheDocument();
    expect(screen.getByText('李娜 (supplier)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /pickup/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Correct handover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Handover of PO-2026-0042-S1' });
    const pieces = within(dialog).getByRole('textbox', { name: /Pieces/ });
    expect(pieces).toHaveValue('2');
    await user.clear(pieces);
    await user.type(pieces, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Record handover' }));
    await waitFor(() => expect(writes(api)).toHaveLength(1));
    expect(writes(api)[0]!.path).toMatch(/\/hnaShipment\/handover$/);
    expect(writes(api)[0]!.body).toMatchObject({
      id: 's-1',
      version: 1,
      handover: { collectedBy: 'Zhao Lei (Kerry Logistics)', pieces: 3 },
    });
  });

  it('reads in Chinese', async () => {
    await renderStory(ChineseNotice);
    expect(await screen.findByRole('heading', { name: '提货与交接' })).toBeInTheDocument();
    expect(screen.getByText('尚未安排提货。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '安排提货' })).toBeInTheDocument();
  });
});
