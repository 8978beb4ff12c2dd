import { menuTitleKey, type MenuNode } from '@portal/contract';
import { i18n, type useT } from '@portal/widgets';
import '../i18n/menu-translations';

type TFunction = ReturnType<typeof useT>['t'];

/**
 * A menu node's title. The server sends the translation key as `cname`; a key this host has no
 * text for falls back to the route's own title key, then to the raw name, so nothing shows a key.
 */
export function menuTitle(t: TFunction, node: Pick<MenuNode, 'cname' | 'url'>): string {
  if (i18n.exists(node.cname)) return t(node.cname);
  if (node.url.startsWith('/') && i18n.exists(menuTitleKey(node.url)))
    return t(menuTitleKey(node.url));
  return node.cname;
}

/** Title of a route path from the menus (hidden nodes included), else from the `menu` namespace. */
export function pathTitle(t: TFunction, trailEnd: MenuNode | undefined, path: string): string {
  return menuTitle(t, trailEnd ?? { cname: menuTitleKey(path), url: path });
}
