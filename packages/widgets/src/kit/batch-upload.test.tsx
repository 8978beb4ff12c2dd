import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import * as stories from './batch-upload.stories';
import { renderStory } from '../testing/render-story';
import { downloadTemplate } from '../testing/upload-fixtures';

const { WithRowErrors, AllRowsRead, NotTheTemplate, Chinese } = composeStories(stories);

const user = () => userEvent.setup({ applyAccept: false });
const xlsx = (name = 'quote.xlsx') => new File(['PK'], name);

describe('BatchUpload', () => {
  it('downloads the template with the session header, never a token in the URL', async () => {
    const { user } = await renderStory(WithRowErrors);
    const saved = await downloadTemplate(() =>
      user.click(screen.getByRole('button', { name: 'Download template' })),
    );
    expect(saved).toEqual({
      fileName: 'quote.xlsx',
      text: '/admin/file/template/quote?inquiryId=inq-1001 Bearer access-token-fixture',
    });
  });

  it("shows the server's row-by-row report as a table and hands the answer over", async () => {
    await renderStory(WithRowErrors);
    await user().upload(screen.getByLabelText('Upload filled-in template'), xlsx());
    expect(await screen.findByText('5 rows read, 2 with errors')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows that could not be read' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', 'unitPrice', messages.en['quote.amountRange']]);
    expect(WithRowErrors.args.onUploaded).toHaveBeenCalledWith(
      expect.objectContaining({ rowsRead: 5, lines: expect.any(Array) }),
      expect.any(File),
    );
  });

  it('says when every row was read', async () => {
    await renderStory(AllRowsRead);
    await user().upload(screen.getByLabelText('Upload filled-in template'), xlsx());
    expect(await screen.findByText('3 rows read, no errors')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('refuses a file that is not a spreadsheet before sending it', async () => {
    await renderStory(WithRowErrors);
    await user().upload(screen.getByLabelText('Upload filled-in template'), xlsx('quote.pdf'));
    expect(
      await screen.findByText(`quote.pdf: ${messages.en['upload.format']}`),
    ).toBeInTheDocument();
    expect(WithRowErrors.args.onUploaded).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a wrong file inline", async () => {
    await renderStory(NotTheTemplate);
    await user().upload(screen.getByLabelText('Upload filled-in template'), xlsx());
    expect(
      await screen.findByText(`quote.xlsx: ${messages.en['batch.badFile']}`),
    ).toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    await renderStory(Chinese);
    expect(screen.getByRole('button', { name: '下载模板' })).toBeInTheDocument();
    await user().upload(screen.getByLabelText('上传已填写的模板'), xlsx());
    expect(await screen.findByText('共读取 5 行，其中 2 行有错误')).toBeInTheDocument();
    expect(screen.getByText(messages.zh['batch.unknownItem'])).toBeInTheDocument();
  });
});
