// The repair quote review's strings, registered once by whichever of its modules loads first.
import { inquiryMessages, repairMessages } from '@portal/contract';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/repair-quote-review.json';
import zh from '../../locales/zh/repair-quote-review.json';

export const REPAIR_QUOTE_REVIEW_NS = 'repair-quote-review';
addTranslations(REPAIR_QUOTE_REVIEW_NS, { en, zh });
// The inquiry and repair domains' contract messages (the award's answers) come with the widget.
addContractMessages(inquiryMessages);
addContractMessages(repairMessages);
