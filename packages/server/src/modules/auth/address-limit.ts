// A per-address limit for public calls (registration, password reset): each attempt is counted in
// the login limiter's table under a key of its own (`register:<ip>`…, account `#rate`, which no
// real account can be), over the same window; past `max` the caller waits (429).
import type { AppConfig } from '../../config.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthRepository } from './repository.ts';

export async function limitPerAddress(
  repo: AuthRepository,
  config: AppConfig,
  key: string,
  max: number,
): Promise<void> {
  const now = config.now();
  const { windowMs } = config.loginRateLimit;
  const windowStart = new Date(now.getTime() - windowMs);
  const counts = await repo.countFailures('#rate', key, windowStart);
  if (counts.byIp >= max) {
    const first = counts.firstByIp ?? now;
    const waitMs = Math.max(first.getTime() + windowMs - now.getTime(), 1000);
    throw new ApiError(429, 'http.tooManyRequests', {
      error: 'too_many_requests',
      headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) },
    });
  }
  await repo.recordFailure('#rate', key, now, windowStart);
}
