import { defineElementMeta } from '../../elements/element-meta';

export const supplierHomeElement = defineElementMeta({
  tag: 'sp-supplier-home',
  module: 'widgets/sp-supplier-home/supplier-home.tsx',
  description:
    "The supplier's overview: inquiries to answer, bargaining rounds to answer and bids closing within 24 hours, each a link to where it is answered.",
  attributes: [
    {
      name: 'rounds-href',
      type: 'string',
      description: 'Where a bargaining round is answered; `{id}` becomes the inquiry id.',
    },
  ],
  events: [],
  load: () => import('./supplier-home'),
});

export default supplierHomeElement;
