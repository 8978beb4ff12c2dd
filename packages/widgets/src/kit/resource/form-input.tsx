// The input for one field, chosen by its kind: text, textarea, number (spinbutton), money (number
// with its currency after it), date, date-time, enum (Select, or a filtering combobox for a long
// list), lookup (a combobox over a call), boolean (Checkbox); a field's own `input` replaces them.
// Values are kept typed (numbers as numbers, enum values as the options' own type) so the schema
// sees what the call will send. Select and Checkbox over Dropdown and Switch: the native controls
// work with every keyboard, screen reader and phone picker, and Dropdown's popup positioning alone
// would cost a widget ~18 KB gzip of its 40 KB budget.
import { lazy, Suspense } from 'react';
import { Checkbox, Input, Select, Textarea } from '@fluentui/react-components';
import type { UploadedFile } from '@portal/contract';
import type { TFunction } from '../../runtime/i18n';
import { enumLabel, label } from '../enum-label';
import { DateInput } from '../date-input';
import { PasswordInput } from '../password-input';
import { OptionChecklist } from './option-checklist';
import { fieldOf } from '../field-value';
import type { EnumValue, FieldDef } from './resource-types';

const OptionCombobox = /* @__PURE__ */ lazy(() => import('./option-combobox'));
// The upload (and its request code) only for a form that has a file to attach.
const FileUpload = /* @__PURE__ */ lazy(() =>
  import('../file-upload').then((m) => ({ default: m.FileUpload })),
);

export interface FormInputProps {
  name: string;
  field: FieldDef;
  values: Readonly<Record<string, unknown>>;
  onChange: (value: unknown) => void;
  t: TFunction;
  ns?: string;
  /** The field's translated label (a combobox names its list after it). */
  label?: string;
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** ISO 8601 → the `YYYY-MM-DDTHH:mm` a datetime-local input shows, in the user's time zone. */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function fromLocalInput(local: string): string | undefined {
  if (!local) return undefined;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** '' → undefined (missing, so "required" can say so), otherwise a number (NaN never reaches us). */
function toNumber(raw: string): number | undefined {
  if (raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
}

export function FormInput({
  name,
  field,
  values,
  onChange,
  t,
  ns,
  label: fieldLabel,
}: FormInputProps) {
  const value = fieldOf(values, name);
  const readOnly = field.readOnly;
  if (field.input) return <>{field.input({ name, field, value, values, onChange, t, ns })}</>;
  switch (field.kind) {
    case 'textarea':
      return (
        <Textarea
          name={name}
          value={text(value)}
          maxLength={field.maxLength}
          readOnly={readOnly}
          resize="vertical"
          onChange={(_, d) => onChange(d.value === '' ? undefined : d.value)}
        />
      );
    case 'number':
    case 'money': {
      const code =
        field.kind === 'money'
          ? text(field.currencyField ? fieldOf(values, field.currencyField) : field.currency)
          : field.unit
            ? label(t, field.unit, ns)
            : '';
      return (
        <Input
          name={name}
          type="number"
          inputMode={field.kind === 'money' ? 'decimal' : 'numeric'}
          // Money takes cents and the contract's four decimals; counts take whole steps.
          step={field.kind === 'money' ? 'any' : (field.step ?? 1)}
          min={field.kind === 'number' ? field.min : 0}
          max={field.kind === 'number' ? field.max : undefined}
          value={text(value)}
          readOnly={readOnly}
          contentAfter={code ? <span aria-hidden="true">{code}</span> : undefined}
          onChange={(_, d) => onChange(toNumber(d.value))}
        />
      );
    }
    case 'date':
      // In the portal's language (yyyy-MM-dd, yyyy年M月d日), not the browser's mm/dd/yyyy.
      return (
        <DateInput
          name={name}
          value={value === undefined || value === null ? undefined : text(value)}
          readOnly={readOnly}
          onChange={onChange}
        />
      );
    case 'date-time':
      return (
        <Input
          name={name}
          type="datetime-local"
          value={toLocalInput(value)}
          readOnly={readOnly}
          onChange={(_, d) => onChange(fromLocalInput(d.value))}
        />
      );
    case 'file': {
      const files = Array.isArray(value) ? (value as UploadedFile[]) : [];
      return (
        <Suspense fallback={null}>
          <FileUpload
            label={fieldLabel ?? name}
            purpose={field.purpose}
            files={files}
            multiple={!!field.multiple}
            disabled={readOnly}
            onChange={(next) => onChange(field.multiple ? next : next.slice(-1))}
          />
        </Suspense>
      );
    }
    case 'lookup': {
      if (field.multiple) {
        return (
          <OptionChecklist
            name={name}
            label={fieldLabel ?? name}
            value={value}
            onChange={onChange}
            load={field.options}
            readOnly={readOnly}
            t={t}
          />
        );
      }
      const selectedLabel = field.labelField ? fieldOf(values, field.labelField) : undefined;
      return (
        <Suspense fallback={<Input name={name} value={text(selectedLabel ?? value)} readOnly />}>
          <OptionCombobox
            name={name}
            label={fieldLabel ?? name}
            value={value}
            onChange={onChange}
            load={field.options}
            selectedLabel={typeof selectedLabel === 'string' ? selectedLabel : undefined}
            readOnly={readOnly}
            t={t}
          />
        </Suspense>
      );
    }
    case 'enum':
    case 'status': {
      const options: readonly EnumValue[] = field.options;
      const selected = options.find((o) => String(o) === text(value));
      if (field.kind === 'enum' && field.search) {
        const labelled = options.map((o) => ({ value: o, label: enumLabel(t, field.enum, o, ns) }));
        return (
          <Suspense fallback={<Input name={name} value={text(value)} readOnly />}>
            <OptionCombobox
              name={name}
              label={fieldLabel ?? name}
              value={selected}
              onChange={onChange}
              options={labelled}
              readOnly={readOnly}
              t={t}
            />
          </Suspense>
        );
      }
      return (
        <Select
          name={name}
          disabled={readOnly}
          value={selected === undefined ? '' : String(selected)}
          onChange={(_, d) => onChange(options.find((o) => String(o) === d.value))}
        >
          {/* A required field can still be empty before the first choice; the schema says so. */}
          <option value="">{t('kit.form.select', { ns: 'common' })}</option>
          {options.map((o) => (
            <option key={String(o)} value={String(o)}>
              {enumLabel(t, field.enum, o, ns)}
            </option>
          ))}
        </Select>
      );
    }
    case 'boolean':
      return (
        <Checkbox
          name={name}
          checked={value === true}
          disabled={readOnly}
          onChange={(_, d) => onChange(d.checked === true)}
        />
      );
    default: {
      const upper = field.kind === 'text' && field.upper;
      if (field.kind === 'text' && field.secret) {
        return (
          <PasswordInput
            name={name}
            value={text(value)}
            maxLength={field.maxLength}
            readOnly={readOnly}
            autoComplete="new-password"
            onChange={(_, d) => onChange(d.value === '' ? undefined : d.value)}
          />
        );
      }
      return (
        <Input
          name={name}
          value={text(value)}
          maxLength={field.kind === 'text' ? field.maxLength : undefined}
          readOnly={readOnly}
          onChange={(_, d) =>
            onChange(d.value === '' ? undefined : upper ? d.value.toUpperCase() : d.value)
          }
        />
      );
    }
  }
}
