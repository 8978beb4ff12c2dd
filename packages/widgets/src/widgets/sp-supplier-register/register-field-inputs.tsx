// The registration's fields as its layout renders them, from the definition's fields
// (register-fields.ts) and the form controller: text fields with the duplicate check's word under
// the checked ones, the enum pickers, the passwords, and the code of conduct.
import type { ReactNode } from 'react';
import { Checkbox, Input } from '@fluentui/react-components';
import { token } from '../../kit/css-token';
import { FormField } from '../../kit/form-field';
import { PasswordInput } from '../../kit/password-input';
import { FormInput } from '../../kit/resource/form-input';
import type {
  ResolvedFormField,
  ResourceFormController,
} from '../../kit/resource/use-resource-form';
import { CHECKED, isChecked, type Availability, type Checked } from './register-fields';
import { conductStyle, fieldsetStyle, freeStyle, legendStyle, wide } from './register-styles';

export interface FieldContext {
  form: ResourceFormController;
  /** The duplicate check's answer for the value as it is now. */
  availabilityOf: (name: Checked) => Availability | undefined;
  onCheckedBlur: (name: Checked) => void;
}

/** What the browser may fill in, by field. */
const AUTOCOMPLETE: Partial<Record<string, string>> = {
  companyName: 'organization',
  account: 'username',
  email: 'email',
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** A text field; a checked one shows the duplicate check's word under it. */
function TextField({ ctx, field }: { ctx: FieldContext; field: ResolvedFormField }) {
  const { form, availabilityOf, onCheckedBlur } = ctx;
  const { name, def, label } = field;
  const checked = isChecked(name) ? availabilityOf(name) : undefined;
  const error =
    form.errors[name] ??
    (checked?.state === 'taken' && isChecked(name) ? CHECKED[name] : undefined);
  // One message under a field: an error replaces the hint (the password rule's error is the hint).
  const hint = error ? undefined : checked?.state === 'free' ? (
    <span style={freeStyle}>✓ {form.t('check.free')}</span>
  ) : checked?.state === 'checking' ? (
    form.t('check.checking')
  ) : (
    field.hint
  );
  const upper = def.kind === 'text' && def.upper;
  return (
    <FormField label={label} required={def.required} error={error} hint={hint}>
      <Input
        name={name}
        type={name === 'email' ? 'email' : 'text'}
        autoComplete={AUTOCOMPLETE[name]}
        maxLength={def.kind === 'text' ? def.maxLength : undefined}
        value={text(form.values[name])}
        onChange={(_, d) =>
          form.set(name, d.value === '' ? undefined : upper ? d.value.toUpperCase() : d.value)
        }
        onBlur={isChecked(name) ? () => onCheckedBlur(name) : undefined}
      />
    </FormField>
  );
}

function PasswordField({ ctx, field }: { ctx: FieldContext; field: ResolvedFormField }) {
  const { form } = ctx;
  const error = form.errors[field.name];
  return (
    <FormField
      label={field.label}
      required={field.def.required}
      error={error}
      // The rule's hint goes while an error shows: "password.rule" says the same words again.
      hint={error ? undefined : field.hint}
    >
      <PasswordInput
        name={field.name}
        autoComplete="new-password"
        value={text(form.values[field.name])}
        onChange={(_, d) => form.set(field.name, d.value === '' ? undefined : d.value)}
      />
    </FormField>
  );
}

/** One field of the layout, rendered by what it is. */
export function RegisterField({ ctx, field }: { ctx: FieldContext; field: ResolvedFormField }) {
  const { form } = ctx;
  if (field.name === 'password' || field.name === 'repeatPassword') {
    return <PasswordField ctx={ctx} field={field} />;
  }
  if (field.def.kind !== 'enum') return <TextField ctx={ctx} field={field} />;
  return (
    <FormField label={field.label} required={field.def.required} error={form.errors[field.name]}>
      <FormInput
        name={field.name}
        field={field.def}
        values={form.values}
        onChange={(v) => form.set(field.name, v)}
        t={form.t}
        ns={form.ns}
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
export function ConductSection({ ctx, legend }: { ctx: FieldContext; legend: string }) {
  const { form } = ctx;
  const { t } = form;
  return (
    <Section legend={legend}>
      {/* Focusable, so a keyboard user can scroll it; a region, so it can be found by name. */}
      <div role="region" aria-label={t('conduct.region')} tabIndex={0} style={conductStyle}>
        {(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'] as const).map((p) => (
          <p key={p} style={{ margin: `0 0 ${token('spacingVerticalS')}` }}>
            {t(`conduct.${p}`)}
          </p>
        ))}
      </div>
      <FormField error={form.errors.acceptConduct} style={wide}>
        <Checkbox
          name="acceptConduct"
          label={t('conduct.accept')}
          checked={form.values.acceptConduct === true}
          onChange={(_, d) => form.set('acceptConduct', d.checked === true ? true : undefined)}
        />
      </FormField>
    </Section>
  );
}
