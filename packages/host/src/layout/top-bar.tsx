// The top bar: navigation toggle, breadcrumb, who is signed in, language and the user menu.
import { Text, Tooltip, makeStyles, tokens, Hamburger } from '@fluentui/react-components';
import type { MenuNode } from '@portal/contract';
import { LanguageSwitch, useT } from '@portal/widgets';
import { BreadcrumbTrail } from './breadcrumb-trail';
import { UserMenu } from './user-menu';

export interface TopBarProps {
  menus: readonly MenuNode[];
  path: string;
  /** The list the page was opened from (the breadcrumb goes through it). */
  from?: string;
  sidebarOpen: boolean;
  mobile: boolean;
  companyName?: string;
  userName: string;
  onToggleSidebar: () => void;
  onNavigate: (url: string) => void;
  onChangePassword: () => void;
  onProfile: () => void;
  onSecurityKey?: () => void;
  onLogout: () => void;
}

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '48px',
    paddingInline: tokens.spacingHorizontalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  crumbs: { flex: 1, minWidth: 0 },
  who: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'nowrap',
  },
  company: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

export function TopBar(props: TopBarProps) {
  const { t } = useT('host');
  const styles = useStyles();
  const { mobile, sidebarOpen, userName, companyName } = props;
  const toggleLabel = sidebarOpen ? t('layout.closeNavigation') : t('layout.openNavigation');
  return (
    <header className={styles.bar}>
      <Tooltip content={toggleLabel} relationship="label">
        <Hamburger onClick={props.onToggleSidebar} aria-expanded={sidebarOpen} />
      </Tooltip>
      <div className={styles.crumbs}>
        <BreadcrumbTrail
          menus={props.menus}
          path={props.path}
          from={props.from}
          compact={mobile}
          onNavigate={props.onNavigate}
        />
      </div>
      {!mobile && (
        <div className={styles.who}>
          {companyName && <Text className={styles.company}>{companyName}</Text>}
          <Text weight="semibold">{userName}</Text>
        </div>
      )}
      <LanguageSwitch />
      <UserMenu
        userName={userName}
        companyName={companyName}
        onChangePassword={props.onChangePassword}
        onProfile={props.onProfile}
        onSecurityKey={props.onSecurityKey}
        onLogout={props.onLogout}
      />
    </header>
  );
}
