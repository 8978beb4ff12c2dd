import { render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import { configurePortal } from '../runtime/config';
import { PortalProvider } from '../runtime/portal-provider';
import { ConfirmProvider, useConfirm } from './confirm-dialog';
import * as stories from './confirm-dialog.stories';

const { Default, Danger, Chinese } = composeStories(stories);

async function open(Story: typeof Default, trigger: string) {
  await Story.load();
  render(<Story />);
  const user = userEvent.setup();
  const button = screen.getByRole('button', { name: trigger });
  await user.click(button);
  return { user, button };
}

// Stories set the language through the decorator; hand-rendered cases start from English.
beforeEach(() => configurePortal({ lang: 'en' }));

describe('ConfirmDialog / useConfirm', () => {
  it('resolves true on Confirm, with the title and body shown', async () => {
    const { user } = await open(Default, 'Withdraw quote');
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this quote?' });
    expect(dialog).toHaveTextContent('The buyer will no longer see your prices.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(Default.args.onAnswer).toHaveBeenCalledWith(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on Cancel and on Escape, and gives focus back to the trigger', async () => {
    const { user, button } = await open(Default, 'Withdraw quote');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(Default.args.onAnswer).toHaveBeenLastCalledWith(false));
    await waitFor(() => expect(button).toHaveFocus());
    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(Default.args.onAnswer).toHaveBeenCalledTimes(2));
    expect(Default.args.onAnswer).toHaveBeenLastCalledWith(false);
  });

  it('asks a danger question as an alert dialog with Cancel first', async () => {
    await open(Danger, 'No bid');
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline to quote?' });
    // Fluent focuses the first focusable element (jsdom cannot tell what is visible, so the
    // order is what can be checked here).
    expect(within(dialog).getAllByRole('button')[0]).toHaveAccessibleName('Cancel');
    // The caller's own label replaces "Confirm".
    expect(dialog).toContainElement(screen.getAllByRole('button', { name: 'No bid' }).at(-1)!);
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('labels its buttons in Chinese', async () => {
    const { user } = await open(Chinese, '不报价');
    await screen.findByRole('alertdialog', { name: '确定不报价吗？' });
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(Chinese.args.onAnswer).toHaveBeenCalledWith(true));
  });

  it('queues a second question until the first is answered', async () => {
    const answers: string[] = [];
    function Twice() {
      const confirm = useConfirm();
      return (
        <button
          onClick={() => {
            void confirm({ title: 'First?' }).then((ok) => answers.push(`first:${ok}`));
            void confirm({ title: 'Second?' }).then((ok) => answers.push(`second:${ok}`));
          }}
        >
          Ask
        </button>
      );
    }
    render(
      <PortalProvider>
        <ConfirmProvider>
          <Twice />
        </ConfirmProvider>
      </PortalProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await screen.findByRole('dialog', { name: 'First?' });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Second?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answers).toEqual(['first:true', 'second:false']));
  });

  it('answers false when the screen goes away while asking, and fails loudly without a provider', async () => {
    let answer: Promise<boolean> | undefined;
    function Asker() {
      const confirm = useConfirm();
      return <button onClick={() => (answer = confirm({ title: 'Leave?' }))}>Ask</button>;
    }
    const view = render(
      <PortalProvider>
        <ConfirmProvider>
          <Asker />
        </ConfirmProvider>
      </PortalProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ask' }));
    await screen.findByRole('dialog');
    view.unmount();
    await expect(answer).resolves.toBe(false);

    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Asker />)).toThrow(/ConfirmProvider/);
    } finally {
      console.error = quiet;
    }
  });
});
