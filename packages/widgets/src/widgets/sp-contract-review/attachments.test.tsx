import { configure, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { contractHandlers, type ContractFixture } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import * as stories from './contract-review.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { ToConfirm, WithSupplierDocuments, WithSupplierDocumentsChinese, ChangedChinese } =
  composeStories(stories);
const wait = { timeout: 10_000 };

const renderStory = (Story: typeof ToConfirm) =>
  renderWith<Parameters<typeof ToConfirm>[0], ContractFixture>(Story, {
    mock: (api) => contractHandlers(api),
  });

const section = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 }, wait)).closest('section')!;

describe('sp-contract-review attachments', () => {
  it("lists the supplier's documents read-only, each a download link", async () => {
    await renderStory(WithSupplierDocuments);
    const box = await section('Attachments');
    expect(within(box).getByRole('link', { name: 'CoC-PO-2026-0003.pdf' })).toBeInTheDocument();
    expect(within(box).getByText(/^uploaded by Li Na with version 1/)).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(box).queryByLabelText('Add a document', { selector: 'input' })).toBeNull();
  });

  it("lists the ERP's document too", async () => {
    await renderStory(ToConfirm);
    const box = await section('Attachments');
    expect(within(box).getByRole('link', { name: 'PO-2026-0001-terms.pdf' })).toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    await renderStory(WithSupplierDocumentsChinese);
    const box = await section('附件');
    expect(within(box).getByText(/^Li Na 随版本 1 上传/)).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'CoC-PO-2026-0003.pdf' })).toBeInTheDocument();
  });

  it('shows the empty state in Chinese', async () => {
    await renderStory(ChangedChinese);
    const box = await section('附件');
    expect(within(box).getByText('本合同暂无附件。')).toBeInTheDocument();
  });
});
