import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { approvalTasksApi } from '@portal/contract';
import { approvalTaskHandlers } from '../../testing/approval-tasks-fixtures';
import * as stories from './approval-tasks.stories';
import { renderStory as renderWith } from '../../testing/render-story';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { Commercial, Empty, LoadFailed, Chinese } = composeStories(stories);

const renderStory = (Story: typeof Commercial) =>
  renderWith(Story, { mock: (api, p) => approvalTaskHandlers(api, p.fixture as never) });

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('sp-approval-tasks', () => {
  it('lists what waits, oldest first, with a count, each linked to its approval page', async () => {
    await renderStory(Commercial);
    const table = await screen.findByRole('table', { name: 'My approval tasks' });
    expect(await screen.findByText('3 approvals wait for you')).toBeInTheDocument();
    const rows = rowsOf(table);
    expect(rows).toHaveLength(3);
    const transport = within(rows[0]!).getByRole('link', { name: '顺达航空物流有限公司' });
    expect(transport).toHaveAttribute('href', '/hna/pdCommercialApproval/approval?id=sup-7');
    expect(within(rows[0]!).getByText('Pending business review')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Business review')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Supplier audit')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Transport')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'Pacific Avionics Ltd.' })).toHaveAttribute(
      'href',
      '/hna/commercialApproval/approval?id=sup-4',
    );
    expect(within(rows[2]!).getByText('OA failed')).toBeInTheDocument();
  });

  it('opens a task through the portal navigation on a plain click', async () => {
    const { user } = await renderStory(Commercial);
    const table = await screen.findByRole('table', { name: 'My approval tasks' });
    await user.click(within(table).getByRole('link', { name: '天工航材有限公司' }));
    expect(stories.navigate).toHaveBeenCalledWith('/hna/commercialApproval/approval?id=sup-1');
  });

  it('searches by supplier', async () => {
    const { api, user } = await renderStory(Commercial);
    await screen.findByRole('table', { name: 'My approval tasks' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Supplier name or code' }),
      'Pacific{Enter}',
    );
    await waitFor(() =>
      expect(
        api
          .requests()
          .filter((r) => r.path === approvalTasksApi.listApprovalTasks.path)
          .at(-1)?.params,
      ).toMatchObject({ q: 'Pacific' }),
    );
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: 'My approval tasks' }))).toHaveLength(1),
    );
  });

  it('says so when nothing waits', async () => {
    await renderStory(Empty);
    expect(await screen.findByText('No approvals wait for you')).toBeInTheDocument();
    expect(
      await screen.findByText(/Nothing waits for you\. Approvals appear here/),
    ).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    await renderStory(LoadFailed);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await renderStory(Chinese);
    const table = await screen.findByRole('table', { name: '我的审批任务' });
    expect(within(table).getAllByText('待业务审核').length).toBe(2);
    expect(await screen.findByText('有 3 项审批等待您处理')).toBeInTheDocument();
  });
});
