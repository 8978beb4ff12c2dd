// sp-login: account + password sign-in (docs/product-rules.md#signing-in).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Input, Link, Spinner } from '@fluentui/react-components';
import {
  ACCOUNT_MAX,
  UNAUTHORIZED_FLAG,
  type MessageKey,
  type MenuNode,
  type SessionUser,
} from '@portal/contract';
// Each piece from its own module: the kit's barrel also exports the lists, forms and dialogs,
// which a sign-in page must not download.
import { ClickGuardButton } from '../../kit/click-guard-button';
import { FormField } from '../../kit/form-field';
import { FormStack, FormTitle, InlineAlert, Row } from '../../kit/form-layout';
import { PasswordInput } from '../../kit/password-input';
import { SecurityKeyCancelled, fetchDemoMode, signIn } from '../../runtime/auth';
import { addTranslations, useT } from '../../runtime/i18n';
import en from '../../locales/en/login.json';
import zh from '../../locales/zh/login.json';

addTranslations('login', { en, zh });

export interface LoginProps {
  onLoggedIn?: (detail: { user: SessionUser; menus: MenuNode[] }) => void;
  registerHref?: string;
  forgotHref?: string;
  /** The account to start with (after a registration, say). */
  account?: string;
}

type Errors = Partial<Record<'account' | 'password', MessageKey>>;

function sessionExpired(): boolean {
  try {
    return sessionStorage.getItem(UNAUTHORIZED_FLAG.key) === UNAUTHORIZED_FLAG.value;
  } catch {
    return false;
  }
}

export function Login({
  onLoggedIn,
  registerHref = '/supRegister',
  forgotHref = '/forgetPassword',
  account: initialAccount = '',
}: LoginProps) {
  const { t } = useT('login');
  const [account, setAccount] = useState(initialAccount);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  /** The password was right and the browser is asking for the security key. */
  const [keyStep, setKeyStep] = useState(false);
  const [expired, setExpired] = useState(sessionExpired);
  const [demo, setDemo] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    let live = true;
    void fetchDemoMode().then((on) => live && setDemo(on));
    return () => {
      live = false;
    };
  }, []);

  const submit = async () => {
    if (inFlight.current) return;
    const next: Errors = {};
    if (!account.trim()) next.account = 'login.accountRequired';
    if (!password) next.password = 'login.passwordRequired';
    setErrors(next);
    if (next.account || next.password) return;
    inFlight.current = true;
    setBusy(true);
    setServerError('');
    setKeyStep(false);
    try {
      const detail = await signIn(account, password, { onKeyNeeded: () => setKeyStep(true) });
      try {
        sessionStorage.removeItem(UNAUTHORIZED_FLAG.key);
      } catch {
        // Nothing to forget when storage is blocked.
      }
      setExpired(false);
      onLoggedIn?.(detail);
    } catch (e) {
      // Inline only, under the fields: signIn does not toast (one message, where the user looks).
      const message =
        e instanceof SecurityKeyCancelled
          ? t('keyCancelled')
          : e instanceof Error && e.message
            ? e.message
            : t('failed');
      setServerError(message);
    } finally {
      inFlight.current = false;
      setBusy(false);
      setKeyStep(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  return (
    <FormStack maxWidth={360} onSubmit={onSubmit} aria-label={t('title')}>
      <FormTitle>{t('title')}</FormTitle>
      {demo && <InlineAlert intent="info">{t('demo')}</InlineAlert>}
      {expired && <InlineAlert intent="warning">{t('expired')}</InlineAlert>}
      <FormField label={t('account')} required error={errors.account}>
        <Input
          name="account"
          autoComplete="username"
          placeholder={t('accountPlaceholder')}
          value={account}
          maxLength={ACCOUNT_MAX}
          onChange={(_, d) => setAccount(d.value)}
        />
      </FormField>
      <FormField label={t('password')} required error={errors.password}>
        <PasswordInput
          name="password"
          autoComplete="current-password"
          placeholder={t('passwordPlaceholder')}
          value={password}
          onChange={(_, d) => setPassword(d.value)}
        />
      </FormField>
      {keyStep && <InlineAlert intent="info">{t('keyPrompt')}</InlineAlert>}
      <InlineAlert>{serverError}</InlineAlert>
      <ClickGuardButton
        type="submit"
        appearance="primary"
        icon={busy ? <Spinner size="tiny" /> : undefined}
        onClick={(e) => {
          e.preventDefault();
          return submit();
        }}
      >
        {busy ? t('submitting') : t('submit')}
      </ClickGuardButton>
      <Row spread>
        <Link href={registerHref}>{t('register')}</Link>
        <Link href={forgotHref}>{t('forgot')}</Link>
      </Row>
    </FormStack>
  );
}
