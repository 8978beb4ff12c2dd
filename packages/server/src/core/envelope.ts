// The success answer of every call but the OAuth token endpoint: `{ code: 200, msg, data }`, the
// message in the caller's language (Accept-Language).
import { formatMessage, type MessageKey } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../http/language.ts';

export type MessageParams = Record<string, string | number>;

/** The caller's message for `key`. */
export function message(req: FastifyRequest, key: MessageKey, params?: MessageParams): string {
  return formatMessage(requestLanguage(req), key, params);
}

/** `{ code: 200, msg, data }`; the message says what was done ("Done." unless told). */
export function ok<T>(
  req: FastifyRequest,
  data: T,
  key: MessageKey = 'ok.done',
  params?: MessageParams,
): { code: number; msg: string; data: T } {
  return { code: 200, msg: message(req, key, params), data };
}

/** `{ code: 200, msg }`: an answer without data. */
export function done(
  req: FastifyRequest,
  key: MessageKey = 'ok.done',
  params?: MessageParams,
): { code: number; msg: string } {
  return { code: 200, msg: message(req, key, params) };
}
