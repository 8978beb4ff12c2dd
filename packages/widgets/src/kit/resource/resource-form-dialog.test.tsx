// The form dialog's options for a destructive answer with a reason (a decline): an alert dialog
// with a red submit, field labels filled from the record, a section without a heading, and content
// shown above the form (the lines a round applies to).
import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './resource-form-dialog.stories';
import { renderStory } from '../../testing/render-story';

vi.setConfig({ testTimeout: 20_000 });
configure({ defaultHidden: true });

const { DangerForm, PlainForm } = composeStories(stories);

describe('ResourceFormDialog', () => {
  it('asks a destructive answer as an alert dialog with a red button, the record in its words', async () => {
    const { api, user } = await renderStory(DangerForm, { mock: stories.dialogHandlers });
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline 3 rounds?' });
    expect(within(dialog).getByLabelText('Price (USD)')).toBeInTheDocument();
    // One short section: no heading over it.
    expect(dialog.querySelector('legend')).toBeNull();
    // What the caller shows above the form comes before it.
    const before = within(dialog).getByText('Three lines');
    const form = dialog.querySelector('form') as HTMLFormElement;
    expect(before.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Decline' });
    expect(submit.style.getPropertyValue('--colorBrandBackground')).not.toBe('');

    await user.type(within(dialog).getByLabelText('Remarks'), 'Price is final');
    await user.click(submit);
    await waitFor(() => expect(DangerForm.args.onClose).toHaveBeenCalled());
    expect(DangerForm.args.onSaved).toHaveBeenCalledTimes(1);
    expect(api.requests().find((r) => r.method === 'POST')?.body).toEqual({
      id: 'round-1',
      version: 1,
      remarks: 'Price is final',
    });
  });

  it('keeps an ordinary form a modal dialog with a section heading and the usual button', async () => {
    await renderStory(PlainForm);
    const dialog = await screen.findByRole('dialog', { name: 'Answer' });
    expect(within(dialog).getByRole('group', { name: 'Answer' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getByRole('button', { name: 'Decline' })
        .style.getPropertyValue('--colorBrandBackground'),
    ).toBe('');
    // The portal's one button order (docs/decisions/2026-11-26-dialog-button-order.md): Cancel,
    // then the primary action last, the row at the dialog's end as Fluent's DialogActions are.
    const actions = dialog.querySelector('[part="actions"]') as HTMLElement;
    const names = within(actions)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names.at(-1)).toBe('Decline');
    expect(names.indexOf('Cancel')).toBe(names.length - 2);
    expect((actions.firstElementChild as HTMLElement).style.justifyContent).toBe('flex-end');
  });
});
