// Field definitions in one line each: `field.text('f.name', { required: true, width: 200 })` is
// `{ kind: 'text', label: 'f.name', required: true, width: 200 }`. The label is always an i18n key
// of the resource's namespace; the options are the kind's (FieldDef).
import type {
  BooleanField,
  BytesField,
  DateField,
  EnumField,
  EnumValue,
  FileField,
  JsonField,
  LookupField,
  MoneyField,
  NumberField,
  StatusColor,
  StatusField,
  TextField,
} from './resource-types';

type Options<F> = Omit<F, 'kind' | 'label'>;

export const field = {
  text: (label: string, o?: Options<TextField>): TextField => ({ kind: 'text', label, ...o }),
  textarea: (label: string, o?: Options<TextField>): TextField => ({
    kind: 'textarea',
    label,
    ...o,
  }),
  number: (label: string, o?: Options<NumberField>): NumberField => ({
    kind: 'number',
    label,
    ...o,
  }),
  money: (label: string, o?: Options<MoneyField>): MoneyField => ({ kind: 'money', label, ...o }),
  date: (label: string, o?: Options<DateField>): DateField => ({ kind: 'date', label, ...o }),
  dateTime: (label: string, o?: Options<DateField>): DateField => ({
    kind: 'date-time',
    label,
    ...o,
  }),
  /** Labels `enum.<name>.<value>` (`raw`: the values themselves). */
  enum: (
    label: string,
    name: string,
    options: readonly EnumValue[],
    o?: Omit<Options<EnumField>, 'enum' | 'options'>,
  ): EnumField => ({ kind: 'enum', label, enum: name, options, ...o }),
  /** A state as a coloured badge (informative where `colors` says nothing). */
  status: (
    label: string,
    name: string,
    options: readonly string[],
    colors: Partial<Record<string, StatusColor>>,
    o?: Omit<Options<StatusField>, 'enum' | 'options' | 'colors'>,
  ): StatusField => ({ kind: 'status', label, enum: name, options, colors, ...o }),
  boolean: (label: string, o?: Options<BooleanField>): BooleanField => ({
    kind: 'boolean',
    label,
    ...o,
  }),
  file: (label: string, o?: Options<FileField>): FileField => ({ kind: 'file', label, ...o }),
  bytes: (label: string, o?: Options<BytesField>): BytesField => ({ kind: 'bytes', label, ...o }),
  json: (label: string, o?: Options<JsonField>): JsonField => ({ kind: 'json', label, ...o }),
  /** Choices from a call (callOptions), searched as the user types. */
  lookup: (
    label: string,
    options: LookupField['options'],
    o?: Omit<Options<LookupField>, 'options'>,
  ): LookupField => ({ kind: 'lookup', label, options, ...o }),
};
