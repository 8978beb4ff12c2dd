import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import {
  Key20Regular,
  Password20Regular,
  Person20Regular,
  SignOut20Regular,
} from '@fluentui/react-icons';
import { useT } from '@portal/widgets';

export interface UserMenuProps {
  userName: string;
  companyName?: string;
  onChangePassword: () => void;
  /** Opens the own profile (sp-profile). */
  onProfile: () => void;
  /** Opens the user's security keys (the u-shield); absent where the page has none. */
  onSecurityKey?: () => void;
  onLogout: () => void;
}

export function UserMenu({
  userName,
  companyName,
  onChangePassword,
  onProfile,
  onSecurityKey,
  onLogout,
}: UserMenuProps) {
  const { t } = useT('host');
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<Avatar name={userName} size={24} aria-hidden />}
          aria-label={t('layout.userMenu', { name: userName })}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>
              {userName}
              {companyName ? ` · ${companyName}` : ''}
            </MenuGroupHeader>
          </MenuGroup>
          <MenuDivider />
          <MenuItem icon={<Person20Regular />} onClick={onProfile}>
            {t('layout.profile')}
          </MenuItem>
          <MenuItem icon={<Password20Regular />} onClick={onChangePassword}>
            {t('layout.changePassword')}
          </MenuItem>
          {onSecurityKey && (
            <MenuItem icon={<Key20Regular />} onClick={onSecurityKey}>
              {t('layout.securityKey')}
            </MenuItem>
          )}
          <MenuItem icon={<SignOut20Regular />} onClick={onLogout}>
            {t('layout.logout')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
