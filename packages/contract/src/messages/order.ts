// Contracts' and orders' messages in both languages, a module of their own so that a browser
// bundle takes them only with the contract widgets.
import { orderEn, type OrderMessageKey } from './order.en.ts';
import { orderZh } from './order.zh.ts';
import type { Messages } from './types.ts';

export const orderMessages: Messages<OrderMessageKey> = { en: orderEn, zh: orderZh };
