// The operation log's strings, registered once by whichever of its modules loads first.
import { addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/operation-log.json';
import zh from '../../locales/zh/operation-log.json';

export const OPERATION_LOG_NS = 'operation-log';
addTranslations(OPERATION_LOG_NS, { en, zh });

/** Query-key root of the operation log's queries (list and entries). */
export const OPERATION_LOG_KEY = 'operation-log';
