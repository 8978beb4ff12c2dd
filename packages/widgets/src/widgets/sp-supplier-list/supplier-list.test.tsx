import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { messages, supplierListsApi } from '@portal/contract';
import type { MockApi } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import { supplierListHandlers } from '../../testing/supplier-list-fixtures';
import * as stories from './supplier-list.stories';

vi.setConfig({ testTimeout: 30_000 });
// Dialogs render in a portal that Fluent marks; queries look everywhere.
configure({ defaultHidden: true });

const {
  Blacklist,
  Admitted,
  Qualified,
  Tiers,
  TierDetail,
  OwnEquipment,
  Transport,
  Unlinked,
  Empty,
  Loading,
  LoadFailed,
  ReadOnly,
  Chinese,
} = composeStories(stories);

const renderStory = (Story: typeof Blacklist) =>
  renderWith(Story, { mock: (api, p) => supplierListHandlers(api, p.fixture as never) });

const lastRequest = (api: MockApi, path: string) =>
  api
    .requests()
    .filter((r) => r.path === path)
    .at(-1)?.params ?? {};
const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text))!;

describe('sp-supplier-list: blacklist', () => {
  it('shows the blacklist and the dishonest list as tabs', async () => {
    const { api, user } = await renderStory(Blacklist);
    const table = await screen.findByRole('table', { name: 'Supplier blacklist' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(lastRequest(api, supplierListsApi.listBlacklist.path)).toMatchObject({
      list: 'blacklist',
    });
    expect(rowOf(table, 'Phantom Parts')).toBeDefined();

    await user.click(screen.getByRole('tab', { name: 'Dishonest suppliers' }));
    await waitFor(() =>
      expect(lastRequest(api, supplierListsApi.listBlacklist.path)).toMatchObject({
        list: 'dishonest',
      }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Supplier blacklist' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    expect(screen.getByText('Beijing Hengxin Aviation')).toBeInTheDocument();
  });

  it('adds a tax ID only with a reason, checked by the contract rules', async () => {
    const { mock, user } = await renderStory(Blacklist);
    await screen.findByRole('table', { name: 'Supplier blacklist' });
    await user.click(screen.getByRole('button', { name: 'Add to a list' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Add to the blacklist or the dishonest list' },
      { timeout: 10_000 },
    );
    const form = within(dialog);
    expect(form.getByLabelText(/^List/)).toHaveDisplayValue('Blacklist');
    await user.type(form.getByLabelText(/^Company name/), 'Grey Market Spares');
    await user.type(form.getByLabelText(/^Tax ID/), 'no!');
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(await form.findByText(messages.en['lists.reasonRequired'])).toBeInTheDocument();
    expect(form.getByText(messages.en['lists.taxIdRule'])).toBeInTheDocument();
    expect(mock.calls('addBlacklist')).toHaveLength(0);

    await user.clear(form.getByLabelText(/^Tax ID/));
    await user.type(form.getByLabelText(/^Tax ID/), '91330100ma2grey01');
    await user.selectOptions(form.getByLabelText(/^List/), 'dishonest');
    await user.type(form.getByLabelText(/^Reason/), 'Court list of dishonest debtors');
    await user.click(form.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(mock.calls('addBlacklist')).toEqual([
        {
          list: 'dishonest',
          taxId: '91330100MA2GREY01',
          companyName: 'Grey Market Spares',
          reason: 'Court list of dishonest debtors',
        },
      ]),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Add to the blacklist or the dishonest list' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('asks for a reason before removing, and sends nothing on Cancel', async () => {
    const { mock, user } = await renderStory(Blacklist);
    const table = await screen.findByRole('table', { name: 'Supplier blacklist' });
    // By its title's text: right after a dialog closed, jsdom may not yet compute the next one's
    // name from aria-labelledby.
    const ask = async () => {
      const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
      expect(
        within(dialog).getByText('Remove from the list: Phantom Parts Brokers LLC'),
      ).toBeInTheDocument();
      return within(dialog);
    };
    await user.click(
      within(rowOf(table, 'Phantom Parts')).getByRole('button', { name: /^Remove/ }),
    );
    const first = await ask();
    expect(first.getByText(/may register again/)).toBeInTheDocument();
    await user.click(first.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.calls('removeBlacklist')).toHaveLength(0);

    const current = () => screen.getByRole('table', { name: 'Supplier blacklist' });
    await user.click(
      within(rowOf(current(), 'Phantom Parts')).getByRole('button', { name: /^Remove/ }),
    );
    const again = await ask();
    await user.click(again.getByRole('button', { name: 'Remove' }));
    expect(await again.findByText(messages.en['lists.reasonRequired'])).toBeInTheDocument();
    expect(mock.calls('removeBlacklist')).toHaveLength(0);
    await user.type(again.getByLabelText(/^Reason/), 'Cleared by the quality audit');
    await user.click(again.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(mock.calls('removeBlacklist')).toEqual([
        { id: 'bl-2', version: 1, reason: 'Cleared by the quality audit' },
      ]),
    );
    await waitFor(() => expect(within(current()).getAllByRole('row')).toHaveLength(2));
  });

  it('offers neither Add nor Remove without the manage permission', async () => {
    await renderStory(ReadOnly);
    const table = await screen.findByRole('table', { name: 'Supplier blacklist' });
    expect(screen.queryByRole('button', { name: 'Add to a list' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('says so when a list is empty', async () => {
    await renderStory(Empty);
    expect(await screen.findByText('Nobody is on this list.')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    const { user } = await renderStory(Chinese);
    await screen.findByRole('table', { name: '供应商黑名单' });
    expect(screen.getByRole('tab', { name: '失信供应商' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '加入名单' }));
    const form = within(
      await screen.findByRole('dialog', { name: '加入黑名单或失信名单' }, { timeout: 10_000 }),
    );
    await user.click(form.getByRole('button', { name: '添加' }));
    expect(await form.findByText(messages.zh['lists.reasonRequired'])).toBeInTheDocument();
  });
});

describe('sp-supplier-list: other lists', () => {
  it('admitted: mutual recognition with the qualified suppliers in a second tab; Remove asks', async () => {
    const { api, mock, user } = await renderStory(Admitted);
    const table = await screen.findByRole('table', { name: 'Mutual recognition admittance' });
    const row = rowOf(table, '北风航电');
    await user.click(within(row).getByRole('button', { name: /^Remove/ }));
    const ask = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(within(ask).getByText(/audit state stays/)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mock.calls('removeAdmit')).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Qualified suppliers' }));
    const qualified = await screen.findByRole('table', { name: 'Qualified suppliers' });
    // Qualified transport suppliers are qualified suppliers too.
    expect(within(qualified).getAllByRole('row')).toHaveLength(4);
    expect(lastRequest(api, supplierListsApi.listDirectory.path)).toMatchObject({
      scope: 'qualified',
    });
  });

  it('qualified: filters by freeze and links each supplier to its audit', async () => {
    const { api, user } = await renderStory(Qualified);
    const table = await screen.findByRole('table', { name: 'Qualified suppliers' });
    const link = within(table).getByRole('link', { name: '演示航空零件有限公司' });
    expect(link).toHaveAttribute('href', '/hna/commercialApproval/detail/index?id=sup-1');
    expect(rowOf(table, 'SDA01, SDA7K')).toBeDefined();
    // Business types and the quality grade are columns of the list.
    expect(within(table).getByRole('columnheader', { name: 'Business types' })).toBeDefined();
    expect(within(table).getByRole('columnheader', { name: 'Quality grade' })).toBeDefined();
    const demo = rowOf(table, 'SDA01, SDA7K');
    expect(within(demo).getByText('Purchase, Repair')).toBeDefined();
    expect(within(demo).getByText('A')).toBeDefined();
    await user.selectOptions(screen.getByLabelText('Freeze'), 'frozen');
    await waitFor(() =>
      expect(lastRequest(api, supplierListsApi.listDirectory.path)).toMatchObject({
        frozen: 'frozen',
      }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Qualified suppliers' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
  });

  it('transport: every transport supplier with its audit state', async () => {
    const { api } = await renderStory(Transport);
    const table = await screen.findByRole('table', { name: 'Transport suppliers' });
    expect(lastRequest(api, supplierListsApi.listDirectory.path)).toMatchObject({
      scope: 'transport',
    });
    expect(within(rowOf(table, 'Sky Freight')).getByText('Pending business review')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Sky Freight' })).toHaveAttribute(
      'href',
      '/hna/pdSup/detail/index?id=sup-4',
    );
  });

  it('shows names as text on a page that binds no links', async () => {
    await renderStory(Unlinked);
    const table = await screen.findByRole('table', { name: 'Qualified suppliers' });
    expect(within(table).getByText('演示航空零件有限公司')).toBeInTheDocument();
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
  });

  it('tier detail: authorizes with a validity date', async () => {
    const { mock, user } = await renderStory(TierDetail);
    expect(await screen.findByText('Precision Castings Ltd.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/hna/secondSup/index',
    );
    expect(screen.getByText('Not authorized')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Authorize' }));
    const form = within(
      await screen.findByRole(
        'dialog',
        { name: 'Authorize the tier supplier: Precision Castings Ltd.' },
        { timeout: 10_000 },
      ),
    );
    await user.click(form.getByRole('button', { name: 'Authorize' }));
    expect(await form.findByText(messages.en['lists.dateRule'])).toBeInTheDocument();
    await user.type(form.getByLabelText(/^Authorized until/), '2027-12-31');
    await user.click(form.getByRole('button', { name: 'Authorize' }));
    await waitFor(() =>
      expect(mock.calls('authorizeTier')).toEqual([
        { id: 'tier-2', version: 1, validUntil: '2027-12-31', remarks: '' },
      ]),
    );
    // The page reloads the record: the badge and the date change.
    await waitFor(() => expect(screen.queryByText('Not authorized')).not.toBeInTheDocument());
    expect(screen.getByText('Renew authorization')).toBeInTheDocument();
  });

  it('tiers: adds a supplier of a primary supplier chosen among the qualified ones', async () => {
    const { mock, user } = await renderStory(Tiers);
    const table = await screen.findByRole('table', { name: 'Second and third tier suppliers' });
    expect(within(table).getByRole('link', { name: 'Wuxi Precision Seals' })).toHaveAttribute(
      'href',
      '/hna/secondSup/detailAuthorize?id=tier-1',
    );
    await user.click(screen.getByRole('button', { name: 'Add tier supplier' }));
    const form = within(
      await screen.findByRole('dialog', { name: 'Add a tier supplier' }, { timeout: 10_000 }),
    );
    // The qualified suppliers, asked of the server as the user types (a combobox, not a select).
    const primary = await form.findByRole('combobox', { name: /^Primary supplier/ });
    await user.click(primary);
    expect(
      await form.findByRole('option', { name: 'S100001 演示航空零件有限公司' }),
    ).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(await form.findByText(messages.en['lists.primaryRequired'])).toBeInTheDocument();
    await user.type(primary, '北风');
    await waitFor(() =>
      expect(form.queryByRole('option', { name: /演示航空/ })).not.toBeInTheDocument(),
    );
    await user.click(await form.findByRole('option', { name: 'S100002 北风航电供应有限公司' }));
    expect(primary).toHaveValue('S100002 北风航电供应有限公司');
    await user.selectOptions(form.getByLabelText(/^Tier/), 'third');
    await user.type(form.getByLabelText(/^Company name/), 'Kowloon Plating');
    // A long list filters as the user types.
    const country = form.getByRole('combobox', { name: /^Country or region/ });
    await user.type(country, 'hong');
    await user.click(await form.findByRole('option', { name: 'Hong Kong, China' }));
    await user.type(form.getByLabelText(/^Supplies/), 'Cadmium plating');
    await user.click(form.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(mock.calls('addTier')).toEqual([
        {
          primaryId: 'sup-2',
          tier: 'third',
          name: 'Kowloon Plating',
          country: 'HK',
          supplies: 'Cadmium plating',
          remarks: '',
        },
      ]),
    );
  });

  it('own equipment: checks the ATA chapter and removes after a confirmation', async () => {
    const { mock, user } = await renderStory(OwnEquipment);
    const table = await screen.findByRole('table', { name: 'Third-party own-equipment suppliers' });
    await user.click(screen.getByRole('button', { name: 'Add own-equipment supplier' }));
    const form = within(
      await screen.findByRole(
        'dialog',
        { name: 'Add an own-equipment supplier' },
        { timeout: 10_000 },
      ),
    );
    await user.type(form.getByLabelText(/^ATA chapter/), '3');
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(await form.findByText(messages.en['lists.ataRule'])).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    // Typed values are not dropped without asking.
    const discard = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    await user.click(within(discard).getAllByRole('button').at(-1)!);

    await user.click(within(rowOf(table, 'Honeywell')).getByRole('button', { name: /^Remove/ }));
    const ask = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(within(ask).getByText('Remove this entry?')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(mock.calls('removeOwnEquipment')).toEqual([{ id: 'own-1', version: 1 }]),
    );
    expect(mock.calls('addOwnEquipment')).toHaveLength(0);
  });

  it('shows a skeleton while loading and Retry after a failure', async () => {
    await Loading.load();
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    unmount();
    await renderStory(LoadFailed);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
