import { screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { customsInfoHandlers, uploadHandlers } from '../../testing';
import { renderStory as render } from '../../testing/render-story';
import * as stories from './customs-info.stories';

vi.setConfig({ testTimeout: 30_000 });

const { Supplier, NoBroker, Buyer, Carrier, CarrierChinese, Chinese } = composeStories(stories);
// Generous: the form's dialog and rules load lazily, and a loaded machine takes seconds for it.
const wait = { timeout: 15_000 };

const renderStory = (Story: typeof Supplier, brokers?: []) =>
  render(Story, {
    mock: (api) => {
      uploadHandlers(api);
      return customsInfoHandlers(api, undefined, brokers);
    },
  });

async function openForm(user: Awaited<ReturnType<typeof renderStory>>['user'], notice: string) {
  const table = await screen.findByRole('table', { name: 'Customs information' }, wait);
  const row = (await within(table).findByText(notice, {}, wait)).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: /Customs info/ }));
  return screen.findByRole('dialog', {}, wait);
}

describe('sp-customs-info', () => {
  it('lists the supplier’s ship notices with their customs state and declaration', async () => {
    await renderStory(Supplier);
    const table = await screen.findByRole('table', { name: 'Customs information' }, wait);
    const declared = (await within(table).findByText('PO-2026-0042-S2', {}, wait)).closest('tr')!;
    expect(within(declared).getByText('Declared')).toBeVisible();
    expect(within(declared).getByText('8803300000')).toBeVisible();
    expect(within(declared).getByText('312220261000000012')).toBeVisible();
    expect(within(declared).getByText('Wang Haiguan')).toBeVisible();
    const open = within(table).getByText('PO-2026-0042-S1').closest('tr')!;
    expect(within(open).getByText('To declare')).toBeVisible();
    expect(screen.queryByText(/no valid customs-broker authorization/)).toBeNull();
  });

  it('saves the corrected customs information with the notice and its version', async () => {
    const { mock, user } = await renderStory(Supplier);
    const dialog = await openForm(user, 'PO-2026-0042-S2');
    const hs = await within(dialog).findByLabelText(/^HS code/, {}, wait);
    await user.clear(hs);
    await user.type(hs, '8803100000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mock.saved()).toHaveLength(1), wait);
    expect(mock.saved()[0]).toMatchObject({
      shipmentId: 's-2',
      version: 2,
      hsCode: '8803100000',
      brokerId: 'cus-1',
      state: 'declared',
      declarationNumber: '312220261000000012',
      documentIds: ['file-9'],
    });
  });

  it('offers only the customs states the record may move to', async () => {
    const { user } = await renderStory(Supplier);
    const options = async (dialog: HTMLElement) => {
      const select = await within(dialog).findByRole('combobox', { name: /^Customs state/ }, wait);
      // The states offered, less the select's empty "Select…".
      return within(select)
        .getAllByRole<HTMLOptionElement>('option')
        .filter((o) => o.value !== '')
        .map((o) => o.textContent);
    };
    // Not declared yet: declared at the most, never released or held straight away.
    const first = await openForm(user, 'PO-2026-0042-S1');
    expect(await options(first)).toEqual(['To declare', 'Declared']);
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    // Declared: no way back to "to declare".
    const second = await openForm(user, 'PO-2026-0042-S2');
    expect(await options(second)).toEqual(['Declared', 'Released', 'Held']);
  });

  it('refuses an 8-digit HS code before any request', async () => {
    const { mock, user } = await renderStory(Supplier);
    const dialog = await openForm(user, 'PO-2026-0042-S2');
    const hs = await within(dialog).findByLabelText(/^HS code/, {}, wait);
    await user.clear(hs);
    await user.type(hs, '88031000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/The HS code has exactly 10 digits/, {}, wait),
    ).toBeVisible();
    expect(mock.saved()).toHaveLength(0);
  });

  it('points to the authorization screen when the company has no valid broker', async () => {
    await renderStory(NoBroker, []);
    expect(
      await screen.findByText(/no valid customs-broker authorization/, {}, wait),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Authorize a customs broker' })).toHaveAttribute(
      'href',
      '/sup/supCustoms/detailAuthorize',
    );
  });

  it('shows the buyer every supplier’s customs information, read-only', async () => {
    const { api } = await renderStory(Buyer);
    const table = await screen.findByRole(
      'table',
      { name: 'Customs information of shipments' },
      wait,
    );
    expect(within(table).getByRole('columnheader', { name: 'Supplier' })).toBeVisible();
    await within(table).findByText('PO-2026-0042-S2', {}, wait);
    expect(within(table).queryByRole('button', { name: /Customs info/ })).toBeNull();
    expect(api.requests().some((r) => r.path.endsWith('/hnaCustoms/list'))).toBe(true);
  });

  it('shows the transport supplier the customs records of the notices it carries, read-only', async () => {
    const { api } = await renderStory(Carrier);
    const table = await screen.findByRole(
      'table',
      { name: 'Customs information of the shipments you carry' },
      wait,
    );
    expect(within(table).getByRole('columnheader', { name: 'Supplier' })).toBeVisible();
    await within(table).findByText('PO-2026-0042-S2', {}, wait);
    expect(within(table).queryByRole('button', { name: /Customs info/ })).toBeNull();
    expect(api.requests().some((r) => r.path.endsWith('/pdCustoms/list'))).toBe(true);
  });

  it('speaks Chinese to the transport supplier', async () => {
    await renderStory(CarrierChinese);
    const table = await screen.findByRole('table', { name: '您承运货物的报关信息' }, wait);
    await within(table).findByText('PO-2026-0042-S2', {}, wait);
    expect(within(table).getByRole('columnheader', { name: '供应商' })).toBeVisible();
  });

  it('speaks Chinese', async () => {
    await renderStory(Chinese);
    const table = await screen.findByRole('table', { name: '报关信息' }, wait);
    const row = (await within(table).findByText('PO-2026-0042-S2', {}, wait)).closest('tr')!;
    expect(within(row).getByText('已申报')).toBeVisible();
    expect(within(table).getByText('待申报')).toBeVisible();
  });
});
