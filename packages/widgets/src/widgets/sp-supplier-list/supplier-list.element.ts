import { defineElementMeta } from '../../elements/element-meta';

export const supplierListElement = defineElementMeta({
  tag: 'sp-supplier-list',
  module: 'widgets/sp-supplier-list/supplier-list.tsx',
  description:
    "The buyer's supplier lists: qualified suppliers (filters by kind, country and freeze, linking to the audit), mutual recognition admittance, the blacklist and the dishonest list (add and remove with a reason), second and third tier suppliers with their authorization, third-party own-equipment suppliers, and transport suppliers.",
  attributes: [
    {
      name: 'list',
      type: 'string',
      description:
        'qualified (default), admitted, blacklist, tiers, tier-detail, own-equipment, transport, new-suppliers or capabilities.',
    },
    {
      name: 'audit-href',
      type: 'string',
      description: "URL of a supplier's audit page; {id} becomes the supplier id.",
    },
    {
      name: 'detail-href',
      type: 'string',
      description: "URL of a tier supplier's page; {id} becomes its id.",
    },
    {
      name: 'entry-id',
      type: 'string',
      description: 'The tier supplier that list=tier-detail shows.',
    },
    {
      name: 'quality-href',
      type: 'string',
      description:
        "URL of a supplier's quality audit page (list=capabilities); {id} becomes the supplier id.",
    },
    {
      name: 'list-href',
      type: 'string',
      description: 'URL of the tier list, the way back from list=tier-detail.',
    },
  ],
  events: [],
  load: () => import('./supplier-list'),
});

export default supplierListElement;
