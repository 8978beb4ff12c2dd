// Payment overview messages in both languages, a module of their own so that a browser bundle takes
// them only with the payment widget.
import { paymentEn, type PaymentMessageKey } from './payment.en.ts';
import { paymentZh } from './payment.zh.ts';
import type { Messages } from './types.ts';

export const paymentMessages: Messages<PaymentMessageKey> = { en: paymentEn, zh: paymentZh };
