// sp-staff's Import from spreadsheet: the toolbar button opens the kit's batch upload (the same
// template link and report as sp-supplier-import), the report names the refused rows with their
// reasons and lists the colleagues created, and closing the dialog refetches the list. In English
// and Chinese.
import { screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { ROLE_ADMIN_PERMISSIONS, STAFF_PERMISSIONS, messages, staffApi } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import { signInWithPermissions } from '../../testing';
import { renderStory as render } from '../../testing/render-story';
import { staffHandlers } from '../../testing/staff-fixtures';
import { downloadTemplate } from '../../testing/upload-fixtures';
import * as stories from './staff.stories';

vi.setConfig({ testTimeout: 30_000 });

const { People, Chinese } = composeStories(stories);
const wait = { timeout: 15_000 };

const renderStory = (Story: typeof People) =>
  render(Story, {
    setup: () => {
      queryClient.clear();
      signInWithPermissions([STAFF_PERMISSIONS.supplier, ROLE_ADMIN_PERMISSIONS.supplier]);
    },
    mock: (api) => staffHandlers(api),
    user: { applyAccept: false },
  });

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const xlsx = (name = 'staff.xlsx') => new File(['PK'], name);

describe('sp-staff import', () => {
  it('downloads the template, uploads the file and reports created and refused rows', async () => {
    const { api, user } = await renderStory(People);
    await user.click(await screen.findByRole('button', { name: 'Import from spreadsheet' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(within(dialog).getByText(/at most 500 rows per file/)).toBeVisible();
    const saved = await downloadTemplate(() =>
      user.click(within(dialog).getByRole('button', { name: 'Download template' })),
    );
    expect(saved.text).toBe('/admin/file/template/staffImport?lang=en Bearer access-token-fixture');

    await user.upload(within(dialog).getByLabelText('Upload the filled-in staff template'), xlsx());
    expect(
      await within(dialog).findByText(/2 colleagues created, 2 rows refused\./, {}, wait),
    ).toBeVisible();
    const sent = api.requests().find((r) => r.path === staffApi.importStaff.path);
    expect(sent?.body.file).toBeInstanceOf(File);
    const refused = within(dialog).getByRole('table', { name: 'Rows that could not be read' });
    expect(within(refused).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['5', 'Name', messages.en['staff.nameRequired']],
      ['6', 'Account', messages.en['staff.accountTaken']],
    ]);
    const created = within(dialog).getByRole('table', { name: 'Colleagues created' });
    expect(within(created).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['3', 'Sun Li', 'sun.li', '', 'sun.li@skyline.example'],
      [
        '4',
        'Zhou Yi',
        'zhou.yi',
        'Supplier administrator',
        'No e-mail: add one, then reset the password',
      ],
    ]);

    // Closing refetches the list, which now has the new colleagues.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    const table = await screen.findByRole('table', { name: 'Staff' }, wait);
    expect(await within(table).findByText('Sun Li', {}, wait)).toBeVisible();
  });

  it('refuses a file that is not an xlsx before sending it', async () => {
    const { api, user } = await renderStory(People);
    await user.click(await screen.findByRole('button', { name: 'Import from spreadsheet' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.upload(
      within(dialog).getByLabelText('Upload the filled-in staff template'),
      xlsx('staff.xls'),
    );
    expect(
      await within(dialog).findByText(`staff.xls: ${messages.en['upload.format']}`, {}, wait),
    ).toBeVisible();
    expect(api.requests().some((r) => r.path === staffApi.importStaff.path)).toBe(false);
  });

  it('speaks Chinese', async () => {
    const { user } = await renderStory(Chinese);
    await user.click(await screen.findByRole('button', { name: '从表格导入' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(within(dialog).getByText('从表格批量导入员工')).toBeVisible();
    const saved = await downloadTemplate(() =>
      user.click(within(dialog).getByRole('button', { name: '下载模板' })),
    );
    expect(saved.text).toContain('lang=zh');
    await user.upload(within(dialog).getByLabelText('上传填好的员工导入模板'), xlsx());
    expect(
      await within(dialog).findByText(/已创建 2 名员工，2 行未导入。/, {}, wait),
    ).toBeVisible();
    const refused = within(dialog).getByRole('table', { name: '无法读取的行' });
    expect(within(refused).getAllByRole('row').slice(1).map(cells)[0]).toEqual([
      '5',
      '姓名',
      messages.zh['staff.nameRequired'],
    ]);
    expect(within(dialog).getByRole('table', { name: '已创建的员工' })).toBeVisible();
  });
});
