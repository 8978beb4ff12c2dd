import { defineElementMeta } from '../../elements/element-meta';

const detail =
  '{ inquiryId: string; quoteId: string | null; quoteNumber: string | null; state: QuoteState; version: number }';

export const repairQuoteElement = defineElementMeta({
  tag: 'sp-repair-quote-editor',
  module: 'widgets/sp-repair-quote-editor/repair-quote.tsx',
  description:
    "A repair shop's quote on one repair inquiry: per unit the unit's facts (serial, fault, aircraft, TSN/CSN/TSO/CSO, return date) and the quote (fees, outcome fees, warranty, turnaround, certificate, validity, transport) with its live estimate, checked as typed; save draft, submit or no bid as the quote allows; batch fill from the xlsx template. Read-only once the quote can no longer change. Unsaved edits survive a reload of the tab (sessionStorage).",
  attributes: [
    {
      name: 'inquiry-id',
      type: 'string',
      description: 'Id of the repair inquiry to quote on (required).',
    },
  ],
  events: [
    {
      name: 'sp-saved',
      prop: 'onSaved',
      description: 'The repair quote was saved as a draft (hold).',
      detail,
    },
    {
      name: 'sp-submitted',
      prop: 'onSubmitted',
      description: 'The repair quote was submitted to the buyer.',
      detail,
    },
    {
      name: 'sp-no-bid',
      prop: 'onNoBid',
      description: 'The supplier confirmed it does not bid on this repair inquiry.',
      detail,
    },
  ],
  load: () => import('./repair-quote-editor'),
});

export default repairQuoteElement;
