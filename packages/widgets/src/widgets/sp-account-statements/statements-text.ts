// The account statement screens' texts (supplier and buyer), in English and Chinese, with the
// contract's statement messages (the server's answers and the rules the dispute form checks).
import { statementMessages } from '@portal/contract';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/account-statements.json';
import zh from '../../locales/zh/account-statements.json';

export const STATEMENTS_NS = 'accountStatements';
addTranslations(STATEMENTS_NS, { en, zh });
addContractMessages(statementMessages);

/** The query keys of every statement screen start here: a write refreshes them all. */
export const STATEMENTS_KEY = 'accountStatements';
