// The form dialog's options for a destructive answer with a reason (a decline): an alert dialog
// with a red submit, field labels filled from the record, a section without a heading, and content
// shown above the form (the lines a round applies to).
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { inquiryApi } from '@portal/contract';
import { addTranslations } from '../../runtime/i18n';
import { session } from '../../runtime/session';
import { mockApi } from '../../testing';
import { ok } from '../../testing/fixtures';
import { defineForm, ResourceFormDialog, type ResourceBase } from './index';

vi.setConfig({ testTimeout: 20_000 });
configure({ defaultHidden: true });

const NS = 'kit-form-dialog-test';
addTranslations(NS, {
  en: {
    title_one: 'Decline {{count}} round?',
    title_other: 'Decline {{count}} rounds?',
    plain: 'Answer',
    section: 'Answer',
    price: 'Price ({{currency}})',
    remarks: 'Remarks',
    submit: 'Decline',
  },
  zh: {
    title_other: '拒绝 {{count}} 轮？',
    plain: '回复',
    section: '回复',
    price: '价格（{{currency}}）',
    remarks: '备注',
    submit: '拒绝',
  },
});

interface Rec {
  count: number;
  currency: string;
}
const resource: ResourceBase = { name: 'kit-form-dialog', ns: NS, fields: {} };
const fields = {
  price: { kind: 'money' as const, label: 'price' },
  remarks: { kind: 'textarea' as const, label: 'remarks' },
};

const answerForm = (more: { title: string; danger?: boolean; section?: string }) =>
  defineForm<typeof inquiryApi.declineBargaining, { price?: number; remarks?: string }, Rec>({
    route: inquiryApi.declineBargaining,
    title: more.title,
    titleValues: (r) => ({ count: r.count }),
    fields,
    labelValues: (r) => ({ currency: r.currency }),
    sections: [{ title: more.section, fields: ['price', 'remarks'] }],
    toInput: (v) => ({ id: 'round-1', version: 1, remarks: v.remarks ?? '' }),
    submitLabel: 'submit',
    successMessage: false,
    danger: more.danger,
  });
const dangerForm = answerForm({ title: 'title', danger: true });
const plainForm = answerForm({ title: 'plain', section: 'section' });

describe('ResourceFormDialog', () => {
  it('asks a destructive answer as an alert dialog with a red button, the record in its words', async () => {
    session.set({ token: 'access-token-fixture', uid: 'u-1', roles: [], menus: null });
    const api = mockApi((a) => a.on(inquiryApi.declineBargaining, () => [200, ok({})]));
    const onSaved = vi.fn();
    const onClose = vi.fn();
    render(
      <ResourceFormDialog
        resource={resource}
        form={dangerForm}
        record={{ count: 3, currency: 'USD' }}
        before={<p>Three lines</p>}
        onSaved={onSaved}
        onClose={onClose}
      />,
    );
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

    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Remarks'), 'Price is final');
    await user.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(api.requests().find((r) => r.method === 'POST')?.body).toEqual({
      id: 'round-1',
      version: 1,
      remarks: 'Price is final',
    });
  });

  it('keeps an ordinary form a modal dialog with a section heading and the usual button', async () => {
    mockApi(() => undefined);
    render(
      <ResourceFormDialog
        resource={resource}
        form={plainForm}
        record={{ count: 1, currency: 'CNY' }}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Answer' });
    expect(within(dialog).getByRole('group', { name: 'Answer' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getByRole('button', { name: 'Decline' })
        .style.getPropertyValue('--colorBrandBackground'),
    ).toBe('');
  });
});
