// The demo install: one buyer group, two approved aviation suppliers and a transport supplier, and
// one account per role.
// docs/product-rules.md (Departments and their buttons) names the approval departments; their
// buttons hang on the action permissions below.
import {
  INQUIRY_PERMISSIONS,
  MENU_CATALOG,
  OPERATION_LOG_PERMISSION,
  SUPPLIER_PERMISSIONS as SP,
  catalogUrls,
  menuPermission,
} from '@portal/contract';
import type { CompaniesTable, RolesTable } from '../db/schema.ts';
import { stableId } from '../db/stable-id.ts';

/** Every action permission the seed creates. */
export const ACTION_PERMISSIONS = [
  ...Object.values(SP),
  ...Object.values(INQUIRY_PERMISSIONS),
  OPERATION_LOG_PERMISSION,
] as const;

type SeedCompany = Pick<
  CompaniesTable,
  'id' | 'kind' | 'name' | 'name_en' | 'code' | 'status' | 'country' | 'tax_category' | 'tax_id'
> & {
  supplier_kind: CompaniesTable['supplier_kind'];
  email: string;
};

export const COMPANIES = {
  buyer: {
    id: stableId('company:buyer'),
    kind: 'buyer',
    name: '演示航材集团',
    name_en: 'Demo Aviation Materials Group',
    code: 'DAMG',
    status: 'approved',
    country: 'CN',
    supplier_kind: null,
    tax_category: 'uscc',
    tax_id: '91460000MA5T8QX21K',
    email: 'procurement@example.com',
  },
  demoSupplier: {
    id: stableId('company:supplier.demo'),
    kind: 'supplier',
    name: '演示航空零件有限公司',
    name_en: 'Demo Aero Parts Co., Ltd.',
    code: 'S100001',
    status: 'approved',
    country: 'CN',
    supplier_kind: 'aviation',
    tax_category: 'uscc',
    tax_id: '91310115MA1K3YQ72D',
    email: 'supplier.demo@example.com',
  },
  otherSupplier: {
    id: stableId('company:supplier.other'),
    kind: 'supplier',
    name: '北风航电供应有限公司',
    name_en: 'Northwind Avionics Supply Co., Ltd.',
    code: 'S100002',
    status: 'approved',
    // Foreign (Hong Kong, so not domestic: migration 0014): quotes state trade terms, prices
    // usually in USD or HKD.
    country: 'HK',
    supplier_kind: 'aviation',
    tax_category: 'other',
    tax_id: '71234567-000',
    email: 'supplier.other@example.com',
  },
  /**
   * The approved transport supplier (invited by /hna/pdInvite) the supplier lists always showed;
   * since issue 15 it has the account transport.demo, which quotes transport inquiries.
   */
  transportSupplier: {
    id: stableId('company:transport.demo'),
    kind: 'supplier',
    name: '顺达航空物流有限公司',
    name_en: 'Shunda Air Logistics Co., Ltd.',
    code: 'S100003',
    status: 'approved',
    country: 'CN',
    supplier_kind: 'transport',
    tax_category: 'uscc',
    tax_id: '91440300MA5FSD0011',
    email: 'ops@shunda-air.example.com',
  },
} satisfies Record<string, SeedCompany>;

const allUrls = catalogUrls();
const groupUrls = (key: string) => catalogUrls(MENU_CATALOG.filter((g) => g.key === key));
const under = (prefix: string) => allUrls.filter((u) => u.startsWith(prefix));
const menus = (urls: string[]) => [...new Set(urls)].map(menuPermission);

const supplierLists = groupUrls('group.hna.suppliers');
const approveTask = ['/hna/approve/task'];

/** A built-in role (no company: migration 0017). */
export interface SeedRole extends Pick<RolesTable, 'id' | 'code' | 'name' | 'side'> {
  permissions: string[];
}

function role(
  code: string,
  name: string,
  side: RolesTable['side'],
  permissions: string[],
): SeedRole {
  return { id: stableId(`role:${code}`), code, name, side, permissions };
}

export const ROLES = {
  buyerAdmin: role('buyer-admin', 'role.buyerAdmin', 'buyer', [
    ...menus([...under('/hna/'), ...under('/sys/')]),
    INQUIRY_PERMISSIONS.review,
    INQUIRY_PERMISSIONS.bargain,
    INQUIRY_PERMISSIONS.award,
    // The administrator invites, keeps the lists and freezes, but takes no department's audit step.
    SP.invite,
    SP.lists,
    SP.listsManage,
    SP.freezeCommercial,
    SP.freezeQuality,
    SP.apiLog,
    SP.import,
    OPERATION_LOG_PERMISSION,
  ]),
  buyerCommercial: role('buyer-commercial', 'role.buyerCommercial', 'buyer', [
    ...menus([
      ...supplierLists,
      ...approveTask,
      ...under('/hna/commercialApproval/'),
      ...under('/hna/pdCommercialApproval/'),
      ...groupUrls('group.hna.quotes'),
      ...groupUrls('group.hna.contracts'),
    ]),
    SP.invite,
    SP.lists,
    SP.review,
    SP.submitOA,
    SP.freezeCommercial,
    INQUIRY_PERMISSIONS.review,
    INQUIRY_PERMISSIONS.bargain,
    INQUIRY_PERMISSIONS.award,
  ]),
  buyerQuality: role('buyer-quality', 'role.buyerQuality', 'buyer', [
    ...menus([...supplierLists, ...approveTask, ...under('/hna/qualityApproval/')]),
    SP.lists,
    SP.submitQAUDIT,
    SP.freezeQuality,
  ]),
  buyerMasterdata: role('buyer-masterdata', 'role.buyerMasterdata', 'buyer', [
    ...menus([
      ...supplierLists,
      ...approveTask,
      '/hna/commercialApproval/index',
      '/hna/commercialApproval/detail/index',
      '/hna/qualityApproval/index',
      '/hna/qualityApproval/detail/index',
      '/sys/supplier/import',
    ]),
    SP.lists,
    SP.sync,
    // Master data keeps the supplier master: it may bulk-import suppliers (its menu has the page).
    SP.import,
  ]),
  supplierAdmin: role('supplier-admin', 'role.supplierAdmin', 'supplier', [
    ...menus(under('/sup/')),
    INQUIRY_PERMISSIONS.quote,
    // Its own company's operation log (the server keeps it to that company).
    OPERATION_LOG_PERMISSION,
  ]),
} satisfies Record<string, SeedRole>;

export interface SeedUser {
  account: string;
  password: string;
  realName: string;
  email: string;
  companyId: string;
  roleIds: string[];
}

const BUYER_PASSWORD = 'Buyer#2026';
const SUPPLIER_PASSWORD = 'Supplier#2026';

export const USERS: SeedUser[] = [
  {
    account: 'buyer.admin',
    password: BUYER_PASSWORD,
    realName: '王磊',
    email: 'buyer.admin@example.com',
    companyId: COMPANIES.buyer.id,
    roleIds: [ROLES.buyerAdmin.id],
  },
  {
    account: 'buyer.commercial',
    password: BUYER_PASSWORD,
    realName: '李娜',
    email: 'buyer.commercial@example.com',
    companyId: COMPANIES.buyer.id,
    roleIds: [ROLES.buyerCommercial.id],
  },
  {
    account: 'buyer.quality',
    password: BUYER_PASSWORD,
    realName: '张伟',
    email: 'buyer.quality@example.com',
    companyId: COMPANIES.buyer.id,
    roleIds: [ROLES.buyerQuality.id],
  },
  {
    account: 'buyer.masterdata',
    password: BUYER_PASSWORD,
    realName: '刘洋',
    email: 'buyer.masterdata@example.com',
    companyId: COMPANIES.buyer.id,
    roleIds: [ROLES.buyerMasterdata.id],
  },
  {
    account: 'supplier.demo',
    password: SUPPLIER_PASSWORD,
    realName: '陈静',
    email: 'supplier.demo@example.com',
    companyId: COMPANIES.demoSupplier.id,
    roleIds: [ROLES.supplierAdmin.id],
  },
  {
    account: 'supplier.other',
    password: SUPPLIER_PASSWORD,
    realName: '赵强',
    email: 'supplier.other@example.com',
    companyId: COMPANIES.otherSupplier.id,
    roleIds: [ROLES.supplierAdmin.id],
  },
  {
    account: 'transport.demo',
    password: SUPPLIER_PASSWORD,
    realName: '黄海',
    email: 'transport.demo@example.com',
    companyId: COMPANIES.transportSupplier.id,
    roleIds: [ROLES.supplierAdmin.id],
  },
];
