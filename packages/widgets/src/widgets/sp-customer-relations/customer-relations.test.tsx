// sp-customer-relations: a supplier's relations with Add (checked by the contract rules) and End
// (a reason asked first, nothing sent on Cancel), every relation with a search, read-only, empty,
// a failed load and Chinese.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { messages, supplierRelationsApi } from '@portal/contract';
import { type MockApi } from '../../testing';
import { customerRelationHandlers } from '../../testing/supplier-relations-fixtures';
import * as stories from './customer-relations.stories';
import { renderStory as renderWith } from '../../testing/render-story';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { SupplierPage, AllRelations, ReadOnly, Empty, LoadFailed, Chinese } =
  composeStories(stories);

const renderStory = (Story: typeof SupplierPage) =>
  renderWith(Story, { mock: (api, p) => customerRelationHandlers(api, p.fixture as never) });

const lastRequest = (api: MockApi) =>
  api
    .requests()
    .filter((r) => r.path === supplierRelationsApi.listCustomerRelations.path)
    .at(-1)?.params ?? {};
const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text))!;

describe('sp-customer-relations', () => {
  it("shows one supplier's relations, active first, ended ones with their reason", async () => {
    const { api } = await renderStory(SupplierPage);
    const table = await screen.findByRole('table', { name: 'Customer relations' });
    expect(lastRequest(api)).toMatchObject({ supplierId: 'sup-1' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows.at(-1)!.textContent).toContain('Beijing Capital Airlines (JD)');
    const ended = rowOf(table, 'Contract not renewed');
    expect(within(ended).getByText('Ended')).toBeInTheDocument();
    expect(within(ended).queryByRole('button', { name: /^End/ })).not.toBeInTheDocument();
    expect(within(rowOf(table, 'HNA Technic')).getByText('Repair')).toBeInTheDocument();
    // One supplier's page: no supplier column, no search.
    expect(within(table).queryByText('Pacific Avionics Ltd.')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Supplier name or code')).not.toBeInTheDocument();
  });

  it('adds a relation only with its company, business and date, checked by the contract rules', async () => {
    const { mock, user } = await renderStory(SupplierPage);
    await screen.findByRole('table', { name: 'Customer relations' });
    await user.click(screen.getByRole('button', { name: 'Add relation' }));
    const form = within(
      await screen.findByRole('dialog', { name: 'Add a customer relation' }, { timeout: 10_000 }),
    );
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(await form.findByText(messages.en['relations.sinceRule'])).toBeInTheDocument();
    expect(mock.calls('addCustomerRelation')).toHaveLength(0);

    await user.selectOptions(form.getByLabelText(/^Group company/), 'PN');
    await user.selectOptions(form.getByLabelText(/^Business/), 'repair');
    await user.type(form.getByLabelText(/^Since/), '2025-02-01');
    await user.click(form.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(mock.calls('addCustomerRelation')).toEqual([
        expect.objectContaining({
          supplierId: 'sup-1',
          member: 'PN',
          businessType: 'repair',
          since: '2025-02-01',
        }),
      ]),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Add a customer relation' }),
      ).not.toBeInTheDocument(),
    );
    const table = screen.getByRole('table', { name: 'Customer relations' });
    expect(await within(table).findByText('West Air (PN)')).toBeInTheDocument();
  });

  it('ends a relation only with a reason, and sends nothing on Cancel', async () => {
    const { mock, user } = await renderStory(SupplierPage);
    const table = await screen.findByRole('table', { name: 'Customer relations' });
    await user.click(within(rowOf(table, 'Hainan Airlines')).getByRole('button', { name: /^End/ }));
    let dialog = await screen.findByRole(
      'dialog',
      { name: /^End the customer relation: / },
      { timeout: 10_000 },
    );
    expect(within(dialog).getByText(/no longer be listed as serving Hainan Airlines/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Gone from the page, not only from the accessibility tree: a click on End while the closing
    // dialog still holds the focus trap (a loaded machine) would go nowhere.
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), {
      timeout: 10_000,
    });
    expect(mock.calls('endCustomerRelation')).toHaveLength(0);

    await user.click(within(rowOf(table, 'Hainan Airlines')).getByRole('button', { name: /^End/ }));
    dialog = await screen.findByRole(
      'dialog',
      { name: /^End the customer relation: / },
      { timeout: 10_000 },
    );
    const form = within(dialog);
    await user.click(form.getByRole('button', { name: 'End relation' }));
    expect(await form.findByText(messages.en['relations.reasonRequired'])).toBeInTheDocument();
    await user.click(form.getByLabelText(/^Reason/));
    await user.paste('Supplier left the market');
    await user.click(form.getByRole('button', { name: 'End relation' }));
    await waitFor(() =>
      expect(mock.calls('endCustomerRelation')).toEqual([
        { id: 'rel-1', version: 1, reason: 'Supplier left the market' },
      ]),
    );
    expect(
      await within(screen.getByRole('table', { name: 'Customer relations' })).findByText(
        'Supplier left the market',
      ),
    ).toBeInTheDocument();
  });

  it('lists every relation with a search and filters without supplier-id', async () => {
    const { api, user } = await renderStory(AllRelations);
    const table = await screen.findByRole('table', { name: 'Customer relations of all suppliers' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(lastRequest(api).supplierId).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Add relation' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Business'), 'dept21');
    await waitFor(() => expect(lastRequest(api)).toMatchObject({ businessType: 'dept21' }));
    await waitFor(() =>
      expect(
        within(
          screen.getByRole('table', { name: 'Customer relations of all suppliers' }),
        ).getAllByRole('row'),
      ).toHaveLength(2),
    );
    expect(screen.getByText('Pacific Avionics Ltd.')).toBeInTheDocument();
  });

  it('offers no Add or End without supplier:lists:manage', async () => {
    await renderStory(ReadOnly);
    const table = await screen.findByRole('table', { name: 'Customer relations' });
    expect(screen.queryByRole('button', { name: 'Add relation' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^End/ })).not.toBeInTheDocument();
  });

  it('says so when empty', async () => {
    await renderStory(Empty);
    expect(
      await screen.findByText('This supplier serves no group company yet.'),
    ).toBeInTheDocument();
  });

  it('offers Retry after a failed load', async () => {
    await renderStory(LoadFailed);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await renderStory(Chinese);
    const table = await screen.findByRole('table', { name: '客户关系' });
    expect(within(table).getByText('海南航空（HU）')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加关系' })).toBeInTheDocument();
  });
});
