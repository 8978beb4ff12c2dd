// Customs information messages in both languages, a module of their own so that a browser bundle
// takes them only with the customs information widget.
import { customsInfoEn, type CustomsInfoMessageKey } from './customs-info.en.ts';
import { customsInfoZh } from './customs-info.zh.ts';
import type { Messages } from './types.ts';

export const customsInfoMessages: Messages<CustomsInfoMessageKey> = {
  en: customsInfoEn,
  zh: customsInfoZh,
};
