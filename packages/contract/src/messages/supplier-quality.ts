// The messages of the returned registration, quality assessment and authorizations, and customs
// authorizations in both languages, a module of their own so that a browser bundle takes them only
// with the widgets that import them.
import { supplierQualityEn, type SupplierQualityMessageKey } from './supplier-quality.en.ts';
import { supplierQualityZh } from './supplier-quality.zh.ts';
import type { Messages } from './types.ts';

export const supplierQualityMessages: Messages<SupplierQualityMessageKey> = {
  en: supplierQualityEn,
  zh: supplierQualityZh,
};
