import { defineElementMeta } from '../../elements/element-meta';
import { LIST_PARTS } from '../../theme/parts';

export const shipmentsElement = defineElementMeta({
  tag: 'sp-shipments',
  module: 'widgets/sp-shipments/shipments.tsx',
  description:
    "Ship notices of goods contracts, for the supplier (its own) or the buyer (every supplier's). Without a notice id, the list: notice and contract number, state, ship and expected delivery dates, transport mode, waybill, boxes, chargeable weight and a dangerous goods mark, filtered by state and searched on notice, contract and waybill number. With one, the notice's page: shipping info, lines with their dangerous-goods data and MSDS, boxes with each one's chargeable weight and the total, history, and the moves the side may make (supplier: shipped, in transit, delivered, exception; buyer: delivered), each confirmed in a dialog.",
  attributes: [
    {
      name: 'side',
      type: 'string',
      description: 'Whose screens: supplier (default) or buyer.',
    },
    {
      name: 'shipment-id',
      type: 'string',
      description: 'The ship notice to show; without it the list.',
    },
    {
      name: 'new-for-contract',
      type: 'string',
      description:
        "Supplier side: open the form for a new notice of this contract (a contract page's New ship notice); cancelling shows the list.",
    },
    {
      name: 'links',
      type: 'json',
      description:
        'Where a notice opens and the way back: {"detail": "/shipments?id={id}", "list": "/shipments"}. Without detail the notice opens in place.',
    },
  ],
  refs: {
    detail: "The notice's page (its number links there).",
    list: 'The list, linked from the page.',
  },
  parts: LIST_PARTS,
  events: [
    {
      name: 'sp-open',
      prop: 'onOpen',
      description: 'A notice is opened from its number.',
      detail: '{ id: string }',
    },
    {
      name: 'sp-shipment-moved',
      prop: 'onMoved',
      description:
        'The notice moved to a new state (the supplier, or the buyer marking it delivered).',
      detail:
        "{ id: string; state: 'planned' | 'shipped' | 'inTransit' | 'delivered' | 'exception' }",
    },
  ],
  load: () => import('./shipments'),
});

export default shipmentsElement;
