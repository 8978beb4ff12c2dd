import { defineElementMeta } from '../../elements/element-meta';

export const inquiryDetailElement = defineElementMeta({
  tag: 'sp-inquiry-detail',
  module: 'widgets/sp-inquiry-detail/inquiry-detail.tsx',
  description:
    "An inquiry sheet the supplier is invited to, read-only: its facts, the bid, items, questions, comments, attachments (download links), clauses, project members and the state tracking of the supplier's own steps.",
  attributes: [
    {
      name: 'inquiry-id',
      type: 'string',
      description: 'Required. The inquiry to show.',
    },
    {
      name: 'section-links',
      type: 'boolean',
      description:
        'Links above the sheet to the sections of a page that shows the sheet, the quote editor and the bargaining panel one under another (#inquiry, #quote, #bargaining).',
    },
  ],
  events: [],
  load: () => import('./inquiry-detail'),
});

export default inquiryDetailElement;
