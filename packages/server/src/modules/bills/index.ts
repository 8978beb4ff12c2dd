// The electronic bill module's public entry: the supplier's bill calls, the buyer's finance review
// and the approval-task source of bills pending review.
export { billsPlugin, type BillServices } from './plugin.ts';
export { BillService } from './service.ts';
export { BillReviewService } from './review.ts';
export { billReviewSource } from './task-source.ts';
