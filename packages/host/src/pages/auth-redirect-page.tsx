// /auth-redirect: single sign-on entry. Another system sends the user here with an access token
// (query or hash) and optionally where to go; the token becomes the session.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@fluentui/react-components';
import { loadUserInfo, session, useT } from '@portal/widgets';
import { firstMenuUrl } from '../layout/menu-tree';

/** Only a path on this origin: an open redirect would let any site borrow the portal's sign-in. */
export function safeRedirect(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : undefined;
  } catch {
    return undefined;
  }
}

export function readAuthParams(search: string, hash: string) {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const get = (key: string) => query.get(key) ?? fragment.get(key);
  return { token: get('access_token'), redirect: safeRedirect(get('redirect')) };
}

export function AuthRedirectPage() {
  const { t } = useT('host');
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Runs once even under StrictMode's double effects: the token must not be used twice.
    if (started.current) return;
    started.current = true;
    const { token, redirect } = readAuthParams(window.location.search, window.location.hash);
    if (!token) {
      void navigate('/login', { replace: true });
      return;
    }
    session.set({ token, roles: [], menus: null });
    loadUserInfo()
      .then(({ menus }) => navigate(redirect ?? firstMenuUrl(menus) ?? '/401', { replace: true }))
      .catch(() => {
        session.clear();
        return navigate('/login', { replace: true });
      });
  }, [navigate]);

  return <Spinner label={t('pages.authRedirect.working')} />;
}

export { AuthRedirectPage as Component };
