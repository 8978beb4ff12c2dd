// Supplier registration (`/supRegister`, docs/product-rules.md#registration): an invite code, the
// company's data and its administrator's account. It creates the company "to be evaluated" and the
// administrator, who signs in and completes the profile. Attempts are rate-limited per address (the
// login limiter's table under keys of their own), and unique indexes on the tax ID and the account
// back the duplicate check, so two registrations racing for one of them cannot both succeed.
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  checkNewPassword,
  type checkRegistrationInput,
  type registerInput,
} from '@portal/contract';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { stableId } from '../../db/stable-id.ts';
import { ApiError } from '../../http/api-error.ts';
import { limitPerAddress, hashPassword, type RsaKeyService } from '../auth/index.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { recordSupplierEvent } from './events.ts';
import { hashInviteCode } from './invite-code.ts';
import { isUniqueViolation, violatedConstraint } from '../../db/unique-violation.ts';

/** The role every registered supplier's administrator gets (the seed's `supplier-admin`). */
const SUPPLIER_ADMIN_ROLE = stableId('role:supplier-admin');
/** Per address and rate-limit window: registrations tried, duplicate checks asked. */
const MAX_REGISTRATIONS = 10;
const MAX_CHECKS = 60;

type Taken = { account: boolean; companyName: boolean; taxId: boolean };

export class RegistrationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly keys: RsaKeyService,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  async check(input: z.output<typeof checkRegistrationInput>, ip: string): Promise<Taken> {
    await limitPerAddress(this.db, this.config, `check:${ip}`, MAX_CHECKS);
    return this.#taken(this.db, input);
  }

  async register(input: z.output<typeof registerInput>, ip: string): Promise<{ account: string }> {
    await limitPerAddress(this.db, this.config, `register:${ip}`, MAX_REGISTRATIONS);
    const [password = ''] = await this.keys.consumeAndDecrypt(input.passPriKey, [input.password]);
    const rule = checkNewPassword(password);
    if (rule) throw new ApiError(400, rule, { fields: { password: rule } });

    const now = this.config.now();
    const blacklisted = await this.db
      .selectFrom('supplier_blacklist')
      .select('tax_id')
      .where('tax_id', '=', input.taxId)
      .executeTakeFirst();
    if (blacklisted)
      throw new ApiError(409, 'register.blacklisted', {
        fields: { taxId: 'register.blacklisted' },
      });

    const hash = await hashPassword(password);
    const companyId = randomUUID();
    const userId = randomUUID();
    try {
      await this.db.transaction().execute(async (trx) => {
        const invite = await trx
          .selectFrom('supplier_invites')
          .select(['id', 'status', 'expires_at', 'kind'])
          .where('code_hash', '=', hashInviteCode(input.inviteCode))
          .forUpdate()
          .executeTakeFirst();
        const bad = (
          key: 'register.inviteInvalid' | 'register.inviteUsed' | 'register.inviteExpired',
        ) => new ApiError(409, key, { fields: { inviteCode: key } });
        if (!invite) throw bad('register.inviteInvalid');
        if (invite.status === 'registered') throw bad('register.inviteUsed');
        if (invite.expires_at.getTime() <= now.getTime()) throw bad('register.inviteExpired');

        const taken = await this.#taken(trx, input);
        const fields = {
          ...(taken.account ? { account: 'register.accountTaken' as const } : {}),
          ...(taken.companyName ? { companyName: 'register.companyTaken' as const } : {}),
          ...(taken.taxId ? { taxId: 'register.taxIdTaken' as const } : {}),
        };
        const first = Object.values(fields)[0];
        if (first) throw new ApiError(409, first, { fields });

        const seq = await sql<{
          n: string;
        }>`select nextval('supplier_code_seq')::text as n`.execute(trx);
        await trx
          .insertInto('companies')
          .values({
            id: companyId,
            kind: 'supplier',
            name: input.companyName,
            name_en: input.companyName,
            code: `S${seq.rows[0]!.n}`,
            status: 'pending',
            country: input.country,
            // A transport invitation makes a transport supplier, whatever the form said.
            supplier_kind: invite.kind === 'transport' ? 'transport' : input.supplierKind,
            audit_status: 'toBeEvaluated',
            tax_category: input.taxCategory,
            tax_id: input.taxId,
            email: input.email.toLowerCase(),
            time_zone: input.timeZone,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await trx
          .insertInto('users')
          .values({
            id: userId,
            company_id: companyId,
            account: input.account,
            password_hash: hash,
            real_name: input.account,
            email: input.email.toLowerCase(),
            avatar: '',
            status: 'enabled',
            created_at: now,
          })
          .execute();
        await trx
          .insertInto('user_roles')
          .values({ user_id: userId, role_id: SUPPLIER_ADMIN_ROLE })
          .execute();
        // A 21-department invitation says what the supplier does for the buyer: keep it, as the
        // bulk import keeps the business types it is given.
        if (invite.kind === 'dept21') {
          await trx
            .insertInto('supplier_business_types')
            .values({ company_id: companyId, business_type: 'dept21' })
            .execute();
        }
        await trx
          .updateTable('supplier_invites')
          .set((eb) => ({
            status: 'registered',
            registered_company_id: companyId,
            version: eb('version', '+', 1),
          }))
          .where('id', '=', invite.id)
          .execute();
        await recordSupplierEvent(
          trx,
          {
            companyId,
            action: 'register',
            from: null,
            to: 'toBeEvaluated',
            by: { userId, name: input.account },
          },
          now,
        );
        await this.log.write(
          {
            userId,
            account: input.account,
            name: input.account,
            type: OPERATION_LOG_TYPES.add,
            item: 'supplier.register',
            ip,
            at: now,
          },
          trx,
        );
      });
    } catch (error) {
      // A unique index caught a registration that raced this one past the check.
      if (isUniqueViolation(error)) throw raceRefusal(violatedConstraint(error));
      throw error;
    }
    return { account: input.account };
  }

  async #taken(
    db: Kysely<Database>,
    input: {
      account?: string | undefined;
      companyName?: string | undefined;
      taxId?: string | undefined;
    },
  ): Promise<Taken> {
    // Only what was asked is looked up; a field not asked is not taken. (A constant `false`
    // selected as a parameter came back as the text 'false', which read as taken.)
    const { account, companyName, taxId } = input;
    // One after the other: registration runs this inside its transaction (one connection).
    const accountTaken = account
      ? await db
          .selectFrom('users')
          .select('id')
          .where(sql<string>`lower(account)`, '=', account.toLowerCase())
          .executeTakeFirst()
      : undefined;
    // A rejected company keeps its row for history but frees its name and tax ID.
    const liveSuppliers = () =>
      db
        .selectFrom('companies')
        .select('id')
        .where('kind', '=', 'supplier')
        .where('audit_status', '<>', 'rejected');
    const nameTaken = companyName
      ? await liveSuppliers()
          .where(sql<string>`lower(name)`, '=', companyName.toLowerCase())
          .executeTakeFirst()
      : undefined;
    const taxIdTaken = taxId
      ? await liveSuppliers().where('tax_id', '=', taxId).executeTakeFirst()
      : undefined;
    return { account: !!accountTaken, companyName: !!nameTaken, taxId: !!taxIdTaken };
  }
}

/**
 * The answer when a unique index caught a registration that raced another past the check: the
 * field it names when the index is the account's or the tax ID's, otherwise (any other index of the
 * rows a registration writes) a plain "submit again", never someone else's field.
 */
export function raceRefusal(constraint: string | undefined): ApiError {
  if (constraint === 'users_account_lower') {
    return new ApiError(409, 'register.accountTaken', {
      fields: { account: 'register.accountTaken' },
    });
  }
  if (constraint === 'companies_supplier_tax_id') {
    return new ApiError(409, 'register.taxIdTaken', { fields: { taxId: 'register.taxIdTaken' } });
  }
  return new ApiError(409, 'register.raced');
}
