// The supplier lifecycle's messages in both languages, a module of their own so that a browser
// bundle takes them only with the widgets that import them.
import { supplierEn, type SupplierMessageKey } from './supplier.en.ts';
import { supplierZh } from './supplier.zh.ts';
import type { Messages } from './types.ts';

/** Registration, invitations, the audit and freezes: loaded by that domain's widgets. */
export const supplierMessages: Messages<SupplierMessageKey> = { en: supplierEn, zh: supplierZh };
