// The buyer's inquiries as a resource: which were answered by how many invited suppliers, filtered
// by kind, status and text, each linked to its quote comparison.
import { INQUIRY_KINDS, INQUIRY_STATUSES, inquiryApi } from '@portal/contract';
import { defineResource } from '../../kit/resource';
import { INQUIRY_STATUS_COLORS, QUOTE_REVIEW_NS } from './quote-review-text';

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
  return defineResource({
    name: QUOTE_REVIEW_KEY,
    title: 'list.title',
    ns: QUOTE_REVIEW_NS,
    list: inquiryApi.listBuyerInquiries,
    emptyHint: 'list.empty',
    fields: {
      inquiryNumber: { kind: 'text', label: 'f.inquiryNumber' },
      title: { kind: 'text', label: 'f.title' },
      kind: { kind: 'enum', label: 'f.kind', enum: 'inquiryKind', options: INQUIRY_KINDS },
      status: {
        kind: 'status',
        label: 'f.status',
        enum: 'inquiryStatus',
        options: INQUIRY_STATUSES,
        colors: INQUIRY_STATUS_COLORS,
      },
      bidEnd: { kind: 'date-time', label: 'f.bidEnd' },
      itemCount: { kind: 'number', label: 'f.itemCount' },
      bidders: { kind: 'number', label: 'f.bidders' },
      submitted: { kind: 'number', label: 'f.submitted' },
      noBid: { kind: 'number', label: 'f.noBid' },
      createdAt: { kind: 'date-time', label: 'f.createdAt' },
    },
    columns: [
      { field: 'inquiryNumber', width: 160, sortable: true, essential: true, card: 'title' },
      { field: 'title', width: 240, card: 'subtitle' },
      { field: 'status', width: 100, card: 'field' },
      { field: 'bidEnd', width: 170, sortable: true, card: 'field' },
      { field: 'submitted', width: 80, card: 'field' },
      { field: 'bidders', width: 80 },
      { field: 'noBid', width: 80 },
      { field: 'kind', width: 190 },
      { field: 'itemCount', width: 70 },
      { field: 'createdAt', width: 170, sortable: true },
    ],
    filters: [
      { kind: 'text', param: 'keyword', label: 'f.keyword' },
      {
        kind: 'select',
        param: 'kind',
        label: 'f.kind',
        enum: 'inquiryKind',
        options: INQUIRY_KINDS,
      },
      {
        kind: 'select',
        param: 'status',
        label: 'f.status',
        enum: 'inquiryStatus',
        options: INQUIRY_STATUSES,
      },
    ],
    rowLink: {
      field: 'inquiryNumber',
      href: href ? (row) => href(row.id) : undefined,
      onOpen: (row) => open(row.id),
    },
    rowActions: [
      {
        key: 'compare',
        label: 'list.compare',
        href: href ? (row) => href(row.id) : undefined,
        onOpen: (row) => open(row.id),
        run: (row) => open(row.id),
        successMessage: false,
      },
    ],
  });
}
