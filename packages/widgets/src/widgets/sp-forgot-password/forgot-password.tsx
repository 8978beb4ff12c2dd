// sp-forgot-password: the forgotten password (/forgetPassword, /resetPass). Step one asks for the
// account and its e-mail and sends a verification code; step two takes the code and the new
// password twice (docs/product-rules.md#the-password-rule), encrypted like every password. The
// server answers the same whether the account exists or not, so this page never tells. Built from
// the kit's form pieces, as the other password forms are.
import { useRef, useState, type FormEvent } from 'react';
import { Button, Input } from '@fluentui/react-components';
import {
  PASSWORD_INPUT_MAX,
  checkNewPassword,
  passwordResetApi,
  supplierMessages,
} from '@portal/contract';
import { ClickGuardButton } from '../../kit/click-guard-button';
import { FormField } from '../../kit/form-field';
import { FormStack, FormTitle, InlineAlert, Row } from '../../kit/form-layout';
import { PasswordInput } from '../../kit/password-input';
import { isApiError } from '../../runtime/api-error';
import { getConfig } from '../../runtime/config';
import { fetchPasswordCipher } from '../../runtime/crypto';
import { call } from '../../runtime/http';
import { addContractMessages, addTranslations, useT } from '../../runtime/i18n';
import en from '../../locales/en/forgot-password.json';
import zh from '../../locales/zh/forgot-password.json';

addTranslations('forgot-password', { en, zh });
addContractMessages(supplierMessages);

export interface ForgotPasswordProps {
  /** The account, when known (attribute `account`; the host fills it from `?account=`). */
  account?: string;
  /** Start at the code step (attribute `step`: `code`), for the reset link of the e-mail. */
  step?: 'request' | 'code';
  /** Called after the password changed; the host goes to the login page. */
  onReset?: (account: string) => void;
}

type Errors = Partial<Record<'account' | 'email' | 'code' | 'password' | 'repeat', string>>;

const ACCOUNT = /^[A-Za-z][A-Za-z0-9._-]{3,31}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ForgotPassword({ account = '', step = 'request', onReset }: ForgotPasswordProps) {
  const { t } = useT(['forgot-password', 'contract']);
  const [stage, setStage] = useState<'request' | 'code' | 'done'>(step);
  const [values, setValues] = useState({ account, email: '', code: '', password: '', repeat: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState('');
  const [notice, setNotice] = useState('');
  const inFlight = useRef(false);

  const set = (name: keyof typeof values) => (value: string) =>
    setValues((v) => ({ ...v, [name]: value }));

  const check = (): Errors => {
    const found: Errors = {};
    if (!ACCOUNT.test(values.account.trim())) found.account = 'register.accountRule';
    if (stage === 'request' && !EMAIL.test(values.email.trim())) found.email = 'register.emailRule';
    if (stage === 'code') {
      if (!/^\d{6}$/.test(values.code.trim())) found.code = 'reset.codeRule';
      const rule = values.password ? checkNewPassword(values.password) : 'password.required';
      if (rule) found.password = rule;
      if (!values.repeat) found.repeat = 'password.confirmRequired';
      else if (values.repeat !== values.password) found.repeat = 'password.mismatch';
    }
    return found;
  };

  const run = async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    inFlight.current = true;
    setServerError('');
    try {
      await work();
    } catch (e) {
      // Field messages land on their fields; what is typed stays.
      if (isApiError(e) && Object.keys(e.fields).length) setErrors(e.fields as Errors);
      setServerError(e instanceof Error ? e.message : String(e));
    } finally {
      inFlight.current = false;
    }
  };

  const sendCode = () =>
    run(async () => {
      const answer = await call(
        passwordResetApi.sendResetCode,
        { account: values.account.trim(), email: values.email.trim() },
        { toast: false },
      );
      setNotice(answer.msg);
      setStage('code');
    });

  const reset = () =>
    run(async () => {
      const cipher = await fetchPasswordCipher();
      await call(
        passwordResetApi.resetPassword,
        {
          account: values.account.trim(),
          code: values.code.trim(),
          passPriKey: cipher.uuid,
          password: await cipher.encrypt(values.password),
        },
        { toast: false },
      );
      setStage('done');
      onReset?.(values.account.trim());
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void (stage === 'request' ? sendCode() : reset());
  };

  if (stage === 'done') {
    return (
      <FormStack aria-label={t('title')}>
        <FormTitle>{t('title')}</FormTitle>
        <InlineAlert intent="success">{t('reset.done', { ns: 'contract' })}</InlineAlert>
        <Row>
          <Button appearance="primary" onClick={() => getConfig().navigate(getConfig().loginPath)}>
            {t('toLogin')}
          </Button>
        </Row>
      </FormStack>
    );
  }

  return (
    <FormStack onSubmit={onSubmit} aria-label={t('title')}>
      <FormTitle>{t('title')}</FormTitle>
      <p style={{ margin: 0 }}>{stage === 'request' ? t('intro') : t('codeIntro')}</p>
      <InlineAlert intent="info">{notice}</InlineAlert>
      <FormField label={t('account')} required error={errors.account}>
        <Input
          name="account"
          autoComplete="username"
          value={values.account}
          readOnly={stage === 'code' && !!notice}
          onChange={(_, d) => set('account')(d.value)}
        />
      </FormField>
      {stage === 'request' ? (
        <FormField label={t('email')} required error={errors.email}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(_, d) => set('email')(d.value)}
          />
        </FormField>
      ) : (
        <>
          <FormField label={t('code')} required error={errors.code}>
            <Input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={values.code}
              onChange={(_, d) => set('code')(d.value)}
            />
          </FormField>
          <FormField label={t('password')} required error={errors.password} hint={t('hint')}>
            <PasswordInput
              name="password"
              autoComplete="new-password"
              maxLength={PASSWORD_INPUT_MAX}
              value={values.password}
              onChange={(_, d) => set('password')(d.value)}
            />
          </FormField>
          <FormField label={t('repeat')} required error={errors.repeat}>
            <PasswordInput
              name="repeat"
              autoComplete="new-password"
              maxLength={PASSWORD_INPUT_MAX}
              value={values.repeat}
              onChange={(_, d) => set('repeat')(d.value)}
            />
          </FormField>
        </>
      )}
      <InlineAlert>{serverError}</InlineAlert>
      <Row>
        <ClickGuardButton
          type="submit"
          appearance="primary"
          onClick={(e) => {
            e.preventDefault();
            return stage === 'request' ? sendCode() : reset();
          }}
        >
          {stage === 'request' ? t('send') : t('submit')}
        </ClickGuardButton>
        {stage === 'code' ? (
          <Button onClick={() => setStage('request')}>{t('again')}</Button>
        ) : null}
        <Button appearance="subtle" onClick={() => getConfig().navigate(getConfig().loginPath)}>
          {t('toLogin')}
        </Button>
      </Row>
    </FormStack>
  );
}

export default ForgotPassword;
