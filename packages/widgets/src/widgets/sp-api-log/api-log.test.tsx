import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { apiLogDetails, apiLogHandlers, simulatorHandlers, type MockApi } from '../../testing';
import * as stories from './api-log.stories';
import { prettyJson } from '../../kit/field-value';
import { delayFromSeconds } from './simulator-panel';
import { renderStory as renderWith } from '../../testing/render-story';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { List, FailedEntry, WaitingEntry, Empty, Loading, Chinese } = composeStories(stories);

const renderStory = (Story: typeof List, details = apiLogDetails()) =>
  renderWith(Story, {
    mock: (api) => {
      apiLogHandlers(api, details);
      simulatorHandlers(api);
    },
  });

const lastParams = (api: MockApi, path: string) =>
  api
    .requests()
    .filter((r) => r.path === path)
    .at(-1)?.params ?? {};
const LIST = '/admin/sys/apiLog/list';
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');

describe('sp-api-log: the list', () => {
  it('lists requests and answers with system, result badge, duration and a link to each', async () => {
    await renderStory(List);
    const table = await screen.findByRole('table', { name: 'API log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    expect(cellsOf(rows[0]!)).toEqual(
      expect.arrayContaining(['OA', 'supplier.submitOA', 'Answer', 'Answered', '3,000']),
    );
    expect(cellsOf(rows[1]!)).toEqual(expect.arrayContaining(['Request', 'Sent']));
    expect(cellsOf(rows[2]!)).toEqual(expect.arrayContaining(['QAUDIT', 'Failed', '503']));
    const link = within(rows[2]!).getByRole('link', { name: 'supplier.submitQAUDIT' });
    expect(link).toHaveAttribute('href', '/sys/apiLog/detail?id=log-2-in');
  });

  it('opens an entry through the page navigation', async () => {
    const { user } = await renderStory(List);
    const table = await screen.findByRole('table', { name: 'API log' });
    await user.click(within(table).getAllByRole('link', { name: 'mail.invite' })[0]!);
    expect(stories.navigate).toHaveBeenCalledWith('/sys/apiLog/detail?id=log-4-in');
  });

  it('filters by system, result and text on the server', async () => {
    const { api, user } = await renderStory(List);
    await screen.findByRole('table', { name: 'API log' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Request or endpoint' }),
      'invite{Enter}',
    );
    await waitFor(() => expect(lastParams(api, LIST)).toMatchObject({ q: 'invite' }));
    const table = await screen.findByRole('table', { name: 'API log' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Result' }), 'Failed');
    await waitFor(() => expect(lastParams(api, LIST)).toMatchObject({ ok: 'false', q: 'invite' }));
  });

  it('says where entries come from when there are none', async () => {
    await renderStory(Empty, []);
    expect(await screen.findByText(/No calls to outside systems yet/)).toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    await Loading.load();
    render(<Loading />);
    expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0);
  });
});

describe('sp-api-log: the simulator', () => {
  it('shows each system and saves a new answer and delay', async () => {
    const { api, user } = await renderStory(List);
    const qaudit = await screen.findByRole('group', { name: 'QAUDIT' });
    expect(within(qaudit).getByRole('combobox', { name: 'Answer' })).toHaveValue('fail');
    expect(
      within(screen.getByRole('group', { name: 'ERP' })).getByText(/A real endpoint is configured/),
    ).toBeInTheDocument();

    await user.selectOptions(within(qaudit).getByRole('combobox', { name: 'Answer' }), 'approve');
    const delay = within(qaudit).getByRole('spinbutton', { name: 'Delay (seconds)' });
    await user.clear(delay);
    await user.type(delay, '2.5');
    await user.click(within(qaudit).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        api.requests().find((r) => r.path === '/admin/sys/simulator' && r.method === 'POST')?.body,
      ).toEqual({
        system: 'qaudit',
        answer: 'approve',
        delayMs: 2500,
      }),
    );
  });

  it('refuses a delay that is not a number of seconds', async () => {
    const { user } = await renderStory(List);
    const oa = await screen.findByRole('group', { name: 'OA' });
    const delay = within(oa).getByRole('spinbutton', { name: 'Delay (seconds)' });
    await user.clear(delay);
    await user.type(delay, '9999');
    expect(within(oa).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(delayFromSeconds('1.5')).toBe(1500);
    expect(delayFromSeconds('-1')).toBeNull();
    expect(delayFromSeconds('')).toBeNull();
    expect(delayFromSeconds('600')).toBe(600_000);
    expect(delayFromSeconds('601')).toBeNull();
  });
});

describe('sp-api-log: an entry', () => {
  it('shows the call, the message state and the JSON, and resends after confirming', async () => {
    const { api, user } = await renderStory(FailedEntry);
    expect(await screen.findByRole('heading', { name: 'API log entry' })).toBeInTheDocument();
    expect(screen.getByText('https://qaudit.example.com/api/review')).toBeInTheDocument();
    expect(screen.getByText('HTTP 503')).toBeInTheDocument();
    const request = screen.getByRole('region', { name: 'Request' });
    expect(within(request).getByText(/"supplierId": "sup-2"/)).toBeInTheDocument();
    const response = screen.getByRole('region', { name: 'Response' });
    expect(within(response).getByText(/"error": "busy"/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend this message?' });
    expect(api.history()).not.toContain('POST /admin/sys/apiLog/resend');
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(api.history()).toContain('POST /admin/sys/apiLog/resend'));
    expect(api.requests().find((r) => r.path === '/admin/sys/apiLog/resend')?.body).toEqual({
      id: 'log-2-in',
    });
    // Reloaded after the resend: the message now waits to be sent, so Resend is off.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled());
    expect(screen.getByText('Waiting to be sent')).toBeInTheDocument();
  });

  it('does not resend when the confirmation is cancelled', async () => {
    const { api, user } = await renderStory(FailedEntry);
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.history()).not.toContain('POST /admin/sys/apiLog/resend');
  });

  it('keeps Resend off while the message waits for its answer', async () => {
    await renderStory(WaitingEntry);
    expect(await screen.findByRole('button', { name: 'Resend' })).toBeDisabled();
    expect(screen.getByText(/still waiting to be sent or answered/)).toBeInTheDocument();
    expect(screen.getByText(/A request has no response of its own/)).toBeInTheDocument();
  });

  it('prints JSON with indents', () => {
    expect(prettyJson({ a: { b: 1 } })).toBe('{\n  "a": {\n    "b": 1\n  }\n}');
    expect(prettyJson('plain')).toBe('plain');
  });
});

describe('sp-api-log in Chinese', () => {
  it('speaks Chinese', async () => {
    await renderStory(Chinese);
    const table = await screen.findByRole('table', { name: '接口日志' });
    expect(within(table).getByRole('columnheader', { name: '请求类型' })).toBeInTheDocument();
    expect(within(table).getAllByText('已应答').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: '模拟器' })).toBeInTheDocument();
  });
});
