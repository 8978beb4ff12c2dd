// sp-forgot-password over a fixture server that mails code 246810 and refuses any other.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { formatMessage, passwordResetApi, toLanguage } from '@portal/contract';
import { configurePortal } from '../../runtime/config';
import { failure, mockApi, ok, publicKeyHandler, type MockApi } from '../../testing';
import { ForgotPassword } from './forgot-password';
import { elementStory } from '../../testing/element-story';

export const FIXTURE_CODE = '246810';

export function forgotPasswordHandlers(api: MockApi): void {
  publicKeyHandler(api);
  api.on(passwordResetApi.sendResetCode, (req) => [
    200,
    {
      ...ok({ expiresInMinutes: 10 }),
      msg: formatMessage(toLanguage(req.headers['accept-language']), 'reset.sent', { minutes: 10 }),
    },
  ]);
  api.on(passwordResetApi.resetPassword, (req) => {
    const body = req.body as { code: string; account: string };
    if (body.code !== FIXTURE_CODE) {
      const message = formatMessage(toLanguage(req.headers['accept-language']), 'reset.codeWrong');
      return [400, { ...failure(400, message), data: { fields: { code: message } } }];
    }
    return [200, ok({ account: body.account })];
  });
}

const meta = {
  title: 'Widgets/sp-forgot-password',
  component: ForgotPassword,
  args: { onReset: fn() },
  beforeEach: () => {
    configurePortal({ navigate: fn() });
    mockApi(forgotPasswordHandlers);
  },
} satisfies Meta<typeof ForgotPassword>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Request: Story = {};
/** The second step, as the reset link of the e-mail opens it. */
export const EnterCode: Story = { args: { step: 'code', account: 'supplier.demo' } };
export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-forgot-password', {}, { signedIn: false });
