// The success answer of every call but the OAuth token endpoint: `{ code: 200, msg, data }`, the
// message in the caller's language (Accept-Language).
import { formatMessage, type Language, type MessageKey } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../http/language.ts';

export type MessageParams = Record<string, string | number>;

/** The caller's message for `key`. */
export function message(req: FastifyRequest, key: MessageKey, params?: MessageParams): string {
  return formatMessage(requestLanguage(req), key, params);
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** `{ code: 200, msg, data }`; the message says what was done ("Done." unless told). */
export function ok<T>(
  req: FastifyRequest,
  data: T,
  key: MessageKey = 'ok.done',
  params?: MessageParams,
): Envelope<T> {
  return okIn(requestLanguage(req), data, key, params);
}

/** `ok` in a language chosen beforehand (an answer built once per language and cached). */
export function okIn<T>(
  lang: Language,
  data: T,
  key: MessageKey = 'ok.done',
  params?: MessageParams,
): Envelope<T> {
  return { code: 200, msg: formatMessage(lang, key, params), data };
}

/** `{ code: 200, msg }`: an answer without data. */
export function done(
  req: FastifyRequest,
  key: MessageKey = 'ok.done',
  params?: MessageParams,
): { code: number; msg: string } {
  return { code: 200, msg: message(req, key, params) };
}
