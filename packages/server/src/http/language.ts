import { languageFromAcceptHeader, type Language } from '@portal/contract';
import type { FastifyRequest } from 'fastify';

export function requestLanguage(req: FastifyRequest): Language {
  return languageFromAcceptHeader(req.headers['accept-language']);
}
