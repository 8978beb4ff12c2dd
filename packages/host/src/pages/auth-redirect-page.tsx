// /auth-redirect: single sign-on entry. Another system sends the user here with an access token
// (query or hash) and optionally where to go; the token becomes the session, after asking when
// another account is signed in already.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@fluentui/react-components';
import { ConfirmDialog, loadUserInfo, peekUser, session, useT } from '@portal/widgets';
import { firstMenuUrl } from '../layout/menu-tree';
import { safeRedirect } from '../routes/safe-redirect';

export function readAuthParams(search: string, hash: string) {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const get = (key: string) => query.get(key) ?? fragment.get(key);
  return { token: get('access_token'), redirect: safeRedirect(get('redirect')) };
}

interface PendingSwitch {
  token: string;
  redirect: string | undefined;
  current: string;
  next: string;
}

export function AuthRedirectPage() {
  const { t } = useT('host');
  const navigate = useNavigate();
  const started = useRef(false);
  const [pending, setPending] = useState<PendingSwitch | null>(null);

  const adopt = useCallback(
    (token: string, redirect: string | undefined) => {
      session.set({ token, roles: [], menus: null });
      loadUserInfo()
        .then(({ menus }) => navigate(redirect ?? firstMenuUrl(menus) ?? '/401', { replace: true }))
        .catch(() => {
          session.clear();
          return navigate('/login', { replace: true });
        });
    },
    [navigate],
  );

  /** Keeps the current session and goes where the link asked, or to its first page. */
  const stay = useCallback(
    (redirect: string | undefined) => {
      if (redirect) return navigate(redirect, { replace: true });
      return loadUserInfo()
        .then(({ menus }) => navigate(firstMenuUrl(menus) ?? '/401', { replace: true }))
        .catch(() => navigate('/login', { replace: true }));
    },
    [navigate],
  );

  useEffect(() => {
    // Runs once even under StrictMode's double effects: the token must not be used twice.
    if (started.current) return;
    started.current = true;
    const { token, redirect } = readAuthParams(window.location.search, window.location.hash);
    if (!token) {
      void navigate('/login', { replace: true });
      return;
    }
    const current = session.get();
    if (!current?.token || current.token === token) {
      adopt(token, redirect);
      return;
    }
    // Someone is signed in already: a link must not silently swap in another account (login CSRF,
    // docs/decisions/2026-11-26-auth-redirect-asks-before-switching.md).
    peekUser(token)
      .then((user) => {
        const same = current.uid ? current.uid === user.id : current.account === user.account;
        if (same) return adopt(token, redirect);
        setPending({
          token,
          redirect,
          current: current.name || current.account || current.user?.account || '?',
          next: user.realName ? `${user.realName} (${user.account})` : user.account,
        });
      })
      // A token that does not work changes nothing: the current session stays.
      .catch(() => stay(redirect));
  }, [adopt, navigate, stay]);

  if (pending) {
    // The kit's confirmation puts "Stay signed in" first, so an Enter pressed out of habit (or
    // Escape) keeps the current account.
    return (
      <ConfirmDialog
        open
        title={t('pages.authRedirect.switchTitle')}
        body={t('pages.authRedirect.switchBody', { current: pending.current, next: pending.next })}
        cancelLabel={t('pages.authRedirect.stay')}
        confirmLabel={t('pages.authRedirect.switch')}
        onResolve={(switchAccount) => {
          setPending(null);
          if (switchAccount) adopt(pending.token, pending.redirect);
          else void stay(pending.redirect);
        }}
      />
    );
  }

  return <Spinner label={t('pages.authRedirect.working')} />;
}

export { AuthRedirectPage as Component };
