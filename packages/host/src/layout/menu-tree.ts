// Lookups in the server's menu tree. Hidden nodes are sub-pages: never in the sidebar, but the
// breadcrumb, the tag view and the active highlight still need to find them.
import {
  MENU_CATALOG,
  PAGE_NEEDS,
  catalogUrls,
  type MenuNode,
  type MenuSide,
  type SessionUser,
} from '@portal/contract';

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

/**
 * The query parameter a list puts on the pages it opens (`?id=…&from=/sup/supPurchase/index`): the
 * menu entry the user came from. An inquiry's page is a sub-page of one list, but several lists open
 * it (purchase inquiries and purchase quotes both open /sup/supInfo/offer); the sidebar and the
 * breadcrumb follow the list the user is in rather than jump to the page's own module.
 */
export const FROM_PARAM = 'from';

/** The visible menu entry named by `?from=`, if the user has it; otherwise undefined. */
export function fromMenuUrl(menus: readonly MenuNode[], search: string): string | undefined {
  const from = new URLSearchParams(search).get(FROM_PARAM);
  if (!from) return undefined;
  const trail = findTrail(menus, from);
  return trail.length && activeMenuUrl(trail) === from ? from : undefined;
}

/** The side (supplier or buyer) of every page of the menu catalogue. */
const SIDE_OF = new Map<string, MenuSide>(
  MENU_CATALOG.flatMap((group) => catalogUrls([group]).map((url) => [url, group.side] as const)),
);

/** Who is asking: their menus and, once loaded, their user with its company kind and permissions. */
export interface Viewer {
  menus?: readonly MenuNode[] | null | undefined;
  user?: Pick<SessionUser, 'companyKind' | 'permissions'> | undefined;
}

/**
 * Whether `path` is a page the viewer may use: a catalogue page of the other side (a supplier on a
 * buyer page) or one whose data needs a permission the viewer lacks (PAGE_NEEDS) would only answer
 * 403, so pages show "No access" instead. The server still checks every call; this spares the user
 * a page of refusals (docs/product-rules.md#the-navigation-guard).
 */
export function pageAllowed(viewer: Viewer, path: string): boolean {
  const side = SIDE_OF.get(path);
  if (!side) return true;
  const own = viewer.user?.companyKind ?? viewer.menus?.[0]?.clientType;
  if (own && own !== side) return false;
  const needs = PAGE_NEEDS[path];
  return !needs || !viewer.user || viewer.user.permissions.includes(needs);
}

/** Where to go after signing in: the page asked for, when the user may use it, else home. */
export function landingUrl(viewer: Viewer, asked: string | undefined): string | undefined {
  if (asked && pageAllowed(viewer, new URL(asked, 'http://portal').pathname)) return asked;
  return firstMenuUrl(viewer.menus);
}
