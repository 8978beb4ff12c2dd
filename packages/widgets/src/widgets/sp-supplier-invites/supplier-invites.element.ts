import { defineElementMeta } from '../../elements/element-meta';

export const supplierInvitesElement = defineElementMeta({
  tag: 'sp-supplier-invites',
  module: 'widgets/sp-supplier-invites/supplier-invites.tsx',
  description:
    "The buyer's supplier invitations: company, e-mail, kind, state (sent, registered, expired), code expiry, times sent, last sent, who invited and the company that registered, in tabs by state with a search. Resend mails a new code (after a confirmation); Invite supplier opens the invitation form.",
  attributes: [
    {
      name: 'page',
      type: 'string',
      description:
        'supplier (aviation-material and 21-department suppliers, the default) or transport.',
    },
  ],
  events: [],
  load: () => import('./supplier-invites'),
});

export default supplierInvitesElement;
