import { defineElementMeta } from '../../elements/element-meta';
import { LIST_PARTS } from '../../theme/parts';

export const paymentOverviewElement = defineElementMeta({
  tag: 'sp-payment-overview',
  module: 'widgets/sp-payment-overview/payment-overview.tsx',
  description:
    "The supplier's payment overview: its company's payment data from the buyer's ERP (credit limit, receivable, currency, delivery status, payment terms, each term explained in a tooltip), receivables by age bucket (not due, 0-30, 31-60, 61-90, over 90 days past the due date) and paid versus due per month for twelve months as charts with a table behind each, and where each submitted bill stands (submitted, approved, scheduled for payment, partly paid, paid with the remittance references).",
  attributes: [],
  refs: {},
  parts: [...LIST_PARTS],
  events: [],
  load: () => import('./payment-overview'),
});

export default paymentOverviewElement;
