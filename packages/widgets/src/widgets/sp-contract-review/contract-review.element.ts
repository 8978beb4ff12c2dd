import { defineElementMeta } from '../../elements/element-meta';
import { LIST_PARTS } from '../../theme/parts';

export const contractReviewElement = defineElementMeta({
  tag: 'sp-contract-review',
  module: 'widgets/sp-contract-review/contract-review.tsx',
  description:
    "The buyer's review of every supplier's contracts: without a contract id, the list in one tab per state (opening on the supplier's changes, the buyer's work queue) with filters on supplier code, kind and number or title; with one, the contract's page (supplier, header, lines, invoice information, versions, history) and the buyer's legal moves: accept the changes, refuse them with a remark, or close the contract.",
  attributes: [
    {
      name: 'contract-id',
      type: 'string',
      description: 'The contract to show; without it the list.',
    },
    {
      name: 'links',
      type: 'json',
      description:
        'Where a contract opens and the way back: {"detail": "/contracts?id={id}", "list": "/contracts"}. Without detail the number raises sp-open only.',
    },
    {
      name: 'tab',
      type: 'string',
      description:
        'The tab shown first when none was kept: changed (default), toConfirm, confirmed, rejected or closed.',
    },
  ],
  refs: {
    detail: "The contract's page (its number links there).",
    list: 'The list, linked from the page.',
  },
  parts: LIST_PARTS,
  events: [
    {
      name: 'sp-open',
      prop: 'onOpen',
      description: 'A contract is opened from its number.',
      detail: '{ id: string }',
    },
    {
      name: 'sp-contract-decided',
      prop: 'onDecided',
      description: 'The buyer accepted or refused the changes, or closed the contract.',
      detail: "{ id: string; state: 'confirmed' | 'toConfirm' | 'closed' }",
    },
  ],
  load: () => import('./contract-review'),
});

export default contractReviewElement;
