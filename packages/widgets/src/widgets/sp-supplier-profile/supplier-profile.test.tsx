import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { messages, supplierApi, supplierProfileApi } from '@portal/contract';
import { type MockApi } from '../../testing';
import { profileHandlers } from '../../testing/supplier-profile-fixtures';
import en from '../../locales/en/supplier-profile.json';
import zh from '../../locales/zh/supplier-profile.json';
import * as stories from './supplier-profile.stories';
import { renderStory as renderWith } from '../../testing/render-story';

vi.setConfig({ testTimeout: 30_000 });
// Dialogs render in a portal that Fluent marks; queries look everywhere.
configure({ defaultHidden: true });

const { Editable, Complete, UnderReview, ReadOnly, Buyer, Transport, LoadFailed, Chinese } =
  composeStories(stories);

const renderStory = (Story: typeof Editable) =>
  renderWith(Story, {
    mock: (api, p) => profileHandlers(api, p.fixture as object | undefined),
    user: { applyAccept: false },
  });

const bodiesOf = (api: MockApi, path: string) =>
  api
    .requests()
    .filter((r) => r.path === path)
    .map((r) => r.body);
const inYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

describe('sp-supplier-profile', () => {
  it('fills in and saves the basic section with the version, then lists what is still missing', async () => {
    const { api, mock, user } = await renderStory(Editable);
    const form = await screen.findByRole('form', { name: 'Basic information' });
    const note = screen.getByRole('note', { name: 'Before you submit for review' });
    expect(within(note).getByText('A primary contact')).toBeInTheDocument();
    expect(
      within(note).getByText('A valid business license under the qualification files'),
    ).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^Company name \(English\)/), 'Tiangong Aviation');
    await user.type(within(form).getByLabelText(/^Business license number/), '91320000MA1TG00077');
    await user.type(within(form).getByLabelText(/^Legal representative/), '王立');
    await user.type(within(form).getByLabelText(/^Registered address/), 'Nanjing, Jiangning 88');
    await user.type(within(form).getByLabelText(/^Website/), 'tiangong');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // The contract's rule, before any request.
    expect(await within(form).findByText(messages.en['profile.websiteRule'])).toBeInTheDocument();
    expect(bodiesOf(api, supplierProfileApi.saveBasic.path)).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Website/));
    await user.type(within(form).getByLabelText(/^Website/), 'https://tiangong.example');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesOf(api, supplierProfileApi.saveBasic.path)).toEqual([
        expect.objectContaining({
          version: 3,
          name: '天工航材有限公司',
          nameEn: 'Tiangong Aviation',
          licenseNumber: '91320000MA1TG00077',
          website: 'https://tiangong.example',
          contacts: [],
        }),
      ]),
    );
    expect(mock.profile()).toMatchObject({ legalRepresentative: '王立', version: 4 });
    await waitFor(() =>
      expect(within(note).queryByText('Legal representative')).not.toBeInTheDocument(),
    );
  });

  it('shows its business types and grade in its own edit form, read-only and never sent', async () => {
    const { api, user } = await renderStory(Complete);
    const form = await screen.findByRole('form', { name: 'Basic information' });
    const types = within(form).getByRole('textbox', { name: 'Business types' });
    expect(types).toHaveValue('Purchase, 21-department');
    expect(types).toHaveAttribute('readonly');
    const grade = within(form).getByRole('textbox', { name: 'Quality grade' });
    expect(grade).toHaveValue('B');
    expect(grade).toHaveAttribute('readonly');
    await user.type(grade, 'A');
    expect(grade).toHaveValue('B');

    await user.clear(within(form).getByLabelText(/^Legal representative/));
    await user.type(within(form).getByLabelText(/^Legal representative/), 'Zhang Wei');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesOf(api, supplierProfileApi.saveBasic.path)).toEqual([
        expect.objectContaining({ legalRepresentative: 'Zhang Wei' }),
      ]),
    );
    const [body] = bodiesOf(api, supplierProfileApi.saveBasic.path) as Record<string, unknown>[];
    expect(body).not.toHaveProperty('businessTypes');
    expect(body).not.toHaveProperty('grade');
  });

  it('keeps unsaved typing across tabs, and removing a contact asks first', async () => {
    const { api, user } = await renderStory(Complete);
    const form = await screen.findByRole('form', { name: 'Basic information' });
    await user.clear(within(form).getByLabelText(/^Legal representative/));
    await user.type(within(form).getByLabelText(/^Legal representative/), 'Zhang Wei');
    await user.click(screen.getByRole('tab', { name: 'Other information' }));
    expect(screen.getByRole('tab', { name: 'Other information' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Basic information' }));
    expect(within(form).getByLabelText(/^Legal representative/)).toHaveValue('Zhang Wei');

    await user.click(screen.getByRole('button', { name: 'Remove 李娜' }));
    const ask = within(await screen.findByRole('alertdialog', {}, { timeout: 10_000 }));
    expect(ask.getByText('李娜 is removed from the profile.')).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(api.requests().filter((r) => r.path === supplierProfileApi.saveBasic.path)).toEqual([]);
  });

  it('adds the primary contact in a dialog, saved with the latest version', async () => {
    const { api, user } = await renderStory(Editable);
    await user.click(await screen.findByRole('button', { name: 'Add contact' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Contact' }, { timeout: 10_000 }),
    );
    // The first contact is the primary one.
    expect(dialog.getByRole('checkbox', { name: /Primary contact/ })).toBeChecked();
    await user.type(dialog.getByLabelText(/^Name/), '李娜');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(messages.en['profile.contactReachable'])).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^E-mail/), 'li.na@tiangong.example');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesOf(api, supplierProfileApi.saveBasic.path).at(-1)).toMatchObject({
        version: 3,
        contacts: [{ name: '李娜', email: 'li.na@tiangong.example', primary: true }],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Contacts' });
    expect(within(table).getByText('li.na@tiangong.example')).toBeInTheDocument();
  });

  it('uploads the business license with progress and saves it with its expiry', async () => {
    const { api, user } = await renderStory(Editable);
    await user.click(await screen.findByRole('button', { name: 'Add qualification file' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Qualification file' }, { timeout: 10_000 }),
    );
    expect(dialog.getByLabelText(/^Kind/)).toHaveDisplayValue('Business license');
    await user.type(dialog.getByLabelText(/^Certificate number/), '91320000MA1TG00077');
    await user.type(dialog.getByLabelText(/^Expiry date/), inYear());
    // Without the file the form says so.
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(messages.en['profile.fileRequired'])).toBeInTheDocument();

    const pdf = new File(['%PDF-1.7'], 'license.pdf', { type: 'application/pdf' });
    await user.upload(dialog.getByLabelText('Certificate file', { selector: 'input' }), pdf);
    expect(await dialog.findByRole('link', { name: 'license.pdf' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesOf(api, supplierProfileApi.addQualification.path)).toEqual([
        expect.objectContaining({
          version: 3,
          kind: 'businessLicense',
          number: '91320000MA1TG00077',
          expiresOn: inYear(),
          fileId: expect.stringMatching(/^file-/),
        }),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Qualification files' });
    expect(within(table).getByText('Valid')).toBeInTheDocument();
  });

  it('submits a complete profile for review after a confirmation', async () => {
    const { api, user } = await renderStory(Complete);
    expect(
      await screen.findByText('The profile is complete and can be submitted for review.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    const confirmDialog = () =>
      screen.findByRole('dialog', { name: 'Submit the profile for review?' }, { timeout: 10_000 });
    const ask = within(await confirmDialog());
    expect(ask.getByText(/cannot change the basic and other information/)).toBeInTheDocument();
    expect(bodiesOf(api, supplierApi.submitProfile.path)).toHaveLength(0);
    await user.click(ask.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(bodiesOf(api, supplierApi.submitProfile.path)).toEqual([{ version: 3 }]),
    );
    // Reloaded: under review, nothing to edit any more.
    expect(await screen.findByText(/under the buyer's review/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Basic information' })).not.toBeInTheDocument();
  });

  it('shows a profile under review read-only with its state', async () => {
    await renderStory(UnderReview);
    expect(
      await screen.findByText(/under the buyer's review \(Pending business review\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add contact' })).not.toBeInTheDocument();
    expect(screen.getByText('王立')).toBeInTheDocument();
    // What the supplier does for the buyer and its quality grade, set by the buyer.
    expect(screen.getByText('Business types')).toBeInTheDocument();
    expect(screen.getByText('Purchase, 21-department')).toBeInTheDocument();
    expect(screen.getByText('Quality grade')).toBeInTheDocument();
    expect(screen.getByText('B')).toBeInTheDocument();
  });

  it('read-only: no editing, qualification expiry marked, capabilities in their tab', async () => {
    const { user } = await renderStory(ReadOnly);
    const table = await screen.findByRole('table', { name: 'Qualification files' });
    expect(within(table).getByText('Expires within 30 days')).toBeInTheDocument();
    expect(within(table).getByText('Expired')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'business-license.pdf' })).toHaveAttribute(
      'href',
      expect.stringContaining('obj=file-lic'),
    );
    expect(
      screen.queryByRole('button', { name: /^(Save|Remove|Edit|Add)/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Capabilities' }));
    const abilities = await screen.findByRole('table', { name: 'Capabilities' });
    expect(within(abilities).getByText('Under review')).toBeInTheDocument();
    expect(within(abilities).getByText('No pass')).toBeInTheDocument();
    expect(within(abilities).queryByRole('button')).not.toBeInTheDocument();
  });

  it("lets the buyer's quality department decide a capability under review", async () => {
    const { api, user } = await renderStory(Buyer);
    expect(api.requests()[0]).toMatchObject({ path: supplierProfileApi.getProfile.path });
    await user.click(await screen.findByRole('tab', { name: 'Capabilities' }));
    await user.click(
      await screen.findByRole('button', { name: 'Decide on Purchase / Rotables and accessories' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Capability review' }, { timeout: 10_000 }),
    );
    await user.selectOptions(dialog.getByLabelText(/^Decision/), 'noPass');
    await user.click(dialog.getByRole('button', { name: 'Decide' }));
    expect(await dialog.findByText(messages.en['profile.remarksRequired'])).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Reason/), 'No distributor agreement on file');
    await user.click(dialog.getByRole('button', { name: 'Decide' }));
    await waitFor(() =>
      expect(bodiesOf(api, supplierProfileApi.decideCapability.path)).toEqual([
        {
          supplierId: 'sup-77',
          id: 'k-1',
          version: 2,
          decision: 'noPass',
          remarks: 'No distributor agreement on file',
        },
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Capabilities' });
    await waitFor(() => expect(within(table).getAllByText('No pass')).toHaveLength(2));
  });

  it('shows the transport profile without capabilities and OEM lists', async () => {
    const { user } = await renderStory(Transport);
    expect(await screen.findByText('Transport supplier')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Basic information',
      'Other information',
    ]);
    expect(screen.queryByLabelText(/^Registered capital/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Other information' }));
    expect(await screen.findByRole('region', { name: 'Annual sales' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'OEM lists' })).not.toBeInTheDocument();
  });

  it('offers Retry when the profile cannot be loaded', async () => {
    await renderStory(LoadFailed);
    expect(await screen.findByText(/The profile could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('speaks Chinese, and both languages have the same keys', async () => {
    await renderStory(Chinese);
    expect(await screen.findByRole('tab', { name: '基本信息' })).toBeInTheDocument();
    expect(await screen.findByText('30 天内到期')).toBeInTheDocument();
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        v && typeof v === 'object' ? keys(v as object, `${p}${k}.`) : [`${p}${k}`],
      );
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    expect(
      Object.keys(messages.zh)
        .filter((k) => k.startsWith('profile.'))
        .sort(),
    ).toEqual(
      Object.keys(messages.en)
        .filter((k) => k.startsWith('profile.'))
        .sort(),
    );
  });
});
