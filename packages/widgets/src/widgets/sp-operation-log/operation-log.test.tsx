import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import type { MockApi } from '../../testing';
import {
  manyOperationLogEntries,
  operationLogEntries,
  operationLogHandlers,
} from '../../testing/operation-log-fixtures';
import { downloadTemplate } from '../../testing/upload-fixtures';
import { renderStory as renderWith } from '../../testing/render-story';
import * as stories from './operation-log.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { Buyer, SupplierAdministrator, Empty, Loading, Chinese } = composeStories(stories);

const renderStory = (
  Story: typeof Buyer,
  entries = operationLogEntries(),
  options: { countCap?: number } = {},
) => renderWith(Story, { mock: (api) => operationLogHandlers(api, entries, options) });

const LIST = '/admin/sys/log/list';
const lastParams = (api: MockApi) =>
  api
    .requests()
    .filter((r) => r.path === LIST)
    .at(-1)?.params ?? {};
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');

describe('sp-operation-log: the list', () => {
  it("shows a buyer every company's entries with name, company, type, item, IP, MAC and time", async () => {
    await renderStory(Buyer);
    const table = await screen.findByRole('table', { name: 'Operation log' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Name', 'Company', 'Type', 'Item', 'IP', 'MAC', 'Time']),
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(cellsOf(rows[0]!)).toEqual(
      expect.arrayContaining([
        'Li Lei',
        'Modify',
        'Supplier profile: basic data: c-01',
        '10.0.0.1',
        '00-1A-2B-3C-4D-01',
      ]),
    );
    expect(cellsOf(rows[2]!)).toEqual(
      expect.arrayContaining(['Add', 'Northwind Avionics Supply Co., Ltd.']),
    );
  });

  it('leaves the company out of a supplier administrator’s list', async () => {
    await renderStory(SupplierAdministrator);
    const table = await screen.findByRole('table', { name: 'Operation log' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).not.toContain('Company');
  });

  it('filters by type, account and text on the server', async () => {
    const { api, user } = await renderStory(Buyer);
    await screen.findByRole('table', { name: 'Operation log' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Delete');
    await waitFor(() => expect(lastParams(api)).toMatchObject({ type: '4' }));
    const table = await screen.findByRole('table', { name: 'Operation log' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));

    await user.type(screen.getByRole('searchbox', { name: 'Account' }), 'north.admin{Enter}');
    await waitFor(() =>
      expect(lastParams(api)).toMatchObject({ type: '4', account: 'north.admin' }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Item, name or account' }), 'ISO{Enter}');
    await waitFor(() =>
      expect(lastParams(api)).toMatchObject({ type: '4', account: 'north.admin', q: 'ISO' }),
    );
  });

  it('narrows the list to a company picked in a row, and back', async () => {
    const { api, user } = await renderStory(Buyer);
    let table = await screen.findByRole('table', { name: 'Operation log' });
    const [north] = within(table).getAllByRole('button', {
      name: 'Northwind Avionics Supply Co., Ltd.',
    });
    await user.click(north!);
    await waitFor(() => expect(lastParams(api)).toMatchObject({ companyId: 'c-02' }));
    table = await screen.findByRole('table', { name: 'Operation log' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await user.click(
      screen.getByRole('button', { name: 'Company: Northwind Avionics Supply Co., Ltd.' }),
    );
    // Every company's page again (from the cache: it was the first one asked for).
    table = await screen.findByRole('table', { name: 'Operation log' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    expect(screen.queryByRole('button', { name: /^Company: / })).not.toBeInTheDocument();
  });

  it('opens an entry with the record before and after the change', async () => {
    const { user } = await renderStory(Buyer);
    const table = await screen.findByRole('table', { name: 'Operation log' });
    await user.click(within(table).getAllByRole('button', { name: 'Li Lei' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Log entry' });
    expect(await within(dialog).findByText(/"010-1234"/)).toBeInTheDocument();
    expect(within(dialog).getByText('Supplier profile: basic data: c-01')).toBeInTheDocument();
    expect(within(dialog).getByText(/"010-5678"/)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Before the change' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when an entry kept no record of its change', async () => {
    const { user } = await renderStory(Buyer);
    const table = await screen.findByRole('table', { name: 'Operation log' });
    await user.click(within(table).getAllByRole('button', { name: 'Zhao Min' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Log entry' });
    expect(
      (await within(dialog).findAllByText('This entry kept no record of the change.')).length,
    ).toBe(2);
  });

  it('exports the current filter with the session header in the page language', async () => {
    const { api, user } = await renderStory(Buyer);
    await screen.findByRole('table', { name: 'Operation log' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Login');
    await waitFor(() => expect(lastParams(api)).toMatchObject({ type: '1' }));
    const saved = await downloadTemplate(() =>
      user.click(screen.getByRole('button', { name: 'Export' })),
    );
    expect(saved.text).toBe('/admin/sys/log/export?type=1&lang=en Bearer access-token-fixture');
    expect(saved.fileName).toBe('Operation log.xlsx');
  });

  it('says where entries come from when there are none, and offers no export', async () => {
    await renderStory(Empty, []);
    expect(await screen.findByText(/Nothing logged yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('shows a skeleton while loading', async () => {
    await Loading.load();
    render(<Loading />);
    expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0);
  });
});

describe('sp-operation-log in Chinese', () => {
  it('speaks Chinese: headers, type names, the export and the entry', async () => {
    const { user } = await renderStory(Chinese);
    const table = await screen.findByRole('table', { name: '操作日志' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['姓名', '类型', '操作内容', 'IP 地址', '时间']),
    );
    expect(within(table).getByText('修改')).toBeInTheDocument();
    expect(within(table).getByText('登录')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeEnabled();
    await user.click(within(table).getAllByRole('button', { name: 'Li Lei' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: '日志详情' });
    expect(await within(dialog).findByRole('heading', { name: '修改前' })).toBeInTheDocument();
    expect(within(dialog).getByText('供应商资料：基本信息: c-01')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });
});

describe('sp-operation-log: items and the pager', () => {
  it('shows each item in words, with what it concerns as written, the code on hover', async () => {
    await renderStory(Buyer);
    const table = await screen.findByRole('table', { name: 'Operation log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(rows[1]!)).toContain('Signed in');
    expect(cellsOf(rows[2]!)).toContain('Authorised customs agent: c-9');
    expect(cellsOf(rows[3]!)).toContain('Signed out');
    expect(cellsOf(rows[5]!)).toContain('Exported operation log');
    expect(within(rows[2]!).getByTitle('customs.authorize:c-9')).toBeInTheDocument();
    expect(within(table).queryByText('customs.authorize:c-9')).not.toBeInTheDocument();
  });

  it('says "more than" when the server stopped counting, and still pages on', async () => {
    const { api, user } = await renderStory(Buyer, manyOperationLogEntries(45), { countCap: 40 });
    await screen.findByRole('table', { name: 'Operation log' });
    const pager = screen.getByRole('navigation', { name: /pag/i });
    expect(within(pager).getByText('More than 40')).toBeInTheDocument();
    expect(within(pager).getByText('Page 1 of more than 2')).toBeInTheDocument();
    expect(within(pager).queryByText(/in total/)).not.toBeInTheDocument();
    expect(screen.getByText(/At least 40 entries match/)).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: /next/i }));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ current: '2' }));
  });

  it('gives an exact total as such', async () => {
    await renderStory(Buyer, manyOperationLogEntries(45));
    await screen.findByRole('table', { name: 'Operation log' });
    const pager = screen.getByRole('navigation', { name: /pag/i });
    expect(within(pager).getByText('45 in total')).toBeInTheDocument();
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.queryByText(/At least/)).not.toBeInTheDocument();
  });
});

describe('sp-operation-log in Chinese: items and the pager', () => {
  it('shows the items in Chinese', async () => {
    await renderStory(Chinese);
    const table = await screen.findByRole('table', { name: '操作日志' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(rows[1]!)).toContain('登录系统');
    expect(cellsOf(rows[2]!)).toContain('授权报关代理: c-9');
    expect(cellsOf(rows[5]!)).toContain('导出操作日志');
  });

  it('says "more than" in Chinese when the count stopped', async () => {
    await renderStory(Chinese, manyOperationLogEntries(45), { countCap: 40 });
    await screen.findByRole('table', { name: '操作日志' });
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByText('超过 40 条')).toBeInTheDocument();
    expect(within(pager).getByText('第 1 页，共超过 2 页')).toBeInTheDocument();
  });
});
