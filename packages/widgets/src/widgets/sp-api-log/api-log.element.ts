import { defineElementMeta } from '../../elements/element-meta';

export const apiLogElement = defineElementMeta({
  tag: 'sp-api-log',
  module: 'widgets/sp-api-log/api-log.tsx',
  description:
    "The log of every call to an outside system (OA, QAUDIT, ERP, e-mail): requests and answers, newest first, filtered by system, result and text, with the built-in simulator's settings above. With log-id, one entry's request and response JSON and its message's state, attempts and last error, and Resend behind a confirmation. Needs the system:apiLog permission.",
  attributes: [
    { name: 'log-id', type: 'string', description: 'Show this entry instead of the list.' },
    {
      name: 'links',
      type: 'json',
      description:
        "Where an entry's page and the list are: an object of link name → URL template (see refs). Without them a row opens the entry in place.",
    },
    {
      name: 'hide-simulator',
      type: 'boolean',
      description: "Leaves out the simulator's settings above the list.",
    },
  ],
  refs: {
    detail: "An entry's page; {id}: the entry id.",
    list: 'The list, for Back.',
  },
  events: [
    {
      name: 'sp-open',
      prop: 'onOpen',
      description: 'An entry was opened from the list.',
      detail: '{ id: string }',
    },
  ],
  load: () => import('./api-log'),
});

export default apiLogElement;
