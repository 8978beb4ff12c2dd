import { defineElementMeta } from '../../elements/element-meta';
import { LIST_PARTS } from '../../theme/parts';

export const supplierApprovalElement = defineElementMeta({
  tag: 'sp-supplier-approval',
  module: 'widgets/sp-supplier-approval/supplier-approval.tsx',
  description:
    "The supplier approval pages: a list per view (commercial, quality, transport, qualified) with tabs by who must act, or one supplier's audit with its history and the steps the user's department may take (submit to OA or QAUDIT, sync to the ERP, return, reject, freeze, unfreeze).",
  attributes: [
    {
      name: 'view',
      type: 'string',
      description: 'commercial (default), quality, transport or qualified.',
    },
    {
      name: 'freeze-page',
      type: 'string',
      description:
        'A freeze or unfreeze page (commercialFreeze, commercialUnfreeze, qualityFreeze, qualityUnfreeze, transportFreeze, transportUnfreeze): lists the qualified suppliers that department may freeze, or has frozen.',
    },
    {
      name: 'supplier-id',
      type: 'string',
      description: "Shows this supplier's audit instead of the list.",
    },
    {
      name: 'links',
      type: 'json',
      description: 'Where a row opens: an object of link name → URL template (see refs).',
    },
  ],
  refs: { audit: "A supplier's audit page; {id}: the supplier id." },
  parts: [...LIST_PARTS, 'detail'],
  events: [],
  load: () => import('./supplier-approval'),
});

export default supplierApprovalElement;
