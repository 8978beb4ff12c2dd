// The widgets of each protected route, top to bottom, and what serves a route. Kept out of
// route-table.ts, which the first visit to /login loads: only protected pages (a lazy chunk) and
// the route coverage report read this. What a route passes a widget, and where the widget's links
// lead (its route refs, bound here to routes of this table), is type-checked against its props.
import type { AuditView, FreezePage, InquiryKind } from '@portal/contract';
import type { RouteEntry, WidgetProps, WidgetUse, PROTECTED_PATHS } from './route-table';

type ProtectedPath = (typeof PROTECTED_PATHS)[number];
/** `path?id={id}`: a route of this table with the link's `id` in its query string. */
const byIdAt = <P extends ProtectedPath>(path: P) => `${path}?id={id}` as const;

/** Widgets already written for protected routes; a route missing here shows "not available yet". */
const byId = { inquiryId: 'id' };
const QUOTE_REVIEW = '/hna/hnaCgQuote/index';
const CONTRACT_REVIEW = '/hna/hnaContract/index';
const REPAIR_QUOTE_REVIEW = '/hna/hnaRepairQuote/index';
const API_LOG = '/sys/apiLog/index';
const API_LOG_DETAIL = '/sys/apiLog/detail';
/** The quote editor of the inquiry in `?id=`. */
const quoteEditor: WidgetUse[] = [{ tag: 'sp-quote-editor', query: byId }];
/** An inquiry's page: the sheet, the supplier's quote, and its bargaining rounds below it. */
const quoteWithRounds: WidgetUse[] = [
  { tag: 'sp-inquiry-detail', props: { sectionLinks: true }, query: byId },
  { tag: 'sp-quote-editor', query: byId },
  { tag: 'sp-bargaining-panel', query: byId },
];

const REPAIR_QUOTE = '/sup/supRepair/quote';
/** A repair inquiry's page: its units (the sheet) and the supplier's repair quote. */
const repairQuotePage: WidgetUse[] = [
  { tag: 'sp-inquiry-detail', query: byId },
  { tag: 'sp-repair-quote-editor', query: byId },
];

/** `path?id={id}&from=list`: opened from `list`, whose module the sidebar keeps (menu-tree.ts). */
const byIdFrom = <P extends ProtectedPath, L extends ProtectedPath>(path: P, list: L) =>
  `${path}?id={id}&from=${list}` as const;

/**
 * A supplier's inquiry list of one kind on the page `list`; rows open the detail (quote and rounds)
 * or the editor. An inquiries page opens on the pending tab (what waits for a quote), a quotes page
 * on the processed one (what was quoted); each page keeps its own tab, page and filters (`scope`),
 * and the pages it opens keep its module in the sidebar (docs/decisions/2026-11-26-list-pages-say-what-they-are.md).
 */
const inquiryList = <L extends ProtectedPath>(
  list: L,
  kind: InquiryKind,
  detail: ProtectedPath,
  quote: ProtectedPath,
  tab: 'pending' | 'processed' = 'pending',
): WidgetUse[] => [
  {
    tag: 'sp-inquiry-list',
    props: { kind, tab, scope: list },
    links: { detail: byIdFrom(detail, list), quote: byIdFrom(quote, list) },
  },
];

const CONTRACT_PAGE = '/sup/supContract/offer';
const SUPPLIER_SHIPMENTS = '/sup/supContract/shipment';
/** The contract page's links: its inquiry, and a new ship notice for it (the notice form at once). */
const contractPageLinks = {
  inquiry: byIdAt('/sup/supInfo/offer'),
  newShipment: `${SUPPLIER_SHIPMENTS}?contract={id}`,
} as const;
/**
 * A supplier's contract list (docs/decisions/2026-11-27-contract-screens.md): purchase, tool, AOG
 * and transport behind a kind switch, or repair alone; rows open the contract page, which keeps
 * the list's module in the sidebar.
 */
const contractList = <L extends ProtectedPath>(
  list: L,
  props: { kind: string; kinds?: string },
) => [
  { tag: 'sp-contract-list' as const, props, links: { detail: byIdFrom(CONTRACT_PAGE, list) } },
];
/**
 * The contract page (`?id=`): the contract and, while it waits for the supplier, the answer in the
 * page; /offer/addOffer is the same page. Its linked inquiry opens on the inquiry's page.
 */
const contractPage: WidgetUse[] = [
  {
    tag: 'sp-contract-confirm',
    query: { contractId: 'id' },
    links: contractPageLinks,
  },
];
/** Sign-for (`?id=`): the same contract page with the sign-for dialog open. */
const signForPage: WidgetUse[] = [
  {
    tag: 'sp-contract-confirm',
    props: { signFor: true },
    query: { contractId: 'id' },
    links: contractPageLinks,
  },
];

const REPAIR_LIST = '/sup/statusUpdate/index';
const BUYER_REPAIRS = '/hna/repairProgress/index';
/**
 * Repair progress (docs/decisions/2026-11-27-repair-progress-screens.md): the supplier's list opens
 * the repair page (/offer, /offer/addOffer the same), /addCost is that page with the Add cost
 * dialog open. The buyer has one route: the list, or with `?id=` the repair's page.
 */
const supplierRepairPage: WidgetUse[] = [
  { tag: 'sp-repair-progress', props: { side: 'supplier' }, query: { repairId: 'id' } },
];
const supplierRepairs: WidgetUse[] = [
  {
    tag: 'sp-repair-progress',
    props: { side: 'supplier' },
    links: { detail: byIdFrom('/sup/statusUpdate/offer', REPAIR_LIST) },
  },
];
const buyerRepairs: WidgetUse[] = [
  {
    tag: 'sp-repair-progress',
    props: { side: 'buyer' },
    query: { repairId: 'id' },
    links: { detail: byIdAt(BUYER_REPAIRS) },
  },
];

const SUPPLIER_FORECAST = '/sup/supContract/forecast';
const BUYER_FORECAST = '/hna/hnaShipment/forecast';
/**
 * Shipment forecasts (docs/product-rules.md#shipment-forecasts): one route per side, the list, or
 * with `?id=` the contract's plan (the buyer's repair progress route does the same).
 */
const forecastRoute = (side: 'supplier' | 'buyer', path: ProtectedPath): WidgetUse[] => [
  {
    tag: 'sp-shipment-forecast',
    props: { side },
    query: { contractId: 'id' },
    links: { detail: byIdAt(path) },
  },
];

/**
 * Ship notices (docs/product-rules.md#ship-notices): one route per side, the list, or with `?id=`
 * the notice's page and its moves; the supplier's with `?contract=` the form of a new notice for
 * that contract (the contract page's New ship notice).
 */
const shipmentRoute = (side: 'supplier' | 'buyer', path: ProtectedPath): WidgetUse[] => [
  {
    tag: 'sp-shipments',
    props: { side },
    query:
      side === 'supplier' ? { shipmentId: 'id', newForContract: 'contract' } : { shipmentId: 'id' },
    links: { detail: byIdAt(path), list: path },
  },
];

/**
 * Electronic bills (docs/product-rules.md#bills; docs/decisions/2026-11-28-bill-screens.md): one
 * route per side, the list, or with `?id=` the bill's page.
 */
const billRoute = (side: 'supplier' | 'buyer', path: ProtectedPath): WidgetUse[] => [
  {
    tag: 'sp-bills',
    props: { side },
    query: { billId: 'id' },
    links: { detail: byIdAt(path), list: path },
  },
];

/**
 * Account statements (docs/product-rules.md#account-statements): the supplier's list, a statement
 * by `?id=`, and its side's upload on addOffer by `?id=`; the buyer's statement management.
 */
const SUP_STATEMENTS = '/sup/accountStatement/index';
const SUP_STATEMENT_UPLOAD = '/sup/accountStatement/addOffer';
const supplierStatements = (view?: 'upload'): WidgetUse[] => [
  {
    tag: 'sp-account-statements',
    props: view ? { side: 'supplier', view } : { side: 'supplier' },
    query: { statementId: 'id' },
    links: {
      detail: byIdAt(SUP_STATEMENTS),
      upload: byIdAt(SUP_STATEMENT_UPLOAD),
      list: SUP_STATEMENTS,
    },
  },
];
const buyerStatements: WidgetUse[] = [
  {
    tag: 'sp-account-statements',
    props: { side: 'buyer' },
    query: { statementId: 'id' },
    links: { detail: byIdAt('/hna/accountStatement/index'), list: '/hna/accountStatement/index' },
  },
];

/** A supplier approval list; its rows open `audit` with `?id=`. */
const approvalList = (view: AuditView, audit: ProtectedPath): WidgetUse[] => [
  { tag: 'sp-supplier-approval', props: { view }, links: { audit: byIdAt(audit) } },
];
/** A freeze or unfreeze page: the qualified suppliers that department may freeze, or has frozen. */
const freezeList = (freezePage: FreezePage, audit: ProtectedPath): WidgetUse[] => [
  {
    tag: 'sp-supplier-approval',
    props: { view: 'qualified', freezePage },
    links: { audit: byIdAt(audit) },
  },
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
/** A qualified supplier's page (its audit, CAGE codes, customers). */
const SUPPLIER_PAGE = '/hna/commercialApproval/detail/index';

const PROTECTED_WIDGETS: Partial<Record<(typeof PROTECTED_PATHS)[number], WidgetUse[]>> = {
  '/hna/commercialApproval/index': approvalList('commercial', COMMERCIAL_AUDIT),
  '/hna/commercialApproval/approval': approvalDetail,
  '/hna/commercialApproval/approvalDetail/approval': approvalDetail,
  '/hna/commercialApproval/detail/index': supplierPage,
  '/hna/commercialApproval/freeze': freezeList('commercialFreeze', COMMERCIAL_AUDIT),
  '/hna/commercialApproval/unFreeze': freezeList('commercialUnfreeze', COMMERCIAL_AUDIT),
  '/hna/commercialApproval/detailFreeze': approvalDetail,
  '/hna/commercialApproval/detailUnFreeze': approvalDetail,
  '/hna/pdCommercialApproval/index': approvalList('transport', TRANSPORT_AUDIT),
  '/hna/pdCommercialApproval/approval': approvalDetail,
  '/hna/pdCommercialApproval/detailApproval/index': approvalDetail,
  '/hna/pdCommercialApproval/detailAudit/index': approvalDetail,
  '/hna/pdCommercialApproval/freeze/index': freezeList('transportFreeze', TRANSPORT_AUDIT),
  '/hna/pdCommercialApproval/unFreeze/index': freezeList('transportUnfreeze', TRANSPORT_AUDIT),
  '/hna/qualityApproval/index': approvalList('quality', QUALITY_AUDIT),
  // Below the quality list: every supplier's capabilities, each opening its quality audit.
  '/hna/qualityApproval/assess/index': [
    ...approvalList('quality', QUALITY_AUDIT),
    {
      tag: 'sp-supplier-list',
      props: { list: 'capabilities' },
      links: { qualityAudit: byIdAt(QUALITY_AUDIT) },
    },
  ],
  '/hna/qualityApproval/approval': qualityAuditDetail,
  '/hna/qualityApproval/detailApproval': qualityAuditDetail,
  // The scopes the quality department authorized, with Authorize and Withdraw.
  '/hna/qualityApproval/authorize/index': [
    { tag: 'sp-supplier-quality', props: { view: 'authorizations' } },
  ],
  '/hna/qualityApproval/freeze': freezeList('qualityFreeze', QUALITY_AUDIT),
  '/hna/qualityApproval/unFreeze': freezeList('qualityUnfreeze', QUALITY_AUDIT),
  '/hna/qualityApproval/detailFreeze': approvalDetail,
  '/hna/qualityApproval/detailUnFreeze': approvalDetail,
  '/hna/qualityApproval/detail/index': qualityAuditDetail,
  // Each entry opens where it is answered: the quote editor of its kind, or the rounds' page.
  '/sup/home': [
    {
      tag: 'sp-supplier-home',
      links: {
        purchaseQuote: byIdAt('/sup/supPurchase/answer'),
        equipmentQuote: byIdAt('/sup/supplierQuote/offer/addOffer'),
        toolQuote: byIdAt('/sup/supplierToolQuote/offer/addOffer'),
        toolForeignQuote: byIdAt('/sup/supplierToolQuoteOut/addOffer'),
        generalQuote: byIdAt('/sup/supOther/offer/addOffer'),
        richPartQuote: byIdAt('/sup/supRichInquiry/quote'),
        repairQuote: byIdAt(REPAIR_QUOTE),
        purchaseRounds: byIdAt('/sup/supInfo/offer'),
        equipmentRounds: byIdAt('/sup/supplierQuote/offer'),
        toolRounds: byIdAt('/sup/supplierToolQuote/offer'),
        toolForeignRounds: byIdAt('/sup/supplierToolQuoteOut/offer'),
        generalRounds: byIdAt('/sup/supOther/offer'),
        richPartRounds: byIdAt('/sup/supRichInquiry/detailQuote'),
        repairRounds: byIdAt(REPAIR_QUOTE),
        // "View all", per kind: pending and closing inquiries wait for a quote on their kind's
        // inquiry list, rounds for an answer under their kind's quotes.
        purchaseInquiries: '/sup/supPurchase/index',
        equipmentInquiries: '/sup/supplierQuote/index',
        toolInquiries: '/sup/supplierToolInquiry/index',
        toolForeignInquiries: '/sup/supplierToolQuoteOut/inquiryIndex',
        generalInquiries: '/sup/supOther/index',
        richPartInquiries: '/sup/supRichInquiry/index',
        repairInquiries: '/sup/supRepair/index',
        purchaseQuoteList: '/sup/supInfo/index',
        equipmentQuoteList: '/sup/supplierQuote/index',
        toolQuoteList: '/sup/supplierToolQuote/index',
        toolForeignQuoteList: '/sup/supplierToolQuoteOut/index',
        generalQuoteList: '/sup/supOther/index',
        richPartQuoteList: '/sup/supRichInquiry/index',
        repairQuoteList: '/sup/supRepair/index',
      },
    },
  ],
  // Supplier audit management: the buyer's audits, and the findings to answer (of one audit).
  '/sup/zsSupManagement/index': [
    {
      tag: 'sp-supplier-audit',
      props: { view: 'audits' },
      links: { actions: `${SUPPLIER_AUDIT_ACTIONS}?auditId={id}` },
    },
  ],
  '/sup/zsSupManagement/actions': [
    { tag: 'sp-supplier-audit', props: { view: 'actions' }, query: { auditId: 'auditId' } },
  ],
  // The company's own people (the buyer's on /hna/sys/employee).
  '/sup/sys/employee': [{ tag: 'sp-staff' }],
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
  // The supplier's own create is not wired yet: "not available yet".
  '/sup/supContract/index': contractList('/sup/supContract/index', {
    kind: 'purchase',
    kinds: 'purchase,tool,aog,transport',
  }),
  [REPAIR_LIST]: supplierRepairs,
  '/sup/statusUpdate/offer': supplierRepairPage,
  '/sup/statusUpdate/offer/addOffer': supplierRepairPage,
  '/sup/statusUpdate/addCost': [
    {
      tag: 'sp-repair-progress',
      props: { side: 'supplier', addCost: true },
      query: { repairId: 'id' },
    },
  ],
  [BUYER_REPAIRS]: buyerRepairs,
  [SUPPLIER_FORECAST]: forecastRoute('supplier', SUPPLIER_FORECAST),
  [BUYER_FORECAST]: forecastRoute('buyer', BUYER_FORECAST),
  // Transport quotes (issue 15): one widget, its `view` picks the screen.
  '/sup/pdDemandQuote/index': [{ tag: 'sp-transport-quotes', props: { view: 'quotes' } }],
  '/sup/pdDemandOrder/index': [{ tag: 'sp-transport-quotes', props: { view: 'orders' } }],
  '/hna/pdDemandInquiry/index': [{ tag: 'sp-transport-quotes', props: { view: 'inquiries' } }],
  // Domestic waybills (issue 15): one widget, its `view` picks the screen.
  '/sup/supContract/domesticCreate': [{ tag: 'sp-domestic-waybill', props: { view: 'create' } }],
  '/sup/domesticTransport/index': [{ tag: 'sp-domestic-waybill', props: { view: 'list' } }],
  // Ship notices (docs/product-rules.md#ship-notices): each side's list, and a notice with ?id=.
  '/sup/supContract/shipment': shipmentRoute('supplier', '/sup/supContract/shipment'),
  // The buyer reads the customs information under its shipments (docs/decisions/
  // 2026-11-28-customs-info-buyer-view.md).
  '/hna/hnaShipment/index': [
    ...shipmentRoute('buyer', '/hna/hnaShipment/index'),
    { tag: 'sp-customs-info', props: { side: 'buyer' } },
  ],
  // Customs information (docs/product-rules.md#customs-information).
  '/sup/customs/index': [
    {
      tag: 'sp-customs-info',
      props: { side: 'supplier' },
      links: { authorizations: '/sup/supCustoms/detailAuthorize' },
    },
  ],
  '/sup/pdCustoms/index': [{ tag: 'sp-customs-info', props: { side: 'carrier' } }],
  '/sup/bill/index': billRoute('supplier', '/sup/bill/index'),
  '/hna/financeReview/index': billRoute('buyer', '/hna/financeReview/index'),
  '/sup/accountStatement/index': supplierStatements(),
  '/sup/accountStatement/addOffer': supplierStatements('upload'),
  '/hna/accountStatement/index': buyerStatements,
  // The supplier's payment overview (docs/decisions/2026-11-28-payments.md).
  '/sup/payment/index': [{ tag: 'sp-payment-overview' }],
  '/sup/supSxContract/index': contractList('/sup/supSxContract/index', { kind: 'repair' }),
  '/sup/supContract/offer': contractPage,
  '/sup/supContract/offer/addOffer': contractPage,
  '/sup/supContract/signFor': signForPage,
  '/sup/supPurchase/index': inquiryList(
    '/sup/supPurchase/index',
    'purchase',
    '/sup/supInfo/offer',
    '/sup/supPurchase/answer',
  ),
  '/sup/supInfo/index': inquiryList(
    '/sup/supInfo/index',
    'purchase',
    '/sup/supInfo/offer',
    '/sup/supInfo/offer/addOffer',
    'processed',
  ),
  '/sup/supplierQuote/index': inquiryList(
    '/sup/supplierQuote/index',
    'equipment',
    '/sup/supplierQuote/offer',
    '/sup/supplierQuote/offer/addOffer',
  ),
  '/sup/supplierToolInquiry/index': inquiryList(
    '/sup/supplierToolInquiry/index',
    'tool',
    '/sup/supplierToolQuote/offer',
    '/sup/supplierToolQuote/offer/addOffer',
  ),
  '/sup/supplierToolQuote/index': inquiryList(
    '/sup/supplierToolQuote/index',
    'tool',
    '/sup/supplierToolQuote/offer',
    '/sup/supplierToolQuote/offer/addOffer',
    'processed',
  ),
  '/sup/supplierToolQuoteOut/inquiryIndex': inquiryList(
    '/sup/supplierToolQuoteOut/inquiryIndex',
    'tool-foreign',
    '/sup/supplierToolQuoteOut/offer',
    '/sup/supplierToolQuoteOut/addOffer',
  ),
  '/sup/supplierToolQuoteOut/index': inquiryList(
    '/sup/supplierToolQuoteOut/index',
    'tool-foreign',
    '/sup/supplierToolQuoteOut/offer',
    '/sup/supplierToolQuoteOut/addOffer',
    'processed',
  ),
  '/sup/supOther/index': inquiryList(
    '/sup/supOther/index',
    'general',
    '/sup/supOther/offer',
    '/sup/supOther/offer/addOffer',
  ),
  '/sup/supOther/offer/data': quoteWithRounds,
  '/sup/supRichInquiry/index': inquiryList(
    '/sup/supRichInquiry/index',
    'rich-part',
    '/sup/supRichInquiry/detailQuote',
    '/sup/supRichInquiry/quote',
  ),
  // Repair inquiries: the list, and one inquiry's units with the repair quote under them
  // (docs/decisions/2026-11-27-repair-quote-screen.md).
  '/sup/supRepair/index': inquiryList('/sup/supRepair/index', 'repair', REPAIR_QUOTE, REPAIR_QUOTE),
  [REPAIR_QUOTE]: repairQuotePage,
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
      query: byId,
      links: { compare: byIdAt(QUOTE_REVIEW), list: QUOTE_REVIEW },
    },
  ],
  // The buyer's repair quote review: the repair inquiries, or with `?id=` one inquiry's repair
  // quotes side by side and the award (docs/decisions/2026-11-27-repair-quote-review.md).
  '/hna/hnaRepairQuote/index': [
    {
      tag: 'sp-repair-quote-review',
      query: byId,
      links: {
        compare: byIdAt(REPAIR_QUOTE_REVIEW),
        list: REPAIR_QUOTE_REVIEW,
        contract: byIdAt(CONTRACT_REVIEW),
      },
    },
  ],
  // The buyer's contract review: every supplier's contracts, or with `?id=` one contract and the
  // buyer's moves (docs/decisions/2026-11-27-contract-buyer-review.md).
  '/hna/hnaContract/index': [
    {
      tag: 'sp-contract-review',
      query: { contractId: 'id' },
      links: { detail: byIdAt(CONTRACT_REVIEW), list: CONTRACT_REVIEW },
    },
  ],
  '/hna/hnaQuoteBargaining/index': [
    { tag: 'sp-bargaining-review', links: { compare: byIdAt(QUOTE_REVIEW) } },
  ],
  // Invitations: aviation-material and 21-department suppliers, and transport suppliers.
  // Below the invitations: the suppliers they brought (and any other new one), opening the audit.
  '/hna/invite/index': [
    { tag: 'sp-supplier-invites', props: { page: 'supplier' } },
    {
      tag: 'sp-supplier-list',
      props: { list: 'new-suppliers' },
      links: { supplierAudit: byIdAt(COMMERCIAL_AUDIT) },
      heading: 'pages.invite.newSuppliers',
    },
  ],
  '/hna/pdInvite/index': [{ tag: 'sp-supplier-invites', props: { page: 'transport' } }],
  // The buyer's supplier lists; a supplier's row opens its audit with its CAGE codes below.
  '/hna/hnaAdmit/index': [
    {
      tag: 'sp-supplier-list',
      props: { list: 'admitted' },
      links: { supplierPage: byIdAt(SUPPLIER_PAGE) },
    },
  ],
  '/hna/sys/employee': [{ tag: 'sp-staff' }],
  '/hna/hnaBlackList/index': [{ tag: 'sp-supplier-list', props: { list: 'blacklist' } }],
  '/hna/secondSup/index': [
    {
      tag: 'sp-supplier-list',
      props: { list: 'tiers' },
      links: { tierDetail: byIdAt('/hna/secondSup/detailAuthorize') },
    },
  ],
  '/hna/secondSup/detailAuthorize': [
    {
      tag: 'sp-supplier-list',
      props: { list: 'tier-detail' },
      query: { entryId: 'id' },
      links: { tierList: TIER_LIST },
    },
  ],
  '/hna/thirdSup/index': [{ tag: 'sp-supplier-list', props: { list: 'own-equipment' } }],
  '/hna/pdSup/index': [
    {
      tag: 'sp-supplier-list',
      props: { list: 'transport' },
      links: { supplierPage: byIdAt('/hna/pdSup/detail/index') },
    },
  ],
  '/hna/pdSup/detail/index': supplierPage,
  // My pending approvals across all kinds, each linking to the page that decides it.
  '/hna/approve/task': [{ tag: 'sp-approval-tasks' }],
  // Bulk import of suppliers from the spreadsheet template.
  '/sys/supplier/import': [{ tag: 'sp-supplier-import' }],
  '/sys/role': [{ tag: 'sp-roles', props: { side: 'buyer' } }],
  '/sup/sys/role': [{ tag: 'sp-roles', props: { side: 'supplier' } }],
  // The API log: the list links each entry to its page, which reads the entry from `?id=`.
  '/sys/apiLog/index': [
    { tag: 'sp-api-log', links: { detail: byIdAt(API_LOG_DETAIL), list: API_LOG } },
  ],
  '/sys/apiLog/detail': [{ tag: 'sp-api-log', query: { logId: 'id' }, links: { list: API_LOG } }],
  // The operation log: every company's entries for the buyer, the supplier's own for its
  // administrator (the server decides which).
  '/sys/log': [{ tag: 'sp-operation-log' }],
  '/sup/sys/log': [{ tag: 'sp-operation-log' }],
};

/** The widgets of a route's page: a public route's own, or a protected route's from the table above. */
export function widgetsOf(entry: RouteEntry): readonly WidgetUse[] {
  return (
    entry.widgets ??
    (PROTECTED_WIDGETS as Record<string, WidgetUse[] | undefined>)[entry.path] ??
    []
  );
}

/** A route is served when a widget or a real host page renders it (the coverage report counts these). */
export function isServed(entry: RouteEntry): boolean {
  return widgetsOf(entry).length > 0 || Boolean(entry.page);
}
