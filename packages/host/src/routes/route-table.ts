// The one route table of the host: every route of docs/routes.txt and what serves it. Plain data (no
// React) so scripts/coverage-routes.ts can import it; src/routes/app-routes.tsx turns it into routes.
import { menuTitleKey } from '@portal/contract';

/** Widgets the host renders today. A route whose widget is not written yet has none. */
export type WidgetTag =
  | 'sp-login'
  | 'sp-supplier-home'
  | 'sp-inquiry-list'
  | 'sp-inquiry-detail'
  | 'sp-quote-editor'
  | 'sp-bargaining-panel'
  | 'sp-quote-review'
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
  | 'sp-customer-relations';

export type WidgetProps = Record<string, string | number | boolean>;

/** One widget on a page: its tag, fixed props, and props read from the URL's query string. */
export interface WidgetUse {
  tag: WidgetTag;
  props?: WidgetProps;
  /** prop name → query parameter (`{ inquiryId: 'id' }` reads `?id=`). */
  query?: Record<string, string>;
}

/** Pages the host itself implements (they count as served). */
export type HostPage = 'login' | 'auth-redirect' | 'not-found' | 'unauthorized' | 'test';

export interface RouteEntry {
  path: string;
  /** Public routes load nothing before entry; protected ones pass the guard and use the shell layout. */
  access: 'public' | 'protected';
  /** The widgets of the page, top to bottom (a detail and its bargaining rounds, say). */
  widgets?: WidgetUse[];
  page?: HostPage;
  /** i18n key of the title (document title, not-available page, tag view). */
  titleKey: string;
}

const publicRoute = (
  path: string,
  titleKey: string,
  extra: Pick<RouteEntry, 'widgets' | 'page'> = {},
): RouteEntry => ({ path, access: 'public', titleKey, ...extra });

/** Protected routes: the title comes from the `menu` namespace, the same key the server's menus use. */
const protectedRoute = (path: string, widgets?: WidgetUse[]): RouteEntry => ({
  path,
  access: 'protected',
  titleKey: menuTitleKey(path),
  ...(widgets ? { widgets } : {}),
});

const PROTECTED_PATHS = [
  '/sys/apiLog/index',
  '/sys/apiLog/detail',
  '/sys/supplier/import',
  '/sup/home',
  '/sup/supRepair/index',
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
  '/sup/domesticTransport/index',
  '/sup/statusUpdate/index',
  '/sup/statusUpdate/offer',
  '/sup/statusUpdate/addCost',
  '/sup/statusUpdate/offer/addOffer',
  '/sup/accountStatement/index',
  '/sup/accountStatement/addOffer',
  '/sup/sys/employee',
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
  '/hna/hnaQuoteBargaining/index',
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

/** Widgets already written for protected routes; a route missing here shows "not available yet". */
const byId = { inquiryId: 'id' };
const QUOTE_REVIEW = '/hna/hnaCgQuote/index';
const API_LOG = '/sys/apiLog/index';
const API_LOG_DETAIL = '/sys/apiLog/detail';
/** The quote editor of the inquiry in `?id=`. */
const quoteEditor: WidgetUse[] = [{ tag: 'sp-quote-editor', query: byId }];
/** An inquiry's page: the sheet, the supplier's quote, and its bargaining rounds below it. */
const quoteWithRounds: WidgetUse[] = [
  { tag: 'sp-inquiry-detail', query: byId },
  { tag: 'sp-quote-editor', query: byId },
  { tag: 'sp-bargaining-panel', query: byId },
];

/** A supplier's inquiry list of one kind; rows open the detail (quote and rounds) or the editor. */
const inquiryList = (kind: string, detail: string, quote: string, tab?: string): WidgetUse[] => [
  {
    tag: 'sp-inquiry-list',
    props: {
      kind,
      detailHref: `${detail}?id={id}`,
      quoteHref: `${quote}?id={id}`,
      ...(tab ? { tab } : {}),
    },
  },
];

/** A supplier approval list; its rows open `audit` with `?id=`. */
const approvalList = (view: string, audit: string): WidgetUse[] => [
  { tag: 'sp-supplier-approval', props: { view, detailHref: `${audit}?id={id}` } },
];
/** One supplier's audit (`?id=`): its history and the steps the user's department may take. */
const approvalDetail: WidgetUse[] = [
  { tag: 'sp-supplier-approval', query: { supplierId: 'id' } },
  // The supplier's company profile below its audit, read-only (the quality department decides
  // capabilities there).
  { tag: 'sp-supplier-profile', props: { readonly: true }, query: { supplierId: 'id' } },
];
/** The supplier's own company profile: all sections as tabs, or one. */
const profile = (props: WidgetProps = {}): WidgetUse[] => [{ tag: 'sp-supplier-profile', props }];
const COMMERCIAL_AUDIT = '/hna/commercialApproval/approval';
const TRANSPORT_AUDIT = '/hna/pdCommercialApproval/approval';
const QUALITY_AUDIT = '/hna/qualityApproval/approval';
/** The quality department's audit page: the audit, then its assessment (QAUDIT needs one). */
const qualityAuditDetail: WidgetUse[] = [
  ...approvalDetail,
  { tag: 'sp-supplier-quality', props: { view: 'assessment' }, query: { supplierId: 'id' } },
  // Its audits' findings: Close on answered ones, Record an audit.
  { tag: 'sp-supplier-audit', props: { view: 'buyer' }, query: { supplierId: 'id' } },
];
const SUPPLIER_AUDIT_ACTIONS = '/sup/zsSupManagement/actions';
/**
 * A qualified or transport supplier's page (the lists link here): its audit, then its CAGE codes
 * and the group companies it serves.
 */
const supplierPage: WidgetUse[] = [
  ...approvalDetail,
  { tag: 'sp-cage-codes', query: { supplierId: 'id' } },
  { tag: 'sp-customer-relations', query: { supplierId: 'id' } },
];
const TIER_LIST = '/hna/secondSup/index';

const PROTECTED_WIDGETS: Partial<Record<(typeof PROTECTED_PATHS)[number], WidgetUse[]>> = {
  '/hna/commercialApproval/index': approvalList('commercial', COMMERCIAL_AUDIT),
  '/hna/commercialApproval/approval': approvalDetail,
  '/hna/commercialApproval/approvalDetail/approval': approvalDetail,
  '/hna/commercialApproval/detail/index': supplierPage,
  '/hna/commercialApproval/freeze': approvalList('qualified', COMMERCIAL_AUDIT),
  '/hna/commercialApproval/unFreeze': approvalList('qualified', COMMERCIAL_AUDIT),
  '/hna/commercialApproval/detailFreeze': approvalDetail,
  '/hna/commercialApproval/detailUnFreeze': approvalDetail,
  '/hna/pdCommercialApproval/index': approvalList('transport', TRANSPORT_AUDIT),
  '/hna/pdCommercialApproval/approval': approvalDetail,
  '/hna/pdCommercialApproval/detailApproval/index': approvalDetail,
  '/hna/pdCommercialApproval/detailAudit/index': approvalDetail,
  '/hna/pdCommercialApproval/freeze/index': approvalList('qualified', TRANSPORT_AUDIT),
  '/hna/pdCommercialApproval/unFreeze/index': approvalList('qualified', TRANSPORT_AUDIT),
  '/hna/qualityApproval/index': approvalList('quality', QUALITY_AUDIT),
  // Below the quality list: every supplier's capabilities, each opening its quality audit.
  '/hna/qualityApproval/assess/index': [
    ...approvalList('quality', QUALITY_AUDIT),
    {
      tag: 'sp-supplier-list',
      props: { list: 'capabilities', qualityHref: `${QUALITY_AUDIT}?id={id}` },
    },
  ],
  '/hna/qualityApproval/approval': qualityAuditDetail,
  '/hna/qualityApproval/detailApproval': qualityAuditDetail,
  // The scopes the quality department authorized, with Authorize and Withdraw.
  '/hna/qualityApproval/authorize/index': [
    { tag: 'sp-supplier-quality', props: { view: 'authorizations' } },
  ],
  '/hna/qualityApproval/freeze': approvalList('qualified', QUALITY_AUDIT),
  '/hna/qualityApproval/unFreeze': approvalList('qualified', QUALITY_AUDIT),
  '/hna/qualityApproval/detailFreeze': approvalDetail,
  '/hna/qualityApproval/detailUnFreeze': approvalDetail,
  '/hna/qualityApproval/detail/index': qualityAuditDetail,
  '/sup/home': [{ tag: 'sp-supplier-home' }],
  // Supplier audit management: the buyer's audits, and the findings to answer (of one audit).
  '/sup/zsSupManagement/index': [
    {
      tag: 'sp-supplier-audit',
      props: { view: 'audits', actionsHref: `${SUPPLIER_AUDIT_ACTIONS}?auditId={id}` },
    },
  ],
  '/sup/zsSupManagement/actions': [
    { tag: 'sp-supplier-audit', props: { view: 'actions' }, query: { auditId: 'auditId' } },
  ],
  // Customs-broker authorizations: people, and customs brokerage companies.
  '/sup/supCustoms/detailAuthorize': [
    { tag: 'sp-customs-authorization', props: { kind: 'personal' } },
  ],
  '/sup/supCustoms/detailCompAuthorize': [
    { tag: 'sp-customs-authorization', props: { kind: 'company' } },
  ],
  '/sup/supBasic/index': profile(),
  '/sup/supBasic/basic': profile({ section: 'basic' }),
  '/sup/supBasic/other': profile({ section: 'other' }),
  '/sup/supBasic/ability': profile({ section: 'ability' }),
  '/sup/supBasicDetail/index': profile({ readonly: true }),
  '/sup/supBasicDetail/basic': profile({ readonly: true, section: 'basic' }),
  '/sup/supBasicDetail/other': profile({ readonly: true, section: 'other' }),
  '/sup/supBasicDetail/ability': profile({ readonly: true, section: 'ability' }),
  '/sup/supPdBasic/index': profile({ kind: 'transport' }),
  '/sup/supPdBasic/detail/detailIndex': profile({ kind: 'transport', readonly: true }),
  '/sup/supPurchase/index': inquiryList(
    'purchase',
    '/sup/supInfo/offer',
    '/sup/supPurchase/answer',
  ),
  '/sup/supInfo/index': inquiryList(
    'purchase',
    '/sup/supInfo/offer',
    '/sup/supInfo/offer/addOffer',
    'processed',
  ),
  '/sup/supplierQuote/index': inquiryList(
    'equipment',
    '/sup/supplierQuote/offer',
    '/sup/supplierQuote/offer/addOffer',
  ),
  '/sup/supplierToolInquiry/index': inquiryList(
    'tool',
    '/sup/supplierToolQuote/offer',
    '/sup/supplierToolQuote/offer/addOffer',
  ),
  '/sup/supplierToolQuote/index': inquiryList(
    'tool',
    '/sup/supplierToolQuote/offer',
    '/sup/supplierToolQuote/offer/addOffer',
    'processed',
  ),
  '/sup/supplierToolQuoteOut/inquiryIndex': inquiryList(
    'tool-foreign',
    '/sup/supplierToolQuoteOut/offer',
    '/sup/supplierToolQuoteOut/addOffer',
  ),
  '/sup/supplierToolQuoteOut/index': inquiryList(
    'tool-foreign',
    '/sup/supplierToolQuoteOut/offer',
    '/sup/supplierToolQuoteOut/addOffer',
    'processed',
  ),
  '/sup/supOther/index': inquiryList(
    'general',
    '/sup/supOther/offer',
    '/sup/supOther/offer/addOffer',
  ),
  '/sup/supOther/offer/data': quoteWithRounds,
  '/sup/supRichInquiry/index': inquiryList(
    'rich-part',
    '/sup/supRichInquiry/detailQuote',
    '/sup/supRichInquiry/quote',
  ),
  '/sup/supPurchase/answer': quoteEditor,
  '/sup/supInfo/offer': quoteWithRounds,
  '/sup/supInfo/offer/addOffer': quoteEditor,
  '/sup/supplierQuote/offer': quoteWithRounds,
  '/sup/supplierQuote/offer/addOffer': quoteEditor,
  '/sup/supplierToolQuote/offer': quoteWithRounds,
  '/sup/supplierToolQuote/offer/addOffer': quoteEditor,
  '/sup/supplierToolQuoteOut/offer': quoteWithRounds,
  '/sup/supplierToolQuoteOut/addOffer': quoteEditor,
  '/sup/supOther/offer': quoteWithRounds,
  '/sup/supOther/offer/addOffer': quoteEditor,
  '/sup/supRichInquiry/quote': quoteEditor,
  '/sup/supRichInquiry/detailQuote': quoteWithRounds,
  // The buyer's review: the inquiries, or with `?id=` one inquiry's quotes side by side.
  '/hna/hnaCgQuote/index': [
    {
      tag: 'sp-quote-review',
      props: { compareHref: `${QUOTE_REVIEW}?id={id}`, listHref: QUOTE_REVIEW },
      query: byId,
    },
  ],
  '/hna/hnaQuoteBargaining/index': [
    { tag: 'sp-bargaining-review', props: { compareHref: `${QUOTE_REVIEW}?id={id}` } },
  ],
  // Invitations: aviation-material and 21-department suppliers, and transport suppliers.
  // Below the invitations: the suppliers they brought (and any other new one), opening the audit.
  '/hna/invite/index': [
    { tag: 'sp-supplier-invites', props: { page: 'supplier' } },
    {
      tag: 'sp-supplier-list',
      props: { list: 'new-suppliers', auditHref: `${COMMERCIAL_AUDIT}?id={id}` },
    },
  ],
  '/hna/pdInvite/index': [{ tag: 'sp-supplier-invites', props: { page: 'transport' } }],
  // The buyer's supplier lists; a supplier's row opens its audit with its CAGE codes below.
  '/hna/hnaAdmit/index': [{ tag: 'sp-supplier-list', props: { list: 'admitted' } }],
  '/hna/hnaBlackList/index': [{ tag: 'sp-supplier-list', props: { list: 'blacklist' } }],
  '/hna/secondSup/index': [
    {
      tag: 'sp-supplier-list',
      props: { list: 'tiers', detailHref: '/hna/secondSup/detailAuthorize?id={id}' },
    },
  ],
  '/hna/secondSup/detailAuthorize': [
    {
      tag: 'sp-supplier-list',
      props: { list: 'tier-detail', listHref: TIER_LIST },
      query: { entryId: 'id' },
    },
  ],
  '/hna/thirdSup/index': [{ tag: 'sp-supplier-list', props: { list: 'own-equipment' } }],
  '/hna/pdSup/index': [
    {
      tag: 'sp-supplier-list',
      props: { list: 'transport', auditHref: '/hna/pdSup/detail/index?id={id}' },
    },
  ],
  '/hna/pdSup/detail/index': supplierPage,
  // My pending approvals across all kinds, each linking to the page that decides it.
  '/hna/approve/task': [{ tag: 'sp-approval-tasks' }],
  // Bulk import of suppliers from the spreadsheet template.
  '/sys/supplier/import': [{ tag: 'sp-supplier-import' }],
  // The API log: the list links each entry to its page, which reads the entry from `?id=`.
  '/sys/apiLog/index': [
    { tag: 'sp-api-log', props: { detailHref: `${API_LOG_DETAIL}?id={id}`, listHref: API_LOG } },
  ],
  '/sys/apiLog/detail': [
    { tag: 'sp-api-log', props: { listHref: API_LOG }, query: { logId: 'id' } },
  ],
};

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
  ...PROTECTED_PATHS.map((path) => protectedRoute(path, PROTECTED_WIDGETS[path])),
];

/**
 * Pages that are not among SPEC.md's routes (docs/routes.txt, which ROUTE_TABLE mirrors for the
 * coverage report) but that the host serves all the same. The dev mailbox's page shows what the
 * portal e-mailed while no SMTP server is configured; it says so itself when the server has it off.
 */
export const DEV_ROUTES: readonly RouteEntry[] = [
  publicRoute('/devMailbox', 'host:pages.devMailbox.title', {
    widgets: [{ tag: 'sp-dev-mailbox', query: { to: 'to' } }],
  }),
];

/** A route is served when a widget or a real host page renders it (the coverage report counts these). */
export function isServed(entry: RouteEntry): boolean {
  return Boolean(entry.widgets?.length || entry.page);
}
