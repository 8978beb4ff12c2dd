import { act, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { filesApi, messages, UPLOAD_MAX_BYTES } from '@portal/contract';
import * as stories from './file-upload.stories';
import { renderStory } from '../testing/render-story';
import { uploadHandlers } from '../testing/upload-fixtures';
import { setDownloadNavigation } from './download-url';

const { Empty, WithFiles, SlowUpload, ServerRefuses, ReadOnly, Chinese, CallersOwn } =
  composeStories(stories);

// The input's accept list would filter the wrong files out before our check; a drop does not.
const user = () => userEvent.setup({ applyAccept: false });
const fileInput = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const pdf = (name = 'cert.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

describe('FileUpload', () => {
  it('refuses a wrong format and a file of 100 MB in the browser, in English', async () => {
    await renderStory(Empty);
    const huge = pdf('scan.pdf');
    Object.defineProperty(huge, 'size', { value: UPLOAD_MAX_BYTES });
    await user().upload(fileInput('Quote attachments'), [pdf('tool.exe'), huge]);
    expect(
      await screen.findByText(`tool.exe: ${messages.en['upload.format']}`),
    ).toBeInTheDocument();
    expect(screen.getByText('scan.pdf: The file size cannot exceed 100 MB')).toBeInTheDocument();
    expect(screen.getByText(/; under 100 MB each$/)).toBeInTheDocument();
    expect(screen.getByText('No files attached')).toBeInTheDocument();
    expect(Empty.args.onChange).not.toHaveBeenCalled();
  });

  it('says the same in Chinese', async () => {
    await renderStory(Chinese);
    await user().upload(fileInput('报价附件'), pdf('tool.exe'));
    expect(
      await screen.findByText(`tool.exe：${messages.zh['upload.format']}`),
    ).toBeInTheDocument();
  });

  it('uploads, lists the file with a download link without the token, and removes it', async () => {
    await renderStory(Empty);
    await user().upload(fileInput('Quote attachments'), pdf());
    const link = await screen.findByRole('link', { name: 'cert.pdf' });
    expect(link.getAttribute('href')).toBe('/api/admin/file/download?obj=file-1&type=attachment');
    expect(Empty.args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 'file-1', name: 'cert.pdf' }),
    ]);
    await user().click(screen.getByRole('button', { name: 'Remove cert.pdf' }));
    expect(screen.queryByRole('link', { name: 'cert.pdf' })).not.toBeInTheDocument();
    expect(Empty.args.onChange).toHaveBeenLastCalledWith([]);
  });

  it('downloads with a fresh single-use ticket per click, never with the access token', async () => {
    const followed: string[] = [];
    setDownloadNavigation((url) => followed.push(url));
    try {
      const { api } = await renderStory(Empty, { mock: (a) => uploadHandlers(a) });
      await user().upload(fileInput('Quote attachments'), pdf());
      const link = await screen.findByRole('link', { name: 'cert.pdf' });
      await user().click(link);
      await waitFor(() => expect(followed).toHaveLength(1));
      await user().click(link);
      await waitFor(() => expect(followed).toHaveLength(2));
      expect(followed).toEqual([
        '/api/admin/file/download?obj=file-1&type=attachment&ticket=ticket-file-1-1',
        '/api/admin/file/download?obj=file-1&type=attachment&ticket=ticket-file-1-2',
      ]);
      const asked = api.requests().filter((r) => r.path === filesApi.createDownloadTicket.path);
      expect(asked.map((r) => r.body)).toEqual([{ obj: 'file-1' }, { obj: 'file-1' }]);
      // The ticket call is authorized by the header; no address carries the token.
      expect(asked[0]?.headers.Authorization ?? asked[0]?.headers.authorization).toBe(
        'Bearer access-token-fixture',
      );
      expect(followed.join(' ')).not.toContain('access-token-fixture');
    } finally {
      setDownloadNavigation();
    }
  });

  it('shows the progress with a percentage, and Cancel stops the upload', async () => {
    await renderStory(SlowUpload);
    await user().upload(fileInput('Quote attachments'), pdf());
    const bar = await screen.findByRole('progressbar');
    expect(screen.getByText('Uploading cert.pdf')).toBeInTheDocument();
    expect(screen.getByText('0%')).toBeInTheDocument();
    // A form holding the upload hears it start, so it can wait rather than send without the file.
    expect(SlowUpload.args.onUploadingChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '0.25'), { timeout: 2_000 });
    expect(screen.getByText('25%')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('The upload of cert.pdf was cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(SlowUpload.args.onChange).not.toHaveBeenCalled();
    expect(SlowUpload.args.onUploadingChange).toHaveBeenLastCalledWith(false);
  });

  it("shows the server's refusal beside the field, not as a toast", async () => {
    await renderStory(ServerRefuses);
    await user().upload(fileInput('Quote attachments'), pdf());
    const alert = await screen.findByText(
      'cert.pdf: The file content does not match its extension',
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
  });

  it('read-only: links stay, picking and removing go', async () => {
    await renderStory(ReadOnly);
    const list = screen.getByRole('list', { name: 'Attached files' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Quote attachments', { selector: 'input' })).toBeNull();
  });

  it('lists existing files with their sizes', async () => {
    await renderStory(WithFiles);
    expect(screen.getByRole('link', { name: 'FAA-8130-3-SN4471.pdf' })).toBeInTheDocument();
    expect(screen.getByText('242.2 KB')).toBeInTheDocument();
    expect(screen.getByText('1.6 MB')).toBeInTheDocument();
    await act(async () => undefined);
  });

  it("sends through the caller's call, and leaves removal to the caller where it allows it", async () => {
    const { api } = await renderStory(CallersOwn, { mock: (a) => uploadHandlers(a) });
    const [first, second] = stories.WithFiles.args!.files!;
    expect(screen.getByText('by Li Na')).toBeInTheDocument();
    expect(screen.getByText('from the buyer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Remove ${second!.name}` })).toBeNull();
    await user().click(screen.getByRole('button', { name: `Remove ${first!.name}` }));
    expect(CallersOwn.args.onRemove).toHaveBeenCalledWith(first);
    // Still listed: the caller removes it when its server says so.
    expect(screen.getByRole('link', { name: first!.name })).toBeInTheDocument();
    await user().upload(fileInput('Quote attachments'), pdf('drawing.pdf'));
    expect(await screen.findByRole('link', { name: 'drawing.pdf' })).toBeInTheDocument();
    expect(CallersOwn.args.send).toHaveBeenCalledTimes(1);
    expect(api.requests().filter((r) => r.path === filesApi.uploadFile.path)).toHaveLength(0);
  });
});
