import { defineElementMeta } from '../../elements/element-meta';

export const loginElement = defineElementMeta({
  tag: 'sp-login',
  module: 'widgets/sp-login/login.tsx',
  description:
    'Sign-in form: account and RSA-encrypted password, then user info and menus into the session.',
  attributes: [
    { name: 'register-href', type: 'string', description: 'Link to the supplier registration.' },
    { name: 'forgot-href', type: 'string', description: 'Link to the forgotten-password page.' },
    { name: 'account', type: 'string', description: 'The account to start with.' },
  ],
  events: [
    {
      name: 'sp-logged-in',
      prop: 'onLoggedIn',
      description: 'Signed in; the session holds the token, user and menus.',
      detail: '{ user: SessionUser; menus: MenuNode[] }',
    },
  ],
  load: () => import('./login'),
});

export default loginElement;
