import { defineElementMeta } from '../../elements/element-meta';
import { LIST_PARTS } from '../../theme/parts';

export const repairQuoteReviewElement = defineElementMeta({
  tag: 'sp-repair-quote-review',
  module: 'widgets/sp-repair-quote-review/repair-quote-review.tsx',
  description:
    "The buyer's review of repair quotes: the repair inquiries with how many invited repair shops quoted, and for one inquiry the submitted repair quotes side by side (a column per shop, a row group per unit: fees, warranty, turnaround against the required return date, certificate, the estimate in one currency with the lowest marked), with the award that issues a repair contract per unit.",
  attributes: [
    {
      name: 'inquiry-id',
      type: 'string',
      description:
        "Compare this repair inquiry's quotes; without it the widget lists the repair inquiries.",
    },
    {
      name: 'links',
      type: 'json',
      description:
        'Where the comparison, the list and a contract are: an object of link name → URL template (see refs). Without them a row opens the comparison in place and the contract numbers show as text.',
    },
    {
      name: 'currency',
      type: 'string',
      description: 'The comparison currency shown first (ISO 4217, CNY by default).',
    },
  ],
  refs: {
    compare: "A repair inquiry's quote comparison; {id}: the inquiry id.",
    list: "The repair inquiries, for the comparison's Back link.",
    contract: "The buyer's page of a repair contract an award issued; {id}: the contract id.",
  },
  events: [
    {
      name: 'sp-open',
      prop: 'onOpen',
      description: 'A repair inquiry is opened for comparison.',
      detail: '{ id: string }',
    },
    {
      name: 'sp-awarded',
      prop: 'onAwarded',
      description:
        'A repair quote was awarded and its repair contracts issued, one per unit (contractId and contractNumber: the first).',
      detail:
        '{ inquiryId: string; bidderId: string; contractId: string; contractNumber: string; contracts: { contractId: string; contractNumber: string; itemId: string | null; itemNo: number | null; serialNumber: string | null }[] }',
    },
  ],
  parts: LIST_PARTS,
  load: () => import('./repair-quote-review'),
});

export default repairQuoteReviewElement;
