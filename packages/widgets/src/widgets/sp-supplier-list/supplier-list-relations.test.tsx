// sp-supplier-list's relation kinds: new suppliers (state, invitation, link to the commercial
// audit, filters) and the capability list (badges, the three filters, link to the quality audit),
// empty lists, a failed load and Chinese.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { supplierRelationsApi } from '@portal/contract';
import type { MockApi } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import { supplierRelationHandlers } from '../../testing/supplier-relations-fixtures';
import * as stories from './supplier-list-relations.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const {
  NewSuppliers,
  Capabilities,
  NewSuppliersEmpty,
  CapabilitiesEmpty,
  CapabilitiesFailed,
  CapabilitiesChinese,
} = composeStories(stories);

const renderStory = (Story: typeof NewSuppliers) =>
  renderWith(Story, { mock: (api, p) => supplierRelationHandlers(api, p.fixture as never) });

const lastRequest = (api: MockApi, path: string) =>
  api
    .requests()
    .filter((r) => r.path === path)
    .at(-1)?.params ?? {};
const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text))!;

describe('sp-supplier-list: new suppliers', () => {
  it('shows each new supplier with its state and invitation, linking to its audit', async () => {
    const { api, user } = await renderStory(NewSuppliers);
    const table = await screen.findByRole('table', { name: 'New suppliers' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const invited = rowOf(table, '星辰航空器材有限公司');
    expect(within(invited).getByText('To be evaluated')).toBeInTheDocument();
    expect(within(invited).getByText('Buyer Admin')).toBeInTheDocument();
    expect(within(rowOf(table, 'Harbor Repair')).getByText('Returned')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '星辰航空器材有限公司' })).toHaveAttribute(
      'href',
      '/hna/commercialApproval/approval?id=new-1',
    );

    await user.selectOptions(screen.getByLabelText('Audit state'), 'returned');
    await waitFor(() =>
      expect(lastRequest(api, supplierRelationsApi.listNewSuppliers.path)).toMatchObject({
        state: 'returned',
      }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'New suppliers' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    expect(screen.queryByText('星辰航空器材有限公司')).not.toBeInTheDocument();
  });

  it('says when there is no new supplier', async () => {
    await renderStory(NewSuppliersEmpty);
    expect(
      await screen.findByText(
        'No new supplier. Suppliers appear here while in their admission and for 30 days after they register.',
      ),
    ).toBeInTheDocument();
  });
});

describe('sp-supplier-list: capability list', () => {
  it('lists capabilities with their state, linking to the quality audit of the supplier', async () => {
    await renderStory(Capabilities);
    const table = await screen.findByRole('table', { name: 'Supplier capability list' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const review = rowOf(table, 'Landing gear');
    expect(within(review).getByText('Under review')).toBeInTheDocument();
    expect(within(review).getByText('Repair')).toBeInTheDocument();
    expect(within(rowOf(table, 'Engine')).getByText('No pass')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Pacific Avionics Ltd.' })).toHaveAttribute(
      'href',
      '/hna/qualityApproval/approval?id=sup-2',
    );
  });

  it('filters by business type, product type and state', async () => {
    const { api, user } = await renderStory(Capabilities);
    await screen.findByRole('table', { name: 'Supplier capability list' });
    const path = supplierRelationsApi.listCapabilities.path;
    await user.selectOptions(screen.getByLabelText('Business type'), 'purchase');
    await waitFor(() => expect(lastRequest(api, path)).toMatchObject({ businessType: 'purchase' }));
    await user.selectOptions(screen.getByLabelText('Product type'), 'engine');
    await user.selectOptions(screen.getByLabelText('Review state'), 'noPass');
    await waitFor(() =>
      expect(lastRequest(api, path)).toMatchObject({
        businessType: 'purchase',
        productType: 'engine',
        status: 'noPass',
      }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Supplier capability list' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    expect(screen.getByText('Pacific Avionics Ltd.')).toBeInTheDocument();
  });

  it('says when there is none', async () => {
    await renderStory(CapabilitiesEmpty);
    expect(
      await screen.findByText(
        'No supplier capability yet. Suppliers declare theirs in their company profile.',
      ),
    ).toBeInTheDocument();
  });

  it('offers Retry after a failure', async () => {
    await renderStory(CapabilitiesFailed);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await renderStory(CapabilitiesChinese);
    const table = await screen.findByRole('table', { name: '供应商能力清单' });
    expect(within(rowOf(table, 'Pacific Avionics')).getByText('未通过')).toBeInTheDocument();
    expect(screen.getByLabelText('业务类型')).toBeInTheDocument();
  });
});
