// The inquiry domain's messages in both languages, a module of their own so that a browser bundle
// takes them only with the widgets that import them (the platform's are in index.ts).
import { inquiryEn, type InquiryMessageKey } from './inquiry.en.ts';
import { inquiryZh } from './inquiry.zh.ts';
import type { Messages } from './types.ts';

/** Inquiries, quotes and bargaining: loaded by that domain's widgets. */
export const inquiryMessages: Messages<InquiryMessageKey> = { en: inquiryEn, zh: inquiryZh };
