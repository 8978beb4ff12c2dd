// The sidebar: the server's menu tree as a Fluent NavDrawer. Inline on desktops, an overlay drawer
// below the mobile breakpoint. Hidden nodes (sub-pages) are never listed. Folded on a desktop, it
// leaves a rail of the groups' icons (each named, with a tooltip; a group's icon opens its pages as
// a menu), so the navigation stays one click away instead of disappearing.
import { useState, type MouseEvent, type ReactNode } from 'react';
import {
  Button,
  DrawerBody,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  NavCategory,
  NavCategoryItem,
  NavDrawer,
  NavDrawerHeader,
  NavItem,
  NavSubItem,
  NavSubItemGroup,
  Text,
  Tooltip,
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

/** The folded sidebar's width: one icon button and its padding. */
const RAIL_WIDTH_PX = 48;

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
  rail: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
    width: `${RAIL_WIDTH_PX}px`,
    minWidth: `${RAIL_WIDTH_PX}px`,
    paddingBlock: tokens.spacingVerticalS,
    boxSizing: 'border-box',
    height: '100%',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground4,
  },
  railBrand: { color: tokens.colorBrandForeground1, paddingBlock: tokens.spacingVerticalS },
  railActive: { backgroundColor: tokens.colorNeutralBackground1Selected },
});

/** A top-level node is a group when it has more than one visible child; otherwise it is one link. */
function leafOf(node: MenuNode): MenuNode | null {
  const children = visibleChildren(node);
  if (children.length === 0) return node.url.startsWith('/') ? node : null;
  if (children.length === 1 && visibleChildren(children[0]!).length === 0) return children[0]!;
  return null;
}

export function Sidebar(props: SidebarProps) {
  // Folded on a desktop: the icon rail. On a phone a closed drawer is simply gone (the top bar's
  // button opens it), as the screen has no room for a rail.
  if (!props.open && !props.mobile) return <SidebarRail {...props} />;
  return <SidebarDrawer {...props} />;
}

function SidebarDrawer({
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

/**
 * The folded sidebar: each top-level entry as an icon button named by its title (the tooltip shows
 * it too). A single page opens at once; a group opens a menu of its pages. The current group is
 * marked, as the open sidebar marks it.
 */
function SidebarRail({ menus, activePath, onNavigate }: SidebarProps) {
  const { t } = useT('host');
  const styles = useStyles();
  const trail = findTrail(menus, activePath);
  const activeUrl = activeMenuUrl(trail);
  const activeGroup = trail[0]?.cname;
  return (
    <nav className={styles.rail} aria-label={t('layout.navigation')}>
      <span className={styles.railBrand}>
        <Airplane24Filled aria-hidden />
      </span>
      {menus
        .filter((m) => !m.hidden)
        .map((node) => {
          const title = menuTitle(t, node);
          const active = node.cname === activeGroup;
          const leaf = leafOf(node);
          const button = (
            <Button
              appearance="subtle"
              size="large"
              aria-label={title}
              aria-current={leaf && active ? 'page' : undefined}
              className={active ? styles.railActive : undefined}
              icon={<MenuIcon name={node.icon} />}
              {...(leaf
                ? {
                    as: 'a' as const,
                    href: leaf.url,
                    onClick: (e: MouseEvent) => handleLinkClick(e, () => onNavigate(leaf.url)),
                  }
                : {})}
            />
          );
          if (leaf) {
            return (
              <Tooltip
                key={node.cname}
                content={title}
                relationship="description"
                positioning="after"
              >
                {button}
              </Tooltip>
            );
          }
          return (
            <Menu key={node.cname} positioning="after">
              <MenuTrigger disableButtonEnhancement>
                <Tooltip content={title} relationship="description" positioning="after">
                  {button}
                </Tooltip>
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  {visibleChildren(node).map((child) => (
                    <MenuItem
                      key={child.url}
                      aria-current={child.url === activeUrl ? 'page' : undefined}
                      onClick={() => onNavigate(child.url)}
                    >
                      {menuTitle(t, child)}
                    </MenuItem>
                  ))}
                </MenuList>
              </MenuPopover>
            </Menu>
          );
        })}
    </nav>
  );
}
