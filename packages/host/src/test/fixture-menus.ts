// Menu trees for stories and tests, built from the contract's catalogue the way the server builds
// them for a role that may open everything on one side.
import {
  MENU_CATALOG,
  menuGroupKey,
  menuTitleKey,
  type CatalogItem,
  type MenuNode,
  type MenuSide,
} from '@portal/contract';

function node(item: CatalogItem, icon: string, side: MenuSide): MenuNode {
  return {
    cname: menuTitleKey(item.url),
    url: item.url,
    icon: item.icon ?? icon,
    clientType: side,
    hidden: Boolean(item.hidden),
    childTrees: (item.children ?? []).map((c) => node(c, icon, side)),
  };
}

export function catalogMenus(side: MenuSide): MenuNode[] {
  return MENU_CATALOG.filter((g) => g.side === side).map((g) => ({
    cname: menuGroupKey(g),
    url: '',
    icon: g.icon,
    clientType: side,
    hidden: false,
    childTrees: g.items.map((i) => node(i, g.icon, side)),
  }));
}

export const supplierMenus = catalogMenus('supplier');
export const buyerMenus = catalogMenus('buyer');

export const supplierSession = {
  token: 'token-fixture',
  uid: 'u-1001',
  account: 'supplier01',
  name: 'Li Lei',
  companyName: 'Skyline Aero Parts Ltd.',
  roles: ['supplier-admin'],
  menus: supplierMenus,
};
