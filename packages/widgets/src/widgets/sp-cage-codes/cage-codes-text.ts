// The CAGE codes' texts and the supplier lists' contract messages (the code rule, "taken by").
import { supplierListsMessages } from '@portal/contract';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/cage-codes.json';
import zh from '../../locales/zh/cage-codes.json';

export const CAGE_CODES_NS = 'cage-codes';
/** Query-key root: the list and the form that adds to it. */
export const CAGE_CODES_KEY = 'supplier-cage-codes';
addTranslations(CAGE_CODES_NS, { en, zh });
addContractMessages(supplierListsMessages);
