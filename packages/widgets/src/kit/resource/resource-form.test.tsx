import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { mockApi, quoteFormHandlers, type MockApi } from '../../testing';
import * as stories from './resource-form.stories';
import { renderStory as renderWith } from '../../testing/render-story';

const { Filled, New, Loading, LoadError, ValidationErrors, ServerFieldError, Chinese } =
  composeStories(stories);

// See resource-list.test.tsx: role queries without the CSS visibility walk, far faster in jsdom.
configure({ defaultHidden: true });

type AnyStory = typeof Filled;

async function renderStory(Story: AnyStory, api?: () => MockApi) {
  const view = await renderWith(Story);
  // Watched: the story's answers again, installed after its own.
  return { ...view, api: api?.() };
}

/** The form-level message (each field's own message is an alert too). */
const formAlert = () =>
  screen.getAllByRole('alert').find((a) => a.querySelector('.fui-Field')) as HTMLElement;

const saves = (api: MockApi | undefined) =>
  (api?.requests() ?? []).filter((r) => r.path === '/admin/inquiry/cgInquiry/edit');

describe('ResourceForm', { timeout: 30_000 }, () => {
  it('loads the record and renders each kind of field in its section', async () => {
    await renderStory(Filled);
    const part = await screen.findByRole('group', { name: 'Part' });
    expect(within(part).getByRole('textbox', { name: /^Quote part number/ })).toHaveValue(
      'PN-1001',
    );
    expect(within(part).getByRole('checkbox', { name: 'Quote this item' })).toBeChecked();
    expect(within(part).getByRole('combobox', { name: /^Interchangeability/ })).toHaveDisplayValue(
      'Original part',
    );
    // A numeric enum (certificate type 1) shows its label, not the code.
    expect(within(part).getByRole('combobox', { name: /^Certificate type/ })).toHaveDisplayValue(
      'FAA',
    );
    const price = screen.getByRole('group', { name: 'Price' });
    const unitPrice = within(price).getByRole('spinbutton', { name: /^Unit price/ });
    expect(unitPrice).toHaveValue(1250.5);
    expect(unitPrice.parentElement).toHaveTextContent('USD');
    const terms = screen.getByRole('group', { name: 'Terms' });
    // A date field in the portal's format (ISO in English), a text field rather than the native
    // date input whose mm/dd/yyyy follows the browser.
    const validity = within(terms).getByRole('textbox', { name: /^Validity date/ });
    expect(validity).toHaveValue('2027-06-30');
    expect(within(terms).getByRole('button', { name: 'Choose a date' })).toBeInTheDocument();
    expect(within(terms).getByRole('textbox', { name: /^Remarks/ })).toHaveValue('');
  });

  it('saves the checked values through the save call and reports it', async () => {
    await Filled.load();
    const api = mockApi((a) => quoteFormHandlers(a));
    render(<Filled />);
    const user = userEvent.setup();
    const price = await screen.findByRole('spinbutton', { name: /^Unit price/ });
    await user.clear(price);
    await user.type(price, '1199.75');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Currency/ }), 'EUR');
    expect(price.parentElement).toHaveTextContent('EUR');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(Filled.args.onSaved).toHaveBeenCalled());
    const body = saves(api)[0]?.body as {
      inquiryId: string;
      version: number;
      lines: Record<string, unknown>[];
    };
    expect(body).toMatchObject({ inquiryId: 'inq-1', version: 3 });
    expect(body.lines[0]).toMatchObject({
      unitPrice: 1199.75,
      currency: 'EUR',
      certificateType: 1,
    });
    expect(await screen.findAllByText('Saved')).not.toHaveLength(0);
    // Saved is clean: leaving no longer asks.
    const leave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leave);
    expect(leave.defaultPrevented).toBe(false);
  });

  for (const [lang, Story] of [
    ['en', ValidationErrors],
    ['zh', Chinese],
  ] as const) {
    it(`shows the contract's messages on their fields and sends nothing (${lang})`, async () => {
      const m = messages[lang];
      const { user, api } = await renderStory(Story, () => mockApi((a) => quoteFormHandlers(a)));
      await user.click(
        await screen.findByRole('button', { name: lang === 'en' ? 'Save' : '保存' }),
      );
      expect(await screen.findByText(m['quote.required.unitPrice'])).toBeInTheDocument();
      expect(screen.getByText(m['quote.required.quotePartNumber'])).toBeInTheDocument();
      expect(screen.getByText(m['quote.required.currency'])).toBeInTheDocument();
      const unitPrice = screen.getByRole('spinbutton', {
        name: lang === 'en' ? /^Unit price/ : /^单价/,
      });
      expect(unitPrice).toHaveAttribute('aria-invalid', 'true');
      expect(formAlert()).toHaveTextContent(
        lang === 'en' ? 'Please correct the highlighted fields.' : '请更正标出的字段。',
      );
      // Focus goes to the first field with a message.
      await waitFor(() =>
        expect(
          screen.getByRole('textbox', { name: lang === 'en' ? /^Quote part number/ : /^报价件号/ }),
        ).toHaveFocus(),
      );
      expect(saves(api)).toHaveLength(0);
      // Fixing a field clears its message as the user types.
      await user.type(unitPrice, '10');
      await waitFor(() =>
        expect(screen.queryByText(m['quote.required.unitPrice'])).not.toBeInTheDocument(),
      );
    });
  }

  it('puts the server’s field errors on their fields, the rest on top', async () => {
    const { user } = await renderStory(ServerFieldError);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This part number is not on the inquiry')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Quote part number/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const alert = formAlert();
    expect(alert).toHaveTextContent('Please correct the highlighted fields.');
    expect(alert).toHaveTextContent('An attachment was removed meanwhile');
    expect(ServerFieldError.args.onSaved).not.toHaveBeenCalled();
    // The error icon and the first message share one line: no message is a block of its own (a
    // block pushed the text below the icon); later messages start on a line of their own.
    const lines = [...alert.querySelectorAll<HTMLElement>('[data-form-message]')];
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line.style.display).not.toBe('block');
    expect(lines[0]!.querySelector('br')).toBeNull();
    expect(lines[1]!.firstElementChild?.tagName).toBe('BR');
  });

  it('puts Cancel before Save: the primary action last, one order in every form', async () => {
    await renderStory(Filled);
    await screen.findByRole('button', { name: 'Save' });
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names.indexOf('Cancel')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Cancel')).toBeLessThan(names.indexOf('Save'));
  });

  it('guards unsaved changes: the browser asks on unload, Cancel asks before discarding', async () => {
    const { user } = await renderStory(Filled);
    const brand = await screen.findByRole('textbox', { name: /^Brand/ });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // Nothing changed: no question.
    expect(Filled.args.onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.type(brand, ' Hannifin');
    const leave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leave);
    expect(leave.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(Filled.args.onCancel).toHaveBeenCalledTimes(1);
    expect(brand).toHaveValue('Parker Hannifin');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(Filled.args.onCancel).toHaveBeenCalledTimes(2));
  });

  it('starts a new record from the definition’s initial values', async () => {
    await renderStory(New);
    expect(await screen.findByRole('checkbox', { name: 'Quote this item' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Quote part number/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^Currency/ })).toHaveDisplayValue('Select…');
  });

  it('shows a skeleton while loading and a retry when loading fails', async () => {
    const loading = await renderStory(Loading);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    loading.unmount();

    const { user } = await renderStory(LoadError);
    expect(await screen.findByText(/This record could not be loaded\./)).toHaveTextContent(
      'The quote service is unavailable',
    );
    mockApi((a) => quoteFormHandlers(a));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Part' })).toBeInTheDocument();
  });

  it('accepts only numbers in number fields and keeps them numbers', async () => {
    const { user, api } = await renderStory(Filled, () => mockApi((a) => quoteFormHandlers(a)));
    const qty = await screen.findByRole('spinbutton', { name: /^Quoted quantity/ });
    expect(qty).toHaveAttribute('step', '1');
    // At most the MOQ (2): docs/product-rules.md#limits-and-moq.
    fireEvent.change(qty, { target: { value: '1' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    const line = (saves(api)[0]?.body as { lines: Record<string, unknown>[] }).lines[0];
    expect(line?.quotedQuantity).toBe(1);
  });
});
