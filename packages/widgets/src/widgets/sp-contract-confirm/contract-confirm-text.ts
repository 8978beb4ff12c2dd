// The contract page's own texts (the answer form, the page's notes); the shared view pieces have
// theirs in the `contracts` namespace.
import { addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/contract-confirm.json';
import zh from '../../locales/zh/contract-confirm.json';

export const CONTRACT_CONFIRM_NS = 'contract-confirm';
addTranslations(CONTRACT_CONFIRM_NS, { en, zh });
