// Bill and invoice messages in both languages, a module of their own so that a browser bundle takes
// them only with the bill widgets.
import { billEn, type BillMessageKey } from './bill.en.ts';
import { billZh } from './bill.zh.ts';
import type { Messages } from './types.ts';

export const billMessages: Messages<BillMessageKey> = { en: billEn, zh: billZh };
