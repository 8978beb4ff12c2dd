// Lookups in the server's menu tree. Hidden nodes are sub-pages: never in the sidebar, but the
// breadcrumb, the tag view and the active highlight still need to find them.
import { catalogUrls, type MenuNode } from '@portal/contract';

export function visibleChildren(node: MenuNode): MenuNode[] {
  return node.childTrees.filter((c) => !c.hidden);
}

/** Ancestors of the node whose url is `path`, from the top group down to the node itself. */
export function findTrail(menus: readonly MenuNode[], path: string): MenuNode[] {
  for (const node of menus) {
    if (node.url === path) return [node];
    const below = findTrail(node.childTrees, path);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** Where a user lands after signing in: the first visible leaf with a url (e.g. /sup/home). */
export function firstMenuUrl(menus: readonly MenuNode[] | null | undefined): string | undefined {
  for (const node of menus ?? []) {
    if (node.hidden) continue;
    const below = firstMenuUrl(visibleChildren(node));
    if (below) return below;
    if (node.url.startsWith('/')) return node.url;
  }
  return undefined;
}

/** The sidebar entry to highlight: the page itself, or for a hidden sub-page its nearest visible parent. */
export function activeMenuUrl(trail: readonly MenuNode[]): string | undefined {
  for (let i = trail.length - 1; i >= 0; i--) {
    const node = trail[i]!;
    if (!node.hidden && node.url.startsWith('/')) return node.url;
  }
  return undefined;
}

const CATALOG = new Set(catalogUrls());

/**
 * Whether the user's menus let them open `path`: a page of the menu catalogue must be in their tree
 * (the server builds it from their roles, hidden sub-pages included); a page outside the catalogue
 * is everyone's. Pages use it to show "no access" instead of the 403s of their calls.
 */
export function menuAllows(menus: readonly MenuNode[] | null | undefined, path: string): boolean {
  return !CATALOG.has(path) || findTrail(menus ?? [], path).length > 0;
}

/** Where to go after signing in: the page asked for, when the user may open it, else home. */
export function landingUrl(
  menus: readonly MenuNode[] | null | undefined,
  asked: string | undefined,
): string | undefined {
  if (asked && menuAllows(menus, new URL(asked, 'http://portal').pathname)) return asked;
  return firstMenuUrl(menus);
}
