// Builds the sidebar tree a set of permissions may see: an entry shows when its permission is held
// and, for a page whose data needs a call permission (PAGE_NEEDS), that one too, and for a page of
// one supplier kind (PAGE_SUPPLIER_KIND) only to a supplier of that kind; a group (no permission
// of its own) when one of its entries shows.
import { PAGE_NEEDS, PAGE_SUPPLIER_KIND, type MenuNode, type SupplierKind } from '@portal/contract';
import type { MenusTable } from '../../db/schema.ts';

export function buildMenuTree(
  rows: MenusTable[],
  permissions: ReadonlySet<string>,
  supplierKind: SupplierKind | null = null,
): MenuNode[] {
  const children = new Map<string | null, MenusTable[]>();
  for (const row of [...rows].sort((a, b) => a.sort - b.sort)) {
    const list = children.get(row.parent_id) ?? [];
    list.push(row);
    children.set(row.parent_id, list);
  }
  const build = (parentId: string | null): MenuNode[] =>
    (children.get(parentId) ?? []).flatMap((row) => {
      const childTrees = build(row.id);
      const needs = PAGE_NEEDS[row.url];
      const kind = PAGE_SUPPLIER_KIND[row.url];
      const allowed = row.permission_code
        ? permissions.has(row.permission_code) &&
          (!needs || permissions.has(needs)) &&
          (!kind || kind === supplierKind)
        : childTrees.length > 0;
      if (!allowed) return [];
      return [
        {
          cname: row.cname,
          url: row.url,
          icon: row.icon,
          clientType: row.client_type,
          hidden: row.hidden,
          childTrees,
        },
      ];
    });
  return build(null);
}
