// The upload pieces' own strings, loaded once by whichever of them renders first.
import type { UploadProblem } from '@portal/contract';
import type { TFunction } from '../runtime/i18n';
import { addTranslations, isContractMessage } from '../runtime/i18n';
import en from '../locales/en/kit-upload.json';
import zh from '../locales/zh/kit-upload.json';

export const UPLOAD_NS = 'kit-upload';
addTranslations(UPLOAD_NS, { en, zh });

/** What went wrong with a file: a contract message (key and values) or the server's own text. */
export type UploadFailureText = string | UploadProblem;

/**
 * A contract message key in the current language; any other text (a server message, already in
 * the request's language) as it is. Translated at render time, so a language switch applies.
 */
export function messageText(t: TFunction, text: UploadFailureText): string {
  if (typeof text !== 'string') return t(text.key, { ns: 'contract', ...text.params });
  return isContractMessage(text) ? t(text, { ns: 'contract' }) : text;
}
