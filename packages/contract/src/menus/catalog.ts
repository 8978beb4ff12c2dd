// The menu catalogue: every route of docs/routes.txt that sits behind the login, grouped as the
// sidebar shows it. The server seeds its menu table from this list (roles pick entries by their
// permission codes) and the host has a translation for every title key. A route that is not an entry
// point of its own (a detail, an edit form) is a hidden child of its list: it never shows in the
// sidebar, but the breadcrumb and the tag view find its title and the server knows who may open it.

import { OPERATION_LOG_PERMISSION } from '../constants.ts';
import { INQUIRY_PERMISSIONS } from '../inquiry/constants.ts';
import { SUPPLIER_PERMISSIONS } from '../supplier/audit-state.ts';
import type { SupplierKind } from '../supplier/constants.ts';

/**
 * docs/product-rules.md#routes: the routes open without signing in (no data loaded before entry).
 */
export const PUBLIC_ROUTES = [
  '/login',
  '/supRegister',
  '/forgetPassword',
  '/resetPass',
  '/supRegisterEdit',
  '/auth-redirect',
  '/404',
  '/401',
  '/test',
] as const;

export type MenuSide = 'supplier' | 'buyer';

export interface CatalogItem {
  url: string;
  icon?: string;
  hidden?: boolean;
  children?: CatalogItem[];
}

export interface CatalogGroup {
  /** i18n key of the group title in the host's `menu` namespace. */
  key: string;
  icon: string;
  side: MenuSide;
  items: CatalogItem[];
}

/** Sub-pages of a list, as hidden children: `sub('/sup/supInfo', 'offer', 'offer/addOffer')`. */
function sub(base: string, ...paths: string[]): CatalogItem[] {
  return paths.map((p) => ({ url: `${base}/${p}`, hidden: true }));
}

function list(base: string, index: string, ...hidden: string[]): CatalogItem {
  return hidden.length
    ? { url: `${base}/${index}`, children: sub(base, ...hidden) }
    : { url: `${base}/${index}` };
}

export const MENU_CATALOG: CatalogGroup[] = [
  { key: 'group.sup.home', icon: 'Home', side: 'supplier', items: [{ url: '/sup/home' }] },
  {
    key: 'group.sup.inquiries',
    icon: 'DocumentSearch',
    side: 'supplier',
    items: [
      list('/sup/supPurchase', 'index', 'answer'),
      list('/sup/supInfo', 'index', 'offer', 'offer/addOffer'),
      list('/sup/supplierQuote', 'index', 'offer', 'offer/addOffer'),
      list('/sup/supplierToolInquiry', 'index'),
      list('/sup/supplierToolQuote', 'index', 'offer', 'offer/addOffer'),
      list('/sup/supplierToolQuoteOut', 'inquiryIndex'),
      list('/sup/supplierToolQuoteOut', 'index', 'offer', 'addOffer'),
      list('/sup/supRepair', 'index', 'quote'),
      list('/sup/supOther', 'index', 'offer', 'offer/addOffer', 'offer/data'),
      list('/sup/supUsedGoods', 'index', 'create'),
      list('/sup/supRichInquiry', 'index', 'quote', 'detailQuote'),
      list('/sup/consignmentStock', 'index'),
    ],
  },
  {
    key: 'group.sup.aog',
    icon: 'Airplane',
    side: 'supplier',
    items: [
      list('/sup/aogQuote', 'index', 'offer', 'addOffer'),
      list('/sup/aogSos', 'index', 'add'),
      list('/sup/aogSosQuote', 'index'),
      list('/sup/aogSosContract', 'index'),
      list('/sup/aogAidContractQuote', 'index', 'edit', 'detail'),
    ],
  },
  {
    key: 'group.sup.contracts',
    icon: 'DocumentSignature',
    side: 'supplier',
    items: [
      list('/sup/supContract', 'index', 'offer', 'signFor', 'offer/addOffer', 'offer/create'),
      list('/sup/supContract', 'forecast'),
      list('/sup/supSxContract', 'index'),
      list('/sup/statusUpdate', 'index', 'offer', 'addCost', 'offer/addOffer'),
    ],
  },
  {
    key: 'group.sup.logistics',
    icon: 'VehicleTruck',
    side: 'supplier',
    items: [
      list('/sup/pdDemandQuote', 'index'),
      list('/sup/pdDemandOrder', 'index'),
      list('/sup/domesticTransport', 'index'),
      list('/sup/supContract', 'domesticCreate'),
      list('/sup/supContract', 'shipment'),
      list('/sup/customs', 'index'),
      list('/sup/pdCustoms', 'index'),
    ],
  },
  {
    key: 'group.sup.finance',
    icon: 'Money',
    side: 'supplier',
    items: [
      list('/sup/bill', 'index'),
      list('/sup/accountStatement', 'index', 'addOffer'),
      list('/sup/payment', 'index'),
    ],
  },
  {
    key: 'group.sup.company',
    icon: 'Building',
    side: 'supplier',
    items: [
      list('/sup/supBasic', 'index', 'basic', 'other', 'ability'),
      list('/sup/supBasicDetail', 'index', 'basic', 'other', 'ability'),
      list('/sup/supPdBasic', 'index', 'detail/detailIndex'),
      { url: '/sup/supCustoms/detailAuthorize' },
      { url: '/sup/supCustoms/detailCompAuthorize' },
      list('/sup/zsSupManagement', 'index', 'actions'),
      { url: '/sup/sys/employee' },
      { url: '/sup/sys/role' },
      { url: '/sup/sys/log' },
    ],
  },
  {
    key: 'group.hna.suppliers',
    icon: 'People',
    side: 'buyer',
    items: [
      list('/hna/invite', 'index'),
      list('/hna/pdInvite', 'index'),
      list('/hna/hnaAdmit', 'index'),
      list('/hna/hnaBlackList', 'index'),
      list('/hna/secondSup', 'index', 'detailAuthorize'),
      list('/hna/thirdSup', 'index'),
      list('/hna/pdSup', 'index', 'detail/index'),
    ],
  },
  {
    key: 'group.hna.approval',
    icon: 'ShieldCheckmark',
    side: 'buyer',
    items: [
      { url: '/hna/approve/task' },
      list(
        '/hna/commercialApproval',
        'index',
        'approval',
        'approvalDetail/approval',
        'detail/index',
        'freeze',
        'unFreeze',
        'detailFreeze',
        'detailUnFreeze',
      ),
      list(
        '/hna/pdCommercialApproval',
        'index',
        'approval',
        'detailApproval/index',
        'detailAudit/index',
        'freeze/index',
        'unFreeze/index',
      ),
      list(
        '/hna/qualityApproval',
        'index',
        'assess/index',
        'authorize/index',
        'approval',
        'detailApproval',
        'freeze',
        'unFreeze',
        'detailFreeze',
        'detailUnFreeze',
        'detail/index',
      ),
    ],
  },
  {
    key: 'group.hna.quotes',
    icon: 'DocumentSearch',
    side: 'buyer',
    items: [
      list('/hna/hnaCgQuote', 'index'),
      list('/hna/hnaRepairQuote', 'index'),
      list('/hna/pdDemandInquiry', 'index'),
      list('/hna/hnaQuoteBargaining', 'index'),
      list('/hna/aogQuote', 'index'),
    ],
  },
  {
    // What follows a won quote (issue 14): every supplier's contracts, where the buyer decides on
    // changes and closes, and the progress of repairs.
    key: 'group.hna.contracts',
    icon: 'DocumentSignature',
    side: 'buyer',
    items: [
      list('/hna/hnaContract', 'index'),
      list('/hna/repairProgress', 'index'),
      list('/hna/hnaShipment', 'forecast'),
      list('/hna/hnaShipment', 'index'),
      list('/hna/financeReview', 'index'),
      list('/hna/accountStatement', 'index'),
    ],
  },
  {
    key: 'group.hna.workflow',
    icon: 'Flowchart',
    side: 'buyer',
    items: [
      list('/hna/flowable', 'index'),
      list('/hna/flowable/instance', 'index'),
      list('/hna/flowable/designer', 'index', 'design'),
      list('/hna/flowable/user', 'index'),
      list('/hna/flowable/group', 'index'),
    ],
  },
  {
    key: 'group.hna.system',
    icon: 'Settings',
    side: 'buyer',
    items: [
      { url: '/hna/sys/employee' },
      { url: '/sys/role' },
      list('/sys/apiLog', 'index', 'detail'),
      { url: '/sys/supplier/import' },
      { url: '/sys/log' },
    ],
  },
];

/** Every url of the catalogue, hidden children included, in catalogue order. */
export function catalogUrls(groups: CatalogGroup[] = MENU_CATALOG): string[] {
  const urls: string[] = [];
  const walk = (items: CatalogItem[]) => {
    for (const item of items) {
      urls.push(item.url);
      if (item.children) walk(item.children);
    }
  };
  for (const group of groups) walk(group.items);
  return urls;
}

/**
 * The i18n key of a route's title in the `menu` namespace. Route paths hold no `.` or `:`, so the
 * path itself is a flat key: `menu:/sup/home`.
 */
export function menuTitleKey(url: string): string {
  return `menu:${url}`;
}

export function menuGroupKey(group: CatalogGroup): string {
  return `menu:${group.key}`;
}

/**
 * Pages whose own data needs a call permission besides the page's menu permission. The server shows
 * such an entry (and counts it as the user's to open) only when the role holds both, so nobody lands
 * on a page whose first call answers 403 (docs/product-rules.md#menus). The permission is the one of
 * the call that fills the page.
 */
export const PAGE_NEEDS: Readonly<Record<string, string>> = {
  '/hna/invite/index': SUPPLIER_PERMISSIONS.invite,
  '/hna/pdInvite/index': SUPPLIER_PERMISSIONS.invite,
  '/hna/hnaCgQuote/index': INQUIRY_PERMISSIONS.review,
  '/hna/hnaRepairQuote/index': INQUIRY_PERMISSIONS.review,
  '/hna/hnaQuoteBargaining/index': INQUIRY_PERMISSIONS.review,
  '/sys/apiLog/index': SUPPLIER_PERMISSIONS.apiLog,
  '/sys/apiLog/detail': SUPPLIER_PERMISSIONS.apiLog,
  '/sys/supplier/import': SUPPLIER_PERMISSIONS.import,
  '/sys/log': OPERATION_LOG_PERMISSION,
  '/sup/sys/log': OPERATION_LOG_PERMISSION,
};

/**
 * docs/product-rules.md#menus: pages only a supplier of one kind works with. Supplier roles are
 * shared by every kind, so the role alone would show a goods supplier the transport screens; the
 * server hides these entries from a supplier of another kind and refuses the calls behind their
 * permission (403 `auth.transportSuppliersOnly`).
 */
export const PAGE_SUPPLIER_KIND: Readonly<Record<string, Extract<SupplierKind, 'transport'>>> = {
  '/sup/pdDemandQuote/index': 'transport',
  '/sup/pdDemandOrder/index': 'transport',
  '/sup/domesticTransport/index': 'transport',
  '/sup/supContract/domesticCreate': 'transport',
  '/sup/pdCustoms/index': 'transport',
};

/** The supplier kind a call's permission is limited to: that of its page (PAGE_SUPPLIER_KIND). */
export function permissionSupplierKind(code: string): 'transport' | undefined {
  return code.startsWith('menu:') ? PAGE_SUPPLIER_KIND[code.slice('menu:'.length)] : undefined;
}

/** Permission code that lets a role open a route and see its menu entry. */
export function menuPermission(url: string): string {
  return `menu:${url}`;
}
