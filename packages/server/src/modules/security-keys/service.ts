// Security keys (issue 13's u-shield as FIDO2/WebAuthn; docs/decisions/2026-11-27-security-keys.md,
// docs/product-rules.md#security-keys). A signed-in user registers keys; the buyer's administrator
// requires a key of a colleague or removes a colleague's keys (a lost key); sign-in asks for a key
// after the password of anyone who has one (the auth module calls `challenge` and `verify` through
// its SecondFactor). Challenges are rows that a use deletes and that live CHALLENGE_TTL_MS, so a
// replayed or expired one answers 400.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { OPERATION_LOG_TYPES, type SecurityKeyRow } from '@portal/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../core/db.ts';
import { loggedChange } from '../../core/logged-change.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { ApiError } from '../../http/api-error.ts';
import {
  companyUser,
  keyStatus,
  keysOf,
  saveChallenge,
  takeRegisterChallenge,
  takeSignInChallenge,
} from './queries.ts';
import { relyingParty, type RelyingParty } from './relying-party.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/** How long a registration or sign-in challenge may be answered. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
const RP_NAME = 'Supplier Portal';

export class SecurityKeyService {
  constructor(
    private readonly db: Db,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
    /** Drops the user's cached profile, whose `securityKeyPending` restricts their calls. */
    private readonly onUserChanged: (userId: string) => void = () => undefined,
  ) {}

  rp(requestOrigin: string | undefined): RelyingParty {
    return relyingParty(this.config.publicUrl, requestOrigin);
  }

  status(userId: string): Promise<{ required: boolean; bound: boolean }> {
    return keyStatus(this.db, userId);
  }

  async mine(userId: string): Promise<{ required: boolean; keys: SecurityKeyRow[] }> {
    const [{ required }, keys] = await Promise.all([
      keyStatus(this.db, userId),
      keysOf(this.db, userId),
    ]);
    return { required, keys: keys.map(toRow) };
  }

  async registrationOptions(actor: Actor, rp: RelyingParty): Promise<Record<string, unknown>> {
    const now = this.config.now();
    const keys = await keysOf(this.db, actor.userId);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.id,
      userName: actor.account,
      userDisplayName: actor.name || actor.account,
      userID: new TextEncoder().encode(actor.userId),
      timeout: CHALLENGE_TTL_MS,
      attestationType: 'none',
      excludeCredentials: keys.map((k) => ({ id: k.credential_id, transports: k.transports })),
      // A key in the hand (the u-shield), not a passkey kept by the phone or the computer.
      authenticatorSelection: { residentKey: 'discouraged', userVerification: 'preferred' },
      preferredAuthenticatorType: 'securityKey',
    });
    await saveChallenge(this.db, {
      id: randomUUID(),
      userId: actor.userId,
      purpose: 'register',
      challenge: options.challenge,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
      now,
    });
    return options as unknown as Record<string, unknown>;
  }

  async register(
    actor: Actor,
    response: Record<string, unknown>,
    rp: RelyingParty,
  ): Promise<SecurityKeyRow> {
    const challenge = challengeOf(response);
    const taken = await takeRegisterChallenge(this.db, actor.userId, challenge);
    if (!taken || taken.expires_at <= this.config.now()) {
      throw new ApiError(400, 'securityKey.challengeExpired');
    }
    let info;
    try {
      const verified = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: taken.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
      });
      if (!verified.verified) throw new Error('not verified');
      info = verified.registrationInfo;
    } catch {
      throw new ApiError(400, 'securityKey.notVerified');
    }
    const { credential } = info;
    const now = this.config.now();
    try {
      await loggedChange(
        { db: this.db, log: this.log },
        actor,
        OPERATION_LOG_TYPES.add,
        '',
        async (trx) => {
          await trx
            .insertInto('security_keys')
            .values({
              credential_id: credential.id,
              user_id: actor.userId,
              public_key: isoBase64URL.fromBuffer(credential.publicKey),
              counter: credential.counter,
              transports: credential.transports ?? [],
              created_at: now,
            })
            .execute();
          return {
            item: `securityKey.register ${actor.account}`,
            changes: { before: null, after: { serial: credential.id } },
          };
        },
      );
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ApiError(400, 'securityKey.alreadyRegistered');
      }
      throw error;
    }
    this.onUserChanged(actor.userId);
    return { serial: credential.id, createdAt: now.toISOString() };
  }

  /** The buyer's administrator requires (or stops requiring) a key of a colleague. */
  async require(actor: Actor, input: { id: string; required: boolean }): Promise<void> {
    await loggedChange(
      { db: this.db, log: this.log },
      actor,
      OPERATION_LOG_TYPES.modify,
      '',
      async (trx) => {
        const user = await companyUser(trx, actor.companyId, input.id);
        if (!user) throw new ApiError(404, 'securityKey.userNotFound');
        await trx
          .updateTable('users')
          .set((eb) => ({
            security_key_required: input.required,
            updated_at: this.config.now(),
            version: eb('version', '+', 1),
          }))
          .where('id', '=', user.id)
          .execute();
        return {
          item: `securityKey.require ${user.account}`,
          changes: {
            before: { keyRequired: user.security_key_required },
            after: { keyRequired: input.required },
          },
        };
      },
    );
    this.onUserChanged(input.id);
  }

  /** Removes every key of a colleague (a lost key). */
  async reset(actor: Actor, input: { id: string }): Promise<void> {
    await loggedChange(
      { db: this.db, log: this.log },
      actor,
      OPERATION_LOG_TYPES.modify,
      '',
      async (trx) => {
        const user = await companyUser(trx, actor.companyId, input.id);
        if (!user) throw new ApiError(404, 'securityKey.userNotFound');
        const removed = await trx
          .deleteFrom('security_keys')
          .where('user_id', '=', user.id)
          .returning('credential_id')
          .execute();
        return {
          item: `securityKey.reset ${user.account}`,
          changes: {
            before: { keys: removed.map((k) => k.credential_id).sort() },
            after: { keys: [] },
          },
        };
      },
    );
    this.onUserChanged(input.id);
  }

  /**
   * After a right password: the ticket and request options when the user has a key, null when the
   * password alone signs in.
   */
  async challenge(
    userId: string,
    requestOrigin: string | undefined,
  ): Promise<{ ticket: string; options: Record<string, unknown> } | null> {
    const keys = await keysOf(this.db, userId);
    if (keys.length === 0) return null;
    const now = this.config.now();
    const options = await generateAuthenticationOptions({
      rpID: this.rp(requestOrigin).id,
      allowCredentials: keys.map((k) => ({ id: k.credential_id, transports: k.transports })),
      timeout: CHALLENGE_TTL_MS,
      userVerification: 'preferred',
    });
    const ticket = randomBytes(32).toString('base64url');
    await saveChallenge(this.db, {
      id: ticketHash(ticket),
      userId,
      purpose: 'sign-in',
      challenge: options.challenge,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
      now,
    });
    return { ticket, options: options as unknown as Record<string, unknown> };
  }

  /** Checks the key's answer to a sign-in ticket: the user's id, or 400. The ticket works once. */
  async verify(ticket: string, assertion: string, requestOrigin: string | undefined) {
    const taken = await takeSignInChallenge(this.db, ticketHash(ticket));
    if (!taken || taken.expires_at <= this.config.now()) {
      throw new ApiError(400, 'securityKey.challengeExpired', { error: 'invalid_grant' });
    }
    let response: AuthenticationResponseJSON;
    try {
      response = JSON.parse(assertion) as AuthenticationResponseJSON;
    } catch {
      throw new ApiError(400, 'securityKey.badResponse', { error: 'invalid_grant' });
    }
    const key = (await keysOf(this.db, taken.user_id)).find(
      (k) => k.credential_id === response?.id,
    );
    const rp = this.rp(requestOrigin);
    let newCounter: number;
    try {
      if (!key) throw new Error('not a key of this user');
      const verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: taken.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: key.credential_id,
          publicKey: isoBase64URL.toBuffer(key.public_key),
          counter: Number(key.counter),
          transports: key.transports,
        },
        requireUserVerification: false,
      });
      if (!verified.verified) throw new Error('not verified');
      newCounter = verified.authenticationInfo.newCounter;
    } catch {
      return { userId: taken.user_id, ok: false as const };
    }
    await this.db
      .updateTable('security_keys')
      .set({ counter: newCounter })
      .where('credential_id', '=', key.credential_id)
      .execute();
    return { userId: taken.user_id, ok: true as const };
  }
}

function toRow(k: { credential_id: string; created_at: Date }): SecurityKeyRow {
  return { serial: k.credential_id, createdAt: new Date(k.created_at).toISOString() };
}

function ticketHash(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

/** The challenge the browser signed, from clientDataJSON; 400 when the answer is not one. */
function challengeOf(response: Record<string, unknown>): string {
  try {
    const inner = response.response as { clientDataJSON?: unknown } | undefined;
    const text = isoBase64URL.toUTF8String(String(inner?.clientDataJSON ?? ''));
    const challenge = (JSON.parse(text) as { challenge?: unknown }).challenge;
    if (typeof challenge === 'string' && challenge) return challenge;
  } catch {
    // falls through to the 400 below
  }
  throw new ApiError(400, 'securityKey.badResponse');
}
