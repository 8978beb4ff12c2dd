import { defineElementMeta } from '../../elements/element-meta';
import { LIST_PARTS } from '../../theme/parts';

export const transportQuotesElement = defineElementMeta({
  tag: 'sp-transport-quotes',
  module: 'widgets/sp-transport-quotes/transport-quotes.tsx',
  description:
    "Transport quotes (issue 15). `view=quotes`: the transport supplier's inquiries and, opened, the shipment with the quote form (rate per kg, minimum charge, surcharges, air weight breaks, transit days, validity) and its live total. `view=orders`: its awarded orders to confirm or decline with a reason. `view=inquiries`: the buyer's inquiries, a new inquiry to chosen transport suppliers, the quotes compared by total and the award.",
  attributes: [
    {
      name: 'view',
      type: 'string',
      description: 'quotes (default), orders (supplier) or inquiries (buyer).',
    },
  ],
  parts: LIST_PARTS,
  events: [],
  load: () => import('./transport-quotes'),
});

export default transportQuotesElement;
