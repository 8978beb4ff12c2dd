// The quote editor's moves against the mocked server: submit rules, no-bid confirmation, a stale
// quote, server field errors, the draft that survives a remount, the bid end, batch fill.
import { render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/contract';
import { downloadTemplate, quoteEditorHandlers } from '../../testing';
import * as stories from './quote-editor.stories';
import { renderStory as renderWith } from '../../testing/render-story';

// Typing into a form of 40 Fluent fields is slow under jsdom on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

const { NewQuote, Filled, Stale, ServerFieldErrors, ServerError, Expired, Chinese } =
  composeStories(stories);

/** Renders a story, then (optionally) swaps in a mock we can inspect, before the first call. */
async function renderStory(
  Story: typeof NewQuote,
  fixture?: Parameters<typeof quoteEditorHandlers>[1],
) {
  const view = await renderWith(
    Story,
    fixture ? { mock: (api) => quoteEditorHandlers(api, fixture) } : {},
  );
  await screen.findByRole('table', { name: /Quote lines|报价行/ });
  return view;
}

const editor = () => screen.getByRole('region', { name: /Line editor|报价行编辑/ });
const field = (label: string) =>
  within(editor()).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('sp-quote-editor: submit', () => {
  for (const [lang, Story, submit] of [
    ['en', NewQuote, 'Submit quote'],
    ['zh', Chinese, '提交报价'],
  ] as const) {
    it(`shows the required messages on submit and sends nothing (${lang})`, async () => {
      const user = userEvent.setup();
      const { api } = await renderStory(Story, {});
      await user.click(button(submit));
      const m = messages[lang];
      expect(await within(editor()).findByText(m['quote.required.unitPrice'])).toBeInTheDocument();
      expect(within(editor()).getByText(m['quote.required.condition'])).toBeInTheDocument();
      expect(within(editor()).getByText(m['quote.required.certificateType'])).toBeInTheDocument();
      expect(within(editor()).getByText(m['quote.required.incoterms'])).toBeInTheDocument();
      expect(
        screen.getByText(
          lang === 'en'
            ? '3 lines have errors. Fix them before you continue.'
            : '有 3 行存在错误，请修正后再继续。',
        ),
      ).toBeInTheDocument();
      expect(api?.history()).not.toContain('POST /admin/inquiry/cgInquiry/commit');
    });
  }

  it('saves a draft, tells the page, and the state becomes Draft saved', async () => {
    const user = userEvent.setup();
    const { api } = await renderStory(Filled, { filled: true, state: 'hold' });
    await user.type(field('Brand'), ' Aerospace');
    await user.click(button('Save draft'));
    await waitFor(() =>
      expect(Filled.args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ inquiryId: 'inq-1001', state: 'hold', version: 2 }),
      ),
    );
    const body = api?.requests().find((r) => r.path.endsWith('/edit'))?.body as {
      version: number;
      lines: { brand?: string }[];
    };
    expect(body.version).toBe(1);
    expect(body.lines).toHaveLength(3);
    expect(body.lines[0]?.brand).toBe('Honeywell Aerospace');
    // The saved lines become the new baseline in the render after onSaved (a loaded CI machine
    // got here before it).
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });
});

describe('sp-quote-editor: no bid', () => {
  it('asks for confirmation before it declines', async () => {
    const user = userEvent.setup();
    const { api } = await renderStory(NewQuote, {});
    await user.click(button('No bid'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline to quote?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api?.history()).not.toContain('POST /admin/inquiry/cgInquiry/noOffer');

    // The click guard holds the button (aria-disabled, still focusable) for 2 s after each click.
    await waitFor(() => expect(button('No bid')).not.toHaveAttribute('aria-disabled', 'true'), {
      timeout: 10_000,
    });
    await user.click(button('No bid'));
    const again = await screen.findByRole('alertdialog', { name: 'Decline to quote?' });
    await user.click(within(again).getByRole('button', { name: 'No bid' }));
    await waitFor(() => expect(NewQuote.args.onNoBid).toHaveBeenCalled());
    expect(api?.history()).toContain('POST /admin/inquiry/cgInquiry/noOffer');
    expect(await screen.findByText('No bid', { selector: '.fui-Badge' })).toBeInTheDocument();
  });
});

describe('sp-quote-editor: failures keep the edits', () => {
  it('a stale quote (409) says so and offers Reload; the edits survive the reload', async () => {
    const user = userEvent.setup();
    await renderStory(Stale);
    await user.type(field('Brand'), ' Aerospace');
    await user.click(button('Save draft'));
    expect(await screen.findByText(messages.en['quote.stale'])).toBeInTheDocument();
    expect(field('Brand')).toHaveValue('Honeywell Aerospace');
    await user.click(button('Reload'));
    await waitFor(() =>
      expect(screen.queryByText(messages.en['quote.stale'])).not.toBeInTheDocument(),
    );
    expect(field('Brand')).toHaveValue('Honeywell Aerospace');
  });

  it('a server failure shows beside the buttons, not lost in a toast, and the edits stay', async () => {
    const user = userEvent.setup();
    await renderStory(ServerError);
    await user.clear(field('Unit price'));
    await user.type(field('Unit price'), '777');
    await user.click(button('Save draft'));
    expect(await screen.findByText(messages.en['http.server'])).toBeInTheDocument();
    expect(field('Unit price')).toHaveValue('777');
  });

  it("puts the server's field errors (lines.1.unitPrice) on their line and field", async () => {
    const user = userEvent.setup();
    await renderStory(ServerFieldErrors);
    await user.click(button('Save draft'));
    expect(await within(editor()).findByRole('heading', { name: /^Item 20/ })).toBeInTheDocument();
    expect(within(editor()).getByText(messages.en['quote.amountRange'])).toBeInTheDocument();
    expect(within(editor()).getByText(messages.en['quote.validityPast'])).toBeInTheDocument();
    const row = screen.getByRole('button', { name: 'Edit item 20' }).closest('[role="row"]');
    expect(within(row as HTMLElement).getByText('2 errors')).toBeInTheDocument();
    // Only lines with errors.
    await user.click(screen.getByRole('checkbox', { name: 'Only lines with errors' }));
    const table = screen.getByRole('table', { name: 'Quote lines' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    // Fixing the field clears the server's message for it.
    await user.type(field('Unit price'), '1');
    expect(within(editor()).queryByText(messages.en['quote.amountRange'])).not.toBeInTheDocument();
  });

  it('restores unsaved edits after a remount, and Discard drops them', async () => {
    const user = userEvent.setup();
    const first = await renderStory(NewQuote);
    await user.type(field('Brand'), 'Collins');
    first.unmount();
    render(<NewQuote />);
    await screen.findByRole('table', { name: 'Quote lines' });
    expect(await screen.findByText(/Unsaved changes from .* were restored/)).toBeInTheDocument();
    expect(field('Brand')).toHaveValue('Collins');
    await user.click(button('Discard changes'));
    expect(field('Brand')).toHaveValue('');
    expect(screen.queryByText(/were restored/)).not.toBeInTheDocument();
  });
});

describe('sp-quote-editor: after the bid end', () => {
  it('is read-only, says Expired, and offers no action', async () => {
    await renderStory(Expired);
    expect(screen.getByText('Expired', { selector: '.fui-Badge' })).toBeInTheDocument();
    expect(
      screen.getByText('The bid has ended. This quote can no longer change.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(field('Unit price')).toBeDisabled();
  });
});

describe('sp-quote-editor: batch fill', () => {
  it('merges the lines read from the template into the editor, unsaved', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { api } = await renderStory(NewQuote, {});
    await user.click(button('Fill in from a spreadsheet'));
    const saved = await downloadTemplate(() =>
      user.click(screen.getByRole('button', { name: 'Download template' })),
    );
    expect(saved.text).toBe(
      '/admin/file/template/quote?inquiryId=inq-1001 Bearer access-token-fixture',
    );
    await user.upload(
      screen.getByLabelText('Upload the filled-in quote template', { selector: 'input' }),
      new File(['PK'], 'quote.xlsx'),
    );
    expect(
      await screen.findByText(
        '3 lines were filled in from quote.xlsx. They are not saved until you save or submit.',
      ),
    ).toBeInTheDocument();
    expect(field('Unit price')).toHaveValue('980');
    expect(screen.getByRole('cell', { name: 'Unit price' })).toBeInTheDocument();
    expect(api?.history().filter((h) => h.startsWith('POST'))).toEqual([
      'POST /admin/inquiry/cgInquiry/batchUpload',
    ]);
  });
});
