import { defineElementMeta } from '../../elements/element-meta';
import { LIST_PARTS } from '../../theme/parts';

export const billsElement = defineElementMeta({
  tag: 'sp-bills',
  module: 'widgets/sp-bills/bills.tsx',
  description:
    "Electronic bills. The supplier's side: its bills (number, contract, kind, state, amount, invoices, flagged lines) filtered by state and searched by number; a new bill from a confirmed contract's delivered lines with each line matched live against the contract price and the billable quantity; a draft's invoices (VAT fapiao special or ordinary, digital or paper, tax = amount × 13/9/6 % checked before sending, the scan uploaded; or a commercial invoice) and its submission, which cannot be withdrawn; a refused bill shows the reviewer's reason and is corrected as a new version. The buyer's finance review: submitted bills with their match results, approved or refused with a reason, and the matching tolerances.",
  attributes: [
    {
      name: 'side',
      type: 'string',
      description: 'Whose screens: supplier (default) or buyer (the finance review).',
    },
    {
      name: 'bill-id',
      type: 'string',
      description: 'The bill to show; without it the list is shown.',
    },
    {
      name: 'links',
      type: 'json',
      description:
        'Where a bill opens and where the list is: {"detail": "/sup/bill/index?id={id}", "list": "/sup/bill/index"}. Without `detail` a bill opens in place.',
    },
  ],
  refs: { detail: "A bill's page (its number links there).", list: 'The bill list (Back).' },
  parts: [...LIST_PARTS, 'detail'],
  events: [
    {
      name: 'sp-open',
      prop: 'onOpen',
      description: "A bill is opened; with a bound `detail` link the page's navigate follows.",
      detail: '{ id: string }',
    },
  ],
  load: () => import('./bills'),
});

export default billsElement;
