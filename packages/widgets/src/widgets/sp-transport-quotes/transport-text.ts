// The transport quote screens' texts (both sides), in English and Chinese.
import { addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/transport-quotes.json';
import zh from '../../locales/zh/transport-quotes.json';

export const TRANSPORT_NS = 'transport-quotes';
addTranslations(TRANSPORT_NS, { en, zh });
