// The repair quote editor's strings (en and zh), loaded with its chunk, and the contract messages
// its rules and answers use (the repair and inquiry domains).
import { inquiryMessages, repairMessages } from '@portal/contract';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/repair-quote.json';
import zh from '../../locales/zh/repair-quote.json';

export const REPAIR_QUOTE_NS = 'repair-quote';
addTranslations(REPAIR_QUOTE_NS, { en, zh });
addContractMessages(inquiryMessages);
addContractMessages(repairMessages);
