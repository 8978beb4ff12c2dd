// What the guard shows while it loads the user and menus, and when that fails.
import { isRouteErrorResponse, useNavigate, useRevalidator, useRouteError } from 'react-router';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
} from '@fluentui/react-components';
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
      <MessageBar intent="error" layout="multiline" className="sp-guard-bar">
        <MessageBarBody>
          <MessageBarTitle>{t('guard.failedTitle')}</MessageBarTitle>
          {t('guard.failed', { error: messageOf(error) })}
        </MessageBarBody>
        <MessageBarActions>
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
        </MessageBarActions>
      </MessageBar>
    </main>
  );
}
