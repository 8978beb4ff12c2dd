import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { mailboxHandlers, mailboxRows, type MockApi } from '../../testing';
import * as stories from './dev-mailbox.stories';
import { renderStory as renderWith } from '../../testing/render-story';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { Inbox, OneAddress, Empty, TurnedOff, Loading, Chinese } = composeStories(stories);

const renderStory = (
  Story: typeof Inbox,
  opts: Parameters<typeof mailboxHandlers>[1] = {},
  props: { refreshMs?: number } = {},
) => renderWith(Story, { props, mock: (api) => mailboxHandlers(api, opts) });

const listCalls = (api: MockApi) => api.requests().filter((r) => r.path === '/dev/mailbox');

describe('sp-dev-mailbox', () => {
  it('lists the e-mails newest first and opens one to read its body', async () => {
    const { user } = await renderStory(Inbox);
    expect(await screen.findByText('3 e-mails')).toBeInTheDocument();
    const headers = screen.getAllByRole('button', { expanded: false });
    expect(headers.map((h) => h.textContent)).toEqual([
      expect.stringContaining('Your supplier audit, step 1'),
      expect.stringContaining('Supplier registration invitation'),
      expect.stringContaining('Your supplier audit, step 3'),
    ]);
    expect(headers[1]).toHaveTextContent('To: sales@pacific-avionics.example');
    expect(screen.queryByText(/K7P2QX9M/)).not.toBeInTheDocument();
    await user.click(headers[1]!);
    expect(await screen.findByText(/Your invitation code: K7P2QX9M/)).toBeVisible();
  });

  it('filters by address on the server', async () => {
    const { api, user } = await renderStory(Inbox);
    await screen.findByText('3 e-mails');
    await user.type(screen.getByRole('searchbox', { name: 'Recipient address' }), 'li.na{Enter}');
    await waitFor(() => expect(listCalls(api).at(-1)?.params).toMatchObject({ to: 'li.na' }));
    expect(await screen.findByText('2 e-mails')).toBeInTheDocument();
  });

  it('starts filtered when the page names an address', async () => {
    const { api } = await renderStory(OneAddress);
    expect(await screen.findByText('1 e-mail')).toBeInTheDocument();
    expect(listCalls(api)[0]?.params).toMatchObject({ to: 'pacific' });
  });

  it('refreshes by itself, so a new e-mail shows up', async () => {
    const rows = mailboxRows();
    const { api } = await renderStory(Inbox, { rows }, { refreshMs: 200 });
    await screen.findByText('3 e-mails');
    await act(async () => {
      rows.unshift({ ...rows[0]!, id: 'mail-new', subject: 'A brand-new e-mail' });
    });
    expect(await screen.findByText('A brand-new e-mail', {}, { timeout: 3000 })).toBeVisible();
    expect(listCalls(api).length).toBeGreaterThan(1);
  });

  it('says so when the server has the mailbox off, and stops asking', async () => {
    const { api } = await renderStory(TurnedOff, { off: true }, { refreshMs: 100 });
    expect(await screen.findByText(/The dev mailbox is turned off on this server/)).toBeVisible();
    const asked = listCalls(api).length;
    await new Promise((r) => setTimeout(r, 350));
    expect(listCalls(api).length).toBe(asked);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    await renderStory(Empty, { rows: [] });
    expect(await screen.findByText('No e-mails yet.')).toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    await Loading.load();
    render(<Loading />);
    expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0);
  });

  it('speaks Chinese', async () => {
    await renderStory(Chinese);
    const region = await screen.findByRole('region', { name: '开发邮箱' });
    expect(await within(region).findByText('共 3 封邮件')).toBeInTheDocument();
    expect(within(region).getByRole('searchbox', { name: '收件人地址' })).toBeInTheDocument();
  });
});
