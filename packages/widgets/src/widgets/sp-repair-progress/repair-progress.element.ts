import { defineElementMeta } from '../../elements/element-meta';
import { LIST_PARTS } from '../../theme/parts';

export const repairProgressElement = defineElementMeta({
  tag: 'sp-repair-progress',
  module: 'widgets/sp-repair-progress/repair-progress.tsx',
  description:
    "Repair progress of repair contracts, for the supplier (repair shop) or the buyer. Without `repair-id`: the list with status, days in stage, turnaround against the quote and an overdue flag, filtered by status and overdue, searched on number, title and serial. With it: the repair's page with its header, timeline of updates (days per stage, attachments, release certificate), added costs, and the side's actions: Update status (only the statuses the state machine allows that side), the supplier's Add cost, the buyer's Approve or Refuse of a cost.",
  attributes: [
    {
      name: 'side',
      type: 'string',
      description: 'Whose screens: supplier (default) or buyer.',
    },
    {
      name: 'repair-id',
      type: 'string',
      description: 'The repair (its contract id) to show; without it the list is shown.',
    },
    {
      name: 'add-cost',
      type: 'boolean',
      description: 'With `repair-id`, supplier side: opens the Add cost dialog once it is loaded.',
    },
    {
      name: 'links',
      type: 'json',
      description:
        'Where a list row opens: {"detail": "/repair?id={id}"}, {id} the repair id. Without it the number raises sp-open only.',
    },
  ],
  refs: { detail: "The repair's page (its number links there)." },
  parts: LIST_PARTS,
  events: [
    {
      name: 'sp-open',
      prop: 'onOpen',
      description:
        "A repair is opened from its number; the link's URL then goes to the page's navigate.",
      detail: '{ id: string }',
    },
  ],
  load: () => import('./repair-progress'),
});

export default repairProgressElement;
