import { defineElementMeta } from '../../elements/element-meta';

export const supplierQualityElement = defineElementMeta({
  tag: 'sp-supplier-quality',
  module: 'widgets/sp-supplier-quality/supplier-quality.tsx',
  description:
    "The quality department's pages: a supplier's quality assessment before QAUDIT (grade, score, findings, on-site audit, date), or the authorized supplier scopes (business type, product type, valid until) with Authorize and Withdraw.",
  attributes: [
    {
      name: 'view',
      type: 'string',
      description: 'authorizations (default) or assessment (with supplier-id).',
    },
    {
      name: 'supplier-id',
      type: 'string',
      description: 'The supplier whose assessment the assessment view shows.',
    },
  ],
  events: [],
  load: () => import('./supplier-quality'),
});

export default supplierQualityElement;
