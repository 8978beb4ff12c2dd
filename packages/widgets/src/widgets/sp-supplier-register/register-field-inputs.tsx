// The registration's fields as the form and its edit render them: text fields with the duplicate
// check's word under the checked ones, the enum pickers, the passwords, and the code of conduct.
import type { ReactNode } from 'react';
import { Checkbox, Input } from '@fluentui/react-components';
import type { TFunction } from '../../runtime/i18n';
import { token } from '../../kit/css-token';
import { FormField } from '../../kit/form-field';
import { PasswordInput } from '../../kit/password-input';
import { FormInput } from '../../kit/resource/form-input';
import {
  CHECKED,
  ENUMS,
  SUPPLIER_REGISTER_NS,
  isChecked,
  type Availability,
  type Checked,
  type Errors,
  type FieldName,
  type Values,
} from './register-fields';
import { conductStyle, fieldsetStyle, freeStyle, legendStyle, wide } from './register-styles';

export interface FieldContext {
  t: TFunction;
  values: Values;
  errors: Errors;
  set: (name: FieldName, value: unknown) => void;
  /** The duplicate check's answer for the value as it is now. */
  availabilityOf: (name: Checked) => Availability | undefined;
  onCheckedBlur: (name: Checked) => void;
}

/** A required text field; a checked one shows the duplicate check's word under it. */
export function TextField({
  ctx,
  name,
  maxLength,
  autoComplete,
  type,
  hint: hintKey,
  upper,
}: {
  ctx: FieldContext;
  name: 'taxId' | 'companyName' | 'account' | 'email' | 'inviteCode';
  maxLength: number;
  autoComplete?: string;
  type?: 'email';
  /** i18n key of the hint. */
  hint?: string;
  /** Upper-cased as typed. */
  upper?: boolean;
}) {
  const { t, values, errors, set, availabilityOf, onCheckedBlur } = ctx;
  const checked = isChecked(name) ? availabilityOf(name) : undefined;
  const error =
    errors[name] ?? (checked?.state === 'taken' && isChecked(name) ? CHECKED[name] : undefined);
  const hint =
    !error && checked?.state === 'free' ? (
      <span style={freeStyle}>✓ {t('check.free')}</span>
    ) : !error && checked?.state === 'checking' ? (
      t('check.checking')
    ) : hintKey ? (
      t(hintKey)
    ) : undefined;
  return (
    <FormField label={t(`f.${name}`)} required error={error} hint={hint}>
      <Input
        name={name}
        type={type ?? 'text'}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={typeof values[name] === 'string' ? values[name] : ''}
        onChange={(_, d) =>
          set(name, d.value === '' ? undefined : upper ? d.value.toUpperCase() : d.value)
        }
        onBlur={isChecked(name) ? () => onCheckedBlur(name) : undefined}
      />
    </FormField>
  );
}

/** A required pick from one of the contract's lists. */
export function EnumField({ ctx, name }: { ctx: FieldContext; name: keyof typeof ENUMS }) {
  const { t, values, errors, set } = ctx;
  return (
    <FormField label={t(ENUMS[name].label)} required error={errors[name]}>
      <FormInput
        name={name}
        field={ENUMS[name]}
        values={values}
        onChange={(v) => set(name, v)}
        t={t}
        ns={SUPPLIER_REGISTER_NS}
      />
    </FormField>
  );
}

export function PasswordField({
  ctx,
  name,
  hint,
}: {
  ctx: FieldContext;
  name: 'password' | 'repeatPassword';
  /** i18n key of the hint. */
  hint?: string;
}) {
  const { t, values, errors, set } = ctx;
  return (
    <FormField
      label={t(`f.${name}`)}
      required
      error={errors[name]}
      hint={hint ? t(hint) : undefined}
    >
      <PasswordInput
        name={name}
        autoComplete="new-password"
        value={typeof values[name] === 'string' ? values[name] : ''}
        onChange={(_, d) => set(name, d.value === '' ? undefined : d.value)}
      />
    </FormField>
  );
}

/** A fieldset of the form, its legend first. */
export function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={legendStyle}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The code of conduct to read and accept (the registration only). */
export function ConductSection({ ctx }: { ctx: FieldContext }) {
  const { t, values, errors, set } = ctx;
  return (
    <Section legend={t('section.conduct')}>
      {/* Focusable, so a keyboard user can scroll it; a region, so it can be found by name. */}
      <div role="region" aria-label={t('conduct.region')} tabIndex={0} style={conductStyle}>
        {(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'] as const).map((p) => (
          <p key={p} style={{ margin: `0 0 ${token('spacingVerticalS')}` }}>
            {t(`conduct.${p}`)}
          </p>
        ))}
      </div>
      <FormField error={errors.acceptConduct} style={wide}>
        <Checkbox
          name="acceptConduct"
          label={t('conduct.accept')}
          checked={values.acceptConduct === true}
          onChange={(_, d) => set('acceptConduct', d.checked === true ? true : undefined)}
        />
      </FormField>
    </Section>
  );
}
