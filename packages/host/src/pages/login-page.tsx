// /login: the Login widget in a card. The widget itself shows the "session expired" notice when the
// runtime left rs=401 in sessionStorage, so the host does not repeat it. Coming from a registration
// (`?account=`, and the router state `registered`), the account is filled in and the success said.
// Sent here by the guard from a deep link (`?redirect=`), the user goes back there after signing in.
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Login, useT } from '@portal/widgets';
import { landingUrl } from '../layout/menu-tree';
import { safeRedirect } from '../routes/safe-redirect';
import { DevMailboxLink } from './dev-mailbox-link';

export function LoginPage() {
  const navigate = useNavigate();
  const { t } = useT('host');
  const [search] = useSearchParams();
  const registered = (useLocation().state as { registered?: boolean } | null)?.registered === true;
  return (
    <section className="sp-login-card">
      {registered ? (
        <p role="status" className="sp-login-notice">
          {t('pages.login.registered')}
        </p>
      ) : null}
      <Login
        account={search.get('account') ?? undefined}
        registerHref="/supRegister"
        forgotHref="/forgetPassword"
        // A user without a single menu entry may sign in but has nowhere to go: say so.
        onLoggedIn={(viewer) =>
          void navigate(landingUrl(viewer, safeRedirect(search.get('redirect'))) ?? '/401', {
            replace: true,
          })
        }
      />
      <DevMailboxLink />
    </section>
  );
}
