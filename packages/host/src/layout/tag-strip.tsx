// Connects the tag view to the router, the menus and the stored list of opened pages.
import type { MenuNode } from '@portal/contract';
import { useT } from '@portal/widgets';
import { pathTitle } from './menu-title';
import { findTrail } from './menu-tree';
import { TagView } from './tag-view';
import { useTags } from './use-tags';

export interface TagStripProps {
  menus: readonly MenuNode[];
  path: string;
  homePath: string | undefined;
  onNavigate: (url: string) => void;
}

export function TagStrip({ menus, path, homePath, onNavigate }: TagStripProps) {
  const { t } = useT('host');
  const { tags, close, closeOthers } = useTags(path, homePath);
  const items = tags.map((p) => ({
    path: p,
    title: pathTitle(t, findTrail(menus, p).at(-1), p),
    closable: p !== homePath,
  }));
  const goIfNeeded = (next: string | undefined) => next && onNavigate(next);
  return (
    <TagView
      tags={items}
      activePath={path}
      onSelect={(p) => p !== path && onNavigate(p)}
      onClose={(p) => goIfNeeded(close(p))}
      onCloseOthers={(p) => goIfNeeded(closeOthers(p))}
    />
  );
}
