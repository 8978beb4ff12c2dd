// What the guard shows while it loads the user and menus, and when that fails. Both are part of every
// first visit's bundle, so the error is plain markup styled like a Fluent MessageBar by
// first-visit.css (the MessageBar itself cost 3 KB gzip of the /login budget for a rare view).
import { isRouteErrorResponse, useNavigate, useRevalidator, useRouteError } from 'react-router';
import { Button, Spinner } from '@fluentui/react-components';
import { ErrorCircle20Filled } from '@fluentui/react-icons';
import { signOut, useT } from '@portal/widgets';

export function GuardSpinner() {
  const { t } = useT('host');
  return (
    <div className="sp-guard-center">
      <Spinner label={t('guard.loading')} />
    </div>
  );
}

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return error instanceof Error ? error.message : String(error);
}

/** Navigation stays blocked until the user info loads: retry, or sign out and start again. */
export function GuardError() {
  const { t } = useT('host');
  const error = useRouteError();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const busy = revalidator.state === 'loading';
  return (
    <main id="main-content" tabIndex={-1} className="sp-guard-center">
      <div role="alert" className="sp-guard-bar">
        <ErrorCircle20Filled aria-hidden className="sp-guard-icon" />
        <div>
          <p className="sp-guard-title">{t('guard.failedTitle')}</p>
          <p className="sp-guard-text">{t('guard.failed', { error: messageOf(error) })}</p>
        </div>
        <div className="sp-guard-actions">
          <Button
            appearance="primary"
            disabled={busy}
            onClick={() => void revalidator.revalidate()}
          >
            {busy ? t('guard.retrying') : t('guard.retry')}
          </Button>
          <Button onClick={() => void signOut().then(() => navigate('/login', { replace: true }))}>
            {t('layout.logout')}
          </Button>
        </div>
      </div>
    </main>
  );
}
