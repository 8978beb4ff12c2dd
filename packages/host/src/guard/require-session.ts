// The navigation guard (docs/product-rules.md#the-navigation-guard), as the loader of the protected
// branch: the router does not enter a protected page before it resolves. It checks the session,
// never the roles.
import { redirect } from 'react-router';
import { loadUserInfo, session } from '@portal/widgets';

export async function requireSession(): Promise<null> {
  const current = session.get();
  if (!current?.token) throw redirect('/login');
  // Menus live in memory only, so after a reload (or a token handed over) they are fetched first.
  // A failure rejects: the router shows the guard's error with Retry instead of the page.
  if (!current.menus) await loadUserInfo();
  return null;
}

/** Re-check on every navigation: the menus may have been dropped (sign-out in another tab, 401). */
export const alwaysRevalidate = () => true;
