// sp-change-password: old, new and confirm password (docs/product-rules.md#changing-the-password).
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@fluentui/react-components';
import { authApi, checkPasswordChange, type PasswordChangeValues } from '@portal/contract';
// Each piece from its own module: the kit's barrel also exports the lists, forms and dialogs,
// which a sign-in page must not download.
import { ClickGuardButton } from '../../kit/click-guard-button';
import { FormField } from '../../kit/form-field';
import { FormStack, FormTitle, InlineAlert, Row } from '../../kit/form-layout';
import { PasswordInput } from '../../kit/password-input';
import { signOut } from '../../runtime/auth';
import { getConfig } from '../../runtime/config';
import { fetchPasswordCipher } from '../../runtime/crypto';
import { call } from '../../runtime/http';
import { addTranslations, useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import en from '../../locales/en/change-password.json';
import zh from '../../locales/zh/change-password.json';

addTranslations('change-password', { en, zh });

export interface ChangePasswordProps {
  onChanged?: () => void;
  onCancel?: () => void;
}

type Errors = ReturnType<typeof checkPasswordChange>;
const EMPTY: PasswordChangeValues = { oldPwd: '', password: '', confirm: '' };

/** The three inputs in order; the new password carries the rule as its hint. */
const PASSWORD_FIELDS: {
  name: keyof PasswordChangeValues;
  autoComplete: 'current-password' | 'new-password';
  hint?: boolean;
}[] = [
  { name: 'oldPwd', autoComplete: 'current-password' },
  { name: 'password', autoComplete: 'new-password', hint: true },
  { name: 'confirm', autoComplete: 'new-password' },
];

export function ChangePassword({ onChanged, onCancel }: ChangePasswordProps) {
  const { t } = useT(['change-password', 'contract']);
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState('');
  const [done, setDone] = useState(false);
  const inFlight = useRef(false);

  const set = (field: keyof PasswordChangeValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first submit, re-check as the user types so a fixed field clears its message.
    if (touched) setErrors(checkPasswordChange(next));
  };

  const submit = async () => {
    if (inFlight.current) return;
    const found = checkPasswordChange(values);
    setErrors(found);
    setTouched(true);
    if (Object.keys(found).length) return;
    inFlight.current = true;
    setServerError('');
    try {
      const cipher = await fetchPasswordCipher();
      await call(
        authApi.updatePassword,
        {
          passPriKey: cipher.uuid,
          oldPwd: await cipher.encrypt(values.oldPwd),
          password: await cipher.encrypt(values.password),
        },
        { toast: false },
      );
      const message = t('password.changed', { ns: 'contract' });
      setDone(true);
      toast.success(message);
      // The container learns first, so a dialog around the widget closes (and its focus trap lets
      // go of the page) while the sign-out request is under way, before the login page replaces it.
      onChanged?.();
      await signOut();
      const { navigate, loginPath } = getConfig();
      navigate(loginPath);
    } catch (e) {
      setServerError(e instanceof Error ? e.message : String(e));
    } finally {
      inFlight.current = false;
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  return (
    <FormStack onSubmit={onSubmit} aria-label={t('title')}>
      <FormTitle>{t('title')}</FormTitle>
      {PASSWORD_FIELDS.map(({ name, autoComplete, hint }) => (
        <FormField
          key={name}
          label={t(name)}
          required
          error={errors[name]}
          hint={hint ? t('hint') : undefined}
        >
          <PasswordInput
            name={name}
            autoComplete={autoComplete}
            value={values[name]}
            onChange={(_, d) => set(name)(d.value)}
          />
        </FormField>
      ))}
      <InlineAlert>{serverError}</InlineAlert>
      <InlineAlert intent="success">
        {done ? t('password.changed', { ns: 'contract' }) : null}
      </InlineAlert>
      {/* Cancel, then the primary action last (docs/decisions/2026-11-26-dialog-button-order.md). */}
      <Row end={!!onCancel}>
        {onCancel && <Button onClick={() => onCancel()}>{t('cancel')}</Button>}
        <ClickGuardButton
          type="submit"
          appearance="primary"
          disabled={done}
          onClick={(e) => {
            e.preventDefault();
            return submit();
          }}
        >
          {t('submit')}
        </ClickGuardButton>
      </Row>
    </FormStack>
  );
}
