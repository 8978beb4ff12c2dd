// Which side each permission belongs to, and how the role editor's permission tree groups them.
// A role only ever holds permissions of its own side (docs/product-rules.md#roles): a menu
// permission takes the side of its catalogue group, an action permission the side given here.
import { INQUIRY_PERMISSIONS } from '../inquiry/constants.ts';
import {
  MENU_CATALOG,
  catalogUrls,
  menuPermission,
  type CatalogItem,
  type MenuSide,
} from '../menus/catalog.ts';
import { SUPPLIER_PERMISSIONS as SP } from '../supplier/audit-state.ts';

/**
 * The permission of each side's role screen (`/sys/role`, `/sup/sys/role`), which the role calls
 * need: whoever holds it is that company's administrator, and the last active one keeps it.
 */
export const ROLE_ADMIN_PERMISSIONS: Readonly<Record<MenuSide, string>> = {
  buyer: menuPermission('/sys/role'),
  supplier: menuPermission('/sup/sys/role'),
};

export interface ActionGroup {
  /** i18n key of the group's title in the widgets' bundle (`roles.tree.*`). */
  key: string;
  side: MenuSide;
  codes: readonly string[];
}

/** The action permissions (buttons), grouped as the permission tree shows them. */
export const ACTION_GROUPS: readonly ActionGroup[] = [
  {
    // SPEC section 6: the approval departments' buttons.
    key: 'roles.tree.departments',
    side: 'buyer',
    codes: [SP.review, SP.submitOA, SP.submitQAUDIT, SP.sync],
  },
  {
    key: 'roles.tree.supplierActions',
    side: 'buyer',
    codes: [
      SP.invite,
      SP.lists,
      SP.listsManage,
      SP.freezeCommercial,
      SP.freezeQuality,
      SP.import,
      SP.apiLog,
    ],
  },
  {
    key: 'roles.tree.inquiryActions',
    side: 'buyer',
    codes: [INQUIRY_PERMISSIONS.review, INQUIRY_PERMISSIONS.bargain, INQUIRY_PERMISSIONS.award],
  },
  { key: 'roles.tree.inquiryActions', side: 'supplier', codes: [INQUIRY_PERMISSIONS.quote] },
];

/** The side of a permission code; undefined for a code the portal does not know. */
export function permissionSide(code: string): MenuSide | undefined {
  for (const group of MENU_CATALOG) {
    if (catalogUrls([group]).some((url) => menuPermission(url) === code)) return group.side;
  }
  return ACTION_GROUPS.find((g) => g.codes.includes(code))?.side;
}

/** One node of the permission tree, flat (its parent's key): a group (no code), a menu or an action. */
export interface PermissionNode {
  /** Unique in the tree: the permission code, or the group's key. */
  key: string;
  parent: string | null;
  /**
   * i18n key of the title: `menu:<url>` and `menu:group.*` (the host's menu bundle), `perm:<code>`
   * or `roles.tree.*` (the role widget's).
   */
  title: string;
  /** The permission a role holds when this node is checked; null for a group. */
  code: string | null;
  kind: 'group' | 'menu' | 'action';
}

/**
 * The permissions a role of `side` may hold, parents before children: the side's menu groups with
 * their pages (a list's hidden sub-pages under it), then its action groups. A url the catalogue
 * lists twice is shown once.
 */
export function permissionTree(side: MenuSide): PermissionNode[] {
  const nodes: PermissionNode[] = [];
  const seen = new Set<string>();
  const walk = (items: readonly CatalogItem[], parent: string) => {
    for (const i of items) {
      const code = menuPermission(i.url);
      if (seen.has(code)) continue;
      seen.add(code);
      nodes.push({ key: code, parent, title: `menu:${i.url}`, code, kind: 'menu' });
      walk(i.children ?? [], code);
    }
  };
  for (const g of MENU_CATALOG.filter((x) => x.side === side)) {
    const key = `menu:${g.key}`;
    nodes.push({ key, parent: null, title: key, code: null, kind: 'group' });
    walk(g.items, key);
  }
  for (const g of ACTION_GROUPS.filter((x) => x.side === side)) {
    const key = `${side}:${g.key}`;
    nodes.push({ key, parent: null, title: g.key, code: null, kind: 'group' });
    for (const code of g.codes) {
      nodes.push({ key: code, parent: key, title: `perm:${code}`, code, kind: 'action' });
    }
  }
  return nodes;
}
