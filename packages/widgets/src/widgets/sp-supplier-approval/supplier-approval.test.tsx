import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { auditSuppliers, supplierApprovalHandlers, type MockApi } from '../../testing';
import * as stories from './supplier-approval.stories';
import { renderStory as renderWith } from '../../testing/render-story';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const {
  CommercialList,
  QualityList,
  AwaitingReview,
  AwaitingReviewAsQuality,
  WaitingForOa,
  ReadyToSync,
  Freezable,
  Chinese,
  TransportUnfreeze,
} = composeStories(stories);

async function renderStory(Story: typeof CommercialList, permissions: string[]) {
  const suppliers = auditSuppliers();
  const view = await renderWith(Story, {
    mock: (api) => supplierApprovalHandlers(api, suppliers, new Set(permissions)),
  });
  return { ...view, suppliers };
}

const posted = (api: MockApi, path: string) =>
  api.requests().filter((r) => r.method === 'POST' && r.path === path);

describe('sp-supplier-approval', () => {
  it('lists the view with translated states and links each supplier to its audit', async () => {
    const { api, user } = await renderStory(CommercialList, stories.COMMERCIAL);
    const table = await screen.findByRole('table', { name: 'Commercial approval' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('Pending business review')).toBeInTheDocument();
    expect(within(first).getByText('Chinese mainland')).toBeInTheDocument();
    const link = within(first).getByRole('link', { name: '天工航材有限公司' });
    expect(link).toHaveAttribute('href', '/hna/commercialApproval/approval?id=sup-1');

    await user.click(screen.getByRole('tab', { name: 'Under outside review' }));
    await waitFor(() =>
      expect(api.requests().at(-1)?.params).toMatchObject({ view: 'commercial', tab: 'review' }),
    );
    await waitFor(() => {
      const rows = within(screen.getByRole('table', { name: 'Commercial approval' }))
        .getAllByRole('row')
        .slice(1);
      expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('OA under review')]);
    });
  });

  it('asks for its freeze page’s suppliers only', async () => {
    const { api } = await renderStory(TransportUnfreeze, stories.COMMERCIAL);
    await waitFor(() =>
      expect(api.requests().at(-1)?.params).toMatchObject({
        view: 'qualified',
        freezePage: 'transportUnfreeze',
      }),
    );
  });

  it('lists for quality what waits for quality', async () => {
    await renderStory(QualityList, stories.QUALITY);
    const table = await screen.findByRole('table', { name: 'Quality approval' });
    expect(within(table).getByRole('link', { name: 'Pacific Avionics Ltd.' })).toBeInTheDocument();
  });

  it('shows the commercial department its steps and submits to OA with the version', async () => {
    const { api, user } = await renderStory(AwaitingReview, stories.COMMERCIAL);
    await screen.findByRole('heading', { name: 'Supplier audit' });
    expect(screen.getByRole('button', { name: 'Submit to OA' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to supplier' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit to QAUDIT' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit to OA' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Remarks/ }), 'Profile complete');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(api, '/admin/supplier/supApprovalInfo/commit')[0]?.body).toEqual({
      id: 'sup-1',
      version: 3,
      action: 'submitOA',
      remarks: 'Profile complete',
    });
    expect(await screen.findByText(/Waiting for the OA answer/)).toBeInTheDocument();
    expect(screen.getAllByText('OA under review').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Submit to OA' })).toBeNull();
  });

  it('asks for a reason before returning a profile, and sends nothing without one', async () => {
    const { api, user } = await renderStory(AwaitingReview, stories.COMMERCIAL);
    await user.click(await screen.findByRole('button', { name: 'Return to supplier' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    expect(posted(api, '/admin/supplier/supApprovalInfo/commit')).toHaveLength(0);
  });

  it('gives quality no button on a supplier still in business review', async () => {
    await renderStory(AwaitingReviewAsQuality, stories.QUALITY);
    expect(
      await screen.findByText('There is nothing for you to do on this supplier now.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit to OA' })).toBeNull();
  });

  it('says what the supplier waits for and offers nothing meanwhile', async () => {
    await renderStory(WaitingForOa, stories.COMMERCIAL);
    expect(
      await screen.findByText('Waiting for the OA answer. This page updates by itself.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit to OA' })).toBeNull();
  });

  it('lets master data sync a passed supplier', async () => {
    const { api, user } = await renderStory(ReadyToSync, stories.MASTERDATA);
    await user.click(await screen.findByRole('button', { name: 'Sync to ERP' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(posted(api, '/admin/supplier/supApprovalInfo/commit')[0]?.body).toMatchObject({
        action: 'sync',
      }),
    );
    expect(await screen.findByText(/Waiting for the ERP synchronization/)).toBeInTheDocument();
  });

  it('freezes a qualified supplier with a reason, then offers to unfreeze it', async () => {
    const { api, user } = await renderStory(Freezable, stories.COMMERCIAL);
    await user.click(await screen.findByRole('button', { name: 'Freeze (commercial)' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Overdue certificates',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('button', { name: 'Unfreeze (commercial)' }),
    ).toBeInTheDocument();
    expect(posted(api, '/admin/supplier/supBasic/freeze')[0]?.body).toEqual({
      id: 'sup-5',
      version: 3,
      kind: 'commercial',
      reason: 'Overdue certificates',
    });
    expect(screen.getByText('Overdue certificates')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await renderStory(Chinese, stories.COMMERCIAL);
    expect(await screen.findByRole('button', { name: '提交 OA' })).toBeInTheDocument();
    expect(screen.getAllByText('待业务审核').length).toBeGreaterThan(0);
  });
});
