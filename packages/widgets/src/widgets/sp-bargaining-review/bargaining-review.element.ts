import { defineElementMeta } from '../../elements/element-meta';

export const bargainingReviewElement = defineElementMeta({
  tag: 'sp-bargaining-review',
  module: 'widgets/sp-bargaining-review/bargaining-review.tsx',
  description:
    "Every bargaining round the buyer opened, across suppliers: price before the round, target price, the supplier's answer and remarks, deadline and status, in tabs by status with a search. Each inquiry number links to its quote comparison.",
  attributes: [
    {
      name: 'inquiry-id',
      type: 'string',
      description: 'Only the rounds of this inquiry.',
    },
    {
      name: 'compare-href',
      type: 'string',
      description: 'URL of the quote comparison; {id} becomes the inquiry id.',
    },
  ],
  events: [],
  load: () => import('./bargaining-review'),
});

export default bargainingReviewElement;
