// A company's own people (/sup/sys/employee, /hna/sys/employee; docs/product-rules.md#staff): an
// administrator lists them, creates one with a password or invites one by e-mail (a one-time code
// to choose the password on the reset-password page), edits name, contacts and position, freezes
// and thaws (a frozen account's sessions end at once), and sends a password-reset code. The company
// comes from the session and every query names it: another company's id is a 404 like a missing
// one. The company always keeps an active administrator: the caller is one, and nobody freezes
// themselves.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  STAFF_INVITE_TTL_HOURS,
  STAFF_PERMISSIONS,
  checkNewPassword,
  formatMessage,
  type Language,
  type StaffRow,
  type createStaffInput,
  type inviteStaffInput,
  type resetStaffPasswordInput,
  type staffListInput,
  type updateStaffInput,
  type updateStaffStatusInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../core/db.ts';
import { checkVersion, loggedChange } from '../../core/logged-change.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { page } from '../../db/paging.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthService, PasswordResetService, RsaKeyService } from '../auth/index.ts';
import { hashPassword } from '../auth/index.ts';
import { enqueue } from '../outbox/index.ts';
import { mailInvitation } from './invite-mail.ts';
import { matching, selectStaff } from './queries.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

type Selected = Awaited<ReturnType<ReturnType<typeof selectStaff>['executeTakeFirstOrThrow']>>;

const NOT_FOUND = { missing: 'staff.notFound', stale: 'staff.stale' } as const;
const MINUTES_PER_HOUR = 60;

export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly keys: RsaKeyService,
    readonly reset: PasswordResetService,
    private readonly log: OperationLog,
    readonly config: AppConfig,
  ) {}

  get #ctx() {
    return { db: this.db, log: this.log };
  }

  async list(actor: Actor, input: z.output<typeof staffListInput>) {
    const admin = this.#permission(actor);
    let q = selectStaff(this.db, actor.companyId, admin);
    if (input.q) q = q.where(matching(input.q));
    if (input.state) q = q.where('u.status', '=', input.state);
    return page(
      q,
      input,
      (x) => x.orderBy('u.real_name').orderBy('u.id'),
      (r) => this.#row(r),
    );
  }

  async create(actor: Actor, input: z.output<typeof createStaffInput>): Promise<StaffRow> {
    this.#permission(actor);
    const [password = ''] = await this.keys.consumeAndDecrypt(input.passPriKey, [input.password]);
    const rule = checkNewPassword(password);
    if (rule) throw new ApiError(400, rule, { fields: { password: rule } });
    const id = await this.#insert(actor, input, await hashPassword(password), null, async () => {});
    return this.#one(actor, id);
  }

  async invite(
    actor: Actor,
    input: z.output<typeof inviteStaffInput>,
    lang: Language,
  ): Promise<StaffRow> {
    this.#permission(actor);
    const now = this.config.now();
    // Nobody knows this password: the colleague chooses one with the mailed code.
    const unusable = await hashPassword(randomBytes(24).toString('base64url'));
    const id = await this.#insert(actor, input, unusable, now, (trx, userId) =>
      mailInvitation(
        trx,
        this,
        actor,
        { userId, account: input.account, email: input.email },
        lang,
      ),
    );
    return this.#one(actor, id);
  }

  async update(actor: Actor, input: z.output<typeof updateStaffInput>): Promise<StaffRow> {
    const admin = this.#permission(actor);
    await loggedChange(this.#ctx, actor, OPERATION_LOG_TYPES.modify, '', async (trx) => {
      const row = checkVersion(
        await selectStaff(trx, actor.companyId, admin)
          .where('u.id', '=', input.id)
          .forUpdate('u')
          .executeTakeFirst(),
        input.version,
        NOT_FOUND,
      );
      const after = {
        name: input.name,
        email: input.email.toLowerCase(),
        mobile: input.mobile,
        position: input.position,
      };
      await trx
        .updateTable('users')
        .set((eb) => ({
          real_name: after.name,
          email: after.email,
          mobile: after.mobile,
          position: after.position,
          updated_at: this.config.now(),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', input.id)
        .execute();
      const before = {
        name: row.real_name,
        email: row.email,
        mobile: row.mobile,
        position: row.position,
      };
      return { item: `staff.update ${row.account}`, changes: { before, after } };
    });
    return this.#one(actor, input.id);
  }

  async setStatus(actor: Actor, input: z.output<typeof updateStaffStatusInput>): Promise<StaffRow> {
    const admin = this.#permission(actor);
    const freeze = input.action === 'freeze';
    await loggedChange(this.#ctx, actor, OPERATION_LOG_TYPES.modify, '', async (trx) => {
      const row = checkVersion(
        await selectStaff(trx, actor.companyId, admin)
          .where('u.id', '=', input.id)
          .forUpdate('u')
          .executeTakeFirst(),
        input.version,
        NOT_FOUND,
      );
      if (freeze) {
        if (row.id === actor.userId) throw new ApiError(409, 'staff.notYourself');
        if (row.status === 'frozen') throw new ApiError(409, 'staff.alreadyFrozen');
      } else if (row.status !== 'frozen') {
        throw new ApiError(409, 'staff.notFrozen');
      }
      await trx
        .updateTable('users')
        .set((eb) => ({
          status: freeze ? 'frozen' : 'enabled',
          updated_at: this.config.now(),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', row.id)
        .execute();
      return {
        item: `staff.${input.action} ${row.account}`,
        changes: { before: { state: row.status }, after: { state: freeze ? 'frozen' : 'enabled' } },
      };
    });
    // After the commit: a frozen account's sessions end on every process (the session check reads
    // the user's status; this also drops this process's cached sessions at once).
    if (freeze) await this.auth.endAllSessions(input.id);
    return this.#one(actor, input.id);
  }

  async sendResetCode(
    actor: Actor,
    input: z.output<typeof resetStaffPasswordInput>,
    lang: Language,
  ): Promise<void> {
    const admin = this.#permission(actor);
    await loggedChange(this.#ctx, actor, OPERATION_LOG_TYPES.modify, '', async (trx) => {
      const row = await selectStaff(trx, actor.companyId, admin)
        .where('u.id', '=', input.id)
        .executeTakeFirst();
      if (!row) throw new ApiError(404, 'staff.notFound');
      if (row.status !== 'enabled') throw new ApiError(409, 'staff.frozenNoReset');
      if (!row.email) throw new ApiError(409, 'staff.noEmail');
      const minutes = STAFF_INVITE_TTL_HOURS * MINUTES_PER_HOUR;
      const code = await this.reset.issueCode(trx, row.id, minutes);
      const params = { account: row.account, code, minutes };
      await enqueue(trx, {
        system: 'mail',
        kind: 'mail.resetCode',
        subjectId: row.id,
        payload: {
          to: row.email,
          subject: formatMessage(lang, 'mail.resetCode.subject', params),
          body: formatMessage(lang, 'mail.resetCode.body', params),
        },
      });
      return `staff.resetPassword ${row.account}`;
    });
  }

  /** The staff page of the caller's side, or 403. */
  #permission(actor: Actor): string {
    const permission = STAFF_PERMISSIONS[actor.companyKind];
    if (!actor.permissions.has(permission)) throw new ApiError(403, 'auth.forbidden');
    return permission;
  }

  async #insert(
    actor: Actor,
    input: z.output<typeof inviteStaffInput> | z.output<typeof createStaffInput>,
    hash: string,
    invitedAt: Date | null,
    then: (trx: Db, userId: string) => Promise<void>,
  ): Promise<string> {
    const id = randomUUID();
    const now = this.config.now();
    try {
      await loggedChange(this.#ctx, actor, OPERATION_LOG_TYPES.add, '', async (trx) => {
        await trx
          .insertInto('users')
          .values({
            id,
            company_id: actor.companyId,
            account: input.account,
            password_hash: hash,
            real_name: input.name,
            email: input.email.toLowerCase(),
            mobile: input.mobile,
            position: input.position,
            avatar: '',
            status: 'enabled',
            invited_at: invitedAt,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await then(trx, id);
        return `staff.${invitedAt ? 'invite' : 'create'} ${input.account}`;
      });
    } catch (error) {
      // The account's unique index (any case): someone took it, here or in another company.
      if (isUniqueViolation(error)) {
        throw new ApiError(409, 'staff.accountTaken', {
          fields: { account: 'staff.accountTaken' },
        });
      }
      throw error;
    }
    return id;
  }

  async #one(actor: Actor, id: string): Promise<StaffRow> {
    const row = await selectStaff(this.db, actor.companyId, this.#permission(actor))
      .where('u.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'staff.notFound');
    return this.#row(row);
  }

  #row(r: Selected): StaffRow {
    return {
      id: r.id,
      account: r.account,
      name: r.real_name,
      email: r.email,
      mobile: r.mobile,
      position: r.position,
      roles: r.roles ?? [],
      roleIds: r.role_ids ?? [],
      state: r.status,
      admin: Boolean(r.admin),
      invited: r.invited_at !== null,
      keyRequired: r.security_key_required,
      hasKey: Boolean(r.has_key),
      lastSignInAt: r.last_sign_in_at ? new Date(r.last_sign_in_at).toISOString() : null,
      version: r.version,
    };
  }
}
