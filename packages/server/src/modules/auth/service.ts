// Sign-in (two OAuth grants), bearer authentication, sign-out and password change.
import { randomUUID } from 'node:crypto';
import { OPERATION_LOG_TYPES, checkNewPassword } from '@portal/contract';
import type { z } from 'zod';
import type { passwordGrant, refreshGrant, securityKeyGrant } from '@portal/contract';
import type { AppConfig } from '../../config.ts';
import { ApiError } from '../../http/api-error.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash.ts';
import type { Db } from '../../core/db.ts';
import {
  clearAccountFailures,
  pruneFailures,
  releaseAttempt,
  reserveAttempt,
} from './attempt-queries.ts';
import {
  createSession,
  findRetiredRefresh,
  findSessionByAccessHash,
  findSessionByRefreshHash,
  pruneRetiredRefresh,
  revokeOtherSessions,
  revokeSession,
  rotateTokens,
  touchSession,
} from './session-queries.ts';
import {
  findUserByAccount,
  findUserById,
  updatePasswordHash,
  type SignInUser,
} from './user-queries.ts';
import type { RsaKeyService } from './rsa-keys.ts';
import { hashToken, newToken, safeEqual } from './tokens.ts';

export interface RequestMeta {
  ip: string;
  userAgent: string;
  /** The page's origin, which a security key signs (modules/security-keys). */
  origin?: string;
}

/**
 * The security key asked for after the password (docs/decisions/2026-11-27-security-keys.md). The
 * security-keys module provides it; app.ts hands it over, so auth does not build that module.
 */
export interface SecondFactor {
  /** The ticket and WebAuthn request options when the user has a key; null otherwise. */
  challenge(
    userId: string,
    origin: string | undefined,
  ): Promise<{ ticket: string; options: Record<string, unknown> } | null>;
  /** Takes the ticket (once) and checks the key's answer; 400 for a used or expired ticket. */
  verify(
    ticket: string,
    assertion: string,
    origin: string | undefined,
  ): Promise<{ userId: string; ok: boolean }>;
}

export interface AuthContext {
  sessionId: string;
  userId: string;
  companyId: string;
}

export interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  token_type: 'bearer';
  expires_in: number;
  key_needed?: boolean;
  key_ticket?: string;
  key_options?: Record<string, unknown>;
}

/** The idle timestamp is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000;
const SESSION_CACHE_MAX = 10_000;

interface CachedSession {
  auth: AuthContext;
  accessExpiresAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
  cachedAt: number;
}

export class AuthService {
  /** Access-token hash → checked session, for config.sessionCacheMs (see authenticate). */
  readonly #sessions = new Map<string, CachedSession>();
  #secondFactor: SecondFactor | null = null;

  constructor(
    private readonly db: Db,
    private readonly keys: RsaKeyService,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
    /** Called when a user's cached profile must be reloaded. */
    private readonly onUserChanged: (userId: string) => void = () => {},
  ) {}

  /** Sign-in then asks for a security key of whoever has one (app.ts). */
  useSecondFactor(secondFactor: SecondFactor): void {
    this.#secondFactor = secondFactor;
  }

  /** Whether this is a demo install (config.demoMode), which the sign-in page tells its users. */
  get demoMode(): boolean {
    return this.config.demoMode;
  }

  async passwordGrant(
    input: z.output<typeof passwordGrant>,
    meta: RequestMeta,
  ): Promise<TokenAnswer> {
    if (!safeEqual(input.client_id, this.config.oauthClientId)) {
      throw new ApiError(401, 'auth.badClient', { error: 'invalid_client' });
    }
    const account = input.username.toLowerCase();
    const now = this.config.now();
    // The check is reserved before argon2 runs, so concurrent guesses cannot all get through.
    const reservation = await this.#reserve(account, meta.ip, 'auth.tooManyAttempts', true);
    let wrongPassword = false;
    try {
      const [plain = ''] = await this.keys.consumeAndDecrypt(input.uuid, [input.password]);
      const password = unbindPassword(plain, input.uuid);
      const user = await findUserByAccount(this.db, account);
      const ok = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!user || !ok) {
        wrongPassword = true;
        await pruneFailures(this.db, new Date(now.getTime() - this.config.loginRateLimit.windowMs));
        await this.log.write({
          userId: user?.id ?? null,
          account: input.username,
          name: user?.realName ?? '',
          type: OPERATION_LOG_TYPES.login,
          item: 'login.failed',
          ip: meta.ip,
          at: now,
        });
        throw new ApiError(400, 'auth.badCredentials', { error: 'invalid_grant' });
      }
      if (user.status !== 'enabled' || user.companyStatus === 'blacklisted') {
        throw new ApiError(400, 'auth.disabled', { error: 'invalid_grant' });
      }
      // docs/decisions/2026-11-26-blacklisted-supplier-cannot-sign-in.md
      if (user.onBlacklist) throw new ApiError(400, 'auth.blacklisted', { error: 'invalid_grant' });
      // The password was right: an account with a security key answers the key first, no token.
      const key = await this.#secondFactor?.challenge(user.id, meta.origin);
      if (key) {
        await clearAccountFailures(this.db, account);
        return {
          token_type: 'bearer',
          expires_in: 0,
          key_needed: true,
          key_ticket: key.ticket,
          key_options: key.options,
        };
      }
      return await this.#startSession(user, account, now, meta);
    } finally {
      // Only a wrong password stays counted; a refused key or a disabled account is no guess.
      if (!wrongPassword) await releaseAttempt(this.db, reservation);
    }
  }

  /** The second step: the key's answer to the ticket of the password step. */
  async securityKeyGrant(
    input: z.output<typeof securityKeyGrant>,
    meta: RequestMeta,
  ): Promise<TokenAnswer> {
    if (!safeEqual(input.client_id, this.config.oauthClientId) || !this.#secondFactor) {
      throw new ApiError(401, 'auth.badClient', { error: 'invalid_client' });
    }
    const now = this.config.now();
    const answer = await this.#secondFactor.verify(input.key_ticket, input.assertion, meta.origin);
    const user = await findUserById(this.db, answer.userId);
    if (!answer.ok || !user) {
      await this.log.write({
        userId: user?.id ?? null,
        account: user?.account ?? '',
        name: user?.realName ?? '',
        type: OPERATION_LOG_TYPES.login,
        item: 'login.keyFailed',
        ip: meta.ip,
        at: now,
      });
      throw new ApiError(400, 'securityKey.notVerified', { error: 'invalid_grant' });
    }
    if (user.status !== 'enabled' || user.companyStatus === 'blacklisted' || user.onBlacklist) {
      throw new ApiError(400, 'auth.disabled', { error: 'invalid_grant' });
    }
    return this.#startSession(user, user.account, now, meta);
  }

  async #startSession(
    user: SignInUser,
    account: string,
    now: Date,
    meta: RequestMeta,
  ): Promise<TokenAnswer> {
    await clearAccountFailures(this.db, account);
    // Rotated tokens of sessions past their absolute limit can be forgotten (their session is over).
    await pruneRetiredRefresh(this.db, new Date(now.getTime() - this.config.sessionAbsoluteMs));
    const refreshToken = newToken();
    const sessionId = randomUUID();
    const expiresAt = new Date(now.getTime() + this.config.sessionAbsoluteMs);
    const refreshExpiresAt = minDate(
      new Date(now.getTime() + this.config.refreshTokenTtlMs),
      expiresAt,
    );
    await createSession(this.db, {
      id: sessionId,
      user_id: user.id,
      refresh_token_hash: hashToken(refreshToken),
      access_token_hash: null,
      issued_at: now,
      access_expires_at: null,
      refresh_expires_at: refreshExpiresAt,
      expires_at: expiresAt,
      last_seen_at: now,
      revoked_at: null,
      ip: meta.ip,
      user_agent: meta.userAgent.slice(0, 512),
    });
    await this.log.write({
      userId: user.id,
      sessionId,
      account: user.account,
      name: user.realName,
      type: OPERATION_LOG_TYPES.login,
      item: 'login',
      ip: meta.ip,
      at: now,
    });
    return {
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: seconds(refreshExpiresAt.getTime() - now.getTime()),
    };
  }

  async refreshGrant(
    input: z.output<typeof refreshGrant>,
    meta?: RequestMeta,
  ): Promise<TokenAnswer> {
    if (
      !safeEqual(input.client_id, this.config.oauthClientId) ||
      !safeEqual(input.client_secret ?? '', this.config.oauthClientSecret)
    ) {
      throw new ApiError(401, 'auth.badClient', { error: 'invalid_client' });
    }
    const now = this.config.now();
    const oldHash = hashToken(input.refresh_token);
    const session = await findSessionByRefreshHash(this.db, oldHash);
    if (!session) await this.#endReplayedSession(oldHash, now, meta);
    const user = session && (await findUserById(this.db, session.user_id));
    if (
      !session ||
      !user ||
      user.status !== 'enabled' ||
      session.revoked_at ||
      session.refresh_expires_at <= now ||
      session.expires_at <= now ||
      this.#idle(session.last_seen_at, now)
    ) {
      throw new ApiError(400, 'auth.badRefreshToken', { error: 'invalid_grant' });
    }
    const accessToken = newToken();
    const refreshToken = newToken();
    const accessExpiresAt = minDate(
      new Date(now.getTime() + this.config.accessTokenTtlMs),
      session.expires_at,
    );
    const rotated = await rotateTokens(this.db, session.id, oldHash, {
      refreshHash: hashToken(refreshToken),
      accessHash: hashToken(accessToken),
      accessExpiresAt,
      refreshExpiresAt: minDate(
        new Date(now.getTime() + this.config.refreshTokenTtlMs),
        session.expires_at,
      ),
      now,
    });
    if (!rotated) {
      // Another request rotated this very token first: one of the two is a replay.
      await this.#endReplayedSession(oldHash, now, meta);
      throw new ApiError(400, 'auth.badRefreshToken', { error: 'invalid_grant' });
    }
    // The session's previous access token stops working now, here as in the database.
    this.#forgetSessions((a) => a.sessionId === session.id);
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: seconds(accessExpiresAt.getTime() - now.getTime()),
    };
  }

  /**
   * A refresh token that its session already rotated away was presented again: someone holds a
   * copy, so the whole session ends, for the thief and the owner alike
   * (docs/decisions/2026-11-26-refresh-token-replay-ends-session.md).
   */
  async #endReplayedSession(hash: string, now: Date, meta?: RequestMeta): Promise<void> {
    const retired = await findRetiredRefresh(this.db, hash);
    if (!retired) return;
    const { sessionId, userId } = retired;
    await revokeSession(this.db, sessionId, now);
    this.#forgetSessions((a) => a.sessionId === sessionId);
    const user = await findUserById(this.db, userId);
    await this.log.write({
      userId,
      sessionId,
      account: user?.account ?? '',
      name: user?.realName ?? '',
      type: OPERATION_LOG_TYPES.exit,
      item: 'logout.refreshReplayed',
      ip: meta?.ip ?? retired.ip,
      at: now,
    });
    throw new ApiError(400, 'auth.badRefreshToken', { error: 'invalid_grant' });
  }

  /**
   * The session of a bearer access token, or 401. A checked session is remembered for a moment
   * (config.sessionCacheMs): getUserInfo and friends then cost no query. Sign-out and password
   * change in this process forget at once; another process's sign-out shows within that moment.
   */
  async authenticate(token: string | undefined): Promise<AuthContext> {
    if (!token) throw new ApiError(401, 'auth.required', { error: 'invalid_request' });
    const now = this.config.now();
    const hash = hashToken(token);
    let entry = this.#sessions.get(hash);
    if (!entry || Date.now() - entry.cachedAt > this.config.sessionCacheMs) {
      entry = await this.#loadSession(hash);
    }
    if (
      entry.accessExpiresAt <= now ||
      entry.expiresAt <= now ||
      this.#idle(entry.lastSeenAt, now)
    ) {
      this.#sessions.delete(hash);
      throw new ApiError(401, 'auth.invalidToken', { error: 'invalid_token' });
    }
    if (now.getTime() - entry.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      entry.lastSeenAt = now;
      await touchSession(this.db, entry.auth.sessionId, now);
    }
    return entry.auth;
  }

  async #loadSession(hash: string): Promise<CachedSession> {
    this.#sessions.delete(hash);
    const session = await findSessionByAccessHash(this.db, hash);
    if (
      !session ||
      session.revoked_at ||
      !session.access_expires_at ||
      session.user_status !== 'enabled'
    ) {
      throw new ApiError(401, 'auth.invalidToken', { error: 'invalid_token' });
    }
    const entry: CachedSession = {
      auth: { sessionId: session.id, userId: session.user_id, companyId: session.company_id },
      accessExpiresAt: session.access_expires_at,
      expiresAt: session.expires_at,
      lastSeenAt: session.last_seen_at,
      cachedAt: Date.now(),
    };
    if (this.config.sessionCacheMs > 0) {
      if (this.#sessions.size >= SESSION_CACHE_MAX) this.#sessions.clear();
      this.#sessions.set(hash, entry);
    }
    return entry;
  }

  #forgetSessions(match: (auth: AuthContext) => boolean): void {
    for (const [hash, entry] of this.#sessions) if (match(entry.auth)) this.#sessions.delete(hash);
  }

  async logout(auth: AuthContext, meta: RequestMeta): Promise<void> {
    const now = this.config.now();
    await revokeSession(this.db, auth.sessionId, now);
    this.#forgetSessions((a) => a.sessionId === auth.sessionId);
    const user = await findUserById(this.db, auth.userId);
    await this.log.write({
      userId: auth.userId,
      sessionId: auth.sessionId,
      account: user?.account ?? '',
      name: user?.realName ?? '',
      type: OPERATION_LOG_TYPES.exit,
      item: 'logout',
      ip: meta.ip,
      at: now,
    });
  }

  async changePassword(
    auth: AuthContext,
    input: { passPriKey: string; password: string; oldPwd: string },
    meta: RequestMeta,
  ): Promise<void> {
    const [newPassword = '', oldPassword = ''] = await this.keys.consumeAndDecrypt(
      input.passPriKey,
      [input.password, input.oldPwd],
    );
    const user = await findUserById(this.db, auth.userId);
    if (!user) throw new ApiError(401, 'auth.invalidToken', { error: 'invalid_token' });
    // Wrong old passwords are limited like sign-in (a stolen session must not guess the password),
    // under an account key of their own so they do not lock sign-in.
    const reservation = await this.#reserve(
      `#old-password:${user.id}`,
      meta.ip,
      'auth.tooManyPasswordTries',
      false,
    );
    if (!oldPassword || !(await verifyPassword(user.passwordHash, oldPassword))) {
      throw new ApiError(400, 'password.oldWrong', { fields: { oldPwd: 'password.oldWrong' } });
    }
    await releaseAttempt(this.db, reservation);
    const rule = checkNewPassword(newPassword);
    if (rule) throw new ApiError(400, rule, { fields: { password: rule } });
    if (newPassword === oldPassword) {
      throw new ApiError(400, 'password.sameAsOld', { fields: { password: 'password.sameAsOld' } });
    }
    const now = this.config.now();
    await updatePasswordHash(this.db, user.id, await hashPassword(newPassword), now);
    // The current session stays so the browser can sign out itself; every other one ends.
    await revokeOtherSessions(this.db, user.id, auth.sessionId, now);
    this.#forgetSessions((a) => a.userId === user.id && a.sessionId !== auth.sessionId);
    await this.log.write({
      userId: user.id,
      sessionId: auth.sessionId,
      account: user.account,
      name: user.realName,
      type: OPERATION_LOG_TYPES.modify,
      item: 'password.change',
      ip: meta.ip,
      at: now,
    });
    this.onUserChanged(user.id);
  }

  /** Ends every session of a user (a password reset): in the database and in this process. */
  async endAllSessions(userId: string): Promise<void> {
    await revokeOtherSessions(this.db, userId, '', this.config.now());
    this.#forgetSessions((a) => a.userId === userId);
    this.onUserChanged(userId);
  }

  /** Reserves a password check (attempt-queries.ts) or answers 429 with the wait. */
  async #reserve(
    account: string,
    ip: string,
    message: 'auth.tooManyAttempts' | 'auth.tooManyPasswordTries',
    cleanAddressMayTry: boolean,
  ): Promise<number> {
    const { windowMs, maxPerAccount, maxPerIp } = this.config.loginRateLimit;
    const now = this.config.now();
    const answer = await reserveAttempt(this.db, {
      account,
      ip,
      at: now,
      since: new Date(now.getTime() - windowMs),
      maxPerAccount,
      maxPerIp,
      cleanAddressMayTry,
    });
    if ('id' in answer) return answer.id;
    const waitMs = Math.max(answer.blockedSince.getTime() + windowMs - now.getTime(), 1000);
    throw new ApiError(429, message, {
      error: 'too_many_requests',
      params: { minutes: Math.ceil(waitMs / 60_000) },
      headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) },
    });
  }

  #idle(lastSeen: Date, now: Date): boolean {
    return now.getTime() - lastSeen.getTime() > this.config.sessionIdleMs;
  }
}

/**
 * The sign-in plaintext is `<uuid>:<password>`: a ciphertext made for one key uuid is refused with
 * another (docs/decisions/2026-11-26-uuid-bound-password-ciphertext.md).
 */
function unbindPassword(plain: string, uuid: string): string {
  const prefix = `${uuid}:`;
  if (!plain.startsWith(prefix)) {
    throw new ApiError(400, 'auth.keyMismatch', { error: 'invalid_grant' });
  }
  return plain.slice(prefix.length);
}

function minDate(a: Date, b: Date): Date {
  return a <= b ? a : b;
}

function seconds(ms: number): number {
  return Math.max(0, Math.floor(ms / 1000));
}
