// The one route table of the host: every route of docs/routes.txt and what serves it. Plain data (no
// React) so scripts/coverage-routes.ts can import it; src/routes/app-routes.tsx turns it into routes.
// What a route passes a widget is type-checked against the widget's props (its element file): a
// misspelt prop, a wrong type or a link to no route of this table does not compile.
import { menuTitleKey } from '@portal/contract';
import type { DataProps, WidgetPropsByTag } from '@portal/widgets/widget-props';

/** Widgets the host renders today. A route whose widget is not written yet has none. */
export type WidgetTag =
  | 'sp-login'
  | 'sp-supplier-home'
  | 'sp-inquiry-list'
  | 'sp-inquiry-detail'
  | 'sp-contract-list'
  | 'sp-contract-confirm'
  | 'sp-repair-progress'
  | 'sp-shipment-forecast'
  | 'sp-transport-quotes'
  | 'sp-domestic-waybill'
  | 'sp-shipments'
  | 'sp-customs-info'
  | 'sp-bills'
  | 'sp-account-statements'
  | 'sp-payment-overview'
  | 'sp-repair-quote-editor'
  | 'sp-contract-review'
  | 'sp-quote-editor'
  | 'sp-bargaining-panel'
  | 'sp-quote-review'
  | 'sp-repair-quote-review'
  | 'sp-bargaining-review'
  | 'sp-api-log'
  | 'sp-dev-mailbox'
  | 'sp-supplier-approval'
  | 'sp-supplier-register'
  | 'sp-forgot-password'
  | 'sp-supplier-invites'
  | 'sp-supplier-profile'
  | 'sp-supplier-import'
  | 'sp-approval-tasks'
  | 'sp-supplier-quality'
  | 'sp-customs-authorization'
  | 'sp-supplier-audit'
  | 'sp-supplier-list'
  | 'sp-cage-codes'
  | 'sp-customer-relations'
  | 'sp-staff'
  | 'sp-roles'
  | 'sp-operation-log';

/** The props a page hands a widget at run time (checked per tag where the table writes them). */
export type WidgetProps = Record<string, unknown>;

type PropsOf<T extends WidgetTag> = WidgetPropsByTag[T];
type LinksOf<T extends WidgetTag> = PropsOf<T> extends { links?: infer L } ? NonNullable<L> : never;
/** Props a route fixes: the widget's data props except its links (callbacks are the page's). */
type RouteProps<T extends WidgetTag> = {
  [K in Exclude<DataProps<PropsOf<T>>, 'links'>]?: PropsOf<T>[K];
};
/** Props read from the query string: string props only. */
type QueryProps<T extends WidgetTag> = {
  [K in DataProps<PropsOf<T>> as NonNullable<PropsOf<T>[K]> extends string ? K : never]?: string;
};
/** A path of this route table, with or without a query string. */
export type RoutePath = (typeof PROTECTED_PATHS)[number] | PublicPath;
type HostUrl = RoutePath | `${RoutePath}?${string}`;
/** Where the widget's links lead on this host: each a route of this table, its params placed. */
type HostLinks<T extends WidgetTag> = {
  [K in keyof LinksOf<T>]?: LinksOf<T>[K] & HostUrl;
};

/**
 * One widget on a page: its tag, fixed props, props read from the URL's query string, and where its
 * route refs lead (kit/links): the host binds each to one of its routes.
 */
export type WidgetUse = {
  [T in WidgetTag]: {
    tag: T;
    props?: RouteProps<T>;
    /** prop name → query parameter (`{ inquiryId: 'id' }` reads `?id=`). */
    query?: QueryProps<T>;
    links?: HostLinks<T>;
    /**
     * A heading the host puts over a widget that has none of its own (host i18n key), with the
     * widget in a region named by it: for a page that stacks several lists.
     */
    heading?: string;
  };
}[WidgetTag];

/** Pages the host itself implements (they count as served). */
export type HostPage = 'login' | 'auth-redirect' | 'not-found' | 'unauthorized' | 'test';

export interface RouteEntry {
  path: string;
  /** Public routes load nothing before entry; protected ones pass the guard and use the shell layout. */
  access: 'public' | 'protected';
  /**
   * The widgets of a public page, top to bottom. A protected page's are in protected-widgets.ts,
   * which only its lazy chunk loads: /login does not carry them.
   */
  widgets?: WidgetUse[];
  page?: HostPage;
  /** i18n key of the title (document title, not-available page, tag view). */
  titleKey: string;
}

const publicRoute = (
  path: PublicPath,
  titleKey: string,
  extra: Pick<RouteEntry, 'widgets' | 'page'> = {},
): RouteEntry => ({ path, access: 'public', titleKey, ...extra });

/** Protected routes: the title comes from the `menu` namespace, the same key the server's menus use. */
const protectedRoute = (path: string): RouteEntry => ({
  path,
  access: 'protected',
  titleKey: menuTitleKey(path),
});

/** The public pages' paths (ROUTE_TABLE below). */
type PublicPath =
  | '/login'
  | '/supRegister'
  | '/forgetPassword'
  | '/resetPass'
  | '/supRegisterEdit'
  | '/auth-redirect'
  | '/404'
  | '/401'
  | '/test'
  | '/devMailbox';

export const PROTECTED_PATHS = [
  '/sys/apiLog/index',
  '/sys/apiLog/detail',
  '/sys/supplier/import',
  '/sys/role',
  '/sys/log',
  '/sup/home',
  '/sup/supRepair/index',
  '/sup/supRepair/quote',
  '/sup/supUsedGoods/index',
  '/sup/supUsedGoods/create',
  '/sup/supOther/index',
  '/sup/supOther/offer',
  '/sup/supOther/offer/addOffer',
  '/sup/supOther/offer/data',
  '/sup/supPurchase/index',
  '/sup/supPurchase/answer',
  '/sup/supInfo/index',
  '/sup/supInfo/offer',
  '/sup/supInfo/offer/addOffer',
  '/sup/supplierQuote/index',
  '/sup/supplierQuote/offer',
  '/sup/supplierQuote/offer/addOffer',
  '/sup/supplierToolInquiry/index',
  '/sup/supplierToolQuote/index',
  '/sup/supplierToolQuote/offer',
  '/sup/supplierToolQuote/offer/addOffer',
  '/sup/supplierToolQuoteOut/inquiryIndex',
  '/sup/supplierToolQuoteOut/index',
  '/sup/supplierToolQuoteOut/offer',
  '/sup/supplierToolQuoteOut/addOffer',
  '/sup/supContract/index',
  '/sup/supContract/offer',
  '/sup/supContract/signFor',
  '/sup/supContract/offer/addOffer',
  '/sup/supContract/offer/create',
  '/sup/supContract/domesticCreate',
  '/sup/supContract/forecast',
  '/sup/pdDemandQuote/index',
  '/sup/pdDemandOrder/index',
  '/sup/supContract/shipment',
  '/sup/domesticTransport/index',
  '/sup/statusUpdate/index',
  '/sup/statusUpdate/offer',
  '/sup/statusUpdate/addCost',
  '/sup/statusUpdate/offer/addOffer',
  '/sup/bill/index',
  '/sup/accountStatement/index',
  '/sup/accountStatement/addOffer',
  '/sup/sys/employee',
  '/sup/sys/role',
  '/sup/sys/log',
  '/sup/zsSupManagement/index',
  '/sup/zsSupManagement/actions',
  '/sup/supSxContract/index',
  '/sup/aogQuote/index',
  '/sup/aogQuote/offer',
  '/sup/aogQuote/addOffer',
  '/sup/aogAidContractQuote/index',
  '/sup/aogAidContractQuote/edit',
  '/sup/aogAidContractQuote/detail',
  '/sup/aogSos/index',
  '/sup/aogSos/add',
  '/sup/aogSosContract/index',
  '/sup/aogSosQuote/index',
  '/sup/payment/index',
  '/sup/consignmentStock/index',
  '/sup/customs/index',
  '/sup/pdCustoms/index',
  '/sup/supPdBasic/index',
  '/sup/supPdBasic/detail/detailIndex',
  '/sup/supBasic/index',
  '/sup/supBasic/basic',
  '/sup/supBasic/other',
  '/sup/supBasic/ability',
  '/sup/supBasicDetail/index',
  '/sup/supBasicDetail/basic',
  '/sup/supBasicDetail/other',
  '/sup/supBasicDetail/ability',
  '/sup/supCustoms/detailAuthorize',
  '/sup/supCustoms/detailCompAuthorize',
  '/sup/supRichInquiry/index',
  '/sup/supRichInquiry/quote',
  '/sup/supRichInquiry/detailQuote',
  '/hna/hnaCgQuote/index',
  '/hna/hnaRepairQuote/index',
  '/hna/pdDemandInquiry/index',
  '/hna/hnaQuoteBargaining/index',
  '/hna/hnaContract/index',
  '/hna/repairProgress/index',
  '/hna/hnaShipment/forecast',
  '/hna/hnaShipment/index',
  '/hna/financeReview/index',
  '/hna/accountStatement/index',
  '/hna/flowable/index',
  '/hna/flowable/instance/index',
  '/hna/flowable/designer/index',
  '/hna/flowable/designer/design',
  '/hna/flowable/user/index',
  '/hna/flowable/group/index',
  '/hna/sys/employee',
  '/hna/aogQuote/index',
  '/hna/invite/index',
  '/hna/pdInvite/index',
  '/hna/pdCommercialApproval/index',
  '/hna/pdCommercialApproval/approval',
  '/hna/pdCommercialApproval/detailApproval/index',
  '/hna/pdCommercialApproval/detailAudit/index',
  '/hna/pdCommercialApproval/freeze/index',
  '/hna/pdCommercialApproval/unFreeze/index',
  '/hna/commercialApproval/index',
  '/hna/commercialApproval/approval',
  '/hna/commercialApproval/approvalDetail/approval',
  '/hna/commercialApproval/detail/index',
  '/hna/commercialApproval/freeze',
  '/hna/commercialApproval/unFreeze',
  '/hna/commercialApproval/detailFreeze',
  '/hna/commercialApproval/detailUnFreeze',
  '/hna/qualityApproval/index',
  '/hna/qualityApproval/assess/index',
  '/hna/qualityApproval/authorize/index',
  '/hna/qualityApproval/approval',
  '/hna/qualityApproval/detailApproval',
  '/hna/qualityApproval/freeze',
  '/hna/qualityApproval/unFreeze',
  '/hna/qualityApproval/detailFreeze',
  '/hna/qualityApproval/detailUnFreeze',
  '/hna/qualityApproval/detail/index',
  '/hna/approve/task',
  '/hna/secondSup/index',
  '/hna/secondSup/detailAuthorize',
  '/hna/thirdSup/index',
  '/hna/hnaAdmit/index',
  '/hna/hnaBlackList/index',
  '/hna/pdSup/index',
  '/hna/pdSup/detail/index',
] as const;

export const ROUTE_TABLE: readonly RouteEntry[] = [
  publicRoute('/login', 'host:pages.login.title', {
    widgets: [{ tag: 'sp-login' }],
    page: 'login',
  }),
  // The invitation e-mail links here with `?code=`.
  publicRoute('/supRegister', 'host:pages.supRegister.title', {
    widgets: [{ tag: 'sp-supplier-register', query: { inviteCode: 'code' } }],
  }),
  // The forgotten password; /resetPass opens at the code step (`?account=` fills the account).
  publicRoute('/forgetPassword', 'host:pages.forgetPassword.title', {
    widgets: [{ tag: 'sp-forgot-password', query: { account: 'account' } }],
  }),
  publicRoute('/resetPass', 'host:pages.resetPass.title', {
    widgets: [
      { tag: 'sp-forgot-password', props: { step: 'code' }, query: { account: 'account' } },
    ],
  }),
  // The e-mail of a returned registration links here with a one-time `?code=`.
  publicRoute('/supRegisterEdit', 'host:pages.supRegisterEdit.title', {
    // `editCode: ''` keeps the widget in its edit mode without a code, to say the link is needed.
    widgets: [
      { tag: 'sp-supplier-register', props: { editCode: '' }, query: { editCode: 'code' } },
    ],
  }),
  publicRoute('/auth-redirect', 'host:pages.authRedirect.title', { page: 'auth-redirect' }),
  publicRoute('/404', 'host:pages.notFound.title', { page: 'not-found' }),
  publicRoute('/401', 'host:pages.unauthorized.title', { page: 'unauthorized' }),
  publicRoute('/test', 'host:pages.test.title', { page: 'test' }),
  ...PROTECTED_PATHS.map((path) => protectedRoute(path)),
];

/**
 * Pages that are not among the portal's routes (docs/routes.txt, which ROUTE_TABLE mirrors for the
 * coverage report) but that the host serves all the same. The dev mailbox's page shows what the
 * portal e-mailed while no SMTP server is configured; it says so itself when the server has it off.
 */
export const DEV_ROUTES: readonly RouteEntry[] = [
  publicRoute('/devMailbox', 'host:pages.devMailbox.title', {
    widgets: [{ tag: 'sp-dev-mailbox', query: { to: 'to' } }],
  }),
];
