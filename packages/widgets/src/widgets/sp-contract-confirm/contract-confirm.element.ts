import { defineElementMeta } from '../../elements/element-meta';

export const contractConfirmElement = defineElementMeta({
  tag: 'sp-contract-confirm',
  module: 'widgets/sp-contract-confirm/contract-confirm.tsx',
  description:
    "One of the supplier's contracts: header, lines, invoice information, versions and history, who signed for it (a Sign for button records receipt, optionally with the signed copy), and, while it waits for the supplier, the answer: per line confirm, amend (price, quantity, deliveries) or reject with a reason, or confirm the whole order. The answer is kept in the browser until sent; read-only once answered, confirmed or closed. A confirmed goods contract offers New ship notice.",
  attributes: [
    {
      name: 'contract-id',
      type: 'string',
      description: 'Required. The contract to show.',
    },
    {
      name: 'sign-for',
      type: 'boolean',
      description:
        'Open the sign-for dialog at once (record receipt of the document, optionally with the signed copy).',
    },
    {
      name: 'links',
      type: 'json',
      description:
        'Where the linked inquiry opens and where a confirmed goods contract writes a ship notice: {"inquiry": "/inquiry?id={id}", "newShipment": "/shipments?contract={id}"}. Without one the inquiry is not linked, or no New ship notice button shows.',
    },
  ],
  refs: {
    inquiry: 'The inquiry the contract comes from.',
    newShipment: 'The ship notice form for this contract (its New ship notice button).',
  },
  events: [
    {
      name: 'sp-contract-answered',
      prop: 'onAnswered',
      description: 'The answer was sent: the contract is now confirmed, changed or rejected.',
      detail: "{ id: string; state: 'confirmed' | 'changed' | 'rejected' }",
    },
  ],
  load: () => import('./contract-confirm'),
});

export default contractConfirmElement;
