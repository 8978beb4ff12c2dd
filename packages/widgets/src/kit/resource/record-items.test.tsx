// A record's list field with its forms and actions: the captioned table with the kit's cells, Add
// and Edit opening their form in the dialog (the entry as its record), row actions named for their
// entry, and a dangerous one asked first with the entry's name in the question.
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { supplierRelationsApi } from '@portal/contract';
import { addTranslations } from '../../runtime/i18n';
import { PortalProvider } from '../../runtime/portal-provider';
import { QueryProvider } from '../../runtime/query-provider';
import { RecordItems, type RecordItemsDef } from './record-items';
import { defineForm } from './resource-types';

// Queries look at every element, as the widgets' tests do (Fluent marks what is behind a dialog).
configure({ defaultHidden: true });

const ns = 'kit-record-items';
const words = {
  title: 'Contacts',
  empty: 'No contact yet.',
  name: 'Name',
  state: 'State',
  add: 'Add contact',
  edit: 'Edit',
  remove: 'Remove',
  removeTitle: 'Remove this entry?',
  removeBody: '{{name}} is removed from the profile.',
  editRow: 'Change {{name}}',
  dialog: 'Contact',
  dialogEdit: 'Contact {{name}}',
  enum: { st: { on: 'Active', off: 'Ended' } },
};
addTranslations(ns, { en: words, zh: words });

interface Item {
  name: string;
  state: string;
}
const items: Item[] = [
  { name: '李娜', state: 'on' },
  { name: 'Wang Li', state: 'off' },
];
const resource = { name: ns, ns, fields: {} };
const form = defineForm({
  route: supplierRelationsApi.endCustomerRelation,
  fields: { name: { kind: 'text', label: 'name' } },
  sections: [{ title: 'dialog', fields: ['name'] }],
  initialValues: (row: Item | undefined) => ({ name: row?.name }),
  toInput: (v: { name?: string }) => ({ id: v.name ?? '', version: 1, reason: '' }),
  title: 'dialogEdit',
  titleValues: (row) => ({ name: row?.name ?? '' }),
});

function show(def: Partial<RecordItemsDef<Item>> = {}, list: Item[] = items) {
  render(
    <PortalProvider>
      <QueryProvider>
        <RecordItems<Item>
          resource={resource}
          items={list}
          def={{
            title: 'title',
            empty: 'empty',
            fields: {
              name: { kind: 'text', label: 'name' },
              state: {
                kind: 'status',
                label: 'state',
                enum: 'st',
                options: ['on', 'off'],
                colors: {},
              },
            },
            columns: ['name', 'state'],
            rowName: (item) => item.name,
            ...def,
          }}
        />
      </QueryProvider>
    </PortalProvider>,
  );
  return userEvent.setup();
}

describe('RecordItems', () => {
  it('shows the entries in a captioned table, cells as the kit formats them', () => {
    show();
    const table = screen.getByRole('table', { name: 'Contacts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'State']);
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when there is no entry', () => {
    show({}, []);
    expect(screen.getByText('No contact yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens Add empty and Edit with the entry, in the kit’s dialog', async () => {
    const user = show({
      create: { ...form, label: 'add' },
      edit: { ...form, label: 'edit', rowLabel: 'editRow' },
    });
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    let dialog = await screen.findByRole('dialog', { name: 'Contact' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Change Wang Li' }));
    dialog = await screen.findByRole('dialog', { name: 'Contact Wang Li' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Wang Li');
  });

  it('asks before a dangerous action with the entry’s name, and runs it only when confirmed', async () => {
    const run = vi.fn(() => Promise.resolve({ msg: 'Removed' }));
    const user = show({
      rowActions: [
        {
          key: 'remove',
          label: 'remove',
          danger: true,
          confirmTitle: 'removeTitle',
          confirmBody: 'removeBody',
          successMessage: false,
          visible: (item) => item.state === 'on',
          run,
        },
      ],
    });
    // Hidden where it does not apply; named for its entry where it does.
    expect(screen.queryByRole('button', { name: 'Remove Wang Li' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove 李娜' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Remove this entry?' });
    expect(within(ask).getByText('李娜 is removed from the profile.')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(run).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove 李娜' }));
    ask = await screen.findByRole('alertdialog', { name: 'Remove this entry?' });
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(run).toHaveBeenCalledWith(items[0], expect.anything());
  });
});
