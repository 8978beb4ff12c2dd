import { defineElementMeta } from '../../elements/element-meta';
import { LIST_PARTS } from '../../theme/parts';

export const shipmentForecastElement = defineElementMeta({
  tag: 'sp-shipment-forecast',
  module: 'widgets/sp-shipment-forecast/shipment-forecast.tsx',
  description:
    "Shipment forecasts of confirmed goods contracts. Supplier side without `contract-id`: its confirmed contracts with how much is planned, the next shipment and a flag when a plan is later than the delivery date. Buyer side without it: every supplier's planned shipments in date order, filtered by supplier, contract number, date range and slippage. With it: the contract's lines with their planned shipments and the history of changes; the supplier plans each line (ship dates and quantities, with a reason).",
  attributes: [
    { name: 'side', type: 'string', description: 'Whose screens: supplier (default) or buyer.' },
    {
      name: 'contract-id',
      type: 'string',
      description: 'The contract whose plan to show; without it the list is shown.',
    },
    {
      name: 'links',
      type: 'json',
      description:
        'Where a list row opens: {"detail": "/forecast?id={id}"}, {id} the contract id. Without it the number raises sp-open only.',
    },
  ],
  refs: { detail: "The contract's plan (its number links there)." },
  parts: LIST_PARTS,
  events: [
    {
      name: 'sp-open',
      prop: 'onOpen',
      description:
        "A contract is opened from its number; the link's URL then goes to the page's navigate.",
      detail: '{ id: string }',
    },
  ],
  load: () => import('./shipment-forecast'),
});

export default shipmentForecastElement;
