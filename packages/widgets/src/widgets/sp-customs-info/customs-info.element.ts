import { defineElementMeta } from '../../elements/element-meta';
import { LIST_PARTS } from '../../theme/parts';

export const customsInfoElement = defineElementMeta({
  tag: 'sp-customs-info',
  module: 'widgets/sp-customs-info/customs-info.tsx',
  description:
    "Customs information per ship notice: the goods supplier's notices with their customs state (to declare, declared, released, held), each with a form for the 10-digit HS code, declared value and currency, country of origin, the customs broker from the company's valid authorizations, the 18-digit declaration number once declared and the documents; the buyer reads every supplier's; the transport supplier's view explains that its orders are not linked to shipments yet.",
  attributes: [
    {
      name: 'side',
      type: 'string',
      description: 'Whose screen: supplier (default), buyer or carrier (transport supplier).',
    },
    {
      name: 'links',
      type: 'json',
      description:
        'Where the customs-broker authorization screen is: {"authorizations": "/sup/supCustoms/detailAuthorize"}; the notice shown when the company has no valid broker links there.',
    },
  ],
  refs: { authorizations: 'The customs-broker authorization screen.' },
  parts: [...LIST_PARTS, 'detail'],
  events: [],
  load: () => import('./customs-info'),
});

export default customsInfoElement;
