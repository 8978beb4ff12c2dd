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
  /** Sign-in keys (each a database row) one address may ask for in the login window. */
  publicKeyMaxPerIp: number;
  bodyLimitBytes: number;
  /** Where uploaded files are stored (DATA_DIR/uploads); never a served folder. */
  uploadDir: string;
  /** Uploads must be smaller than this (docs/product-rules.md#files-and-uploads: under 100 MB). */
  uploadMaxBytes: number;
  /**
   * What a supplier company's files may take in all (FILE_QUOTA_BYTES, 2 GB); an upload past it
   * answers 413 file.quotaExceeded. Unattached uploads are removed after a day (files/sweep.ts).
   */
  fileQuotaBytes: number;
  /**
   * The portal's address as its users reach it (PUBLIC_URL), for links in e-mails; never taken
   * from the request's Host header, which the sender of the request chooses.
   */
  publicUrl: string;
  /** Keys an outside system (the ERP) sends in `X-Integration-Key`; empty turns the calls off. */
  integrationKeys: string[];
  /** How often the outbox worker looks for due messages. */
  outboxPollMs: number;
  /** Delivery attempts of one message before it is `failed` (resend starts it again). */
  outboxMaxAttempts: number;
  /** The wait before a retry doubles from this, up to a minute (2 s, 4 s, 8 s, 16 s…). */
  outboxRetryBaseMs: number;
  /** How long a call to an outside system may take (the same 25 s the browser waits). */
  outsideTimeoutMs: number;
  /** Real endpoints of the outside systems; an empty one is answered by the built-in simulator. */
  outsideUrls: Record<SimulatedSystem, string>;
  /** What the simulator answers and after how long, until an administrator changes it. */
  simulator: { answer: SimulatorAnswer; delayMs: number };
  /**
   * E-mails go to the dev mailbox, readable by anyone at /dev/mailbox. On by default outside
   * production; DEV_MAILBOX=0 turns it off (e-mails are then only logged as sent).
   */
  devMailbox: boolean;
  /** SMTP server for e-mail (smtp://user:pass@host:587); empty keeps e-mail in the dev mailbox. */
  smtpUrl: string;
  /** The From of every e-mail. */
  mailFrom: string;
  /**
   * A demo install: the demo client secret and ERP key are accepted and the dev mailbox is on.
   * On where no production setting is given, or with DEMO_MODE=1 (see demoModeFromEnv).
   */
  demoMode: boolean;
  now: () => Date;
}

/** The outside systems that answer a request (e-mail is only delivered). */
export type SimulatedSystem = 'oa' | 'qaudit' | 'erp';
export type SimulatorAnswer = 'approve' | 'fail';

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
  publicKeyMaxPerIp: 100,
  bodyLimitBytes: 1024 * 1024,
  uploadDir: resolve(REPO_ROOT, '.data', 'uploads'),
  uploadMaxBytes: UPLOAD_MAX_BYTES,
  fileQuotaBytes: 2 * 1024 * 1024 * 1024,
  publicUrl: 'http://127.0.0.1:8080',
  integrationKeys: [DEMO_INTEGRATION_KEY],
  outboxPollMs: 500,
  outboxMaxAttempts: 5,
  outboxRetryBaseMs: 2_000,
  outsideTimeoutMs: 25_000,
  outsideUrls: { oa: '', qaudit: '', erp: '' },
  simulator: { answer: 'approve', delayMs: 3_000 },
  devMailbox: true,
  smtpUrl: '',
  mailFrom: 'Supplier Portal <no-reply@supplier-portal.local>',
  demoMode: true,
  now: () => new Date(),
};

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
}

/** Like int, but 0 is a value (a simulator that answers at once). */
function nonNegativeInt(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

function listed(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}

/** PUBLIC_URL without a trailing slash; without it, the address the server listens on. */
function publicUrl(env: NodeJS.ProcessEnv): string {
  const configured = env.PUBLIC_URL?.trim().replace(/\/+$/, '');
  if (configured) return configured;
  return `http://${env.HOST || '127.0.0.1'}:${env.PORT || 8080}`;
}

/**
 * Demo mode (docs/decisions/2026-11-26-explicit-demo-mode.md): DEMO_MODE=1 turns it on and
 * DEMO_MODE=0 off; otherwise it is on only where no production setting is given (neither
 * NODE_ENV=production nor a DATABASE_URL).
 */
export function demoModeFromEnv(env: NodeJS.ProcessEnv): boolean {
  if (env.DEMO_MODE === '1' || env.DEMO_MODE === 'true') return true;
  if (env.DEMO_MODE === '0' || env.DEMO_MODE === 'false') return false;
  return env.NODE_ENV !== 'production' && !env.DATABASE_URL?.trim();
}

/** Raised when a production install lacks a setting it must have; main.ts exits with it. */
export class ConfigError extends Error {}

/** The parts of the configuration that the environment may set. */
export function configFromEnv(env: NodeJS.ProcessEnv): Partial<AppConfig> {
  const d = defaultConfig;
  const demoMode = demoModeFromEnv(env);
  const secret = env.OAUTH_CLIENT_SECRET?.trim() ?? '';
  const keys = listed(env.ERP_INTEGRATION_KEYS);
  if (!demoMode) {
    // The demo secret and ERP key are in the repository: a real install must choose its own.
    const missing = [
      secret && secret !== d.oauthClientSecret ? '' : 'OAUTH_CLIENT_SECRET',
      keys.length > 0 && !keys.includes(DEMO_INTEGRATION_KEY) ? '' : 'ERP_INTEGRATION_KEYS',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(
        `Not starting: ${missing.join(' and ')} must be set (not to the demo values) outside demo ` +
          'mode (NODE_ENV=production or DATABASE_URL is set). Set DEMO_MODE=1 for a demo install.',
      );
    }
  }
  return {
    ...configFromEnvSettings(env),
    demoMode,
    oauthClientSecret: secret || d.oauthClientSecret,
    integrationKeys: keys.length > 0 ? keys : [DEMO_INTEGRATION_KEY],
    // The mailbox shows every e-mail (reset and invitation codes too) to anyone: only ever in demo
    // mode, and there not where a real SMTP server delivers the e-mail unless asked.
    devMailbox:
      demoMode &&
      (env.DEV_MAILBOX === undefined || env.DEV_MAILBOX === ''
        ? !env.SMTP_URL?.trim()
        : env.DEV_MAILBOX !== '0' && env.DEV_MAILBOX !== 'false'),
  };
}

/** The settings that do not depend on demo mode. */
function configFromEnvSettings(env: NodeJS.ProcessEnv): Partial<AppConfig> {
  const d = defaultConfig;
  return {
    oauthClientId: env.OAUTH_CLIENT_ID || d.oauthClientId,
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
    fileQuotaBytes: int(env.FILE_QUOTA_BYTES, d.fileQuotaBytes),
    publicUrl: publicUrl(env),
    publicKeyMaxPerIp: int(env.PUBLIC_KEY_MAX_PER_IP, d.publicKeyMaxPerIp),
    outboxPollMs: int(env.OUTBOX_POLL_MS, d.outboxPollMs),
    outsideUrls: {
      oa: env.OA_URL?.trim() ?? '',
      qaudit: env.QAUDIT_URL?.trim() ?? '',
      erp: env.ERP_URL?.trim() ?? '',
    },
    simulator: {
      answer: env.SIMULATOR_ANSWER === 'fail' ? 'fail' : 'approve',
      delayMs: nonNegativeInt(env.SIMULATOR_DELAY_MS, d.simulator.delayMs),
    },
    smtpUrl: env.SMTP_URL?.trim() ?? '',
    mailFrom: env.MAIL_FROM?.trim() || d.mailFrom,
  };
}

export function resolveConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...defaultConfig,
    ...overrides,
    loginRateLimit: { ...defaultConfig.loginRateLimit, ...overrides.loginRateLimit },
    outsideUrls: { ...defaultConfig.outsideUrls, ...overrides.outsideUrls },
    simulator: { ...defaultConfig.simulator, ...overrides.simulator },
  };
}
