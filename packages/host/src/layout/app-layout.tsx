// The shell of every protected page: sidebar, top bar, tag view and the page. Loaded as a lazy
// chunk so the login page does not pay for it.
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import {
  call,
  loadUserInfo,
  onLanguageChange,
  preloadToaster,
  signOut,
  useSession,
  useT,
} from '@portal/widgets';
import '../i18n/menu-translations';
import { useMainFocus } from '../routes/use-main-focus';
import { authApi } from '@portal/contract';
import { ChangePasswordDialog } from './change-password-dialog';
import { ProfileDialog } from './profile-dialog';
import { SecurityKeyDialog } from './security-key-dialog';
import { firstMenuUrl, fromMenuUrl } from './menu-tree';
import { Sidebar } from './sidebar';
import { useIsMobile, useSidebarCookie } from './sidebar-state';
import { TagStrip } from './tag-strip';
import { TopBar } from './top-bar';

const useStyles = makeStyles({
  shell: { display: 'flex', height: '100%', overflow: 'hidden' },
  column: { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 },
  progress: { position: 'absolute', insetInline: 0, top: 0 },
  main: {
    position: 'relative',
    flex: 1,
    overflow: 'auto',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
    ':focus': { outline: 'none' },
  },
  skip: {
    position: 'absolute',
    left: '-10000px',
    top: tokens.spacingVerticalS,
    zIndex: 1000,
    ':focus': { left: tokens.spacingHorizontalS },
  },
});

export function AppLayout() {
  const { t } = useT('host');
  const styles = useStyles();
  const current = useSession();
  const menus = current?.menus ?? [];
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const mobile = useIsMobile();
  const [desktopOpen, setDesktopOpen] = useSidebarCookie();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [keyOpen, setKeyOpen] = useState(false);
  /**
   * A required security key is not registered yet: register it before anything else. The session's
   * user says so from the first render (the page behind stays empty: the server refuses its calls);
   * getLoginType below checks again on every load, for a key required since the session began.
   */
  const [keyMissing, setKeyMissing] = useState(() => current?.user?.securityKeyPending === true);
  const mainRef = useRef<HTMLElement>(null);
  useMainFocus(mainRef);
  // The layout opens modal dialogs (change password, the mobile drawer): toaster first.
  useEffect(preloadToaster, []);
  // The server answers the company's name in the request's language: ask again after a switch. A
  // failure keeps the name shown (the next page's calls report a lost session anyway).
  useEffect(() => onLanguageChange(() => void loadUserInfo().catch(() => undefined)), []);
  // docs/decisions/2026-11-27-security-keys.md: a user required to have a security key and without
  // one signs in with the password and is sent to register the key first.
  useEffect(() => {
    let live = true;
    void call(authApi.getLoginType, {}, { toast: false })
      .then(({ data }) => {
        if (live && data?.keyRequired && !data.uShieldBound) setKeyMissing(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  // docs/product-rules.md#layout: on a mobile the drawer closes on every route change.
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (mobileOpen) setMobileOpen(false);
  }

  // A page opened from a list keeps that list's module in the sidebar and breadcrumb (?from=).
  const from = fromMenuUrl(menus, location.search);

  const open = mobile ? mobileOpen : desktopOpen;
  const setOpen = mobile ? setMobileOpen : setDesktopOpen;
  const go = (url: string) => void navigate(url);
  const logout = async () => {
    await signOut();
    void navigate('/login', { replace: true });
  };

  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skip}>
        {t('layout.skipToContent')}
      </a>
      <Sidebar
        menus={menus}
        activePath={from ?? location.pathname}
        open={open}
        mobile={mobile}
        onOpenChange={setOpen}
        onNavigate={go}
      />
      <div className={styles.column}>
        <TopBar
          menus={menus}
          path={location.pathname}
          from={from}
          sidebarOpen={open}
          mobile={mobile}
          companyName={current?.companyName}
          userName={current?.name ?? current?.account ?? ''}
          onToggleSidebar={() => setOpen(!open)}
          onNavigate={go}
          onChangePassword={() => setPasswordOpen(true)}
          onProfile={() => setProfileOpen(true)}
          onSecurityKey={
            current?.user?.companyKind === 'buyer' ? () => setKeyOpen(true) : undefined
          }
          onLogout={() => void logout()}
        />
        <TagStrip
          menus={menus}
          path={location.pathname}
          homePath={firstMenuUrl(menus)}
          onNavigate={go}
        />
        <main ref={mainRef} id="main-content" tabIndex={-1} className={styles.main}>
          {navigation.state === 'loading' && (
            <ProgressBar className={styles.progress} aria-label={t('layout.loading')} />
          )}
          {keyMissing ? null : <Outlet />}
        </main>
      </div>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <ProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />
      <SecurityKeyDialog
        open={keyOpen || keyMissing}
        required={keyMissing}
        onClose={() => {
          setKeyOpen(false);
          if (!keyMissing) return;
          setKeyMissing(false);
          // The session's user still says the key is pending: ask the server again.
          void loadUserInfo().catch(() => undefined);
        }}
      />
    </div>
  );
}

/** The route module shape React Router's `lazy` expects. */
export { AppLayout as Component };
