// One definition, a whole screen: the kit's list, its Add and Edit dialogs, a lookup over a call, a
// searchable enum, lazily loaded rules, a row link by route ref, a per-field render, the server's
// words after Remove, and the parts an embedding page styles.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/contract';
import { renderStory } from '../../testing/render-story';
import { supplierListHandlers } from '../../testing/supplier-list-fixtures';
import * as stories from './resource-crud.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { Screen, Unlinked, ReadOnly, Chinese } = composeStories(stories);

const watched = (Story: typeof Screen) =>
  renderStory(Story, { mock: (api) => supplierListHandlers(api) });
const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text))!;

describe('a resource screen from one definition', () => {
  it('shows the fields as the definition says, with the row link bound by the page', async () => {
    const { container } = await renderStory(Screen);
    const table = await screen.findByRole('table', { name: 'Tier suppliers' });
    const name = within(table).getByRole('columnheader', { name: /Company name/ });
    // Width and sorting come with the field; the column names it only.
    expect(name).toHaveStyle({ width: '220px' });
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(within(table).getByRole('link', { name: 'Wuxi Precision Seals' })).toHaveAttribute(
      'href',
      '/hna/secondSup/detailAuthorize?id=tier-1',
    );
    // The field's own render: the primary supplier with its code.
    expect(within(rowOf(table, 'Wuxi')).getByText(/^S1000\d\d · /)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Third tier' })).toBeInTheDocument();
    for (const part of ['list', 'toolbar', 'tabs', 'filters', 'table', 'pagination']) {
      expect(container.querySelector(`[part="${part}"]`)).not.toBeNull();
    }
  });

  it('shows names as text where the page binds no link', async () => {
    await renderStory(Unlinked);
    const table = await screen.findByRole('table', { name: 'Tier suppliers' });
    expect(within(table).getByText('Wuxi Precision Seals')).toBeInTheDocument();
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
  });

  it('adds through the Add dialog: rules, a lookup and a searchable list', async () => {
    const { mock, user } = await watched(Screen);
    await screen.findByRole('table', { name: 'Tier suppliers' });
    await user.click(screen.getByRole('button', { name: 'Add tier supplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a tier supplier' });
    expect(
      dialog.closest('[part="dialog"]') ?? dialog.querySelector('[part="dialog"]'),
    ).toBeTruthy();
    const form = within(dialog);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(messages.en['lists.primaryRequired'])).toBeInTheDocument();
    expect(mock.calls('addTier')).toHaveLength(0);

    await user.type(await form.findByRole('combobox', { name: /^Primary supplier/ }), '演示');
    await user.click(await form.findByRole('option', { name: 'S100001 演示航空零件有限公司' }));
    await user.type(form.getByLabelText(/^Company name/), 'Kowloon Plating');
    await user.type(
      form.getByRole('combobox', { name: /^Country or region/ }),
      'hong{ArrowDown}{Enter}',
    );
    await user.type(form.getByLabelText(/^Supplies/), 'Cadmium plating');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mock.calls('addTier')).toEqual([
        {
          primaryId: 'sup-1',
          tier: 'second',
          name: 'Kowloon Plating',
          country: 'HK',
          supplies: 'Cadmium plating',
          remarks: '',
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = await screen.findByRole('table', { name: 'Tier suppliers' });
    await waitFor(() => expect(rowOf(table, 'Kowloon Plating')).toBeDefined());
  });

  it('edits a row in the Edit dialog, prefilled from the row, with its id and version', async () => {
    const { mock, user } = await watched(Screen);
    const table = await screen.findByRole('table', { name: 'Tier suppliers' });
    const row = rowOf(table, 'Precision Castings');
    await user.click(within(row).getByRole('button', { name: /^Authorize/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Authorize Precision Castings Ltd.' });
    const form = within(dialog);
    await user.type(form.getByLabelText(/^Authorized until/), '2027-12-31');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mock.calls('authorizeTier')).toEqual([
        { id: 'tier-2', version: 1, validUntil: '2027-12-31', remarks: expect.any(String) },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("removes after the question and says the server's words", async () => {
    const { mock, user } = await watched(Screen);
    const table = await screen.findByRole('table', { name: 'Tier suppliers' });
    await user.click(within(rowOf(table, 'Wuxi')).getByRole('button', { name: /^Remove/ }));
    const ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(mock.calls('removeTier')).toEqual([{ id: 'tier-1', version: 2 }]));
    expect(await screen.findByText(messages.en['lists.removed'])).toBeInTheDocument();
  });

  it('offers no Add, Edit or Remove to a reader', async () => {
    await renderStory(ReadOnly);
    const table = await screen.findByRole('table', { name: 'Tier suppliers' });
    expect(screen.queryByRole('button', { name: 'Add tier supplier' })).not.toBeInTheDocument();
    // Only the sortable headers are buttons: no row offers Authorize or Remove.
    expect(within(table).queryByRole('button', { name: /^(Authorize|Remove)/ })).toBeNull();
    expect(
      within(table)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Company name']);
  });

  it('speaks Chinese, the dialog too', async () => {
    const { user } = await renderStory(Chinese);
    await screen.findByRole('table', { name: '分级供应商' });
    await user.click(screen.getByRole('button', { name: '添加分级供应商' }));
    const form = within(await screen.findByRole('dialog', { name: '添加分级供应商' }));
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText(messages.zh['lists.primaryRequired'])).toBeInTheDocument();
  });
});
