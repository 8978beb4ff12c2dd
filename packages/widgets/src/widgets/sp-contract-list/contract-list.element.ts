import { defineElementMeta } from '../../elements/element-meta';
import { LIST_PARTS } from '../../theme/parts';

export const contractListElement = defineElementMeta({
  tag: 'sp-contract-list',
  module: 'widgets/sp-contract-list/contract-list.tsx',
  description:
    "The supplier's contracts and orders of one kind, or of several with a kind switch, in one tab per state (to confirm, confirmed, changed and waiting for the buyer, rejected, closed), with a search on number and title, paging, and a link to each contract's page. Kind, tab, page and search survive a reload.",
  attributes: [
    {
      name: 'kind',
      type: 'string',
      description:
        'The contract kind shown first: purchase (default), repair, tool, aog or transport.',
    },
    {
      name: 'kinds',
      type: 'string',
      description:
        'Comma-separated kinds to switch between (e.g. "purchase,tool,aog,transport"); without it only `kind` is shown.',
    },
    {
      name: 'links',
      type: 'json',
      description:
        'Where a contract opens: {"detail": "/contract?id={id}"}, {id} the contract id. Without it the number raises sp-open only.',
    },
    {
      name: 'tab',
      type: 'string',
      description:
        'The tab shown first when none was kept: toConfirm (default), confirmed, changed, rejected or closed.',
    },
  ],
  refs: { detail: "The contract's page (its number links there)." },
  parts: LIST_PARTS,
  events: [
    {
      name: 'sp-open',
      prop: 'onOpen',
      description:
        "A contract is opened from its number. The link's URL then goes to the page's navigate (PortalWidgets.configure).",
      detail: '{ id: string }',
    },
  ],
  load: () => import('./contract-list'),
});

export default contractListElement;
