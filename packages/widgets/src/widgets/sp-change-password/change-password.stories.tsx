import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { configurePortal } from '../../runtime/config';
import { session } from '../../runtime/session';
import { changePasswordHandlers, mockApi } from '../../testing';
import { ChangePassword, type ChangePasswordProps } from './change-password';
import { elementStory } from '../../testing/element-story';

type Args = ChangePasswordProps & { navigate: (url: string) => void };

const signedIn = () => {
  session.set({ token: 'access-token-fixture', account: 'supplier01', roles: [], menus: null });
};

const meta = {
  title: 'Widgets/sp-change-password',
  component: ChangePassword,
  args: { onChanged: fn(), onCancel: fn(), navigate: fn() },
  beforeEach: ({ args }) => {
    signedIn();
    // Stories must not leave the page: navigation goes to a spy.
    configurePortal({ navigate: args.navigate });
    mockApi((api) => changePasswordHandlers(api, { code: 200, msg: 'ok' }));
  },
  render: ({ onChanged, onCancel }) => <ChangePassword onChanged={onChanged} onCancel={onCancel} />,
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

const fill = async (root: HTMLElement, oldPwd: string, pwd: string, confirm: string) => {
  const canvas = within(root);
  if (oldPwd) await userEvent.type(canvas.getByLabelText(/Old password/), oldPwd);
  if (pwd) await userEvent.type(canvas.getByLabelText(/^New password/), pwd);
  if (confirm) await userEvent.type(canvas.getByLabelText(/Confirm new password/), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
};

export const Default: Story = {};

export const Chinese: Story = { globals: { lang: 'zh' } };

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => fill(canvasElement, '', 'short', 'other'),
};

export const ServerError: Story = {
  beforeEach: () => {
    mockApi((api) => changePasswordHandlers(api, { code: 500, msg: 'The old password is wrong' }));
  },
  play: async ({ canvasElement }) => fill(canvasElement, 'Oldpass1!', 'Newpass1!', 'Newpass1!'),
};

export const Loading: Story = {
  beforeEach: () => {
    mockApi((api) => changePasswordHandlers(api, { code: 200, msg: 'ok' }), {
      delayResponse: 60_000,
    });
  },
  play: async ({ canvasElement }) => fill(canvasElement, 'Oldpass1!', 'Newpass1!', 'Newpass1!'),
};

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-change-password');
