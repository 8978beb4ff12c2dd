import { configure, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { shipmentHandlers } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import * as stories from './shipments.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { SupplierList, BuyerList, Chinese } = composeStories(stories);

const renderStory = (Story: typeof SupplierList) =>
  renderWith(Story, { mock: (api) => shipmentHandlers(api) });

describe('sp-shipments', () => {
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
