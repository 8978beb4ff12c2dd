// Each route carries its table entry as `handle`, so titles and pages read it from the matches.
import { useMatches } from 'react-router';
import type { RouteEntry } from './route-table';

export interface RouteHandle {
  entry: RouteEntry;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'entry' in handle;
}

/** The table entry of the deepest matched route, if any. */
export function useRouteEntry(): RouteEntry | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle;
    if (isRouteHandle(handle)) return handle.entry;
  }
  return undefined;
}
