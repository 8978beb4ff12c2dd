import { defineElementMeta } from '../../elements/element-meta';

export const customerRelationsElement = defineElementMeta({
  tag: 'sp-customer-relations',
  module: 'widgets/sp-customer-relations/customer-relations.tsx',
  description:
    "Which group companies (airlines and MROs) a supplier serves, for which business (purchase, repair, 21 department), since when, active or ended. With supplier-id one supplier's relations and Add relation; without it every relation with a search. End asks for a reason. Changes need supplier:lists:manage.",
  attributes: [
    {
      name: 'supplier-id',
      type: 'string',
      description: 'The supplier whose relations to show (its page); every relation without.',
    },
  ],
  events: [],
  load: () => import('./customer-relations'),
});

export default customerRelationsElement;
