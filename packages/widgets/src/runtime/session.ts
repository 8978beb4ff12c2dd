// The signed-in session, one per page. Token, uid, account and roles survive a reload in the
// cookies of docs/product-rules.md#sessions; the user object and menus are refetched instead of
// persisted.
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { SESSION_COOKIES, type MenuNode, type SessionUser } from '@portal/contract';

export interface Session {
  token: string;
  uid?: string;
  account?: string;
  name?: string;
  companyId?: string;
  companyName?: string;
  avatar?: string;
  code?: string;
  roles: string[];
  user?: SessionUser;
  /** null until getUserInfo answered (the host's guard uses this). */
  menus: MenuNode[] | null;
}

type Listener = (s: Session | null) => void;
const listeners = new Set<Listener>();

function cookieOptions(): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return { sameSite: 'Lax', secure, path: '/' };
}

function readCookies(): Session | null {
  const token = Cookies.get(SESSION_COOKIES.token);
  if (!token) return null;
  const roles = Cookies.get(SESSION_COOKIES.roles);
  return {
    token,
    uid: Cookies.get(SESSION_COOKIES.uid),
    account: Cookies.get(SESSION_COOKIES.account),
    roles: roles ? roles.split(',').filter(Boolean) : [],
    menus: null,
  };
}

function writeCookies(s: Session | null): void {
  const opts = cookieOptions();
  const values: Record<'token' | 'uid' | 'account' | 'roles', string | undefined> = {
    token: s?.token,
    uid: s?.uid,
    account: s?.account,
    roles: s && s.roles.length ? s.roles.join(',') : undefined,
  };
  for (const [key, value] of Object.entries(values) as [
    keyof typeof values,
    string | undefined,
  ][]) {
    const name = SESSION_COOKIES[key];
    if (value) Cookies.set(name, value, opts);
    else Cookies.remove(name, { path: '/' });
  }
}

let current: Session | null = readCookies();

function emit(): void {
  for (const fn of listeners) fn(current);
}

export const session = {
  get(): Session | null {
    return current;
  },
  set(s: Session): void {
    current = { ...s };
    writeCookies(current);
    emit();
  },
  /** Merges into the current session; ignored when nobody is signed in. */
  update(partial: Partial<Session>): void {
    if (!current) return;
    current = { ...current, ...partial };
    writeCookies(current);
    emit();
  },
  clear(): void {
    current = null;
    writeCookies(null);
    emit();
  },
  subscribe(fn: Listener): () => void {
    listeners.add(fn);
    return () => {
      listeners.delete(fn);
    };
  },
  /** Re-reads the cookies, e.g. after another tab signed in (also used by tests). */
  reload(): void {
    current = readCookies();
    emit();
  },
};

const subscribe = (fn: () => void) => session.subscribe(fn);
const getSnapshot = () => current;

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
