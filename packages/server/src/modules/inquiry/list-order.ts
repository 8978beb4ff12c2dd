// How a supplier's inquiry list is ordered: the three named sorts of docs/product-rules.md (List
// tabs and sorts), a default per tab, and `field,asc|desc` on a whitelist of columns (anything
// else is a 400, never SQL).
import type { InquirySort, InquiryTab } from '@portal/contract';
import { ApiError } from '../../http/api-error.ts';

/** Sortable list columns: contract field → column (bidders `b`, inquiries `i`). */
const COLUMNS = {
  inquiryNumber: 'i.inquiry_number',
  title: 'i.title',
  purchasingOrg: 'i.purchasing_org',
  itemCount: 'i.item_count',
  budgetTotal: 'i.budget_total',
  bidStart: 'i.bid_start',
  bidEnd: 'b.bid_end',
  createdAt: 'b.inquiry_created_at',
  quotedAt: 'b.submitted_at',
} as const;

export type ListColumn = (typeof COLUMNS)[keyof typeof COLUMNS];
/** Columns the bidders row has itself: such a sort pages without touching inquiries. */
export type BidderColumn = Extract<ListColumn, `b.${string}`>;

export function isBidderColumn(column: ListColumn): column is BidderColumn {
  return column.startsWith('b.');
}

export interface ListOrder {
  column: ListColumn;
  direction: 'asc' | 'desc';
}

const NAMED: Record<InquirySort, ListOrder> = {
  new: { column: 'b.inquiry_created_at', direction: 'desc' },
  completed: { column: 'b.submitted_at', direction: 'desc' },
  expired: { column: 'b.bid_end', direction: 'asc' },
};

/**
 * Pending: newest first. Processed: latest answer first. Expired: the bid that ended last first,
 * since the one that just slipped by is the one the supplier asks about.
 */
const TAB_DEFAULT: Record<InquiryTab, ListOrder> = {
  pending: NAMED.new,
  processed: NAMED.completed,
  expired: { column: 'b.bid_end', direction: 'desc' },
};

export function listOrder(tab: InquiryTab, sort: string | undefined): ListOrder {
  if (!sort) return TAB_DEFAULT[tab];
  if (sort in NAMED) return NAMED[sort as InquirySort];
  const [field = '', direction] = sort.split(',');
  if (Object.hasOwn(COLUMNS, field) && (direction === 'asc' || direction === 'desc')) {
    return { column: COLUMNS[field as keyof typeof COLUMNS], direction };
  }
  throw new ApiError(400, 'http.badRequest', { fields: { sort: 'field.invalid' } });
}
