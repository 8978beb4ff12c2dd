// Domestic waybill messages in both languages, a module of their own so that a browser bundle takes
// them only with the waybill widget.
import { waybillEn, type WaybillMessageKey } from './waybill.en.ts';
import { waybillZh } from './waybill.zh.ts';
import type { Messages } from './types.ts';

export const waybillMessages: Messages<WaybillMessageKey> = {
  en: waybillEn,
  zh: waybillZh,
};
