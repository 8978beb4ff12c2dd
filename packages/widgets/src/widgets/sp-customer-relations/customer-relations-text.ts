// sp-customer-relations' texts and its contract messages, registered once.
import { customerRelationsMessages } from '@portal/contract';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/customer-relations.json';
import zh from '../../locales/zh/customer-relations.json';

export const CUSTOMER_RELATIONS_NS = 'customer-relations';
export const CUSTOMER_RELATIONS_KEY = 'customer-relations';
addTranslations(CUSTOMER_RELATIONS_NS, { en, zh });
addContractMessages(customerRelationsMessages);
