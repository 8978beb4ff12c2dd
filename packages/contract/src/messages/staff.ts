// The staff pages' messages in both languages, a module of their own so that a browser bundle
// takes them only with sp-staff.
import { staffEn, type StaffMessageKey } from './staff.en.ts';
import { staffZh } from './staff.zh.ts';
import type { Messages } from './types.ts';

export const staffMessages: Messages<StaffMessageKey> = { en: staffEn, zh: staffZh };
