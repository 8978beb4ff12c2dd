import { defineElementMeta } from '../../elements/element-meta';
import { LIST_PARTS } from '../../theme/parts';

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
      name: 'links',
      type: 'json',
      description:
        "Where an inquiry's number links: an object of link name → URL template (see refs).",
    },
  ],
  refs: { compare: "The inquiry's quote comparison; {id}: the inquiry id." },
  parts: LIST_PARTS,
  events: [],
  load: () => import('./bargaining-review'),
});

export default bargainingReviewElement;
