// The inquiry module's public entry: its services, and the quote-line conversions and inserts the
// quote spreadsheet and the demo seed share.
export { inquiryPlugin, type InquiryServices } from './plugin.ts';
export { insertInquiry } from './erp-queries.ts';
export { ErpService } from './erp-service.ts';
export { quoteLineId, quoteLineToValues, rowToQuoteLine } from './quote-lines.ts';
export { addEvent as addQuoteEvent, nextQuoteNumber, upsertLines } from './quote-queries.ts';
export {
  QuoteService,
  isBidOpen,
  refuseRepairInquiry,
  type ApplyChange,
  type BidderRow,
} from './quote-service.ts';
export { findBidder, itemIds } from './quote-queries.ts';
export { repairUnitsByItem } from './repair-units.ts';
export { InquiryService } from './service.ts';
export { ERP_ACTOR } from './erp-service.ts';
export { checkIntegrationKey } from './integration-key.ts';
