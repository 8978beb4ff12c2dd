// Outside systems (the ERP) call with a shared key in `X-Integration-Key` instead of a user token.
// Every configured key is compared in constant time, so the answer time says nothing about a key.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error.ts';
import { safeEqual } from '../auth/index.ts';

export const INTEGRATION_KEY_HEADER = 'x-integration-key';

export function checkIntegrationKey(req: FastifyRequest, keys: readonly string[]): void {
  const header = req.headers[INTEGRATION_KEY_HEADER];
  const given = typeof header === 'string' ? header : '';
  let ok = false;
  for (const key of keys) ok = safeEqual(given, key) || ok;
  if (!ok || given === '') throw new ApiError(401, 'integration.badKey');
}
