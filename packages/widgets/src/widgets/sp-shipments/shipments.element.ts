import { defineElementMeta } from '../../elements/element-meta';
import { LIST_PARTS } from '../../theme/parts';

export const shipmentsElement = defineElementMeta({
  tag: 'sp-shipments',
  module: 'widgets/sp-shipments/shipments.tsx',
  description:
    "Ship notices of goods contracts, for the supplier (its own) or the buyer (every supplier's): notice and contract number, state, ship and expected delivery dates, transport mode, waybill, boxes, chargeable weight and a dangerous goods mark, filtered by state and searched on notice, contract and waybill number.",
  attributes: [
    {
      name: 'side',
      type: 'string',
      description: 'Whose screens: supplier (default) or buyer.',
    },
  ],
  parts: LIST_PARTS,
  events: [],
  load: () => import('./shipments'),
});

export default shipmentsElement;
