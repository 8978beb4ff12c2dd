// /login: the Login widget in a card. The widget itself shows the "session expired" notice when the
// runtime left rs=401 in sessionStorage, so the host does not repeat it.
import { useNavigate } from 'react-router';
import { Login } from '@portal/widgets';
import { firstMenuUrl } from '../layout/menu-tree';

export function LoginPage() {
  const navigate = useNavigate();
  return (
    <section className="sp-login-card">
      <Login
        registerHref="/supRegister"
        forgotHref="/forgetPassword"
        // A user without a single menu entry may sign in but has nowhere to go: say so.
        onLoggedIn={({ menus }) => void navigate(firstMenuUrl(menus) ?? '/401', { replace: true })}
      />
    </section>
  );
}
