// What the user chose on a list: tab, page, page size, sort and filters. Kept in component state
// (the widget may be embedded in a page that owns the URL) and, with a `stateKey`, mirrored to
// sessionStorage so a reload or a trip to a detail page and back finds the list as it was left.
import { useCallback, useEffect, useState } from 'react';

export interface ListState {
  tab?: string;
  current: number;
  size: number;
  /** `field,asc|desc` from a column header, or a server-named sort; none = the tab's or server's. */
  sort?: string;
  /** Request parameter → value; empty values are left out. */
  filters: Record<string, string>;
}

const STORAGE_PREFIX = 'sp-list:';

function isListState(v: unknown): v is ListState {
  if (!v || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  return (
    typeof s.current === 'number' &&
    typeof s.size === 'number' &&
    (s.tab === undefined || typeof s.tab === 'string') &&
    (s.sort === undefined || typeof s.sort === 'string') &&
    !!s.filters &&
    typeof s.filters === 'object' &&
    Object.values(s.filters).every((f) => typeof f === 'string')
  );
}

function restore(stateKey: string | undefined, fallback: ListState): ListState {
  if (!stateKey) return fallback;
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_PREFIX + stateKey) ?? 'null');
    return isListState(saved) ? saved : fallback;
  } catch {
    // Storage blocked or an old, unreadable entry: start fresh.
    return fallback;
  }
}

export type ListStateUpdate = Partial<ListState> | ((s: ListState) => ListState);

export function useListState(
  initial: ListState,
  stateKey?: string,
): [ListState, (update: ListStateUpdate) => void] {
  const [state, setState] = useState(() => restore(stateKey, initial));
  useEffect(() => {
    if (!stateKey) return;
    try {
      sessionStorage.setItem(STORAGE_PREFIX + stateKey, JSON.stringify(state));
    } catch {
      // Not kept across a reload; the list itself still works.
    }
  }, [state, stateKey]);
  const update = useCallback((u: ListStateUpdate) => {
    setState((s) => (typeof u === 'function' ? u(s) : { ...s, ...u }));
  }, []);
  return [state, update];
}

/** `field,asc` → ['field', 'ascending'], for aria-sort. */
export function columnSort(
  sort: string | undefined,
  field: string,
): 'ascending' | 'descending' | undefined {
  if (sort === `${field},asc`) return 'ascending';
  if (sort === `${field},desc`) return 'descending';
  return undefined;
}

/** A header click: ascending, then descending, then back to the default order. */
export function nextColumnSort(sort: string | undefined, field: string): string | undefined {
  const now = columnSort(sort, field);
  if (!now) return `${field},asc`;
  return now === 'ascending' ? `${field},desc` : undefined;
}
