import { screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../runtime/query-client';
import { signInWithPermissions, uploadHandlers } from '../../testing';
import { renderStory as render } from '../../testing/render-story';
import { customsHandlers } from '../../testing/supplier-quality-fixtures';
import * as stories from './customs-authorization.stories';

vi.setConfig({ testTimeout: 30_000 });

const { Personal, Company, Chinese } = composeStories(stories);
// Generous: the dialogs load lazily, and a loaded CI machine takes seconds for it.
const wait = { timeout: 15_000 };

const renderStory = (Story: typeof Personal) =>
  render(Story, {
    setup: () => {
      queryClient.clear();
      signInWithPermissions(['menu:/sup/supCustoms/detailAuthorize']);
    },
    mock: (api) => {
      uploadHandlers(api);
      return customsHandlers(api);
    },
  });

describe('sp-customs-authorization', () => {
  it('lists the customs brokers with validity, state and the letter to download', async () => {
    await renderStory(Personal);
    const table = await screen.findByRole('table', { name: /Customs broker authorizations/ }, wait);
    expect(await within(table).findByText('Wang Haiguan', {}, wait)).toBeVisible();
    expect(within(table).getByText('Li Baoguan')).toBeVisible();
    expect(within(table).getByText('Expired')).toBeVisible();
    expect(within(table).getAllByRole('link', { name: /authorization-letter.pdf/ })).toHaveLength(
      2,
    );
    // The company's authorization is on the other page.
    expect(within(table).queryByText(/Orient Customs/)).toBeNull();
  });

  it('authorizes a broker with the uploaded letter', async () => {
    const { mock, user } = await renderStory(Personal);
    await user.click(
      await screen.findByRole('button', { name: 'Authorize a customs broker' }, wait),
    );
    const dialog = await screen.findByRole('dialog', {}, wait);
    const file = new File(['%PDF-1.4 letter'], 'signed-letter.pdf', { type: 'application/pdf' });
    // The upload is a chunk of its own, there once the form has fetched it.
    await user.upload(
      await within(dialog).findByLabelText('Signed authorization letter', { selector: 'input' }),
      file,
    );
    expect(await within(dialog).findByText('signed-letter.pdf', {}, wait)).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Broker's name/), 'Zhao Qingguan');
    await user.type(within(dialog).getByLabelText(/^ID or licence number/), '310101199202021234');
    await user.type(within(dialog).getByLabelText(/^Phone/), '+86 21 5555 0199');
    await user.type(within(dialog).getByLabelText(/^Valid from/), '2026-12-01');
    await user.type(within(dialog).getByLabelText(/^Valid until/), '2027-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Authorize' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(mock.created()[0]).toMatchObject({
      kind: 'personal',
      brokerName: 'Zhao Qingguan',
      validFrom: '2026-12-01',
      validUntil: '2027-11-30',
      letterFileId: 'file-1',
    });
  });

  it('says the letter is missing when none was uploaded, before any request', async () => {
    const { mock, user } = await renderStory(Company);
    await user.click(
      await screen.findByRole('button', { name: 'Authorize a brokerage company' }, wait),
    );
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.type(within(dialog).getByLabelText(/^Customs brokerage company/), 'Orient Two');
    await user.type(within(dialog).getByLabelText(/^Customs registration code/), '3122240XYZ');
    await user.selectOptions(within(dialog).getByLabelText(/^Scope/), 'export');
    await user.type(within(dialog).getByLabelText(/^Valid from/), '2026-12-01');
    await user.type(within(dialog).getByLabelText(/^Valid until/), '2027-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Authorize' }));
    expect(
      await within(dialog).findByText('Please upload the signed authorization letter', {}, wait),
    ).toBeVisible();
    expect(mock.created()).toHaveLength(0);
  });

  it('revokes only after the confirmation, with the row version', async () => {
    const { mock, user } = await renderStory(Personal);
    const table = await screen.findByRole('table', {}, wait);
    await within(table).findByText('Wang Haiguan', {}, wait);
    await user.click(within(table).getAllByRole('button', { name: /Revoke/ })[0]!);
    const confirm = await screen
      .findByRole('alertdialog', {}, wait)
      .catch(() => screen.findByRole('dialog', {}, wait));
    expect(within(confirm).getByText('Revoke this authorization?')).toBeVisible();
    expect(mock.revoked()).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(mock.revoked()).toHaveLength(1), wait);
    expect(mock.revoked()[0]).toMatchObject({ id: 'cus-1', version: 1 });
  });

  it('speaks Chinese', async () => {
    await renderStory(Chinese);
    expect(await screen.findByRole('button', { name: '授权报关员' }, wait)).toBeVisible();
    expect(await screen.findByText('已过期', {}, wait)).toBeVisible();
  });
});
