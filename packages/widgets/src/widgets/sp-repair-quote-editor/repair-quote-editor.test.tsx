// sp-repair-quote-editor against the mocked server, in both languages: the units and their facts, the
// rules on submit, the live estimate, what a hold sends, no bid with its reason, the read-only
// quote, a stale version, the draft that survives a reload, and batch fill from the template.
import { screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { messages, type RepairQuoteLineInput } from '@portal/contract';
import { downloadTemplate, repairQuoteHandlers } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import * as stories from './repair-quote-editor.stories';

// Typing into many Fluent fields is slow under jsdom on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const { NewQuote, Filled, Stale, ServerFieldErrors, Expired, Chinese, NotInvited } =
  composeStories(stories);

async function renderStory(
  Story: typeof NewQuote,
  fixture?: Parameters<typeof repairQuoteHandlers>[1],
) {
  const view = await renderWith(Story, {
    mock: (api, p) => repairQuoteHandlers(api, fixture ?? (p.fixture as object)),
  });
  await screen.findByRole('heading', { level: 2 });
  return view;
}

const unit = (name: RegExp | string) => screen.getByRole('region', { name });
const first = () => unit(/^(Unit|件) 10/);
const field = (region: HTMLElement, label: string) =>
  within(region).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('sp-repair-quote-editor: the units', () => {
  it('shows each unit with its facts and an empty form (en)', async () => {
    await renderStory(NewQuote);
    expect(
      screen.getByRole('heading', { name: 'Repair quote for RFQ-R-2026-000314' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /^Unit \d+/ })).toHaveLength(3);
    const u = first();
    expect(within(u).getByText('SG-40117')).toBeInTheDocument();
    expect(within(u).getByText('Output voltage low under load')).toBeInTheDocument();
    expect(within(u).getByText('B-5371')).toBeInTheDocument();
    expect(within(u).getByText('Serial number')).toBeInTheDocument();
    expect(field(u, 'Turnaround (days)')).toBeRequired();
    expect(screen.getByText('Not quoted')).toBeInTheDocument();
    // The certificate types read as the authorities, not as codes.
    expect(within(u).getByRole('option', { name: 'CAAC+FAA' })).toBeInTheDocument();
  });

  it('says the same in Chinese', async () => {
    await renderStory(Chinese);
    expect(
      screen.getByRole('heading', { name: 'RFQ-R-2026-000314 的送修报价' }),
    ).toBeInTheDocument();
    const u = first();
    expect(within(u).getByText('序号')).toBeInTheDocument();
    expect(within(u).getByText('故障描述')).toBeInTheDocument();
    expect(within(u).getByRole('option', { name: '往返' })).toBeInTheDocument();
    expect(screen.getByText('未报价')).toBeInTheDocument();
  });

  it('answers 404 for an inquiry the supplier is not invited to', async () => {
    await renderWith(NotInvited);
    expect(await screen.findByText(messages.en['inquiry.notFound'])).toBeInTheDocument();
  });
});

describe('sp-repair-quote-editor: rules and estimate', () => {
  for (const [lang, Story, submit, units] of [
    ['en', NewQuote, 'Submit quote', '3 units need attention'],
    ['zh', Chinese, '提交报价', '有 3 个件需要处理'],
  ] as const) {
    it(`names every required field on submit and sends nothing (${lang})`, async () => {
      const { api, user } = await renderStory(Story);
      const m = messages[lang];
      await user.click(button(submit));
      const u = first();
      expect(await within(u).findByText(m['repairQuote.required.currency'])).toBeInTheDocument();
      expect(within(u).getByText(m['repairQuote.required.price'])).toBeInTheDocument();
      expect(within(u).getByText(m['repairQuote.required.turnaroundDays'])).toBeInTheDocument();
      expect(within(u).getByText(m['repairQuote.required.shipping'])).toBeInTheDocument();
      expect(within(u).getByText(m['repairQuote.required.warrantyMonths'])).toBeInTheDocument();
      expect(screen.getByText(new RegExp(units))).toBeInTheDocument();
      expect(api.history()).not.toContain('POST /admin/inquiry/cgRepairQuote/commit');
    });
  }

  it('checks a field as it is typed (draft rules), in both languages', async () => {
    const { user, unmount } = await renderStory(NewQuote);
    await user.type(field(first(), 'Handling rate (%)'), '120');
    expect(
      await within(first()).findByText(messages.en['repairQuote.rateRange']),
    ).toBeInTheDocument();
    await user.type(field(first(), 'Repair fee'), '500');
    await user.type(field(first(), 'Cap fee'), '400');
    expect(
      await within(first()).findByText(messages.en['repairQuote.capBelowRepair']),
    ).toBeInTheDocument();
    unmount();
    const zh = await renderStory(Chinese);
    await zh.user.type(field(first(), '保修期（月）'), '999');
    expect(
      await within(first()).findByText(
        messages.zh['repairQuote.monthsRange'].replace('{{max}}', '120'),
      ),
    ).toBeInTheDocument();
  });

  it('updates the estimate as fees are typed', async () => {
    const { user } = await renderStory(NewQuote);
    const u = first();
    const estimate = () => within(u).getByRole('status', { name: 'Estimate' });
    expect(estimate()).toHaveTextContent('Enter a fixed price or a repair fee');
    await user.type(field(u, 'Repair fee'), '1000');
    await user.type(field(u, 'Test fee'), '200');
    expect(estimate()).toHaveTextContent('1,200');
    await user.type(field(u, 'Handling rate (%)'), '10');
    expect(estimate()).toHaveTextContent('1,320');
    // A fixed price replaces the time and material.
    await user.type(field(u, 'Fixed price'), '3000');
    await user.selectOptions(field(u, 'Currency'), 'USD');
    expect(estimate()).toHaveTextContent(/\$3,520\.00/);
  });
});

describe('sp-repair-quote-editor: moves', () => {
  it('Save draft sends every unit with the version, and the answer shows', async () => {
    const onSaved = fn();
    const { api, mock, user } = await renderWith(Filled, {
      props: { onSaved },
      mock: (a) => repairQuoteHandlers(a, { filled: true, state: 'hold' }),
    });
    await screen.findByRole('heading', { level: 2 });
    const u = first();
    await user.clear(field(u, 'Turnaround (days)'));
    await user.type(field(u, 'Turnaround (days)'), '30');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(button('Save draft'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = api.requests().find((r) => r.path === '/admin/inquiry/cgRepairQuote/edit');
    const body = sent?.body as { version: number; lines: RepairQuoteLineInput[] };
    expect(body.version).toBe(1);
    expect(body.lines).toHaveLength(3);
    expect(body.lines[0]).toMatchObject({
      itemId: 'unit-1',
      quoted: true,
      turnaroundDays: 30,
      currency: 'USD',
    });
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ version: 2, state: 'hold' });
    expect(mock.quote().version).toBe(2);
    expect(await screen.findByText('2', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('sends an unquoted unit as not quoted, without its fields', async () => {
    const { api, user } = await renderStory(Filled, { filled: true, state: 'hold' });
    await user.click(within(unit(/^Unit 20/)).getByRole('checkbox', { name: 'Quote this unit' }));
    expect(within(unit(/^Unit 20/)).getByText(/Not quoted: the shop/)).toBeInTheDocument();
    await user.click(button('Submit quote'));
    await waitFor(() =>
      expect(api.history()).toContain('POST /admin/inquiry/cgRepairQuote/commit'),
    );
    const body = api.requests().find((r) => r.path.endsWith('/commit'))?.body as {
      lines: RepairQuoteLineInput[];
    };
    expect(body.lines[1]).toEqual({ itemId: 'unit-2', quoted: false });
  });

  it('No bid asks first, with a reason, then shows the new state', async () => {
    const onNoBid = fn();
    const { api, user } = await renderWith(NewQuote, {
      props: { onNoBid },
      mock: (a) => repairQuoteHandlers(a, {}),
    });
    await screen.findByRole('heading', { level: 2 });
    await user.click(button('No bid'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Do not bid on this inquiry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.history()).not.toContain('POST /admin/inquiry/cgInquiry/noOffer');

    await user.click(await screen.findByRole('button', { name: 'No bid' }));
    const again = await screen.findByRole('alertdialog');
    await user.type(
      within(again).getByLabelText('Reason (optional)'),
      'No capability for this unit',
    );
    await user.click(within(again).getByRole('button', { name: 'No bid' }));
    await waitFor(() => expect(onNoBid).toHaveBeenCalled());
    const body = api.requests().find((r) => r.path === '/admin/inquiry/cgInquiry/noOffer')?.body;
    expect(body).toMatchObject({
      inquiryId: 'rep-inq-1',
      version: 1,
      reason: 'No capability for this unit',
    });
    // The state machine lets a supplier who declined quote again before the bid end.
    expect(await screen.findByText('No bid', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'No bid' })).not.toBeInTheDocument();
  });

  it('shows the server’s field reasons under the unit they concern (400)', async () => {
    const { user } = await renderStory(ServerFieldErrors, {
      filled: true,
      state: 'hold',
      save: 'fieldErrors',
    });
    await user.click(button('Save draft'));
    const second = unit(/^Unit 20/);
    expect(
      await within(second).findByText(messages.en['repairQuote.capBelowRepair']),
    ).toBeInTheDocument();
    expect(within(first()).queryByText(messages.en['repairQuote.capBelowRepair'])).toBeNull();
    // Editing the unit clears the server's word on it.
    await user.type(field(second, 'Cap fee'), '0');
    expect(within(second).queryByText(messages.en['repairQuote.capBelowRepair'])).toBeNull();
  });

  it('is read-only after the bid end: no buttons, no batch, fields not editable', async () => {
    await renderStory(Expired);
    expect(screen.getByText('This quote can no longer be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Repair quote actions' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Batch fill from template' }),
    ).not.toBeInTheDocument();
    expect(field(first(), 'Repair fee')).toHaveAttribute('readonly');
    expect(within(first()).getByRole('checkbox')).toBeDisabled();
  });

  for (const [lang, save, reload] of [
    ['en', 'Save draft', 'Reload'],
    ['zh', '暂存', '重新加载'],
  ] as const) {
    it(`a stale version says so and offers Reload (${lang})`, async () => {
      const { api, user } = await renderWith(Stale, {
        mock: (a) => repairQuoteHandlers(a, { filled: true, state: 'hold', save: 'stale' }),
        setup: () => undefined,
      });
      if (lang === 'zh') {
        const { i18n } = await import('../../runtime/i18n');
        await i18n.changeLanguage('zh');
      }
      await screen.findByRole('heading', { level: 2 });
      await user.click(button(save));
      expect(await screen.findByText(messages[lang]['quote.stale'])).toBeInTheDocument();
      const gets = () => api.history().filter((h) => h.endsWith('/cgRepairQuote/answers')).length;
      const before = gets();
      await user.click(button(reload));
      await waitFor(() => expect(gets()).toBe(before + 1));
      expect(screen.queryByText(messages[lang]['quote.stale'])).not.toBeInTheDocument();
    });
  }
});

describe('sp-repair-quote-editor: draft and batch', () => {
  it('keeps unsaved edits through a reload of the tab', async () => {
    const view = await renderStory(NewQuote);
    await view.user.type(field(first(), 'Repair fee'), '777');
    await new Promise((r) => setTimeout(r, 400));
    view.unmount();
    // The story's setup forgets drafts (each story starts clean): put back what the tab kept.
    const kept = Object.entries(sessionStorage).filter(([k]) =>
      k.startsWith('sp-repair-quote-draft:'),
    );
    expect(kept).toHaveLength(1);
    await renderWith(NewQuote, {
      setup: () => kept.forEach(([k, v]) => sessionStorage.setItem(k, v)),
    });
    await screen.findByRole('heading', { level: 2 });
    expect(field(first(), 'Repair fee')).toHaveValue('777');
    expect(screen.getByText('Your unsaved edits of this quote were restored.')).toBeInTheDocument();
  });

  it('fills units from the uploaded template and shows the row report', async () => {
    const { user } = await renderStory(NewQuote);
    await user.click(button('Batch fill from template'));
    const saved = await downloadTemplate(() => user.click(button('Download template')));
    expect(saved.text).toBe(
      '/admin/file/template/repairQuote?inquiryId=rep-inq-1 Bearer access-token-fixture',
    );
    const file = new File(['x'], 'repair.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(
      screen.getByLabelText('Upload the filled-in repair quote template', { selector: 'input' }),
      file,
    );
    expect(
      await screen.findByText('2 units were filled in from repair.xlsx. Check them, then save.'),
    ).toBeInTheDocument();
    expect(field(first(), 'Fixed price')).toHaveValue('5000');
    expect(screen.getByText(messages.en['repairQuote.turnaroundRange'])).toBeInTheDocument();
  });
});
