import { defineElementMeta } from '../../elements/element-meta';
import { LIST_PARTS } from '../../theme/parts';

export const supplierAuditElement = defineElementMeta({
  tag: 'sp-supplier-audit',
  module: 'widgets/sp-supplier-audit/supplier-audit.tsx',
  description:
    "Supplier audit management: the supplier's view of the buyer's audits of it and their findings, each answered with a corrective action (text, due date, attachment); the buyer's view of one supplier's findings, with Close and Record an audit for the quality department.",
  attributes: [
    {
      name: 'view',
      type: 'string',
      description:
        'audits (default), actions (the findings to answer) or buyer (with supplier-id).',
    },
    { name: 'audit-id', type: 'string', description: 'The actions view of one audit.' },
    { name: 'supplier-id', type: 'string', description: 'The buyer view of this supplier.' },
    {
      name: 'links',
      type: 'json',
      description: 'Where an audit opens: an object of link name → URL template (see refs).',
    },
  ],
  refs: { actions: "An audit's findings to answer; {id}: the audit id." },
  parts: LIST_PARTS,
  events: [],
  load: () => import('./supplier-audit'),
});

export default supplierAuditElement;
