import { render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './form-dialog.stories';

const { Default, WithIntro, Chinese } = composeStories(stories);

async function open(Story: typeof Default, trigger: string) {
  await Story.load();
  render(<Story />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: trigger }));
  return user;
}

describe('FormDialog', () => {
  it('shows the title and the form, and closes through the form', async () => {
    const user = await open(Default, 'Add a contact');
    const dialog = await screen.findByRole('dialog', { name: 'New contact' });
    expect(dialog).toContainElement(screen.getByRole('textbox', { name: 'Name' }));
    // No intro asked, none shown.
    expect(dialog.querySelector('p')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Default.args.onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const user = await open(Default, 'Add a contact');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(Default.args.onClose).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows an intro above the form', async () => {
    await open(WithIntro, 'Blacklist a supplier');
    const dialog = await screen.findByRole('dialog', { name: 'Add to the blacklist' });
    expect(dialog).toHaveTextContent('The supplier can no longer quote until it is removed.');
  });

  it("renders the caller's Chinese words", async () => {
    await open(Chinese, '新增联系人');
    await screen.findByRole('dialog', { name: '新建联系人' });
    expect(screen.getByRole('textbox', { name: '姓名' })).toBeInTheDocument();
  });
});
