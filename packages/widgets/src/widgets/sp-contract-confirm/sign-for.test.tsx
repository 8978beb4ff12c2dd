import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { contractHandlers, type ContractFixture, type MockApi } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import * as stories from './contract-confirm.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { Confirmed, Closed, SignFor, SignForChinese, Signed } = composeStories(stories);
const wait = { timeout: 10_000 };

async function renderStory(Story: typeof Confirmed, fixture: object = {}) {
  return renderWith<Parameters<typeof Confirmed>[0], ContractFixture>(Story, {
    mock: (api) => contractHandlers(api, fixture),
  });
}

const signPosts = (api: MockApi) =>
  api.requests().filter((r) => r.path === '/admin/contract/Contract/signFor');

describe('sp-contract-confirm sign-for', () => {
  it('signs for a contract without a file, then shows who signed', async () => {
    const { api, user } = await renderStory(Confirmed);
    expect(await screen.findByText('Not signed for yet.', {}, wait)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign for' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Sign for contract PO-2026-0003');
    await user.click(within(dialog).getByRole('button', { name: 'Sign for' }));
    await waitFor(() => expect(signPosts(api)).toHaveLength(1));
    expect(signPosts(api)[0]!.body).toEqual({ id: 'c-3', version: 1 });
    expect(await screen.findByText(/^Signed for by Li Na on/, {}, wait)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Signed copy/ })).toBeNull();
  });

  it('opens the dialog at once on the sign-for route and sends the signed copy', async () => {
    const { api, user } = await renderStory(SignFor);
    const dialog = await screen.findByRole('dialog', {}, wait);
    const file = new File(['%PDF-1.4 signed'], 'signed-copy.pdf', { type: 'application/pdf' });
    await user.upload(
      await within(dialog).findByLabelText('Signed copy (optional)', { selector: 'input' }),
      file,
    );
    expect(await within(dialog).findByText('signed-copy.pdf', {}, wait)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Sign for' }));
    await waitFor(() => expect(signPosts(api)).toHaveLength(1));
    expect(signPosts(api)[0]!.body).toEqual({ id: 'c-3', version: 1, fileId: 'file-1' });
    expect(
      await screen.findByRole('link', { name: 'Signed copy: signed-copy.pdf' }, wait),
    ).toBeInTheDocument();
  });

  it('shows who signed for the contract, when, and the signed copy', async () => {
    await renderWith(Signed);
    expect(await screen.findByText(/^Signed for by Li Na on/, {}, wait)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Signed copy: PO-2026-0003-signed.pdf' }),
    ).toBeInTheDocument();
  });

  it('offers no sign-for on a closed contract', async () => {
    await renderStory(Closed);
    expect(await screen.findByText('Not signed for yet.', {}, wait)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign for' })).toBeNull();
  });

  it('reads in Chinese and shows the 409', async () => {
    const { user } = await renderStory(SignForChinese, { decisionStale: true });
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(dialog).toHaveTextContent('签收合同 PO-2026-0003');
    await user.click(within(dialog).getByRole('button', { name: '签收' }));
    expect(
      await screen.findByText('该合同已被他人修改，请刷新后重新答复。', {}, wait),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '签收' })).toBeInTheDocument();
  });
});
