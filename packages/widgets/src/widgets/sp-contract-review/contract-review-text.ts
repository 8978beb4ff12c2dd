// The buyer's review screen's own texts (list, decision buttons and dialogs); the shared contract
// view pieces have theirs in the `contracts` namespace.
import { addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/contract-review.json';
import zh from '../../locales/zh/contract-review.json';

export const CONTRACT_REVIEW_NS = 'contract-review';
addTranslations(CONTRACT_REVIEW_NS, { en, zh });
