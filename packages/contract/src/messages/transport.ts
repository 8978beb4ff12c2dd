// Transport quote messages in both languages, a module of their own so that a browser bundle takes
// them only with the transport widget.
import { transportEn, type TransportMessageKey } from './transport.en.ts';
import { transportZh } from './transport.zh.ts';
import type { Messages } from './types.ts';

export const transportMessages: Messages<TransportMessageKey> = {
  en: transportEn,
  zh: transportZh,
};
