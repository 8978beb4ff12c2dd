import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { messages, supplierImportApi } from '@portal/contract';
import { supplierImportHandlers } from '../../testing/supplier-import-fixtures';
import { downloadTemplate } from '../../testing/upload-fixtures';
import * as stories from './supplier-import.stories';
import { renderStory as renderWith } from '../../testing/render-story';

vi.setConfig({ testTimeout: 30_000 });

const { Import, NotTheTemplate, Forbidden, Chinese } = composeStories(stories);

const renderStory = (Story: typeof Import) =>
  renderWith(Story, {
    mock: (api, p) => supplierImportHandlers(api, p.fixture as never),
    user: { applyAccept: false },
  });

const xlsx = (name = 'suppliers.xlsx') => new File(['PK'], name);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('sp-supplier-import', () => {
  it('downloads the template in the page language by the session header and explains the limit', async () => {
    const { user } = await renderStory(Import);
    const saved = await downloadTemplate(() =>
      user.click(screen.getByRole('button', { name: 'Download template' })),
    );
    expect(saved.text).toBe(
      '/admin/file/template/supplierImport?lang=en Bearer access-token-fixture',
    );
    expect(screen.getByText(/at most 500 rows per file/)).toBeInTheDocument();
  });

  it('uploads the file and reports created and refused rows', async () => {
    const { api, user } = await renderStory(Import);
    await user.upload(screen.getByLabelText('Upload the filled-in supplier template'), xlsx());
    expect(
      await screen.findByText(/3 suppliers created, 2 rows refused\. Correct the refused rows/),
    ).toBeInTheDocument();
    const sent = api.requests().find((r) => r.path === supplierImportApi.importSuppliers.path);
    expect(sent?.body.file).toBeInstanceOf(File);

    const refused = screen.getByRole('table', { name: 'Rows that could not be read' });
    const refusedRows = within(refused).getAllByRole('row').slice(1);
    expect(refusedRows.map(cells)).toEqual([
      ['5', 'E-mail', messages.en['register.emailRule']],
      ['7', 'Tax ID', messages.en['register.blacklisted']],
    ]);
    const created = screen.getByRole('table', { name: 'Suppliers created' });
    const createdRows = within(created).getAllByRole('row').slice(1);
    expect(createdRows).toHaveLength(3);
    expect(cells(createdRows[1]!)).toEqual([
      '4',
      'S200022',
      'Skyline Components Inc.',
      'skyline.admin',
      'it@skyline.example',
    ]);
    expect(Import.args.onImported).toHaveBeenCalledWith(
      expect.arrayContaining([expect.objectContaining({ account: 'huadong.admin' })]),
    );
  });

  it("shows the server's refusal of a file that is not the template", async () => {
    const { user } = await renderStory(NotTheTemplate);
    await user.upload(screen.getByLabelText('Upload the filled-in supplier template'), xlsx());
    expect(
      await screen.findByText(`suppliers.xlsx: ${messages.en['batch.badFile']}`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('refuses a file that is not a spreadsheet before sending it', async () => {
    const { api, user } = await renderStory(Import);
    await user.upload(
      screen.getByLabelText('Upload the filled-in supplier template'),
      xlsx('suppliers.pdf'),
    );
    expect(
      await screen.findByText(`suppliers.pdf: ${messages.en['upload.format']}`),
    ).toBeInTheDocument();
    expect(api.requests()).toHaveLength(0);
  });

  it('offers no upload without the permission', async () => {
    await renderStory(Forbidden);
    expect(screen.getByText('You do not have permission to import suppliers.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Upload the filled-in supplier template')).toBeNull();
  });

  it('speaks Chinese', async () => {
    const { user } = await renderStory(Chinese);
    expect(screen.getByRole('heading', { name: '导入供应商' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('上传填好的供应商导入模板'), xlsx());
    expect(await screen.findByText(/已创建 3 家供应商，2 行未导入。/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '已创建的供应商' })).toBeInTheDocument();
  });
});
