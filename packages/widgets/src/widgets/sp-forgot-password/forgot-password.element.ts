import { defineElementMeta } from '../../elements/element-meta';

export const forgotPasswordElement = defineElementMeta({
  tag: 'sp-forgot-password',
  module: 'widgets/sp-forgot-password/forgot-password.tsx',
  description:
    'The forgotten password: account and e-mail get a 6-digit code by e-mail; the code and the new password (twice) set it. Fires sp-password-reset with the account when done.',
  attributes: [
    { name: 'account', type: 'string', description: 'The account, when known.' },
    { name: 'step', type: 'string', description: 'request (default) or code: start at the code.' },
  ],
  events: [
    {
      name: 'sp-password-reset',
      prop: 'onReset',
      description: 'The password was changed.',
      detail: 'string (the account)',
    },
  ],
  load: () => import('./forgot-password'),
});

export default forgotPasswordElement;
