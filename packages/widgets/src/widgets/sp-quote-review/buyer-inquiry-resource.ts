// The buyer's inquiries (the shared list, src/inquiries) as this review shows them: every kind,
// filtered by kind, status and text, each linked to its quote comparison.
import { inquiryApi } from '@portal/contract';
import { defineResource } from '../../kit/resource';
import { buyerInquiryList } from '../../inquiries/buyer-inquiry-list';
import { QUOTE_REVIEW_NS } from './quote-review-text';

/** The query-key root of everything this widget loads: opening a round refetches it all. */
export const QUOTE_REVIEW_KEY = 'quote-review';

/**
 * One inquiry's quotes side by side, loaded by the kit's detail hook; the comparison lays them out
 * itself (quote-comparison.tsx). The currency is a parameter of the view (useResourceDetail's
 * `params`), CNY until the page asks for another.
 */
export const comparisonResource = defineResource({
  name: QUOTE_REVIEW_KEY,
  ns: QUOTE_REVIEW_NS,
  fields: {},
  get: { route: inquiryApi.compareQuotes, input: (id) => ({ inquiryId: id, currency: 'CNY' }) },
  detail: { sections: [] },
});

export interface BuyerInquiryResourceOptions {
  /** The comparison's URL for an inquiry, when it is a page of its own. */
  href?: (id: string) => string;
  open: (id: string) => void;
}

export function buyerInquiryResource({ href, open }: BuyerInquiryResourceOptions) {
  return buyerInquiryList({ name: QUOTE_REVIEW_KEY, ns: QUOTE_REVIEW_NS, href, open });
}
