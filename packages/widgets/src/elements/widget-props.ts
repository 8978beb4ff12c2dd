// Every widget's props by tag, read from its element file: what the host's route table may pass a
// widget is checked against this (packages/host/src/routes/route-table.ts). Types only: importing
// it costs no byte.
import type apiLog from '../widgets/sp-api-log/api-log.element';
import type approvalTasks from '../widgets/sp-approval-tasks/approval-tasks.element';
import type bargainingPanel from '../widgets/sp-bargaining-panel/bargaining-panel.element';
import type bargainingReview from '../widgets/sp-bargaining-review/bargaining-review.element';
import type bills from '../widgets/sp-bills/bills.element';
import type accountStatements from '../widgets/sp-account-statements/account-statements.element';
import type paymentOverview from '../widgets/sp-payment-overview/payment-overview.element';
import type cageCodes from '../widgets/sp-cage-codes/cage-codes.element';
import type contractConfirm from '../widgets/sp-contract-confirm/contract-confirm.element';
import type contractList from '../widgets/sp-contract-list/contract-list.element';
import type contractReview from '../widgets/sp-contract-review/contract-review.element';
import type changePassword from '../widgets/sp-change-password/change-password.element';
import type customerRelations from '../widgets/sp-customer-relations/customer-relations.element';
import type customsAuthorization from '../widgets/sp-customs-authorization/customs-authorization.element';
import type customsInfo from '../widgets/sp-customs-info/customs-info.element';
import type staff from '../widgets/sp-staff/staff.element';
import type profile from '../widgets/sp-profile/profile.element';
import type devMailbox from '../widgets/sp-dev-mailbox/dev-mailbox.element';
import type forgotPassword from '../widgets/sp-forgot-password/forgot-password.element';
import type inquiryDetail from '../widgets/sp-inquiry-detail/inquiry-detail.element';
import type inquiryList from '../widgets/sp-inquiry-list/inquiry-list.element';
import type languageSwitch from '../widgets/sp-language-switch/language-switch.element';
import type operationLog from '../widgets/sp-operation-log/operation-log.element';
import type login from '../widgets/sp-login/login.element';
import type quoteEditor from '../widgets/sp-quote-editor/quote-editor.element';
import type quoteReview from '../widgets/sp-quote-review/quote-review.element';
import type repairProgress from '../widgets/sp-repair-progress/repair-progress.element';
import type shipmentForecast from '../widgets/sp-shipment-forecast/shipment-forecast.element';
import type transportQuotes from '../widgets/sp-transport-quotes/transport-quotes.element';
import type domesticWaybill from '../widgets/sp-domestic-waybill/domestic-waybill.element';
import type repairQuoteReview from '../widgets/sp-repair-quote-review/repair-quote-review.element';
import type repairQuote from '../widgets/sp-repair-quote-editor/repair-quote-editor.element';
import type shipments from '../widgets/sp-shipments/shipments.element';
import type supplierApproval from '../widgets/sp-supplier-approval/supplier-approval.element';
import type supplierAudit from '../widgets/sp-supplier-audit/supplier-audit.element';
import type supplierHome from '../widgets/sp-supplier-home/supplier-home.element';
import type supplierImport from '../widgets/sp-supplier-import/supplier-import.element';
import type supplierInvites from '../widgets/sp-supplier-invites/supplier-invites.element';
import type supplierList from '../widgets/sp-supplier-list/supplier-list.element';
import type supplierProfile from '../widgets/sp-supplier-profile/supplier-profile.element';
import type supplierQuality from '../widgets/sp-supplier-quality/supplier-quality.element';
import type supplierRegister from '../widgets/sp-supplier-register/supplier-register.element';
import type roles from '../widgets/sp-roles/roles.element';
import type { TypedElementMeta } from './element-meta';

export type { DataProps } from './element-meta';

type Metas =
  | typeof apiLog
  | typeof approvalTasks
  | typeof bargainingPanel
  | typeof bargainingReview
  | typeof bills
  | typeof accountStatements
  | typeof paymentOverview
  | typeof cageCodes
  | typeof contractConfirm
  | typeof contractList
  | typeof contractReview
  | typeof changePassword
  | typeof customerRelations
  | typeof customsAuthorization
  | typeof staff
  | typeof profile
  | typeof devMailbox
  | typeof forgotPassword
  | typeof inquiryDetail
  | typeof inquiryList
  | typeof languageSwitch
  | typeof operationLog
  | typeof login
  | typeof quoteEditor
  | typeof quoteReview
  | typeof repairProgress
  | typeof transportQuotes
  | typeof domesticWaybill
  | typeof repairQuoteReview
  | typeof shipmentForecast
  | typeof repairQuote
  | typeof shipments
  | typeof customsInfo
  | typeof supplierApproval
  | typeof supplierAudit
  | typeof supplierHome
  | typeof supplierImport
  | typeof supplierInvites
  | typeof supplierList
  | typeof supplierProfile
  | typeof supplierQuality
  | typeof supplierRegister
  | typeof roles;

export type WidgetPropsByTag = {
  [M in Metas as M['tag']]: M extends TypedElementMeta<string, infer P> ? P : never;
};
export type WidgetTagName = keyof WidgetPropsByTag;
