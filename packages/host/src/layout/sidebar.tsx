// The sidebar: the server's menu tree as a Fluent NavDrawer. Inline on desktops, an overlay drawer
// below the mobile breakpoint. Hidden nodes (sub-pages) are never listed.
import { useState, type MouseEvent, type ReactNode } from 'react';
import {
  DrawerBody,
  NavCategory,
  NavCategoryItem,
  NavDrawer,
  NavDrawerHeader,
  NavItem,
  NavSubItem,
  NavSubItemGroup,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Airplane24Filled } from '@fluentui/react-icons';
import { SIDEBAR_WIDTH_PX, type MenuNode } from '@portal/contract';
import { useT } from '@portal/widgets';
import { handleLinkClick } from './link-click';
import { MenuIcon } from './menu-icons';
import { menuTitle } from './menu-title';
import { activeMenuUrl, findTrail, visibleChildren } from './menu-tree';

export interface SidebarProps {
  menus: readonly MenuNode[];
  activePath: string;
  open: boolean;
  /** Below the mobile breakpoint the sidebar is a modal overlay. */
  mobile: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: (url: string) => void;
}

const useStyles = makeStyles({
  drawer: { width: `${SIDEBAR_WIDTH_PX}px`, minWidth: `${SIDEBAR_WIDTH_PX}px`, height: '100%' },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorBrandForeground1,
  },
  // NavDrawerBody's own spacing, kept although the body is a plain DrawerBody (see below).
  body: {
    padding: `0 ${tokens.spacingHorizontalXS} 0 ${tokens.spacingHorizontalMNudge}`,
    alignItems: 'unset',
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXXS,
  },
  brandText: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
});

/** A top-level node is a group when it has more than one visible child; otherwise it is one link. */
function leafOf(node: MenuNode): MenuNode | null {
  const children = visibleChildren(node);
  if (children.length === 0) return node.url.startsWith('/') ? node : null;
  if (children.length === 1 && visibleChildren(children[0]!).length === 0) return children[0]!;
  return null;
}

export function Sidebar({
  menus,
  activePath,
  open,
  mobile,
  onOpenChange,
  onNavigate,
}: SidebarProps) {
  const { t } = useT('host');
  const styles = useStyles();
  const visible = menus.filter((m) => !m.hidden);
  const trail = findTrail(menus, activePath);
  const activeUrl = activeMenuUrl(trail);
  const activeGroup = trail[0]?.cname;

  // The group of the current page opens by itself; the user may still fold it afterwards.
  const [openGroups, setOpenGroups] = useState<string[]>(activeGroup ? [activeGroup] : []);
  const [seenGroup, setSeenGroup] = useState(activeGroup);
  if (seenGroup !== activeGroup) {
    setSeenGroup(activeGroup);
    if (activeGroup && !openGroups.includes(activeGroup))
      setOpenGroups([...openGroups, activeGroup]);
  }

  const link = (node: MenuNode) => ({
    href: node.url,
    onClick: (e: MouseEvent) => handleLinkClick(e, () => onNavigate(node.url)),
  });

  return (
    <NavDrawer
      className={styles.drawer}
      type={mobile ? 'overlay' : 'inline'}
      open={open}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      selectedValue={activeUrl ?? ''}
      selectedCategoryValue={activeGroup ?? ''}
      openCategories={openGroups}
      multiple
      onNavCategoryItemToggle={(_, data) => {
        // Category toggles carry the category in `categoryValue` (their `value` is empty).
        const value = String(data.categoryValue ?? data.value);
        setOpenGroups((g) => (g.includes(value) ? g.filter((v) => v !== value) : [...g, value]));
      }}
      // As an overlay the drawer is a modal dialog (Fluent sets aria-modal), and aria-modal is not
      // allowed on role="navigation" (axe: aria-allowed-attr): the dialog holds a <nav> instead.
      {...(mobile ? { role: 'dialog' } : {})}
      aria-label={t('layout.navigation')}
    >
      <NavDrawerHeader>
        <div className={styles.brand}>
          <Airplane24Filled aria-hidden />
          <Text className={styles.brandText}>{t('app.name')}</Text>
        </div>
      </NavDrawerHeader>
      {/* DrawerBody rather than NavDrawerBody: the latter's arrow-key mover inserts focusable
          aria-hidden elements that axe reports; plain Tab order serves keyboard users here. */}
      <DrawerBody className={styles.body}>
        <Landmark mobile={mobile} label={t('layout.navigation')}>
          {visible.map((node) => {
            const leaf = leafOf(node);
            if (leaf) {
              return (
                <NavItem
                  key={node.cname}
                  value={leaf.url}
                  icon={<MenuIcon name={node.icon} />}
                  {...link(leaf)}
                >
                  {menuTitle(t, leaf)}
                </NavItem>
              );
            }
            return (
              <NavCategory key={node.cname} value={node.cname}>
                <NavCategoryItem icon={<MenuIcon name={node.icon} />}>
                  {menuTitle(t, node)}
                </NavCategoryItem>
                <NavSubItemGroup>
                  {visibleChildren(node).map((child) => (
                    <NavSubItem key={child.url} value={child.url} {...link(child)}>
                      {menuTitle(t, child)}
                    </NavSubItem>
                  ))}
                </NavSubItemGroup>
              </NavCategory>
            );
          })}
        </Landmark>
      </DrawerBody>
    </NavDrawer>
  );
}

/** The navigation landmark inside the mobile dialog; inline, the drawer itself is the landmark. */
function Landmark({
  mobile,
  label,
  children,
}: {
  mobile: boolean;
  label: string;
  children: ReactNode;
}) {
  return mobile ? <nav aria-label={label}>{children}</nav> : <>{children}</>;
}
