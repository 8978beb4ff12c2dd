// What the registration and the edit of a returned registration show, which fields the duplicate
// check looks at, and the enum fields' definitions: shared by the form, its fields and the edit.
import {
  COUNTRIES,
  REGISTER_KINDS,
  TAX_CATEGORIES,
  TIME_ZONES,
  type MessageKey,
  type RegistrationForm,
} from '@portal/contract';
import type { EnumField } from '../../kit/resource/resource-types';

export const SUPPLIER_REGISTER_NS = 'supplier-register';

export type Rules = typeof import('./register-rules');
export const loadRules = () => import('./register-rules');

export type FieldName = keyof RegistrationForm;
export type Values = Partial<Record<FieldName, unknown>>;
export type Errors = Partial<Record<string, string>>;

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

export const SHOWN = new Set<string>([
  'acceptConduct',
  'supplierKind',
  'country',
  'taxCategory',
  'taxId',
  'companyName',
  'account',
  'password',
  'repeatPassword',
  'email',
  'inviteCode',
  'timeZone',
]);

/** What the edit of a returned registration shows and sends. */
export const EDIT_SHOWN = new Set<string>([
  'supplierKind',
  'country',
  'taxCategory',
  'taxId',
  'companyName',
  'email',
  'timeZone',
]);

export const ENUMS: Record<'supplierKind' | 'country' | 'taxCategory' | 'timeZone', EnumField> = {
  supplierKind: {
    kind: 'enum',
    label: 'f.supplierKind',
    enum: 'supplierKind',
    options: REGISTER_KINDS,
  },
  country: { kind: 'enum', label: 'f.country', enum: 'country', options: COUNTRIES },
  taxCategory: {
    kind: 'enum',
    label: 'f.taxCategory',
    enum: 'taxCategory',
    options: TAX_CATEGORIES,
  },
  timeZone: { kind: 'enum', label: 'f.timeZone', enum: 'timeZone', options: TIME_ZONES },
};

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
