// The domestic waybill screens' texts, in English and Chinese.
import { addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/domestic-waybill.json';
import zh from '../../locales/zh/domestic-waybill.json';

export const WAYBILL_NS = 'domestic-waybill';
addTranslations(WAYBILL_NS, { en, zh });
