// The ship notice screens' texts (both sides), in English and Chinese.
import { addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/shipments.json';
import zh from '../../locales/zh/shipments.json';

export const SHIPMENTS_NS = 'shipments';
addTranslations(SHIPMENTS_NS, { en, zh });
