import { defineElementMeta } from '../../elements/element-meta';

export const approvalTasksElement = defineElementMeta({
  tag: 'sp-approval-tasks',
  module: 'widgets/sp-approval-tasks/approval-tasks.tsx',
  description:
    "The signed-in buyer's pending approvals across all kinds (supplier audits so far), oldest first: subject, kind, the step that waits, state and since when, with a count. Each row links to the page that decides it; the server picks the rows by the user's permissions.",
  attributes: [
    {
      name: 'kind',
      type: 'string',
      description: 'Only this kind of approval (supplierAudit); every kind by default.',
    },
  ],
  events: [],
  load: () => import('./approval-tasks'),
});

export default approvalTasksElement;
