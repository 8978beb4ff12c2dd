// Everything tunable, with the defaults of a demo install. main.ts reads the environment; tests pass
// overrides to buildApp (a short rate-limit window, a short key TTL, a fake clock).
import { KEY_UUID_TTL_MS } from '@portal/contract';

export interface RateLimitConfig {
  windowMs: number;
  maxPerAccount: number;
  maxPerIp: number;
}

export interface AppConfig {
  oauthClientId: string;
  oauthClientSecret: string;
  allowedOrigins: string[];
  keyUuidTtlMs: number;
  /** An RSA key pair is used for this long before a new one is made. */
  rsaKeyRotationMs: number;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  /** A session unused this long is over; an absolute limit applies too. */
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** How long a user's profile and menus stay cached in memory (other processes may change them). */
  userCacheTtlMs: number;
  /**
   * How long a checked access token is trusted without asking the database again. Sign-out in this
   * process takes effect at once; in another process within this time. 0 asks every time.
   */
  sessionCacheMs: number;
  loginRateLimit: RateLimitConfig;
  bodyLimitBytes: number;
  now: () => Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const defaultConfig: AppConfig = {
  oauthClientId: 'portal-web',
  oauthClientSecret: 'portal-web-secret',
  allowedOrigins: [],
  keyUuidTtlMs: KEY_UUID_TTL_MS,
  rsaKeyRotationMs: 24 * HOUR,
  accessTokenTtlMs: 2 * HOUR,
  refreshTokenTtlMs: 12 * HOUR,
  sessionIdleMs: 2 * HOUR,
  sessionAbsoluteMs: 12 * HOUR,
  userCacheTtlMs: 30_000,
  sessionCacheMs: 2_000,
  loginRateLimit: { windowMs: 15 * MINUTE, maxPerAccount: 5, maxPerIp: 20 },
  bodyLimitBytes: 1024 * 1024,
  now: () => new Date(),
};

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
}

/** The parts of the configuration that the environment may set. */
export function configFromEnv(env: NodeJS.ProcessEnv): Partial<AppConfig> {
  const d = defaultConfig;
  return {
    oauthClientId: env.OAUTH_CLIENT_ID || d.oauthClientId,
    oauthClientSecret: env.OAUTH_CLIENT_SECRET || d.oauthClientSecret,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    keyUuidTtlMs: int(env.KEY_UUID_TTL_MS, d.keyUuidTtlMs),
    sessionCacheMs: env.SESSION_CACHE_MS === '0' ? 0 : int(env.SESSION_CACHE_MS, d.sessionCacheMs),
    loginRateLimit: {
      windowMs: int(env.LOGIN_RATE_WINDOW_MS, d.loginRateLimit.windowMs),
      maxPerAccount: int(env.LOGIN_MAX_PER_ACCOUNT, d.loginRateLimit.maxPerAccount),
      maxPerIp: int(env.LOGIN_MAX_PER_IP, d.loginRateLimit.maxPerIp),
    },
  };
}

export function resolveConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...defaultConfig,
    ...overrides,
    loginRateLimit: { ...defaultConfig.loginRateLimit, ...overrides.loginRateLimit },
  };
}
