// The payment overview module's public entry: the supplier's overview and the ERP's payment calls.
export { paymentsPlugin, type PaymentServices } from './plugin.ts';
export { PaymentErpService } from './erp-service.ts';
export { PaymentOverviewService } from './service.ts';
