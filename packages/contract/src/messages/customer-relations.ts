// The customer relations' messages in both languages, a module of their own so that a browser
// bundle takes them only with sp-customer-relations.
import { customerRelationsEn, type CustomerRelationsMessageKey } from './customer-relations.en.ts';
import { customerRelationsZh } from './customer-relations.zh.ts';
import type { Messages } from './types.ts';

export const customerRelationsMessages: Messages<CustomerRelationsMessageKey> = {
  en: customerRelationsEn,
  zh: customerRelationsZh,
};
