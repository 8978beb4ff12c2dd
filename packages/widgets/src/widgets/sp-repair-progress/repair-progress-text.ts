// The repair progress screens' texts (both sides): the 17 status names, the list, the page and its
// dialogs, in English and Chinese.
import { addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/repair-progress.json';
import zh from '../../locales/zh/repair-progress.json';

export const REPAIR_NS = 'repair-progress';
addTranslations(REPAIR_NS, { en, zh });
