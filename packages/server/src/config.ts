// Everything tunable, with the defaults of a demo install. main.ts reads the environment; tests pass
// overrides to buildApp (a short rate-limit window, a short key TTL, a fake clock).
import { resolve } from 'node:path';
import { KEY_UUID_TTL_MS, UPLOAD_MAX_BYTES } from '@portal/contract';
import { REPO_ROOT } from './paths.ts';

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
  /** Where uploaded files are stored (DATA_DIR/uploads); never a served folder. */
  uploadDir: string;
  /** Uploads must be smaller than this (SPEC.md section 5: under 100 MB). */
  uploadMaxBytes: number;
  /** Keys an outside system (the ERP) sends in `X-Integration-Key`; empty turns the calls off. */
  integrationKeys: string[];
  now: () => Date;
}

/** The ERP key of a demo install; never accepted in production (see configFromEnv). */
export const DEMO_INTEGRATION_KEY = 'demo-erp-integration-key';

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
  uploadDir: resolve(REPO_ROOT, '.data', 'uploads'),
  uploadMaxBytes: UPLOAD_MAX_BYTES,
  integrationKeys: [DEMO_INTEGRATION_KEY],
  now: () => new Date(),
};

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
}

/** ERP_INTEGRATION_KEYS (comma list); without it the demo key, except in production (no key). */
function integrationKeys(env: NodeJS.ProcessEnv): string[] {
  const keys = (env.ERP_INTEGRATION_KEYS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (keys.length > 0) return keys;
  return env.NODE_ENV === 'production' ? [] : [DEMO_INTEGRATION_KEY];
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
    integrationKeys: integrationKeys(env),
  };
}

export function resolveConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...defaultConfig,
    ...overrides,
    loginRateLimit: { ...defaultConfig.loginRateLimit, ...overrides.loginRateLimit },
  };
}
