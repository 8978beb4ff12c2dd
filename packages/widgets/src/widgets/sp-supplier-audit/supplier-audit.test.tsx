import { screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { SUPPLIER_PERMISSIONS as P } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import { signInWithPermissions, uploadHandlers } from '../../testing';
import { supplierAuditHandlers } from '../../testing/supplier-quality-fixtures';
import { AUDITS_KEY } from './audit-resources';
import * as stories from './supplier-audit.stories';
import { renderStory as renderWith } from '../../testing/render-story';

vi.setConfig({ testTimeout: 30_000 });

const { Audits, Actions, Buyer, ActionsChinese } = composeStories(stories);
// Generous: the dialogs load lazily, and a loaded CI machine takes seconds for it.
const wait = { timeout: 15_000 };

async function renderStory(Story: typeof Audits, permissions?: string[]) {
  const parameters = Story.parameters as { permissions?: string[] };
  return renderWith(Story, {
    setup: () => {
      queryClient.clear();
      signInWithPermissions(
        permissions ?? parameters.permissions ?? ['menu:/sup/zsSupManagement/index'],
      );
    },
    mock: (api) => {
      uploadHandlers(api);
      return supplierAuditHandlers(api);
    },
  });
}

describe('sp-supplier-audit', () => {
  it('lists the buyer’s audits; an audit opens its findings', async () => {
    const { user } = await renderStory(Audits);
    const table = await screen.findByRole('table', { name: /audits of your company/ }, wait);
    const link = await within(table).findByRole(
      'link',
      { name: 'Annual on-site audit of the Shanghai warehouse' },
      wait,
    );
    expect(within(table).getByText('Document audit')).toBeVisible();
    await user.click(link);
    expect(stories.navigate).toHaveBeenCalledWith('/sup/zsSupManagement/actions?auditId=aud-1');
  });

  it('answers a finding with the corrective action, due date and attachment', async () => {
    const { mock, user } = await renderStory(Actions);
    // The audits list, as the audits page left it in the page's cache: its open-findings count
    // changes with the answer, so it must be refetched.
    queryClient.setQueryData([AUDITS_KEY, { current: 1 }], { data: { records: [] } });
    const table = await screen.findByRole('table', {}, wait);
    await within(table).findByText('Shelf-life labels missing on two sealant batches', {}, wait);
    // The closed finding offers no answer.
    expect(within(table).getAllByRole('button', { name: /Answer/ })).toHaveLength(2);
    await user.click(within(table).getAllByRole('button', { name: /Answer/ })[0]!);
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(within(dialog).getByText(/Finding: Shelf-life labels/)).toBeVisible();
    // The kit's form loads its upload lazily.
    await user.upload(
      await within(dialog).findByLabelText('Attachment', { selector: 'input' }, wait),
      new File(['%PDF-1.4'], 'labels.pdf', { type: 'application/pdf' }),
    );
    expect(await within(dialog).findByText('labels.pdf', {}, wait)).toBeVisible();
    await user.type(
      within(dialog).getByLabelText(/^Corrective action/, { selector: 'textarea' }),
      'Labels applied',
    );
    await user.type(within(dialog).getByLabelText(/^Due date/), '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Send to the buyer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(mock.answered()[0]).toMatchObject({
      id: 'fnd-1',
      version: 1,
      action: 'Labels applied',
      dueOn: '2026-12-31',
      attachmentId: 'file-1',
    });
    expect(queryClient.getQueryState([AUDITS_KEY, { current: 1 }])?.isInvalidated).toBe(true);
  });

  it('lets the quality department close an answered finding', async () => {
    const { mock, user } = await renderStory(Buyer);
    const table = await screen.findByRole('table', {}, wait);
    await within(table).findByText('ESD wrist-strap test log not kept daily', {}, wait);
    const closes = within(table).getAllByRole('button', { name: /Close/ });
    expect(closes).toHaveLength(1);
    await user.click(closes[0]!);
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.type(within(dialog).getByLabelText(/^Closing remarks/), 'Verified on site');
    await user.click(within(dialog).getByRole('button', { name: 'Close finding' }));
    await waitFor(() => expect(mock.closed()).toHaveLength(1), wait);
    expect(mock.closed()[0]).toMatchObject({
      id: 'fnd-2',
      version: 2,
      remarks: 'Verified on site',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
  });

  it('lets the quality department record an audit', async () => {
    const { mock, user } = await renderStory(Buyer);
    await user.click(await screen.findByRole('button', { name: 'Record an audit' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Audit/ }), 'document');
    await user.type(within(dialog).getByLabelText(/^Audit date/), '2026-11-22');
    await user.selectOptions(within(dialog).getByLabelText(/^Severity of finding 1/), 'major');
    await user.type(within(dialog).getByLabelText(/^Finding 1/), 'Certificate expired');
    await user.click(within(dialog).getByRole('button', { name: 'Record audit' }));
    await waitFor(() => expect(mock.recorded()).toHaveLength(1), wait);
    expect(mock.recorded()[0]).toMatchObject({
      supplierId: 'sup-1',
      kind: 'document',
      auditedOn: '2026-11-22',
      findings: [{ description: 'Certificate expired', severity: 'major' }],
    });
  });

  it('offers no Close or Record to a reader', async () => {
    await renderStory(Buyer, [P.lists]);
    const table = await screen.findByRole('table', {}, wait);
    await within(table).findByText('ESD wrist-strap test log not kept daily', {}, wait);
    expect(within(table).queryByRole('button', { name: /Close/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record an audit' })).toBeNull();
  });

  it('speaks Chinese', async () => {
    await renderStory(ActionsChinese);
    expect(await screen.findAllByText('待回复', {}, wait)).not.toHaveLength(0);
    expect(await screen.findAllByRole('button', { name: /回复/ }, wait)).not.toHaveLength(0);
  });
});
