import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/contract';
import { contractHandlers, type ContractFixture, type MockApi } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import * as stories from './contract-confirm.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { ToConfirm, Confirmed, Closed, Chinese, NoAttachments } = composeStories(stories);
const wait = { timeout: 10_000 };
// The input's accept list would filter the wrong files out before our check; a drop does not.
const user = () => userEvent.setup({ applyAccept: false });
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

async function renderStory(Story: typeof ToConfirm, fixture: object = {}) {
  return renderWith<Parameters<typeof ToConfirm>[0], ContractFixture>(Story, {
    mock: (api) => contractHandlers(api, fixture),
  });
}

const requests = (api: MockApi, path: string) =>
  api.requests().filter((r) => r.path === `/admin/contract/Contract/attachment/${path}`);
const section = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 }, wait)).closest('section')!;

describe('sp-contract-confirm attachments', () => {
  it("lists the buyer's document, uploads one of the supplier's and deletes it after asking", async () => {
    const { api } = await renderStory(ToConfirm);
    const box = await section('Attachments');
    expect(within(box).getByRole('link', { name: 'PO-2026-0001-terms.pdf' })).toBeInTheDocument();
    expect(within(box).getByText(/^sent by the buyer \(王磊\) with version 1/)).toBeInTheDocument();
    // The buyer's document cannot be removed.
    expect(within(box).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(box).getByText(/under 20 MB, up to 20 of yours/)).toBeInTheDocument();

    await user().upload(within(box).getByLabelText('Add a document', { selector: 'input' }), [
      pdf('acknowledgement.pdf'),
    ]);
    expect(
      await within(box).findByRole('link', { name: 'acknowledgement.pdf' }, wait),
    ).toBeInTheDocument();
    expect(requests(api, 'upload')).toHaveLength(1);
    expect(requests(api, 'upload')[0]!.body).toMatchObject({ id: 'c-1' });

    await user().click(within(box).getByRole('button', { name: 'Remove acknowledgement.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete acknowledgement.pdf?' });
    expect(dialog).toHaveTextContent('deleted for you and for the buyer');
    await user().click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests(api, 'delete')).toHaveLength(1));
    expect(requests(api, 'delete')[0]!.body).toEqual({ id: 'c-1', fileId: 'file-c-1' });
    await waitFor(() =>
      expect(within(box).queryByRole('link', { name: 'acknowledgement.pdf' })).toBeNull(),
    );
  });

  it('keeps the file when the deletion is cancelled', async () => {
    const { api } = await renderStory(ToConfirm);
    const box = await section('Attachments');
    await user().upload(within(box).getByLabelText('Add a document', { selector: 'input' }), [
      pdf('drawing.pdf'),
    ]);
    await user().click(
      await within(box).findByRole('button', { name: 'Remove drawing.pdf' }, wait),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete drawing.pdf?' });
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests(api, 'delete')).toHaveLength(0);
    expect(within(box).getByRole('link', { name: 'drawing.pdf' })).toBeInTheDocument();
  });

  it('refuses a type a contract does not take before sending it', async () => {
    const { api } = await renderStory(ToConfirm);
    const box = await section('Attachments');
    await user().upload(within(box).getByLabelText('Add a document', { selector: 'input' }), [
      new File(['x'], 'slides.pptx'),
    ]);
    expect(
      await within(box).findByText(`slides.pptx: ${messages.en['upload.format']}`, {}, wait),
    ).toBeInTheDocument();
    expect(requests(api, 'upload')).toHaveLength(0);
  });

  it('shows the empty state', async () => {
    await renderStory(NoAttachments);
    const box = await section('Attachments');
    expect(within(box).getByText('No documents are attached to this contract yet.')).toBeVisible();
  });

  it('keeps an upload of a confirmed version (no Remove) and still takes new documents', async () => {
    await renderStory(Confirmed);
    const box = await section('Attachments');
    expect(within(box).getByRole('link', { name: 'CoC-PO-2026-0003.pdf' })).toBeInTheDocument();
    expect(within(box).getByText(/^uploaded by Li Na with version 1/)).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(box).getByLabelText('Add a document', { selector: 'input' })).toBeInTheDocument();
  });

  it('offers no upload on a closed contract', async () => {
    await renderStory(Closed);
    const box = await section('Attachments');
    expect(within(box).queryByLabelText('Add a document', { selector: 'input' })).toBeNull();
  });

  it("reads in Chinese and shows a frozen company's refusal beside the field", async () => {
    const { api } = await renderStory(Chinese, { frozen: true });
    const box = await section('附件');
    expect(within(box).getByText(/^采购方（王磊）随版本 1 发送/)).toBeInTheDocument();
    await user().upload(within(box).getByLabelText('添加文件', { selector: 'input' }), [
      pdf('证书.pdf'),
    ]);
    expect(
      await within(box).findByText(`证书.pdf：${messages.zh['freeze.frozenCommercial']}`, {}, wait),
    ).toBeInTheDocument();
    expect(requests(api, 'upload')).toHaveLength(1);
    expect(within(box).queryByRole('link', { name: '证书.pdf' })).toBeNull();
  });

  it('asks in Chinese before deleting', async () => {
    await renderStory(Chinese);
    const box = await section('附件');
    await user().upload(within(box).getByLabelText('添加文件', { selector: 'input' }), [
      pdf('图纸.pdf'),
    ]);
    await user().click(await within(box).findByRole('button', { name: /图纸\.pdf/ }, wait));
    const dialog = await screen.findByRole('alertdialog', { name: '删除 图纸.pdf？' });
    expect(dialog).toHaveTextContent('该文件将对您和采购方一并删除');
    await user().click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(box).queryByRole('link', { name: '图纸.pdf' })).toBeNull());
  });
});
