// Where the user is: group › list › page, from the menu tree (hidden sub-pages included).
import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  makeStyles,
} from '@fluentui/react-components';
import { Fragment } from 'react';
import type { MenuNode } from '@portal/contract';
import { useT } from '@portal/widgets';
import { handleLinkClick } from './link-click';
import { pathTitle, menuTitle } from './menu-title';
import { findTrail } from './menu-tree';

export interface BreadcrumbTrailProps {
  menus: readonly MenuNode[];
  path: string;
  /** The list the page was opened from: the trail goes through it instead of the page's own list. */
  from?: string;
  /** On narrow screens only the current page is shown. */
  compact?: boolean;
  onNavigate: (url: string) => void;
}

const useStyles = makeStyles({ root: { minWidth: 0, overflow: 'hidden' } });

export function BreadcrumbTrail({ menus, path, from, compact, onNavigate }: BreadcrumbTrailProps) {
  const { t } = useT('host');
  const styles = useStyles();
  const own = findTrail(menus, path);
  const current = pathTitle(t, own.at(-1), path);
  const via = from && from !== path ? findTrail(menus, from) : [];
  const above = via.length ? via : own.slice(0, -1);
  // A group holding a single page (Home › Home) adds nothing, so an ancestor titled like the page is
  // left out.
  const ancestors = compact ? [] : above.filter((node) => menuTitle(t, node) !== current);

  return (
    <Breadcrumb aria-label={t('layout.breadcrumb')} size="small" className={styles.root}>
      {ancestors.map((node) => {
        // Groups have no page of their own; list pages above a sub-page are links back.
        const href = node.url.startsWith('/') ? node.url : undefined;
        return (
          <Fragment key={node.cname + node.url}>
            <BreadcrumbItem>
              <BreadcrumbButton
                href={href}
                onClick={href ? (e) => handleLinkClick(e, () => onNavigate(href)) : undefined}
              >
                {menuTitle(t, node)}
              </BreadcrumbButton>
            </BreadcrumbItem>
            <BreadcrumbDivider />
          </Fragment>
        );
      })}
      <BreadcrumbItem>
        <BreadcrumbButton current>{current}</BreadcrumbButton>
      </BreadcrumbItem>
    </Breadcrumb>
  );
}
