// A per-address limit for public calls (registration, password reset): each attempt is counted in
// the login limiter's table under a key of its own (`register:<ip>`…, account `#rate`, which no
// real account can be), over the same window; past `max` the caller waits (429).
import type { AppConfig } from '../../config.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Db } from '../../core/db.ts';
import { reserveAttempt } from './attempt-queries.ts';

export async function limitPerAddress(
  db: Db,
  config: AppConfig,
  key: string,
  max: number,
): Promise<void> {
  const now = config.now();
  const { windowMs } = config.loginRateLimit;
  // Reserved atomically like a sign-in check, so simultaneous calls cannot all slip under `max`.
  const answer = await reserveAttempt(db, {
    account: '#rate',
    ip: key,
    at: now,
    since: new Date(now.getTime() - windowMs),
    maxPerAccount: Number.POSITIVE_INFINITY,
    maxPerIp: max,
    cleanAddressMayTry: false,
  });
  if ('id' in answer) return;
  const waitMs = Math.max(answer.blockedSince.getTime() + windowMs - now.getTime(), 1000);
  throw new ApiError(429, 'http.tooManyRequests', {
    error: 'too_many_requests',
    headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) },
  });
}
