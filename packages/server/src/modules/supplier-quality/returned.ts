// The returned registration (/supRegisterEdit): the supplier opens the one-time link from the
// e-mail the return sent, corrects kind, country, tax category and ID, company name, e-mail and
// time zone (never the account or password) and submits again: returned → pending business review.
// The code is the only credential, so it is checked like an invite code (hash, expiry, used once)
// and both calls are rate-limited per address like registration.
import {
  OPERATION_LOG_TYPES,
  type MessageKey,
  type ReturnedRegistration,
  type resubmitRegistrationInput,
} from '@portal/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { limitPerAddress } from '../auth/index.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { hashInviteCode, recordSupplierEvent } from '../supplier/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/** Per address and rate-limit window: link openings, resubmissions. */
const MAX_LOADS = 60;
const MAX_RESUBMITS = 10;

type CodeKey = 'registerEdit.codeInvalid' | 'registerEdit.codeUsed' | 'registerEdit.codeExpired';
const refused = (key: CodeKey) => new ApiError(409, key, { fields: { code: key } });

export class ReturnedRegistrationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  async load(code: string, ip: string): Promise<ReturnedRegistration> {
    await limitPerAddress(this.db, this.config, `registerEdit:${ip}`, MAX_LOADS);
    const found = await this.#code(this.db, code);
    const company = await this.db
      .selectFrom('companies')
      .select([
        'id',
        'supplier_kind',
        'country',
        'tax_category',
        'tax_id',
        'name',
        'email',
        'time_zone',
        'audit_status',
        'version',
      ])
      .where('id', '=', found.company_id)
      .executeTakeFirstOrThrow();
    if (company.audit_status !== 'returned') throw new ApiError(409, 'registerEdit.notReturned');
    const admin = await this.#admin(this.db, company.id);
    return {
      // Transport suppliers register as aviation on the form; the server keeps their kind.
      supplierKind: company.supplier_kind === 'general' ? 'general' : 'aviation',
      country: company.country as ReturnedRegistration['country'],
      taxCategory: company.tax_category,
      taxId: company.tax_id ?? '',
      companyName: company.name,
      email: company.email,
      timeZone: company.time_zone as ReturnedRegistration['timeZone'],
      account: admin,
      remarks: found.remarks,
      expiresAt: found.expires_at.toISOString(),
      version: company.version,
    };
  }

  async resubmit(
    input: z.output<typeof resubmitRegistrationInput>,
    ip: string,
  ): Promise<{ account: string }> {
    await limitPerAddress(this.db, this.config, `resubmit:${ip}`, MAX_RESUBMITS);
    const now = this.config.now();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const found = await this.#code(trx, input.code, true);
        const company = await trx
          .selectFrom('companies')
          .select(['id', 'name', 'name_en', 'supplier_kind', 'audit_status', 'version'])
          .where('id', '=', found.company_id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (company.audit_status !== 'returned') {
          throw new ApiError(409, 'registerEdit.notReturned');
        }
        if (company.version !== input.version) throw new ApiError(409, 'registerEdit.stale');
        // Only a valid code learns whether the tax ID is on the blacklist.
        const blacklisted = await trx
          .selectFrom('supplier_blacklist')
          .select('tax_id')
          .where('tax_id', '=', input.taxId)
          .executeTakeFirst();
        if (blacklisted) {
          throw new ApiError(409, 'register.blacklisted', {
            fields: { taxId: 'register.blacklisted' },
          });
        }

        const fields: Record<string, MessageKey> = {};
        const taken = await this.#taken(trx, company.id, input.companyName, input.taxId);
        if (taken.companyName) fields.companyName = 'register.companyTaken';
        if (taken.taxId) fields.taxId = 'register.taxIdTaken';
        const first = Object.values(fields)[0];
        if (first) throw new ApiError(409, first, { fields });

        await trx
          .updateTable('companies')
          .set((eb) => ({
            name: input.companyName,
            // The English name follows the registered one until the profile gives its own.
            ...(company.name_en === company.name ? { name_en: input.companyName } : {}),
            supplier_kind: company.supplier_kind === 'transport' ? 'transport' : input.supplierKind,
            country: input.country,
            tax_category: input.taxCategory,
            tax_id: input.taxId,
            email: input.email.toLowerCase(),
            time_zone: input.timeZone,
            audit_status: 'pendingBusinessReview',
            version: eb('version', '+', 1),
            updated_at: now,
          }))
          .where('id', '=', company.id)
          .execute();
        await trx
          .updateTable('supplier_edit_codes')
          .set({ used_at: now })
          .where('id', '=', found.id)
          .execute();
        const admin = await this.#admin(trx, company.id);
        const adminId = await trx
          .selectFrom('users')
          .select('id')
          .where('company_id', '=', company.id)
          .where('account', '=', admin)
          .executeTakeFirst();
        await recordSupplierEvent(
          trx,
          {
            companyId: company.id,
            action: 'submitProfile',
            from: 'returned',
            to: 'pendingBusinessReview',
            by: { userId: adminId?.id ?? null, name: admin },
          },
          now,
        );
        await this.log.write(
          {
            userId: adminId?.id ?? null,
            account: admin,
            name: admin,
            type: OPERATION_LOG_TYPES.modify,
            item: 'supplier.resubmit',
            ip,
            at: now,
          },
          trx,
        );
        return { account: admin };
      });
    } catch (error) {
      // The unique index on the tax ID caught a registration that raced this one.
      if (isUniqueViolation(error, 'companies_supplier_tax_id')) {
        throw new ApiError(409, 'register.taxIdTaken', {
          fields: { taxId: 'register.taxIdTaken' },
        });
      }
      throw error;
    }
  }

  async #code(db: Kysely<Database> | Transaction<Database>, code: string, lock = false) {
    let q = db
      .selectFrom('supplier_edit_codes')
      .select(['id', 'company_id', 'remarks', 'expires_at', 'used_at'])
      .where('code_hash', '=', hashInviteCode(code));
    if (lock) q = q.forUpdate();
    const found = await q.executeTakeFirst();
    if (!found) throw refused('registerEdit.codeInvalid');
    if (found.used_at) throw refused('registerEdit.codeUsed');
    if (found.expires_at.getTime() <= this.config.now().getTime()) {
      throw refused('registerEdit.codeExpired');
    }
    return found;
  }

  /** The company's administrator: its first account (the one that registered). */
  async #admin(db: Kysely<Database>, companyId: string): Promise<string> {
    const row = await db
      .selectFrom('users')
      .select('account')
      .where('company_id', '=', companyId)
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
    return row?.account ?? '';
  }

  /** Whether another supplier holds the name or tax ID (the own company does not count). */
  async #taken(db: Kysely<Database>, companyId: string, name: string, taxId: string) {
    const row = await db
      .selectNoFrom((eb) => [
        eb
          .exists(
            eb
              .selectFrom('companies')
              .select('id')
              .where('kind', '=', 'supplier')
              .where('id', '<>', companyId)
              .where('audit_status', '<>', 'rejected')
              .where(sql<string>`lower(name)`, '=', name.toLowerCase()),
          )
          .as('companyName'),
        eb
          .exists(
            eb
              .selectFrom('companies')
              .select('id')
              .where('kind', '=', 'supplier')
              .where('id', '<>', companyId)
              // A rejected company's tax ID is free again (migration 0015).
              .where('audit_status', '<>', 'rejected')
              .where('tax_id', '=', taxId),
          )
          .as('taxId'),
      ])
      .executeTakeFirstOrThrow();
    return { companyName: !!row.companyName, taxId: !!row.taxId };
  }
}
