import { defineElementMeta } from '../../elements/element-meta';

export const supplierHomeElement = defineElementMeta({
  tag: 'sp-supplier-home',
  module: 'widgets/sp-supplier-home/supplier-home.tsx',
  description:
    "The supplier's overview: inquiries to answer, bargaining rounds to answer and bids closing within 24 hours, each a link to where it is answered.",
  attributes: [
    {
      name: 'links',
      type: 'json',
      description:
        'Where each entry is answered: an object of link name → URL template, {id} the inquiry id (see refs). An entry without one shows as text.',
    },
  ],
  refs: {
    purchaseQuote: 'The quote editor of a purchase inquiry.',
    equipmentQuote: 'The quote editor of an equipment inquiry.',
    toolQuote: 'The quote editor of a tool inquiry.',
    toolForeignQuote: 'The quote editor of a foreign tool inquiry.',
    generalQuote: 'The quote editor of a general inquiry.',
    richPartQuote: 'The quote editor of a rich-part inquiry.',
    purchaseRounds: 'The quote page of a purchase inquiry, with its bargaining rounds.',
    equipmentRounds: 'The quote page of an equipment inquiry, with its bargaining rounds.',
    toolRounds: 'The quote page of a tool inquiry, with its bargaining rounds.',
    toolForeignRounds: 'The quote page of a foreign tool inquiry, with its bargaining rounds.',
    generalRounds: 'The quote page of a general inquiry, with its bargaining rounds.',
    richPartRounds: 'The quote page of a rich-part inquiry, with its bargaining rounds.',
    pendingList: 'The list behind the "inquiries to answer" card (its View all).',
    roundsList: 'The list behind the "bargaining rounds" card (its View all).',
    closingList: 'The list behind the "closing soon" card (its View all).',
  },
  events: [],
  load: () => import('./supplier-home'),
});

export default supplierHomeElement;
