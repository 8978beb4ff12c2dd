import { defineElementMeta } from '../../elements/element-meta';
import { LIST_PARTS } from '../../theme/parts';

export const supplierListElement = defineElementMeta({
  tag: 'sp-supplier-list',
  module: 'widgets/sp-supplier-list/supplier-list.tsx',
  description:
    "The buyer's supplier lists: qualified suppliers (filters by kind, country and freeze), mutual recognition admittance, the blacklist and the dishonest list (add and remove with a reason), second and third tier suppliers with their authorization, third-party own-equipment suppliers, transport suppliers, new suppliers and the capability list.",
  attributes: [
    {
      name: 'list',
      type: 'string',
      description:
        'qualified (default), admitted, blacklist, tiers, tier-detail, own-equipment, transport, new-suppliers or capabilities.',
    },
    {
      name: 'entry-id',
      type: 'string',
      description: 'The tier supplier that list=tier-detail shows.',
    },
    {
      name: 'links',
      type: 'json',
      description:
        'Where rows link to: an object of link name → URL template, {id} filled in (see refs). A link left out shows its text without a link.',
    },
  ],
  refs: {
    supplierPage: "A supplier's page (qualified, admitted, transport); {id}: the supplier id.",
    supplierAudit: "A supplier's commercial audit (new-suppliers); {id}: the supplier id.",
    qualityAudit: "A supplier's quality audit (capabilities); {id}: the supplier id.",
    tierDetail: "A tier supplier's page (tiers); {id}: its id.",
    tierList: 'The tier list, the way back from tier-detail.',
  },
  parts: [...LIST_PARTS, 'detail'],
  events: [],
  load: () => import('./supplier-list'),
});

export default supplierListElement;
