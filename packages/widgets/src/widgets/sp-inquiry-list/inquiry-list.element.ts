import { defineElementMeta } from '../../elements/element-meta';
import { LIST_PARTS } from '../../theme/parts';

export const inquiryListElement = defineElementMeta({
  tag: 'sp-inquiry-list',
  module: 'widgets/sp-inquiry-list/inquiry-list.tsx',
  description:
    "The supplier's inquiries of one kind in three tabs (pending, processed, expired), with keyword and bid-end filters, paging, a link to each inquiry and a Quote action while its bid is open. Tab, page and filters survive a reload.",
  attributes: [
    {
      name: 'kind',
      type: 'string',
      description:
        'Required. The inquiry kind: purchase, equipment, tool, tool-foreign, general, rich-part or repair.',
    },
    {
      name: 'links',
      type: 'json',
      description:
        'Where an inquiry opens: an object of link name → URL template, {id} the inquiry id, e.g. {"quote": "/quote?id={id}"}. Without them the number and Quote raise sp-open only.',
    },
    {
      name: 'tab',
      type: 'string',
      description:
        'The tab shown first when none was kept: pending (default), processed or expired.',
    },
    {
      name: 'scope',
      type: 'string',
      description:
        'Keeps tab, page and filters apart from another list of the same kind on the page (e.g. the route): inquiries and quotes of one kind each remember their own.',
    },
  ],
  refs: {
    detail: "The inquiry's page (its number links there).",
    quote: 'The quote page (the Quote action).',
  },
  parts: LIST_PARTS,
  events: [
    {
      name: 'sp-open',
      prop: 'onOpen',
      description:
        "An inquiry is opened: its number (detail) or its Quote action (quote). The link's URL then goes to the page's navigate (PortalWidgets.configure), which defaults to a full page load.",
      detail: "{ id: string; action: 'quote' | 'detail' }",
    },
  ],
  load: () => import('./inquiry-list'),
});

export default inquiryListElement;
