// The quote review's strings, registered once by whichever of its modules loads first.
import { inquiryMessages } from '@portal/contract';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/quote-review.json';
import zh from '../../locales/zh/quote-review.json';

export const QUOTE_REVIEW_NS = 'quote-review';
addTranslations(QUOTE_REVIEW_NS, { en, zh });
// The inquiry domain's contract messages (rules, spreadsheet columns) come with its widgets.
addContractMessages(inquiryMessages);

export { INQUIRY_STATUS_COLORS } from '../../inquiries/buyer-inquiry-list';
