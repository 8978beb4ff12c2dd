import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { messages, supplierListsApi } from '@portal/contract';
import { renderStory as render } from '../../testing/render-story';
import { supplierListHandlers } from '../../testing/supplier-list-fixtures';
import * as stories from './cage-codes.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { OneSupplier, AllSuppliers, Empty, ReadOnly, Chinese } = composeStories(stories);

const renderStory = (Story: typeof OneSupplier) =>
  render(Story, { mock: (api, p) => supplierListHandlers(api, p.fixture as never) });

const codes = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('sp-cage-codes', () => {
  it("lists one supplier's codes and adds one, upper-cased", async () => {
    const { api, mock, user } = await renderStory(OneSupplier);
    const table = await screen.findByRole('table', { name: 'CAGE codes' });
    expect(codes(table)).toEqual(['SDA01', 'SDA7K']);
    expect(
      api
        .requests()
        .filter((r) => r.path === supplierListsApi.listCageCodes.path)
        .at(-1)?.params,
    ).toMatchObject({ supplierId: 'sup-1' });

    const code = await screen.findByRole('textbox', { name: /^CAGE code/ });
    await user.type(code, '0b7x2');
    await user.click(screen.getByRole('button', { name: 'Add code' }));
    await waitFor(() =>
      expect(mock.calls('addCageCode')).toEqual([
        { supplierId: 'sup-1', code: '0B7X2', remarks: '' },
      ]),
    );
    await waitFor(() =>
      expect(codes(screen.getByRole('table', { name: 'CAGE codes' }))).toEqual([
        '0B7X2',
        'SDA01',
        'SDA7K',
      ]),
    );
    // A fresh form for the next code.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^CAGE code/ })).toHaveValue(''),
    );
  });

  it('refuses a malformed code before asking, and a taken one with its holder', async () => {
    const { mock, user } = await renderStory(OneSupplier);
    await screen.findByRole('table', { name: 'CAGE codes' });
    const code = await screen.findByRole('textbox', { name: /^CAGE code/ });
    await user.type(code, 'AB-1');
    await user.click(screen.getByRole('button', { name: 'Add code' }));
    expect(await screen.findByText(messages.en['lists.cageRule'])).toBeInTheDocument();
    expect(mock.calls('addCageCode')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, 'k3nw2');
    await user.click(screen.getByRole('button', { name: 'Add code' }));
    expect(
      await screen.findByText(
        'The CAGE code K3NW2 belongs to S100002 北风航电供应有限公司 already',
      ),
    ).toBeInTheDocument();
    expect(code).toHaveValue('k3nw2');
  });

  it('removes a code only after a confirmation', async () => {
    const { mock, user } = await renderStory(OneSupplier);
    const table = await screen.findByRole('table', { name: 'CAGE codes' });
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('SDA7K'))!;
    await user.click(within(row).getByRole('button', { name: /^Remove/ }));
    const ask = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(within(ask).getByText('Remove this CAGE code?')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mock.calls('removeCageCode')).toHaveLength(0);

    const current = () => screen.getByRole('table', { name: 'CAGE codes' });
    const again = within(current())
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('SDA7K'))!;
    await user.click(within(again).getByRole('button', { name: /^Remove/ }));
    const confirm = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(mock.calls('removeCageCode')).toEqual([{ id: 'cage-2', version: 1 }]),
    );
    await waitFor(() => expect(codes(current())).toEqual(['SDA01']));
  });

  it("lists every supplier's codes with their holders and a search", async () => {
    const { user } = await renderStory(AllSuppliers);
    const table = await screen.findByRole('table', { name: 'Supplier CAGE codes' });
    expect(codes(table)).toEqual(['K3NW2', 'SDA01', 'SDA7K']);
    expect(screen.queryByRole('button', { name: 'Add code' })).not.toBeInTheDocument();
    await user.type(
      screen.getByRole('searchbox', { name: 'CAGE code or supplier' }),
      '北风{Enter}',
    );
    await waitFor(() =>
      expect(codes(screen.getByRole('table', { name: 'Supplier CAGE codes' }))).toEqual(['K3NW2']),
    );
  });

  it('shows no form and no Remove to a reader, and says when there is no code', async () => {
    await renderStory(ReadOnly);
    const table = await screen.findByRole('table', { name: 'CAGE codes' });
    expect(within(table).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add code' })).not.toBeInTheDocument();
    document.body.innerHTML = '';
    await renderStory(Empty);
    expect(
      await screen.findByText(
        'This supplier has no CAGE code yet. Add its 5-character code below.',
      ),
    ).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    const { user } = await renderStory(Chinese);
    await screen.findByRole('table', { name: 'CAGE 码' });
    await user.click(await screen.findByRole('button', { name: '添加' }));
    expect(await screen.findByText(messages.zh['lists.cageRule'])).toBeInTheDocument();
  });
});
