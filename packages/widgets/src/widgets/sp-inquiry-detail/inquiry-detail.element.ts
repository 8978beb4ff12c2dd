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
  ],
  events: [],
  load: () => import('./inquiry-detail'),
});

export default inquiryDetailElement;
