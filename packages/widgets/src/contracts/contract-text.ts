// The texts of the contract view pieces (header, lines, versions, history), shared by the
// supplier's contract page and, later, the buyer's review page; and the order domain's contract
// messages (answer rules, server refusals), which come with these widgets only
// (docs/architecture.md, "What goes in which chunk").
import { orderMessages } from '@portal/contract';
import { addContractMessages, addTranslations } from '../runtime/i18n';
import en from '../locales/en/contracts.json';
import zh from '../locales/zh/contracts.json';

export const CONTRACTS_NS = 'contracts';
addTranslations(CONTRACTS_NS, { en, zh });
addContractMessages(orderMessages);
