import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { shipmentHandlers, type MockApi, type ShipmentFixtureOptions } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import * as stories from './shipments.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const {
  SupplierList,
  SupplierListLinked,
  SupplierNotice,
  Delivered,
  Stale,
  Frozen,
  BuyerList,
  BuyerNotice,
  Chinese,
  ChineseNotice,
} = composeStories(stories);

const renderStory = (Story: typeof SupplierList) =>
  renderWith(Story, {
    mock: (api, p) =>
      shipmentHandlers(api, undefined, (p as { fixture?: ShipmentFixtureOptions }).fixture),
  });

const writes = (api: MockApi) => api.requests().filter((r) => r.method === 'POST');

describe('sp-shipments list', () => {
  it('lists the supplier’s ship notices with state, transport and a worded dangerous mark', async () => {
    await renderStory(SupplierList);
    const table = await screen.findByRole('table', { name: 'Ship notices' });
    const row = within(table).getByText('PO-2026-0042-S2').closest('tr')!;
    expect(within(row).getByText('Planned')).toBeInTheDocument();
    expect(within(row).getByText('Land')).toBeInTheDocument();
    expect(within(row).getByText('Dangerous')).toBeInTheDocument();
    const first = within(table).getByText('PO-2026-0042-S1').closest('tr')!;
    expect(within(first).getByText('In transit')).toBeInTheDocument();
    expect(within(first).getByText('General')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Supplier' })).toBeNull();
  });

  it('filters by state', async () => {
    const { user, api } = await renderStory(SupplierList);
    const table = await screen.findByRole('table', { name: 'Ship notices' });
    await within(table).findByText('PO-2026-0042-S3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'delivered');
    await vi.waitFor(() =>
      expect(within(table).queryByText('PO-2026-0042-S1')).not.toBeInTheDocument(),
    );
    expect(within(table).getByText('PO-2026-0042-S3')).toBeInTheDocument();
    expect(api.requests().some((r) => r.params.state === 'delivered')).toBe(true);
  });

  it('opens a notice in place, and back to the list', async () => {
    const { user } = await renderStory(SupplierList);
    const table = await screen.findByRole('table', { name: 'Ship notices' });
    await user.click(within(table).getByText('PO-2026-0042-S2'));
    expect(
      await screen.findByRole('heading', { name: 'Ship notice PO-2026-0042-S2' }),
    ).toBeInTheDocument();
    await user.click(screen.getByText('Back to the ship notices'));
    expect(await screen.findByRole('table', { name: 'Ship notices' })).toBeInTheDocument();
  });

  it('links a notice to its page when the host gives one', async () => {
    const { user } = await renderStory(SupplierListLinked);
    const table = await screen.findByRole('table', { name: 'Ship notices' });
    const link = within(table).getByRole('link', { name: 'PO-2026-0042-S2' });
    expect(link).toHaveAttribute('href', '/sup/supContract/shipment?id=s-2');
    await user.click(link);
    expect(stories.navigate).toHaveBeenCalledWith('/sup/supContract/shipment?id=s-2');
  });

  it('shows the buyer every supplier’s shipments with the supplier column', async () => {
    const { api } = await renderStory(BuyerList);
    const table = await screen.findByRole('table', { name: 'Shipments' });
    expect(within(table).getByRole('columnheader', { name: 'Supplier' })).toBeInTheDocument();
    expect(api.requests().some((r) => r.path.endsWith('/hnaShipment/list'))).toBe(true);
  });

  it('speaks Chinese', async () => {
    await renderStory(Chinese);
    const table = await screen.findByRole('table', { name: '发货通知' });
    const row = within(table).getByText('PO-2026-0042-S1').closest('tr')!;
    expect(within(row).getByText('运输中')).toBeInTheDocument();
    expect(within(row).getByText('空运')).toBeInTheDocument();
  });
});

describe('sp-shipments notice page', () => {
  it('shows shipping info, dangerous goods, boxes with their chargeable weight and the total', async () => {
    await renderStory(SupplierNotice);
    expect(await screen.findByRole('heading', { name: 'Shipping info' })).toBeInTheDocument();
    expect(screen.getByText('SF1234567')).toBeInTheDocument();
    expect(screen.getByText('Kerry Logistics')).toBeInTheDocument();
    // 60×50×40 cm is 20 kg volumetric (over 8 kg gross); 30×30×30 cm weighs its 12 kg.
    expect(screen.getByText('32 kg')).toBeInTheDocument();
    const boxes = screen.getByRole('table', { name: 'Boxes' });
    const first = within(boxes).getByText('1/2').closest('tr')!;
    expect(within(first).getByText('8 kg')).toBeInTheDocument();
    expect(within(first).getByText('20 kg')).toBeInTheDocument();
    expect(within(first).getByText('line 10 × 2; line 20 × 1')).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Lines' });
    const battery = within(lines).getByText('UN3480').closest('tr')!;
    expect(within(battery).getByText('Lithium ion batteries')).toBeInTheDocument();
    expect(within(battery).getByRole('link', { name: 'ELT-battery-SDS.pdf' })).toBeInTheDocument();
    expect(within(battery).getByText('Yes')).toBeInTheDocument();
  });

  it('marks a planned notice shipped after a confirmation, at the version shown', async () => {
    const { user, api } = await renderStory(SupplierNotice);
    await user.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    expect(screen.getByRole('button', { name: 'Report an exception' })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Mark PO-2026-0042-S2 shipped?' });
    await user.type(within(dialog).getByRole('textbox'), 'Collected by Kerry');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(api)[0]!.path).toMatch(/\/shipment\/move$/);
    expect(writes(api)[0]!.body).toEqual({
      id: 's-2',
      version: 1,
      state: 'shipped',
      remarks: 'Collected by Kerry',
    });
    expect(SupplierNotice.args.onMoved).toHaveBeenCalledWith({ id: 's-2', state: 'shipped' });
    expect(await screen.findByRole('button', { name: 'Mark in transit' })).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { user, api } = await renderStory(SupplierNotice);
    await user.click(await screen.findByRole('button', { name: 'Report an exception' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(api)).toHaveLength(0);
  });

  it('shows the server’s refusal above the notice: stale 409 and frozen 403', async () => {
    const stale = await renderStory(Stale);
    await stale.user.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog');
    await stale.user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(
      await screen.findByText('Someone changed this ship notice meanwhile. Reload and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    stale.unmount();
    const frozen = await renderStory(Frozen);
    await frozen.user.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    await frozen.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark shipped' }),
    );
    expect(await screen.findByText(/frozen/i)).toBeInTheDocument();
  });

  it('leaves a delivered notice without moves', async () => {
    await renderStory(Delivered);
    expect(await screen.findByText('Delivered: nothing more to do.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark/ })).not.toBeInTheDocument();
  });

  it('lets the buyer only mark a notice in transit delivered', async () => {
    const { user, api } = await renderStory(BuyerNotice);
    await user.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    expect(screen.queryByRole('button', { name: 'Report an exception' })).not.toBeInTheDocument();
    expect(screen.getByText('Sky Parts Co.')).toBeInTheDocument();
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Mark PO-2026-0042-S1 delivered?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(writes(api)).toHaveLength(1));
    expect(writes(api)[0]!.path).toMatch(/\/hnaShipment\/delivered$/);
    expect(writes(api)[0]!.body).toEqual({ id: 's-1', version: 1, remarks: '' });
    expect(await screen.findByText('Delivered: nothing more to do.')).toBeInTheDocument();
  });

  it('reads in Chinese: the notice, its boxes and the move', async () => {
    const { user } = await renderStory(ChineseNotice);
    expect(
      await screen.findByRole('heading', { name: '发货通知 PO-2026-0042-S2' }),
    ).toBeInTheDocument();
    const boxes = screen.getByRole('table', { name: '箱单' });
    expect(within(boxes).getByText('第 10 行 × 2; 第 20 行 × 1')).toBeInTheDocument();
    expect(within(boxes).getByText('20 千克')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '标记为已发货' }));
    expect(
      await screen.findByRole('dialog', { name: '将 PO-2026-0042-S2 标记为已发货？' }),
    ).toBeInTheDocument();
  });
});
