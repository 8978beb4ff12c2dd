// Turns the contract's menu catalogue into menu rows: a group becomes a parent node titled
// `menu:<group.key>`, each item a child titled by its url, hidden sub-pages below their list.
import {
  MENU_CATALOG,
  menuGroupKey,
  menuPermission,
  menuTitleKey,
  type CatalogGroup,
  type CatalogItem,
} from '@portal/contract';
import type { MenusTable } from '../db/schema.ts';
import { stableId } from '../db/stable-id.ts';

export function menuRows(catalog: CatalogGroup[] = MENU_CATALOG): MenusTable[] {
  const rows: MenusTable[] = [];
  let sort = 0;
  for (const group of catalog) {
    const groupId = stableId(`menu-group:${group.key}`);
    rows.push({
      id: groupId,
      parent_id: null,
      cname: menuGroupKey(group),
      url: '',
      icon: group.icon,
      client_type: group.side,
      hidden: false,
      sort: sort++,
      permission_code: null,
    });
    const walk = (items: CatalogItem[], parentId: string) => {
      for (const item of items) {
        const id = stableId(`menu:${parentId}:${item.url}`);
        rows.push({
          id,
          parent_id: parentId,
          cname: menuTitleKey(item.url),
          url: item.url,
          icon: item.icon ?? '',
          client_type: group.side,
          hidden: item.hidden ?? false,
          sort: sort++,
          permission_code: menuPermission(item.url),
        });
        if (item.children) walk(item.children, id);
      }
    };
    walk(group.items, groupId);
  }
  return rows;
}
