// Widgets rendered on protected routes, by tag. Each entry is a `lazy(() => import(...))`, so a page
// pulls in its own widget chunk only. Add an entry when a widget lands and name it in the route table.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetProps, WidgetTag } from './route-table';

export type ProtectedWidgetTag = Exclude<WidgetTag, 'sp-login'>;

type WidgetComponent = LazyExoticComponent<ComponentType<WidgetProps>>;

// Each widget's props are its own; the route table passes strings from its data and the URL, which
// the widget reads as its documented attributes.
const widget = <P>(load: () => Promise<ComponentType<P>>): WidgetComponent =>
  lazy(async () => ({ default: (await load()) as unknown as ComponentType<WidgetProps> }));

export const WIDGETS: Partial<Record<ProtectedWidgetTag, WidgetComponent>> = {
  'sp-supplier-home': widget(() =>
    import('@portal/widgets/widgets/sp-supplier-home/supplier-home').then((m) => m.SupplierHome),
  ),
  'sp-inquiry-list': widget(() =>
    import('@portal/widgets/widgets/sp-inquiry-list/inquiry-list').then((m) => m.InquiryList),
  ),
  'sp-inquiry-detail': widget(() =>
    import('@portal/widgets/widgets/sp-inquiry-detail/inquiry-detail').then((m) => m.InquiryDetail),
  ),
  'sp-contract-list': widget(() =>
    import('@portal/widgets/widgets/sp-contract-list/contract-list').then((m) => m.ContractList),
  ),
  'sp-contract-confirm': widget(() =>
    import('@portal/widgets/widgets/sp-contract-confirm/contract-confirm').then(
      (m) => m.ContractConfirm,
    ),
  ),
  'sp-repair-progress': widget(() =>
    import('@portal/widgets/widgets/sp-repair-progress/repair-progress').then(
      (m) => m.RepairProgress,
    ),
  ),
  'sp-shipment-forecast': widget(() =>
    import('@portal/widgets/widgets/sp-shipment-forecast/shipment-forecast').then(
      (m) => m.ShipmentForecast,
    ),
  ),
  'sp-transport-quotes': widget(() =>
    import('@portal/widgets/widgets/sp-transport-quotes/transport-quotes').then(
      (m) => m.TransportQuotes,
    ),
  ),
  'sp-domestic-waybill': widget(() =>
    import('@portal/widgets/widgets/sp-domestic-waybill/domestic-waybill').then(
      (m) => m.DomesticWaybill,
    ),
  ),
  'sp-shipments': widget(() =>
    import('@portal/widgets/widgets/sp-shipments/shipments').then((m) => m.Shipments),
  ),
  'sp-customs-info': widget(() =>
    import('@portal/widgets/widgets/sp-customs-info/customs-info').then((m) => m.CustomsInfo),
  ),
  'sp-account-statements': widget(() =>
    import('@portal/widgets/widgets/sp-account-statements/account-statements').then(
      (m) => m.AccountStatements,
    ),
  ),
  'sp-bills': widget(() => import('@portal/widgets/widgets/sp-bills/bills').then((m) => m.Bills)),
  'sp-payment-overview': widget(() =>
    import('@portal/widgets/widgets/sp-payment-overview/payment-overview').then(
      (m) => m.PaymentOverview,
    ),
  ),
  'sp-repair-quote-editor': widget(() =>
    import('@portal/widgets/widgets/sp-repair-quote-editor/repair-quote-editor').then(
      (m) => m.RepairQuoteEditor,
    ),
  ),
  'sp-contract-review': widget(() =>
    import('@portal/widgets/widgets/sp-contract-review/contract-review').then(
      (m) => m.ContractReview,
    ),
  ),
  'sp-quote-editor': widget(() =>
    import('@portal/widgets/widgets/sp-quote-editor/quote-editor').then((m) => m.QuoteEditor),
  ),
  'sp-quote-review': widget(() =>
    import('@portal/widgets/widgets/sp-quote-review/quote-review').then((m) => m.QuoteReview),
  ),
  'sp-repair-quote-review': widget(() =>
    import('@portal/widgets/widgets/sp-repair-quote-review/repair-quote-review').then(
      (m) => m.RepairQuoteReview,
    ),
  ),
  'sp-bargaining-review': widget(() =>
    import('@portal/widgets/widgets/sp-bargaining-review/bargaining-review').then(
      (m) => m.BargainingReview,
    ),
  ),
  'sp-api-log': widget(() =>
    import('@portal/widgets/widgets/sp-api-log/api-log').then((m) => m.ApiLog),
  ),
  'sp-operation-log': widget(() =>
    import('@portal/widgets/widgets/sp-operation-log/operation-log').then((m) => m.OperationLog),
  ),
  'sp-dev-mailbox': widget(() =>
    import('@portal/widgets/widgets/sp-dev-mailbox/dev-mailbox').then((m) => m.DevMailbox),
  ),
  'sp-supplier-approval': widget(() =>
    import('@portal/widgets/widgets/sp-supplier-approval/supplier-approval').then(
      (m) => m.SupplierApproval,
    ),
  ),
  'sp-bargaining-panel': widget(() =>
    import('@portal/widgets/widgets/sp-bargaining-panel/bargaining-panel').then(
      (m) => m.BargainingPanel,
    ),
  ),
  'sp-forgot-password': widget(() =>
    import('@portal/widgets/widgets/sp-forgot-password/forgot-password').then(
      (m) => m.ForgotPassword,
    ),
  ),
  'sp-supplier-register': widget(() =>
    import('@portal/widgets/widgets/sp-supplier-register/supplier-register').then(
      (m) => m.SupplierRegister,
    ),
  ),
  'sp-supplier-invites': widget(() =>
    import('@portal/widgets/widgets/sp-supplier-invites/supplier-invites').then(
      (m) => m.SupplierInvites,
    ),
  ),
  'sp-supplier-list': widget(() =>
    import('@portal/widgets/widgets/sp-supplier-list/supplier-list').then((m) => m.SupplierList),
  ),
  'sp-customer-relations': widget(() =>
    import('@portal/widgets/widgets/sp-customer-relations/customer-relations').then(
      (m) => m.CustomerRelations,
    ),
  ),
  'sp-roles': widget(() => import('@portal/widgets/widgets/sp-roles/roles').then((m) => m.Roles)),
  'sp-cage-codes': widget(() =>
    import('@portal/widgets/widgets/sp-cage-codes/cage-codes').then((m) => m.CageCodes),
  ),
  'sp-supplier-profile': widget(() =>
    import('@portal/widgets/widgets/sp-supplier-profile/supplier-profile').then(
      (m) => m.SupplierProfile,
    ),
  ),
  'sp-supplier-import': widget(() =>
    import('@portal/widgets/widgets/sp-supplier-import/supplier-import').then(
      (m) => m.SupplierImport,
    ),
  ),
  'sp-approval-tasks': widget(() =>
    import('@portal/widgets/widgets/sp-approval-tasks/approval-tasks').then((m) => m.ApprovalTasks),
  ),
  'sp-staff': widget(() => import('@portal/widgets/widgets/sp-staff/staff').then((m) => m.Staff)),
  'sp-customs-authorization': widget(() =>
    import('@portal/widgets/widgets/sp-customs-authorization/customs-authorization').then(
      (m) => m.CustomsAuthorization,
    ),
  ),
  'sp-supplier-audit': widget(() =>
    import('@portal/widgets/widgets/sp-supplier-audit/supplier-audit').then((m) => m.SupplierAudit),
  ),
  'sp-supplier-quality': widget(() =>
    import('@portal/widgets/widgets/sp-supplier-quality/supplier-quality').then(
      (m) => m.SupplierQuality,
    ),
  ),
};

/** The component of a tag, if it is written yet (the login widget has its own page). */
export function widgetComponent(tag: WidgetTag): WidgetComponent | undefined {
  return tag === 'sp-login' ? undefined : WIDGETS[tag];
}
