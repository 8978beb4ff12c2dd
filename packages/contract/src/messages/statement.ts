// Account statement messages in both languages, a module of their own so that a browser bundle takes
// them only with the statement widget.
import { statementEn, type StatementMessageKey } from './statement.en.ts';
import { statementZh } from './statement.zh.ts';
import type { Messages } from './types.ts';

export const statementMessages: Messages<StatementMessageKey> = {
  en: statementEn,
  zh: statementZh,
};
