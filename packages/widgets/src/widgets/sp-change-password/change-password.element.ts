import { defineElementMeta } from '../../elements/element-meta';

export const changePasswordElement = defineElementMeta({
  tag: 'sp-change-password',
  module: 'widgets/sp-change-password/change-password.tsx',
  description:
    'Change the password (old, new, confirm); on success signs out and goes to the login path.',
  attributes: [],
  events: [
    {
      name: 'sp-password-changed',
      prop: 'onChanged',
      description: 'The password was changed; the session has been signed out.',
      detail: 'undefined',
    },
    {
      name: 'sp-cancelled',
      prop: 'onCancel',
      description: 'The user pressed Cancel.',
      detail: 'undefined',
    },
  ],
  load: () => import('./change-password'),
});

export default changePasswordElement;
