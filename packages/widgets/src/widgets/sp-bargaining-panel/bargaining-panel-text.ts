// The bargaining panel's strings (en and zh), loaded with its chunk.
import { inquiryMessages } from '@portal/contract';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/bargaining-panel.json';
import zh from '../../locales/zh/bargaining-panel.json';

export const BARGAINING_NS = 'bargaining-panel';
addTranslations(BARGAINING_NS, { en, zh });
// The inquiry domain's contract messages (rules, spreadsheet columns) come with its widgets.
addContractMessages(inquiryMessages);
