// The operation log's messages in both languages, a module of their own so that a browser bundle
// takes them only with the operation log widget.
import { operationLogEn, type OperationLogMessageKey } from './operation-log.en.ts';
import { operationLogZh } from './operation-log.zh.ts';
import type { Messages } from './types.ts';

export const operationLogMessages: Messages<OperationLogMessageKey> = {
  en: operationLogEn,
  zh: operationLogZh,
};
