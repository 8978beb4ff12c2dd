// Public API of @portal/widgets for React hosts. Custom-element users load dist/portal-widgets.js.
export { configurePortal, getConfig, type PortalConfig } from './runtime/config';
export { session, useSession, type Session } from './runtime/session';
export { signIn, signOut, loadUserInfo, peekUser, type SignedIn } from './runtime/auth';
export {
  i18n,
  useT,
  setLanguage,
  getLanguage,
  addTranslations,
  onLanguageChange,
  type Translations,
} from './runtime/i18n';
export { formatDate, formatDateTime, formatNumber, formatMoney } from './runtime/format';
export {
  call,
  callUrl,
  onUnauthorized,
  UNAUTHORIZED_EVENT,
  type CallOptions,
  type UploadProgress,
} from './runtime/http';
export { ApiError, isApiError } from './runtime/api-error';
export { PortalProvider, type PortalProviderProps } from './runtime/portal-provider';
export { PortalRoot } from './runtime/portal-root';
export { queryClient } from './runtime/query-client';
export { QueryProvider, withQuery } from './runtime/query-provider';
export { toast, preloadToaster } from './runtime/toast';
// From their own modules, not the kit's barrel: a page that signs in must not pull in the lists,
// forms and dialogs the barrel also exports.
export { ClickGuardButton, type ClickGuardButtonProps } from './kit/click-guard-button';
export { RelativeTime, type RelativeTimeProps } from './kit/relative-time';
export { FormField, type FormFieldProps } from './kit/form-field';
export { PasswordInput } from './kit/password-input';
export { ConfirmDialog, type ConfirmDialogProps } from './kit/confirm-dialog';
export { Login, type LoginProps } from './widgets/sp-login/login';
export {
  ChangePassword,
  type ChangePasswordProps,
} from './widgets/sp-change-password/change-password';
export { SecurityKey, type SecurityKeyProps } from './account/security-key';
export {
  LanguageSwitch,
  type LanguageSwitchProps,
} from './widgets/sp-language-switch/language-switch';
