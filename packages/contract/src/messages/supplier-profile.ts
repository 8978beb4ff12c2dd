// The company profile's messages in both languages, a module of their own so that a browser bundle
// takes them only with the profile widget.
import { supplierProfileEn, type SupplierProfileMessageKey } from './supplier-profile.en.ts';
import { supplierProfileZh } from './supplier-profile.zh.ts';
import type { Messages } from './types.ts';

export const supplierProfileMessages: Messages<SupplierProfileMessageKey> = {
  en: supplierProfileEn,
  zh: supplierProfileZh,
};
