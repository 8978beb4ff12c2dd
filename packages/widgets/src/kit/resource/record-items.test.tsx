// A record's list field with its forms and actions: the captioned table with the kit's cells, Add
// and Edit opening their form in the dialog (the entry as its record), row actions named for their
// entry, and a dangerous one asked first with the entry's name in the question.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../testing/render-story';
import * as stories from './record-items.stories';

// Queries look at every element, as the widgets' tests do (Fluent marks what is behind a dialog).
configure({ defaultHidden: true });

const { ReadOnly, Editable, Empty, Chinese } = composeStories(stories);

describe('RecordItems', { timeout: 30_000 }, () => {
  it('shows the entries in a captioned table, cells as the kit formats them', async () => {
    await renderStory(ReadOnly);
    const table = screen.getByRole('table', { name: 'Contacts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'State']);
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when there is no entry', async () => {
    await renderStory(Empty);
    expect(screen.getByText('No contact yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens Add empty and Edit with the entry, in the kit’s dialog', async () => {
    const { user } = await renderStory(Editable);
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
    const { user } = await renderStory(Editable);
    const onRemove = Editable.args.onRemove!;
    // Hidden where it does not apply; named for its entry where it does.
    expect(screen.queryByRole('button', { name: 'Remove Wang Li' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove 李娜' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Remove this entry?' });
    expect(within(ask).getByText('李娜 is removed from the profile.')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onRemove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove 李娜' }));
    ask = await screen.findByRole('alertdialog', { name: 'Remove this entry?' });
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onRemove).toHaveBeenCalledTimes(1));
    expect(onRemove).toHaveBeenCalledWith(stories.contacts[0]);
  });

  it('speaks Chinese', async () => {
    await renderStory(Chinese);
    expect(screen.getByRole('table', { name: '联系人' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除 李娜' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '修改 Wang Li' })).toBeInTheDocument();
  });
});
