// Generated from payments.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './payments.ts';

export const paymentsApi = {
  setPaymentCompany: route<typeof calls.setPaymentCompany>({
    method: 'POST',
    path: '/admin/integration/erp/paymentCompany',
    encoding: 'json',
    audience: 'integration',
    auth: false,
  }),
  schedulePayment: route<typeof calls.schedulePayment>({
    method: 'POST',
    path: '/admin/integration/erp/paymentSchedule',
    encoding: 'json',
    audience: 'integration',
    auth: false,
  }),
  recordRemittance: route<typeof calls.recordRemittance>({
    method: 'POST',
    path: '/admin/integration/erp/remittance',
    encoding: 'json',
    audience: 'integration',
    auth: false,
  }),
  getPaymentOverview: route<typeof calls.getPaymentOverview>({
    method: 'GET',
    path: '/admin/finance/payment/overview',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/payment/index',
  }),
  listPaymentBills: route<typeof calls.listPaymentBills>({
    method: 'GET',
    path: '/admin/finance/payment/bills',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/payment/index',
  }),
} as const;
