import { defineElementMeta } from '../../elements/element-meta';

export const supplierRegisterElement = defineElementMeta({
  tag: 'sp-supplier-register',
  module: 'widgets/sp-supplier-register/supplier-register.tsx',
  description:
    'Public supplier registration: the code of conduct to accept, supplier kind, country, tax number category and ID, company name, login account, password twice, e-mail, invite code and time zone, with a duplicate check of account, company name and tax ID. The password is sent RSA-OAEP encrypted. With `edit-code`, the edit of a registration the buyer returned.',
  attributes: [
    {
      name: 'invite-code',
      type: 'string',
      description: 'The invite code to start with (the invitation link carries it as ?code=).',
    },
    {
      name: 'edit-code',
      type: 'string',
      description:
        'The one-time code of a returned registration (the edit link carries it as ?code=): the widget edits that registration and submits it again.',
    },
    {
      name: 'login-href',
      type: 'string',
      description: 'Where "Go to sign in" leads after registering (?account= is added).',
    },
  ],
  events: [
    {
      name: 'sp-registered',
      prop: 'onRegistered',
      description: 'The supplier is registered; its administrator can sign in.',
      detail: '{ account: string }',
    },
    {
      name: 'sp-resubmitted',
      prop: 'onResubmitted',
      description: 'The corrected registration was submitted again for the buyer’s review.',
      detail: '{ account: string }',
    },
  ],
  load: () => import('./supplier-register'),
});

export default supplierRegisterElement;
