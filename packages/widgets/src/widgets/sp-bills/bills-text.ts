// The bill screens' texts (supplier and finance review), in English and Chinese, with the contract's
// bill messages (the server's answers and the invoice rules the form checks before sending).
import { billMessages } from '@portal/contract';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/bills.json';
import zh from '../../locales/zh/bills.json';

export const BILLS_NS = 'bills';
addTranslations(BILLS_NS, { en, zh });
addContractMessages(billMessages);

/** The query keys of every bill screen start here: a write refreshes them all. */
export const BILLS_KEY = 'bills';
