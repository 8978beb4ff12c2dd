import { defineElementMeta } from '../../elements/element-meta';

export const supplierProfileElement = defineElementMeta({
  tag: 'sp-supplier-profile',
  module: 'widgets/sp-supplier-profile/supplier-profile.tsx',
  description:
    "The supplier's company profile: basic information (company, registration, contacts, qualification files with their expiry), other information (warehouse, annual sales, OEM lists) and capabilities with their review state. The supplier edits its own while the audit allows it and submits it for review; buyer staff see a supplier's read-only and the quality department decides capabilities.",
  attributes: [
    {
      name: 'section',
      type: 'string',
      description: 'basic, other or ability: one section; all of them as tabs when unset.',
    },
    { name: 'readonly', type: 'boolean', description: 'Shows the profile read-only.' },
    {
      name: 'kind',
      type: 'string',
      description: "transport: the transport supplier's profile (no capabilities or OEM lists).",
    },
    {
      name: 'supplier-id',
      type: 'string',
      description: "Buyer staff: this supplier's profile, read-only.",
    },
  ],
  events: [],
  load: () => import('./supplier-profile'),
});

export default supplierProfileElement;
