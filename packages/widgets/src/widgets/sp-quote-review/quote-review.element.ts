import { defineElementMeta } from '../../elements/element-meta';

export const quoteReviewElement = defineElementMeta({
  tag: 'sp-quote-review',
  module: 'widgets/sp-quote-review/quote-review.tsx',
  description:
    "The buyer's review of quotes: inquiries with how many invited suppliers quoted or declined, and for one inquiry the submitted quotes side by side (prices converted to one currency, lead time, certificate, condition, the lowest marked, the latest bargaining round), with bargaining rounds opened on chosen lines.",
  attributes: [
    {
      name: 'inquiry-id',
      type: 'string',
      description: "Compare this inquiry's quotes; without it the widget lists the inquiries.",
    },
    {
      name: 'links',
      type: 'json',
      description:
        'Where the comparison and the list are: an object of link name → URL template (see refs). Without them a row opens the comparison in place.',
    },
    {
      name: 'currency',
      type: 'string',
      description: 'The comparison currency shown first (ISO 4217, CNY by default).',
    },
  ],
  refs: {
    compare: "An inquiry's quote comparison; {id}: the inquiry id.",
    list: "The inquiries, for the comparison's Back link.",
  },
  events: [
    {
      name: 'sp-open',
      prop: 'onOpen',
      description: 'An inquiry is opened for comparison.',
      detail: '{ id: string }',
    },
    {
      name: 'sp-bargaining-opened',
      prop: 'onBargainingOpened',
      description: 'A bargaining round was opened on quote lines.',
      detail: '{ inquiryId: string; quoteLineIds: string[] }',
    },
  ],
  load: () => import('./quote-review'),
});

export default quoteReviewElement;
