// sp-contract-list's Answer by spreadsheet: the toolbar button opens the kit's batch upload with
// the contract feedback template; the report says which contracts were answered and which rows
// were refused; closing after an upload that answered something refetches the list.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { contractHandlers, type ContractFixture, type MockApi } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import { downloadTemplate } from '../../testing/upload-fixtures';
import * as stories from './contract-list.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { ToConfirm, Chinese } = composeStories(stories);
const wait = { timeout: 15_000 };
const xlsx = () => new File(['PK'], 'feedback.xlsx');
const lists = (api: MockApi) =>
  api.requests().filter((r) => r.path === '/admin/contract/Contract/list').length;

const renderStory = (Story: typeof ToConfirm) =>
  renderWith<Parameters<typeof ToConfirm>[0], ContractFixture>(Story, {
    mock: (api) => contractHandlers(api),
  });

describe('sp-contract-list feedback upload', () => {
  it('downloads the template, uploads the answers, shows the report and reloads the list', async () => {
    const { api, user } = await renderStory(ToConfirm);
    await screen.findByRole('table', { name: 'Contracts and orders' }, wait);
    await user.click(screen.getByRole('button', { name: 'Answer by spreadsheet' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    const saved = await downloadTemplate(() =>
      user.click(within(dialog).getByRole('button', { name: 'Download template' })),
    );
    expect(saved.text).toBe(
      '/admin/file/template/contractFeedback?lang=en Bearer access-token-fixture',
    );
    await user.upload(within(dialog).getByLabelText('Upload the filled-in template'), xlsx());
    expect(await within(dialog).findByText('1 contract answered.', {}, wait)).toBeVisible();
    expect(within(dialog).getByText('PO-2026-0001 (rows 2, 3): Confirmed')).toBeVisible();
    const refused = within(dialog).getByRole('table', { name: 'Rows that could not be read' });
    expect(within(refused).getByText('Please give a reason')).toBeInTheDocument();
    const before = lists(api);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    await waitFor(() => expect(lists(api)).toBeGreaterThan(before), wait);
    expect(
      await screen.findByRole('button', { name: 'Answer by spreadsheet' }, wait),
    ).toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    const { user } = await renderStory(Chinese);
    await user.click(await screen.findByRole('button', { name: '表格批量答复' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(dialog).toHaveTextContent('通过表格答复合同');
    await user.upload(within(dialog).getByLabelText('上传填好的模板'), xlsx());
    expect(await within(dialog).findByText('已答复 1 份合同。', {}, wait)).toBeVisible();
  });
});
