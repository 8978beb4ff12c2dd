// The opened pages of the tag view, kept in sessionStorage so a reload keeps them (a new tab or a
// new sign-in starts fresh). The home tag always comes first and cannot be closed.
import { useEffect, useState } from 'react';

export const TAGS_STORAGE_KEY = 'sp-host-tags';

function load(): string[] {
  try {
    const raw = sessionStorage.getItem(TAGS_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

function withPath(tags: string[], path: string): string[] {
  return tags.includes(path) ? tags : [...tags, path];
}

export interface TagsApi {
  tags: string[];
  /** Closes one tag; answers the path to go to when the closed tag was the current page. */
  close: (path: string) => string | undefined;
  /** Keeps the home tag and `path`; answers `path` when the current page was closed. */
  closeOthers: (path: string) => string | undefined;
}

export function useTags(currentPath: string, homePath: string | undefined): TagsApi {
  const [opened, setOpened] = useState(() => withPath(load(), currentPath));
  // Every page visited becomes a tag (adjusted while rendering, so no extra paint without it).
  const [seen, setSeen] = useState(currentPath);
  if (seen !== currentPath) {
    setSeen(currentPath);
    setOpened(withPath(opened, currentPath));
  }

  const tags = homePath ? [homePath, ...opened.filter((p) => p !== homePath)] : opened;

  const serialized = JSON.stringify(tags);
  useEffect(() => {
    try {
      sessionStorage.setItem(TAGS_STORAGE_KEY, serialized);
    } catch {
      // Not persisted when storage is blocked; the strip still works for this page view.
    }
  }, [serialized]);

  const close = (path: string) => {
    if (path === homePath) return undefined;
    const index = tags.indexOf(path);
    const rest = tags.filter((p) => p !== path);
    setOpened(rest);
    if (path !== currentPath) return undefined;
    // Like a browser closing a tab: the neighbour on the left, else the one that moved into place.
    return rest[Math.max(0, index - 1)] ?? homePath;
  };

  const closeOthers = (path: string) => {
    setOpened(tags.filter((p) => p === path || p === homePath));
    return path !== currentPath && currentPath !== homePath ? path : undefined;
  };

  return { tags, close, closeOthers };
}
