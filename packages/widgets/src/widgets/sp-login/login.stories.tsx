import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UNAUTHORIZED_FLAG } from '@portal/contract';
import { authHandlers, mockApi } from '../../testing';
import { Login } from './login';
import { elementStory } from '../../testing/element-story';

const meta = {
  title: 'Widgets/sp-login',
  component: Login,
  args: { onLoggedIn: fn() },
  beforeEach: () => {
    mockApi((api) => authHandlers(api));
  },
} satisfies Meta<typeof Login>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chinese: Story = { globals: { lang: 'zh' } };

/** A demo install (DEMO_MODE): the page says so. */
export const DemoInstall: Story = {
  beforeEach: () => {
    mockApi((api) => authHandlers(api, { demo: true }));
  },
};

export const DemoInstallChinese: Story = { ...DemoInstall, globals: { lang: 'zh' } };

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Please enter your account')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  beforeEach: () => {
    mockApi((api) => authHandlers(api, { wrongPassword: 'The account or password is wrong' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Account/), 'supplier01');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong-pass1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  },
};

export const Loading: Story = {
  beforeEach: () => {
    // The key request hangs (until the client's 25 s timeout), so the form stays in its signing-in state.
    mockApi((api) => authHandlers(api), { delayResponse: 60_000 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Account/), 'supplier01');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Passw0rd!');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  },
};

export const SessionExpired: Story = {
  beforeEach: () => {
    sessionStorage.setItem(UNAUTHORIZED_FLAG.key, UNAUTHORIZED_FLAG.value);
    mockApi((api) => authHandlers(api));
    return () => sessionStorage.removeItem(UNAUTHORIZED_FLAG.key);
  },
};

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-login', {}, { signedIn: false });
