// Sidebar open/closed, remembered in a cookie (docs/product-rules.md#layout), and the mobile
// breakpoint.
import { useCallback, useState, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX, SESSION_COOKIES } from '@portal/contract';

const COOKIE = SESSION_COOKIES.sidebar;

export function readSidebarCookie(): boolean {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE}=`));
  // Open unless the user closed it: a first visit on a desktop should show the navigation.
  return match ? match.slice(COOKIE.length + 1) !== '0' : true;
}

export function writeSidebarCookie(open: boolean): void {
  const year = 365 * 24 * 3600;
  document.cookie = `${COOKIE}=${open ? '1' : '0'}; path=/; max-age=${year}; SameSite=Lax`;
}

/** The desktop sidebar state, initialised from and saved to the cookie. */
export function useSidebarCookie(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(readSidebarCookie);
  const update = useCallback((next: boolean) => {
    writeSidebarCookie(next);
    setOpen(next);
  }, []);
  return [open, update];
}

// Strictly below the breakpoint is mobile: 992 px itself is a desktop.
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const mql = window.matchMedia(MOBILE_QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}
