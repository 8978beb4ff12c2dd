// The registration as the kit's definition: its fields declared once (label, hint, length), the
// registration and the edit of a returned registration as two forms over their calls (checked by
// the contract's schemas, loaded with the form), and which fields the duplicate check looks at.
// supplier-register.tsx lays them out by hand on useResourceForm.
import {
  COUNTRIES,
  REGISTER_KINDS,
  TAX_CATEGORIES,
  TIME_ZONES,
  supplierApi,
  supplierQualityApi,
  type MessageKey,
  type ReturnedRegistration,
} from '@portal/contract';
// By file: a public page should not download the lists and dialogs of the kit's barrel.
import { field } from '../../kit/resource/fields';
import { defineForm, type ResourceBase } from '../../kit/resource/resource-types';
import { fetchPasswordCipher } from '../../runtime/crypto';

export const SUPPLIER_REGISTER_NS = 'supplier-register';

export type Rules = typeof import('./register-rules');
export const loadRules = () => import('./register-rules');

export const registerResource = {
  name: 'supplier-register',
  ns: SUPPLIER_REGISTER_NS,
  fields: {
    acceptConduct: field.boolean('conduct.accept', { required: true }),
    supplierKind: field.enum('f.supplierKind', 'supplierKind', REGISTER_KINDS, { required: true }),
    country: field.enum('f.country', 'country', COUNTRIES, { required: true }),
    taxCategory: field.enum('f.taxCategory', 'taxCategory', TAX_CATEGORIES, { required: true }),
    taxId: field.text('f.taxId', {
      required: true,
      maxLength: 32,
      hint: 'hint.taxId',
      upper: true,
    }),
    companyName: field.text('f.companyName', { required: true, maxLength: 100 }),
    account: field.text('f.account', { required: true, maxLength: 32, hint: 'hint.account' }),
    email: field.text('f.email', { required: true, maxLength: 120 }),
    password: field.text('f.password', { required: true, hint: 'hint.password' }),
    repeatPassword: field.text('f.repeatPassword', { required: true }),
    inviteCode: field.text('f.inviteCode', {
      required: true,
      maxLength: 8,
      hint: 'hint.inviteCode',
      upper: true,
    }),
    timeZone: field.enum('f.timeZone', 'timeZone', TIME_ZONES, { required: true }),
  },
} satisfies ResourceBase;

export type FieldName = keyof typeof registerResource.fields;

const company = {
  title: 'section.company',
  fields: ['country', 'taxCategory', 'taxId', 'companyName'],
} as const;

/** The registration: the password goes RSA-OAEP encrypted, as at sign-in; its repeat stays here. */
export const registerForm = defineForm({
  route: supplierApi.register,
  schema: () => loadRules().then((r) => r.registrationFormSchema),
  sections: [
    { title: 'section.conduct', fields: ['acceptConduct'] },
    { title: 'section.kind', fields: ['supplierKind'] },
    company,
    {
      title: 'section.account',
      fields: ['account', 'email', 'password', 'repeatPassword', 'inviteCode', 'timeZone'],
    },
  ],
  toInput: async ({ password, repeatPassword: _repeat, ...fields }) => {
    const cipher = await fetchPasswordCipher();
    return { ...fields, passPriKey: cipher.uuid, password: await cipher.encrypt(password) };
  },
  submitLabel: 'submit',
  successMessage: false,
});

/** The edit of a returned registration: what it may change, with its one-time code and version. */
export const resubmitForm = (code: string) =>
  defineForm({
    route: supplierQualityApi.resubmitRegistration,
    schema: () => loadRules().then((r) => r.registrationEditFields),
    sections: [
      { title: 'section.kind', fields: ['supplierKind'] },
      company,
      { title: 'edit.contact', fields: ['email', 'timeZone'] },
    ],
    // What the buyer returned, as the supplier sent it.
    initialValues: (r: ReturnedRegistration) => ({
      supplierKind: r.supplierKind,
      country: r.country ?? undefined,
      taxCategory: r.taxCategory ?? undefined,
      taxId: r.taxId || undefined,
      companyName: r.companyName || undefined,
      email: r.email || undefined,
      timeZone: r.timeZone ?? undefined,
    }),
    toInput: (fields, record) => ({ ...fields, code, version: record.version }),
    submitLabel: 'edit.submit',
    successMessage: false,
  });

/** The fields the duplicate check looks at, with the message a taken value shows. */
export const CHECKED = {
  account: 'register.accountTaken',
  companyName: 'register.companyTaken',
  taxId: 'register.taxIdTaken',
} as const satisfies Record<string, MessageKey>;
export type Checked = keyof typeof CHECKED;
export const CHECKED_FIELDS = Object.keys(CHECKED) as Checked[];
/** The edit cannot change the account, so only these are checked there. */
export const EDIT_CHECKED_FIELDS: Checked[] = ['companyName', 'taxId'];
export const isChecked = (name: string): name is Checked => name in CHECKED;

/** A value as checked: `checking` until the answer; a later edit makes it stale (not shown). */
export interface Availability {
  value: string;
  state: 'checking' | 'free' | 'taken';
}

/** Browsers name a few zones by an older alias. */
const ZONE_ALIASES: Record<string, string> = {
  PRC: 'Asia/Shanghai',
  'Asia/Chongqing': 'Asia/Shanghai',
  'Asia/Harbin': 'Asia/Shanghai',
  'Etc/UTC': 'UTC',
  'Etc/GMT': 'UTC',
  GMT: 'UTC',
};

/** The browser's time zone when the list offers it. */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const named = ZONE_ALIASES[zone] ?? zone;
    return (TIME_ZONES as readonly string[]).includes(named) ? named : undefined;
  } catch {
    return undefined;
  }
}
