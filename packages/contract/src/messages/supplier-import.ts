// The bulk supplier import's messages in both languages, a module of their own so that a browser
// bundle takes them only with the import widget.
import { supplierImportEn, type SupplierImportMessageKey } from './supplier-import.en.ts';
import { supplierImportZh } from './supplier-import.zh.ts';
import type { Messages } from './types.ts';

export const supplierImportMessages: Messages<SupplierImportMessageKey> = {
  en: supplierImportEn,
  zh: supplierImportZh,
};
