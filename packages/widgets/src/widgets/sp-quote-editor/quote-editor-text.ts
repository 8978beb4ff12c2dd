// The quote editor's strings (en and zh), loaded with its chunk.
import { inquiryMessages } from '@portal/contract';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/quote-editor.json';
import zh from '../../locales/zh/quote-editor.json';

export const QUOTE_NS = 'quote-editor';
addTranslations(QUOTE_NS, { en, zh });
// The inquiry domain's contract messages (rules, spreadsheet columns) come with its widgets.
addContractMessages(inquiryMessages);
