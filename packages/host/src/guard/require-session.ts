// The navigation guard (docs/product-rules.md#the-navigation-guard), as the loader of the protected
// branch: the router does not enter a protected page before it resolves. It checks the session,
// never the roles.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loadUserInfo, session } from '@portal/widgets';
import { firstMenuUrl } from '../layout/menu-tree';
import { PROTECTED_PATHS } from '../routes/route-table';

const KNOWN = new Set<string>(PROTECTED_PATHS);

export async function requireSession({ request }: LoaderFunctionArgs): Promise<null> {
  const current = session.get();
  if (!current?.token) {
    const url = new URL(request.url);
    // An unknown path is a 404 for anyone; a page of the portal is opened again after signing in.
    if (!KNOWN.has(url.pathname)) throw redirect('/404');
    throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  // Menus live in memory only, so after a reload (or a token handed over) they are fetched first.
  // A failure rejects: the router shows the guard's error with Retry instead of the page.
  if (!current.menus) await loadUserInfo();
  return null;
}

/** Re-check on every navigation: the menus may have been dropped (sign-out in another tab, 401). */
export const alwaysRevalidate = () => true;

/** `/`: the signed-in user's home page, everyone else the sign-in page. */
export async function rootRedirect(): Promise<Response> {
  const current = session.get();
  if (!current?.token) return redirect('/login');
  try {
    const menus = current.menus ?? (await loadUserInfo()).menus;
    return redirect(firstMenuUrl(menus) ?? '/401');
  } catch {
    return redirect('/login');
  }
}
