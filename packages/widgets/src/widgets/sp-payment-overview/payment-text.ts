// The payment overview's texts in English and Chinese, with the contract's payment messages.
import { paymentMessages } from '@portal/contract';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/payment-overview.json';
import zh from '../../locales/zh/payment-overview.json';

export const PAYMENT_NS = 'payment-overview';
addTranslations(PAYMENT_NS, { en, zh });
addContractMessages(paymentMessages);

export const PAYMENT_KEY = 'payment-overview';
