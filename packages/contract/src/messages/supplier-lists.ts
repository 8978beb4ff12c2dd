// The supplier lists' messages in both languages, a module of their own so that a browser bundle
// takes them only with the widgets that import them.
import { supplierListsEn, type SupplierListsMessageKey } from './supplier-lists.en.ts';
import { supplierListsZh } from './supplier-lists.zh.ts';
import type { Messages } from './types.ts';

/** The blacklist, mutual recognition, CAGE codes and tiered suppliers: loaded by their widgets. */
export const supplierListsMessages: Messages<SupplierListsMessageKey> = {
  en: supplierListsEn,
  zh: supplierListsZh,
};
