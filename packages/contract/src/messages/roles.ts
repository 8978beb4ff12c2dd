// The role screens' messages in both languages, a module of their own so that a browser bundle
// takes them only with the widget that imports them.
import { rolesEn, type RolesMessageKey } from './roles.en.ts';
import { rolesZh } from './roles.zh.ts';
import type { Messages } from './types.ts';

export const rolesMessages: Messages<RolesMessageKey> = { en: rolesEn, zh: rolesZh };
