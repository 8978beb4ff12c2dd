// The upload pieces' own strings, loaded once by whichever of them renders first.
import type { TFunction } from '../runtime/i18n';
import { addTranslations, isContractMessage } from '../runtime/i18n';
import en from '../locales/en/kit-upload.json';
import zh from '../locales/zh/kit-upload.json';

export const UPLOAD_NS = 'kit-upload';
addTranslations(UPLOAD_NS, { en, zh });

/**
 * A contract message key in the current language; any other text (a server message, already in
 * the request's language) as it is. Translated at render time, so a language switch applies.
 */
export function messageText(t: TFunction, text: string): string {
  return isContractMessage(text) ? t(text, { ns: 'contract' }) : text;
}
