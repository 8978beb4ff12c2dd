// The forgotten password (`/forgetPassword`, `/resetPass`): a 6-digit code by e-mail (through the
// outbox), valid RESET_CODE_TTL_MINUTES for RESET_CODE_MAX_ATTEMPTS tries, then a new password that
// follows the same rule as everywhere. Asking for a code answers the same whether the account and
// address match or not, so the call does not tell which accounts exist; both calls are
// rate-limited per address in the login limiter's table.
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  checkNewPassword,
  formatMessage,
  type Language,
  type resetPasswordInput,
  type sendResetCodeInput,
} from '@portal/contract';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { enqueue } from '../outbox/index.ts';
import { limitPerAddress } from './address-limit.ts';
import { hashPassword } from './password-hash.ts';
import { updatePasswordHash } from './user-queries.ts';
import type { RsaKeyService } from './rsa-keys.ts';
import type { AuthService } from './service.ts';

const MINUTE = 60_000;
/** Per address and rate-limit window: codes asked for, resets tried. */
const MAX_CODES = 5;
const MAX_RESETS = 20;

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

export class PasswordResetService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly auth: AuthService,
    private readonly keys: RsaKeyService,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  async sendCode(input: z.output<typeof sendResetCodeInput>, ip: string, lang: Language) {
    await limitPerAddress(this.db, this.config, `reset-code:${ip}`, MAX_CODES);
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'account', 'email', 'status'])
      .where(sql<string>`lower(account)`, '=', input.account.toLowerCase())
      .executeTakeFirst();
    if (
      user &&
      user.status === 'enabled' &&
      user.email.toLowerCase() === input.email.toLowerCase()
    ) {
      const params = { account: user.account, code: '', minutes: RESET_CODE_TTL_MINUTES };
      await this.db.transaction().execute(async (trx) => {
        params.code = await this.issueCode(trx, user.id, RESET_CODE_TTL_MINUTES);
        await enqueue(trx, {
          system: 'mail',
          kind: 'mail.resetCode',
          subjectId: user.id,
          payload: {
            to: user.email,
            subject: formatMessage(lang, 'mail.resetCode.subject', params),
            body: formatMessage(lang, 'mail.resetCode.body', params),
          },
        });
      });
    }
    return { expiresInMinutes: RESET_CODE_TTL_MINUTES };
  }

  /**
   * A new 6-digit code for the user, valid `minutes`, replacing the ones before it; stored as its
   * hash, so the plain code exists only in the mail the caller sends. Also used by the staff pages
   * (an invited colleague's first password, an administrator's reset).
   */
  async issueCode(trx: Kysely<Database>, userId: string, minutes: number): Promise<string> {
    const now = this.config.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await trx
      .updateTable('password_reset_codes')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_reset_codes')
      .values({
        id: randomUUID(),
        user_id: userId,
        code_hash: hash(code),
        expires_at: new Date(now.getTime() + minutes * MINUTE),
        created_at: now,
      })
      .execute();
    return code;
  }

  async reset(input: z.output<typeof resetPasswordInput>, ip: string) {
    await limitPerAddress(this.db, this.config, `reset:${ip}`, MAX_RESETS);
    const [password = ''] = await this.keys.consumeAndDecrypt(input.passPriKey, [input.password]);
    const rule = checkNewPassword(password);
    if (rule) throw new ApiError(400, rule, { fields: { password: rule } });
    const now = this.config.now();
    const codeError = (key: 'reset.codeWrong' | 'reset.codeExpired' | 'reset.tooManyTries') =>
      new ApiError(400, key, { fields: { code: key } });

    const userId = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('password_reset_codes as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select(['r.id', 'r.code_hash', 'r.expires_at', 'r.attempts', 'u.id as user_id'])
        .where(sql<string>`lower(u.account)`, '=', input.account.toLowerCase())
        .where('r.used_at', 'is', null)
        .orderBy('r.created_at', 'desc')
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.expires_at.getTime() <= now.getTime()) throw codeError('reset.codeExpired');
      if (row.attempts >= RESET_CODE_MAX_ATTEMPTS) throw codeError('reset.tooManyTries');
      const given = Buffer.from(hash(input.code));
      if (!timingSafeEqual(given, Buffer.from(row.code_hash))) {
        await trx
          .updateTable('password_reset_codes')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', row.id)
          .execute();
        return { wrong: true as const, attempts: row.attempts + 1 };
      }
      await trx
        .updateTable('password_reset_codes')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .execute();
      return { wrong: false as const, userId: row.user_id };
    });
    // The wrong try is counted (committed) before the refusal.
    if (userId.wrong) {
      throw codeError(
        userId.attempts >= RESET_CODE_MAX_ATTEMPTS ? 'reset.tooManyTries' : 'reset.codeWrong',
      );
    }
    await updatePasswordHash(this.db, userId.userId, await hashPassword(password), now);
    await this.auth.endAllSessions(userId.userId);
    await this.log.write({
      userId: userId.userId,
      account: input.account,
      type: OPERATION_LOG_TYPES.modify,
      item: 'password.reset',
      ip,
      at: now,
    });
    return { account: input.account };
  }
}
