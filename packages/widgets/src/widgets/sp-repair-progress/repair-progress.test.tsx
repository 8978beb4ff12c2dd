import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { repairHandlers, uploadHandlers, type MockApi } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import * as stories from './repair-progress.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const {
  SupplierList,
  SupplierPage,
  ReadyToShip,
  AddCost,
  BuyerPage,
  BuyerQuotation,
  Stale,
  Frozen,
  ChineseStale,
  Chinese,
  ChinesePage,
} = composeStories(stories);

async function renderStory(Story: typeof SupplierList) {
  return renderWith(Story, {
    mock: (api, p) => {
      uploadHandlers(api);
      repairHandlers(api, (p as { fixture?: object }).fixture);
    },
  });
}

const posts = (api: MockApi, path: string) =>
  api.requests().filter((r) => r.method === 'POST' && r.path.endsWith(path));

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .filter((o) => (o as HTMLOptionElement).value)
    .map((o) => o.textContent);

describe('sp-repair-progress', () => {
  it('lists repairs with status, days, turnaround against the quote and a worded overdue flag', async () => {
    const { user } = await renderStory(SupplierList);
    const table = await screen.findByRole('table', { name: 'Repair progress' });
    const row = within(table).getByRole('link', { name: 'RO-2026-0002' }).closest('tr')!;
    expect(within(row).getByText('Waiting for spare parts')).toBeInTheDocument();
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(within(row).getByText('41 of 30')).toBeInTheDocument();
    const onTime = within(table).getByRole('link', { name: 'RO-2026-0001' }).closest('tr')!;
    expect(within(onTime).getByText('On time')).toBeInTheDocument();
    await user.click(within(table).getByRole('link', { name: 'RO-2026-0001' }));
    expect(stories.navigate).toHaveBeenCalledWith('/sup/statusUpdate/offer?id=r-1');
  });

  it('offers only the statuses the supplier may set next', async () => {
    const { user } = await renderStory(SupplierPage);
    expect(await screen.findByRole('table', { name: 'Timeline' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update status' });
    const select = within(dialog).getByRole('combobox', { name: /Next status/ });
    expect(optionsOf(select)).toEqual([
      'Waiting for spare parts',
      'Work stopped for material',
      'End of repair',
      'Prepare quotation',
    ]);
    // No certificate fields where shipped cannot be chosen.
    expect(within(dialog).queryByText(/Release certificate/)).not.toBeInTheDocument();
  });

  it('requires the release certificate for shipped and sends nothing without it', async () => {
    const { user, api } = await renderStory(ReadyToShip);
    await user.click(await screen.findByRole('button', { name: 'Update status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update status' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Next status/ }),
      'shipped',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(
      (await within(dialog).findAllByText(/needs its release certificate/)).length,
    ).toBeGreaterThan(0);
    expect(posts(api, '/statusUpdate/update')).toHaveLength(0);
  });

  it('posts shipped with its release certificate once kind, number and file are given', async () => {
    const { user, api } = await renderStory(ReadyToShip);
    await user.click(await screen.findByRole('button', { name: 'Update status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update status' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Next status/ }),
      'shipped',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Release certificate/ }),
      'easaForm1',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Certificate number/ }), 'EF1-42');
    const file = new File(['%PDF-1.4 form'], 'form1.pdf', { type: 'application/pdf' });
    await user.upload(
      await within(dialog).findByLabelText('Certificate file', { selector: 'input' }),
      file,
    );
    expect(await within(dialog).findByText('form1.pdf', {}, { timeout: 10_000 })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(posts(api, '/statusUpdate/update')).toHaveLength(1));
    expect(posts(api, '/statusUpdate/update')[0]!.body).toMatchObject({
      id: 'r-3',
      status: 'shipped',
      certificate: { kind: 'easaForm1', number: 'EF1-42', fileId: 'file-1' },
    });
    // Shipped: the next step is the buyer's, so the supplier has nothing to set.
    expect(await screen.findByText(/Nothing for you to set now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update status' })).not.toBeInTheDocument();
  });

  it('adds a cost from the addCost page', async () => {
    const { user, api } = await renderStory(AddCost);
    const dialog = await screen.findByRole('dialog', { name: 'Add cost' });
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Seal kit');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Amount/ }), '120');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Leaking seal');
    await user.click(within(dialog).getByRole('button', { name: 'Add cost' }));
    await waitFor(() => expect(posts(api, '/statusUpdate/addCost')).toHaveLength(1));
    expect(posts(api, '/statusUpdate/addCost')[0]!.body).toMatchObject({
      id: 'r-1',
      version: 3,
      description: 'Seal kit',
      amount: 120,
      currency: 'USD',
      reason: 'Leaking seal',
    });
    const costs = await screen.findByRole('table', { name: 'Added costs' });
    expect(await within(costs).findByText('Seal kit')).toBeInTheDocument();
  });

  it('lets the buyer refuse a cost only with a remark', async () => {
    const { user, api } = await renderStory(BuyerPage);
    const costs = await screen.findByRole('table', { name: 'Added costs' });
    await user.click(within(costs).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refuse cost' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Say why the cost is refused.')).toBeInTheDocument();
    expect(posts(api, '/hnaRepairProgress/decideCost')).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for refusal/ }),
      'Not covered',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(posts(api, '/hnaRepairProgress/decideCost')).toHaveLength(1));
    expect(posts(api, '/hnaRepairProgress/decideCost')[0]!.body).toMatchObject({
      costId: 'rc-1',
      decision: 'refuse',
      remark: 'Not covered',
    });
    const after = await screen.findByRole('table', { name: 'Added costs' });
    expect(await within(after).findByText('Refused')).toBeInTheDocument();
  });

  it('offers the buyer only its decisions on a quotation', async () => {
    const { user } = await renderStory(BuyerQuotation);
    await user.click(await screen.findByRole('button', { name: 'Update status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update status' });
    expect(optionsOf(within(dialog).getByRole('combobox', { name: /Next status/ }))).toEqual([
      'Agree to pay',
      'Rejection at first instance',
    ]);
  });

  it("shows the server's 409 in the dialog and keeps what was typed", async () => {
    const { user } = await renderStory(Stale);
    await user.click(await screen.findByRole('button', { name: 'Update status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update status' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Next status/ }),
      'endOfRepair',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Remarks/ }), 'All done');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(
      await within(dialog).findByText(/Someone changed this repair meanwhile/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Remarks/ })).toHaveValue('All done');
  });

  it('reads in Chinese: list, overdue flag and status names', async () => {
    await renderStory(Chinese);
    const table = await screen.findByRole('table', { name: '修理进度' });
    const row = within(table).getByRole('link', { name: 'RO-2026-0002' }).closest('tr')!;
    expect(within(row).getByText('等待备件')).toBeInTheDocument();
    expect(within(row).getByText('已超期')).toBeInTheDocument();
  });

  it('reads in Chinese: the update dialog and the certificate rule', async () => {
    const { user } = await renderStory(ChinesePage);
    await user.click(await screen.findByRole('button', { name: '更新状态' }));
    const dialog = await screen.findByRole('dialog', { name: '更新状态' });
    const select = within(dialog).getByRole('combobox', { name: /下一状态/ });
    expect(optionsOf(select)).toEqual(['已发运', '修理中']);
    await user.selectOptions(select, 'shipped');
    await user.click(within(dialog).getByRole('button', { name: '更新' }));
    expect((await within(dialog).findAllByText(/适航放行证书/)).length).toBeGreaterThan(0);
  });

  it("shows the server's 409 in Chinese", async () => {
    const { user } = await renderStory(ChineseStale);
    await user.click(await screen.findByRole('button', { name: '追加费用' }));
    const dialog = await screen.findByRole('dialog', { name: '追加费用' });
    await user.type(within(dialog).getByRole('textbox', { name: /费用说明/ }), '密封件');
    await user.type(within(dialog).getByRole('spinbutton', { name: /金额/ }), '50');
    await user.type(within(dialog).getByRole('textbox', { name: /原因/ }), '漏油');
    await user.click(within(dialog).getByRole('button', { name: '追加费用' }));
    expect(await within(dialog).findByText(/该修理单已被他人修改/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /费用说明/ })).toHaveValue('密封件');
  });

  it("shows the frozen company's 403 and keeps the cost typed", async () => {
    const { user, api } = await renderStory(Frozen);
    await user.click(await screen.findByRole('button', { name: 'Add cost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add cost' });
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Seal kit');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Amount/ }), '50');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Leak');
    await user.click(within(dialog).getByRole('button', { name: 'Add cost' }));
    await waitFor(() => expect(posts(api, '/statusUpdate/addCost')).toHaveLength(1));
    expect(await within(dialog).findByText(/frozen/i)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Description/ })).toHaveValue('Seal kit');
  });
});
