import { defineElementMeta } from '../../elements/element-meta';
import { LIST_PARTS } from '../../theme/parts';

export const domesticWaybillElement = defineElementMeta({
  tag: 'sp-domestic-waybill',
  module: 'widgets/sp-domestic-waybill/domestic-waybill.tsx',
  description:
    "Domestic waybills of a transport supplier (issue 15). `view=create`: pick a confirmed transport order and write the waybill (consignor, consignee, pieces, weight, volume, cargo, declared value, insurance rate) with the premium shown live. `view=list`: the waybills by state and, opened, the waybill with its moves (pickup, departure, each confirmed first), exceptions with photos and the buyer's feedback, and the sign-for with its proof.",
  attributes: [
    {
      name: 'view',
      type: 'string',
      description: 'list (default) or create.',
    },
  ],
  parts: LIST_PARTS,
  events: [],
  load: () => import('./domestic-waybill'),
});

export default domesticWaybillElement;
