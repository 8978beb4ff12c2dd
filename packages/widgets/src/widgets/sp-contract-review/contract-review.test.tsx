import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { contractHandlers, type ContractFixture, type MockApi } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import * as stories from './contract-review.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { List, Changed, ToConfirm, Closed, Stale, ListChinese, ChangedChinese } =
  composeStories(stories);

async function renderStory(Story: typeof List) {
  const onDecided = fn();
  const onOpen = fn();
  const view = await renderWith<Parameters<typeof List>[0], ContractFixture>(Story, {
    props: { onDecided, onOpen },
    mock: (api, p) => contractHandlers(api, (p as { fixture?: object }).fixture),
  });
  return { ...view, onDecided, onOpen };
}

const listParams = (api: MockApi) =>
  api
    .requests()
    .filter((r) => r.path === '/admin/contract/hnaContract/list')
    .at(-1)?.params ?? {};
const posts = (api: MockApi, move: string) =>
  api.requests().filter((r) => r.path === `/admin/contract/hnaContract/${move}`);

describe('sp-contract-review', () => {
  it('opens on the changed tab, shows the supplier and filters by supplier code, kind and search', async () => {
    const { api, user, onOpen } = await renderStory(List);
    const table = await screen.findByRole('table', { name: 'Contract review' });
    expect(screen.getByRole('tab', { name: 'Changed, waiting for the buyer' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(listParams(api)).toMatchObject({ state: 'changed' });
    expect(within(table).getByText('Haikou Aero Parts')).toBeInTheDocument();
    const link = within(table).getByRole('link', { name: 'PO-2026-0004' });
    expect(link).toHaveAttribute('href', '/hna/hnaContract/index?id=c-4');

    await user.click(screen.getByRole('tab', { name: 'To confirm' }));
    await waitFor(() => expect(listParams(api)).toMatchObject({ state: 'toConfirm' }));
    await user.type(screen.getByRole('searchbox', { name: /Supplier code/ }), 'S100002');
    await waitFor(() => expect(listParams(api)).toMatchObject({ supplierCode: 'S100002' }));
    expect(await within(table).findByRole('link', { name: 'PO-2026-0007' })).toBeTruthy();
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'PO-2026-0001' })).toBeNull(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Purchase');
    await waitFor(() => expect(listParams(api)).toMatchObject({ kind: 'purchase' }));
    await user.clear(screen.getByRole('searchbox', { name: /Supplier code/ }));
    await user.type(screen.getByRole('searchbox', { name: /Number or title/ }), '0002');
    await waitFor(() => expect(listParams(api)).toMatchObject({ q: '0002', kind: 'purchase' }));
    await waitFor(() => expect(listParams(api).supplierCode).toBeUndefined());
    await user.click(
      await screen.findByRole('link', { name: 'PO-2026-0002' }, { timeout: 10_000 }),
    );
    expect(onOpen).toHaveBeenCalledWith({ id: 'c-2' });
    expect(stories.navigate).toHaveBeenCalledWith('/hna/hnaContract/index?id=c-2');
  });

  it('accepts the changes only after the confirmation', async () => {
    const { api, user, onDecided } = await renderStory(Changed);
    expect(
      await screen.findByRole('heading', { name: 'Contract PO-2026-0004: Landing gear spares' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Supplier: Haikou Aero Parts (S100001)')).toBeInTheDocument();
    expect(screen.getByText('91460000201259827X')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept changes' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Accept the changes to PO-2026-0004?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts(api, 'acceptChange')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Accept changes' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Accept changes' }));
    await waitFor(() => expect(posts(api, 'acceptChange')).toHaveLength(1));
    expect(posts(api, 'acceptChange')[0]!.body).toEqual({ id: 'c-4', version: 1 });
    expect(onDecided).toHaveBeenCalledWith({ id: 'c-4', state: 'confirmed' });
    expect(await screen.findByText('Confirmed: both sides agree.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept changes' })).toBeNull();
  });

  it('refuses the changes only with a remark', async () => {
    const { api, user, onDecided } = await renderStory(Changed);
    await user.click(await screen.findByRole('button', { name: 'Refuse changes' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse changes' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    expect(posts(api, 'refuseChange')).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Why you refuse the changes/ }),
      'Price above the frame agreement',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refuse changes' }));
    await waitFor(() => expect(posts(api, 'refuseChange')).toHaveLength(1));
    expect(posts(api, 'refuseChange')[0]!.body).toEqual({
      id: 'c-4',
      version: 1,
      remark: 'Price above the frame agreement',
    });
    expect(onDecided).toHaveBeenCalledWith({ id: 'c-4', state: 'toConfirm' });
    expect(
      await screen.findByText("This contract waits for the supplier's answer."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes a contract after a destructive confirmation, the remark optional', async () => {
    const { api, user, onDecided } = await renderStory(ToConfirm);
    expect(await screen.findByRole('button', { name: 'Close contract' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refuse changes' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close contract' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Close PO-2026-0001?');
    await user.click(within(dialog).getByRole('button', { name: 'Close contract' }));
    await waitFor(() => expect(posts(api, 'close')).toHaveLength(1));
    expect(posts(api, 'close')[0]!.body).toEqual({ id: 'c-1', version: 1, remark: '' });
    expect(onDecided).toHaveBeenCalledWith({ id: 'c-1', state: 'closed' });
    expect(
      await screen.findByText('Closed: this contract can no longer change.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close contract' })).toBeNull();
  });

  it('offers no move on a closed contract', async () => {
    await renderStory(Closed);
    expect(
      await screen.findByText('Closed: this contract can no longer change.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close contract' })).toBeNull();
  });

  it('shows the stale version 409 and reloads', async () => {
    const { api, user, onDecided } = await renderStory(Stale);
    await user.click(await screen.findByRole('button', { name: 'Accept changes' }));
    const dialog = await screen.findByRole('dialog');
    const before = api.requests().filter((r) => r.path.endsWith('hnaContract/detail')).length;
    await user.click(within(dialog).getByRole('button', { name: 'Accept changes' }));
    expect(
      await screen.findByText('Someone changed this contract meanwhile. Reload and answer again.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.requests().filter((r) => r.path.endsWith('hnaContract/detail')).length,
      ).toBeGreaterThan(before),
    );
    expect(onDecided).not.toHaveBeenCalled();
  });

  it('reads in Chinese: the list opens on the changed tab', async () => {
    await renderWith(ListChinese, { mock: (api) => contractHandlers(api) });
    await screen.findByRole('table', { name: '合同审核' });
    expect(screen.getByRole('tab', { name: '已变更，待采购方处理' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('searchbox', { name: /供应商编码/ })).toBeInTheDocument();
  });

  it('reads in Chinese on the page, the remark required and the 409', async () => {
    const { user } = await renderWith(ChangedChinese, {
      mock: (api) => contractHandlers(api, { decisionStale: true }),
    });
    expect(await screen.findByText('供应商：Haikou Aero Parts（S100001）')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '拒绝修改' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '拒绝修改' }));
    expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /拒绝修改的原因/ }), '价格过高');
    await user.click(within(dialog).getByRole('button', { name: '拒绝修改' }));
    expect(await screen.findByText('该合同已被他人修改，请刷新后重新答复。')).toBeInTheDocument();
  });
});
