import { defineElementMeta } from '../../elements/element-meta';

export const cageCodesElement = defineElementMeta({
  tag: 'sp-cage-codes',
  module: 'widgets/sp-cage-codes/cage-codes.tsx',
  description:
    "Supplier CAGE codes (5 letters or digits, unique across suppliers): one supplier's codes with a form to add one and Remove after a confirmation, or every supplier's codes with a search.",
  attributes: [
    {
      name: 'supplier-id',
      type: 'string',
      description: "Shows and edits this supplier's codes; every supplier's codes when not given.",
    },
  ],
  events: [],
  load: () => import('./cage-codes'),
});

export default cageCodesElement;
