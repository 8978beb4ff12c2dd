import { screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { SUPPLIER_PERMISSIONS as P } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import { signInWithPermissions } from '../../testing';
import {
  assessmentHandlers,
  authorizationHandlers,
  type AssessmentFixtureOptions,
} from '../../testing/supplier-quality-fixtures';
import * as stories from './supplier-quality.stories';
import { renderStory as renderWith } from '../../testing/render-story';

vi.setConfig({ testTimeout: 30_000 });

const {
  AssessmentToRecord,
  AssessmentRecorded,
  AssessmentNone,
  Authorizations,
  AuthorizationsReader,
  AuthorizationsChinese,
} = composeStories(stories);

// Generous: the dialogs load lazily, and a loaded CI machine takes seconds for it.
const wait = { timeout: 15_000 };

async function renderStory(
  Story: typeof Authorizations,
  opts: { permissions?: string[]; assessment?: AssessmentFixtureOptions } = {},
) {
  const parameters = Story.parameters as {
    permissions?: string[];
    assessment?: AssessmentFixtureOptions;
  };
  const view = await renderWith(Story, {
    setup: () => {
      queryClient.clear();
      signInWithPermissions(
        opts.permissions ?? parameters.permissions ?? [P.lists, P.submitQAUDIT],
      );
    },
    mock: (api) => ({
      assessment: assessmentHandlers(api, opts.assessment ?? parameters.assessment),
      scopes: authorizationHandlers(api),
    }),
  });
  return { ...view, ...view.mock };
}

describe('sp-supplier-quality assessment', () => {
  it('records the assessment with the supplier and version; a missing grade is said first', async () => {
    const { assessment, user } = await renderStory(AssessmentToRecord);
    const form = await screen.findByRole('form', { name: 'Quality assessment' }, wait);
    expect(screen.getByText(/Submit to QAUDIT needs it/)).toBeVisible();
    await user.type(
      within(form).getByLabelText(/^Findings/),
      'Two torque wrenches out of calibration',
    );
    await user.click(within(form).getByRole('button', { name: 'Save assessment' }));
    // The server is the judge: it names the missing grade and date on their fields.
    expect(await within(form).findByText('Please choose a grade', {}, wait)).toBeVisible();
    expect(within(form).getByLabelText(/^Grade/)).toHaveAttribute('aria-invalid', 'true');
    expect(assessment.saved()[0]).toMatchObject({ supplierId: 'sup-1', version: 0 });
    await user.selectOptions(within(form).getByLabelText(/^Grade/), 'B');
    await user.type(within(form).getByLabelText(/^Score/), '82');
    await user.type(within(form).getByLabelText(/^Assessment date/), '2026-11-20');
    await user.click(within(form).getByRole('checkbox', { name: /On-site audit/ }));
    await user.click(within(form).getByRole('button', { name: 'Save assessment' }));
    await waitFor(() => expect(assessment.saved()).toHaveLength(2), wait);
    expect(await screen.findByText('The assessment was saved', {}, wait)).toBeInTheDocument();
    expect(assessment.saved().at(-1)).toMatchObject({
      supplierId: 'sup-1',
      grade: 'B',
      score: 82,
      onSite: true,
      assessedOn: '2026-11-20',
      findings: 'Two torque wrenches out of calibration',
    });
  });

  it('shows a recorded assessment read-only once the supplier went to QAUDIT', async () => {
    await renderStory(AssessmentRecorded);
    expect(await screen.findByText('B – qualified with remarks', {}, wait)).toBeVisible();
    expect(screen.getByText(/Calibration records incomplete/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save assessment' })).toBeNull();
  });

  it('says when nothing is recorded yet to a reader', async () => {
    await renderStory(AssessmentNone);
    expect(
      await screen.findByText(
        'The quality department has not assessed this supplier yet.',
        {},
        wait,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('sp-supplier-quality authorizations', () => {
  it('lists the scopes with their labels, expiry and state', async () => {
    await renderStory(Authorizations);
    const table = await screen.findByRole('table', { name: /Authorized supplier scopes/ }, wait);
    expect(await within(table).findAllByText('Demo Aero Parts Co., Ltd.', {}, wait)).toHaveLength(
      2,
    );
    expect(within(table).getByText('Rotables and accessories')).toBeVisible();
    expect(within(table).getAllByText('Expired').length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/2027/).length).toBeGreaterThan(0);
  });

  it('authorizes a scope through the dialog', async () => {
    const { scopes, user } = await renderStory(Authorizations);
    await user.click(await screen.findByRole('button', { name: 'Authorize a scope' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.type(within(dialog).getByLabelText(/^Supplier code/), 'S100002');
    await user.selectOptions(within(dialog).getByLabelText(/^Business type/), '2');
    await user.selectOptions(within(dialog).getByLabelText(/^Product type/), '8');
    await user.type(within(dialog).getByLabelText(/^Valid until/), '2027-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Authorize' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(scopes.authorized()[0]).toMatchObject({
      supplier: 'S100002',
      businessType: 2,
      productType: 8,
      validUntil: '2027-12-31',
    });
  });

  it('shows an unknown supplier on its field and keeps the dialog open', async () => {
    const { user } = await renderStory(Authorizations);
    await user.click(await screen.findByRole('button', { name: 'Authorize a scope' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.type(within(dialog).getByLabelText(/^Supplier code/), 'S999999');
    await user.selectOptions(within(dialog).getByLabelText(/^Business type/), '1');
    await user.selectOptions(within(dialog).getByLabelText(/^Product type/), '1');
    await user.type(within(dialog).getByLabelText(/^Valid until/), '2027-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Authorize' }));
    expect(await within(dialog).findByText('No supplier has this code', {}, wait)).toBeVisible();
  });

  it('withdraws with a reason and the row version', async () => {
    const { scopes, user } = await renderStory(Authorizations);
    const table = await screen.findByRole('table', {}, wait);
    await within(table).findAllByText('Demo Aero Parts Co., Ltd.', {}, wait);
    const buttons = within(table).getAllByRole('button', { name: /Withdraw/ });
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(within(dialog).getByText(/Withdraw the authorization of/)).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Audit finding not closed');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(scopes.withdrawn()).toHaveLength(1), wait);
    expect(scopes.withdrawn()[0]).toMatchObject({
      id: 'auth-1',
      version: 1,
      reason: 'Audit finding not closed',
    });
  });

  it('offers no Authorize or Withdraw to a reader', async () => {
    await renderStory(AuthorizationsReader);
    const table = await screen.findByRole('table', {}, wait);
    await within(table).findAllByText('Demo Aero Parts Co., Ltd.', {}, wait);
    expect(screen.queryByRole('button', { name: 'Authorize a scope' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('speaks Chinese', async () => {
    await renderStory(AuthorizationsChinese);
    expect(await screen.findByRole('button', { name: '授权范围' }, wait)).toBeVisible();
    expect(await screen.findAllByText('周转件及附件', {}, wait)).not.toHaveLength(0);
  });
});
