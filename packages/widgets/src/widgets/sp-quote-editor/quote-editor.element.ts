import { defineElementMeta } from '../../elements/element-meta';

const detail =
  '{ inquiryId: string; quoteId: string | null; quoteNumber: string | null; state: QuoteState; version: number }';

export const quoteEditorElement = defineElementMeta({
  tag: 'sp-quote-editor',
  module: 'widgets/sp-quote-editor/quote-editor.tsx',
  description:
    "A supplier's quote on one inquiry: one line per item with every quote field, checked as typed; save draft, submit or no bid as the quote state allows; attachments; batch fill from the xlsx template. Read-only after the bid end. Unsaved edits survive a reload of the tab (sessionStorage).",
  attributes: [
    {
      name: 'inquiry-id',
      type: 'string',
      description: 'Id of the inquiry to quote on (required).',
    },
  ],
  events: [
    {
      name: 'sp-saved',
      prop: 'onSaved',
      description: 'The quote was saved as a draft (hold).',
      detail,
    },
    {
      name: 'sp-submitted',
      prop: 'onSubmitted',
      description: 'The quote was submitted to the buyer.',
      detail,
    },
    {
      name: 'sp-no-bid',
      prop: 'onNoBid',
      description: 'The supplier confirmed it does not bid on this inquiry.',
      detail,
    },
  ],
  load: () => import('./quote-editor'),
});

export default quoteEditorElement;
