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
    repairQuote: 'The repair quote page of a repair inquiry.',
    purchaseRounds: 'The quote page of a purchase inquiry, with its bargaining rounds.',
    equipmentRounds: 'The quote page of an equipment inquiry, with its bargaining rounds.',
    toolRounds: 'The quote page of a tool inquiry, with its bargaining rounds.',
    toolForeignRounds: 'The quote page of a foreign tool inquiry, with its bargaining rounds.',
    generalRounds: 'The quote page of a general inquiry, with its bargaining rounds.',
    richPartRounds: 'The quote page of a rich-part inquiry, with its bargaining rounds.',
    repairRounds: 'The repair quote page of a repair inquiry (a round on one opens there).',
    purchaseInquiries: 'The purchase inquiries list (View all of the inquiry cards).',
    equipmentInquiries: 'The equipment inquiries list (View all of the inquiry cards).',
    toolInquiries: 'The tool inquiries list (View all of the inquiry cards).',
    toolForeignInquiries: 'The foreign tool inquiries list (View all of the inquiry cards).',
    generalInquiries: 'The general inquiries list (View all of the inquiry cards).',
    richPartInquiries: 'The rich-part inquiries list (View all of the inquiry cards).',
    repairInquiries: 'The repair inquiries list (View all of the inquiry cards).',
    purchaseQuoteList: 'The purchase quotes list (View all of the rounds card).',
    equipmentQuoteList: 'The equipment quotes list (View all of the rounds card).',
    toolQuoteList: 'The tool quotes list (View all of the rounds card).',
    toolForeignQuoteList: 'The foreign tool quotes list (View all of the rounds card).',
    generalQuoteList: 'The general quotes list (View all of the rounds card).',
    richPartQuoteList: 'The rich-part quotes list (View all of the rounds card).',
    repairQuoteList: 'The repair inquiries list (View all of the rounds card).',
  },
  events: [],
  load: () => import('./supplier-home'),
});

export default supplierHomeElement;
