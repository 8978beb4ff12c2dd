// sp-supplier-register over the fixtures' directory: an invite code that works (FIXTURE_INVITE_CODE)
// and one that expired, an account, a company and a tax ID that are taken.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPage } from '../../testing/story-page';
import { fn, userEvent, within } from 'storybook/test';
import {
  FIXTURE_INVITE_CODE,
  registerHandlers,
  type RegisterFixtureOptions,
} from '../../testing/supplier-fixtures';
import {
  FIXTURE_EDIT_CODE,
  FIXTURE_EXPIRED_EDIT_CODE,
  returnedHandlers,
} from '../../testing/supplier-quality-fixtures';
import { SupplierRegister } from './supplier-register';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  fixture?: RegisterFixtureOptions;
  delay?: number;
}

export const navigate = fn<(url: string) => void>();

const meta = {
  title: 'Widgets/sp-supplier-register',
  component: SupplierRegister,
  args: { onRegistered: fn() },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    return storyPage({
      navigate,
      user: 'none',
      handlers: (api) => {
        registerHandlers(api, p.fixture);
        returnedHandlers(api);
      },
      delay: p.delay,
    });
  },
} satisfies Meta<typeof SupplierRegister>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Opened from the invitation e-mail's link: the invite code is filled in. */
export const FromInvitation: Story = { args: { inviteCode: FIXTURE_INVITE_CODE } };

export const Empty: Story = {};

export const Chinese: Story = {
  args: { inviteCode: FIXTURE_INVITE_CODE },
  globals: { lang: 'zh' },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Register' }));
  },
};

/** The duplicate check finds the account and the company taken. */
export const Taken: Story = {
  args: { inviteCode: FIXTURE_INVITE_CODE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Login account/), 'supplier.demo');
    await userEvent.type(canvas.getByLabelText(/^Company name/), 'Demo Aero Parts Co., Ltd.');
    await userEvent.click(canvas.getByRole('button', { name: 'Check availability' }));
  },
};

/** Too many duplicate checks from one address: the server answers 429. */
export const CheckRefused: Story = {
  parameters: { fixture: { checkFails: 429 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Login account/), 'new.supplier');
    await userEvent.click(canvas.getByRole('button', { name: 'Check availability' }));
  },
};

export const Submitting: Story = {
  args: { inviteCode: FIXTURE_INVITE_CODE },
  parameters: { delay: 60_000 },
};

/** The edit of a registration the buyer returned (/supRegisterEdit?code=…), with its remarks. */
export const EditReturned: Story = {
  args: { editCode: FIXTURE_EDIT_CODE, onResubmitted: fn() },
};

export const EditReturnedChinese: Story = {
  args: { editCode: FIXTURE_EDIT_CODE },
  globals: { lang: 'zh' },
};

/** The edit link expired: the page says so instead of the form. */
export const EditExpired: Story = { args: { editCode: FIXTURE_EXPIRED_EDIT_CODE } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-supplier-register', {}, { signedIn: false });
