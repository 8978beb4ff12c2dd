import { defineElementMeta } from '../../elements/element-meta';

export const devMailboxElement = defineElementMeta({
  tag: 'sp-dev-mailbox',
  module: 'widgets/sp-dev-mailbox/dev-mailbox.tsx',
  description:
    'The dev mailbox: e-mails the portal sent while no SMTP server is configured, newest first, filtered by recipient and refreshed every few seconds; each opens to show its body. Public; says so when the server has the mailbox off.',
  attributes: [
    { name: 'to', type: 'string', description: 'Only e-mails to addresses containing this.' },
    {
      name: 'refresh-ms',
      type: 'number',
      description: 'Reload every this many milliseconds (5000 by default; 0 turns it off).',
    },
  ],
  events: [],
  load: () => import('./dev-mailbox'),
});

export default devMailboxElement;
