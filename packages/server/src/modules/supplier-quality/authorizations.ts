// Authorized scopes (/hna/qualityApproval/authorize): the quality department authorizes a qualified
// supplier for a business type and a product type (docs/product-rules.md, Value lists) until a
// date, and can withdraw it with a reason. `expired` is derived from the date, never stored; one
// active authorization per supplier and scope (a partial unique index backs the check).
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  isQualified,
  type AuthorizationRow,
  type authorizationListInput,
  type authorizeInput,
  type withdrawAuthorizationInput,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { companyMatches } from '../../db/like.ts';
import { page } from '../../db/paging.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Actor } from '../../core/actor.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { businessDate, businessToday } from '../../core/business-time.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export class AuthorizationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  async list(input: z.output<typeof authorizationListInput>) {
    const today = businessToday(this.config);
    let q = this.#select();
    if (input.supplierId) q = q.where('a.company_id', '=', input.supplierId);
    if (input.state === 'withdrawn') q = q.where('a.status', '=', 'withdrawn');
    if (input.state === 'active') {
      q = q.where('a.status', '=', 'active').where('a.valid_until', '>=', today);
    }
    if (input.state === 'expired') {
      q = q.where('a.status', '=', 'active').where('a.valid_until', '<', today);
    }
    if (input.q) q = q.where(companyMatches(input.q));
    return page(
      q,
      input,
      (q) => q.orderBy('a.valid_until').orderBy('a.id'),
      (r) => this.#row(r, today),
    );
  }

  async authorize(actor: Actor, input: z.output<typeof authorizeInput>): Promise<AuthorizationRow> {
    const now = this.config.now();
    if (input.validUntil <= businessDate(now)) {
      throw new ApiError(400, 'quality.untilPast', { fields: { validUntil: 'quality.untilPast' } });
    }
    const id = randomUUID();
    try {
      await this.db.transaction().execute(async (trx) => {
        const key = input.supplier.trim();
        const company = await trx
          .selectFrom('companies')
          .select(['id', 'audit_status'])
          .where('kind', '=', 'supplier')
          .where((eb) => eb.or([eb('code', '=', key.toUpperCase()), eb('id', '=', key)]))
          .forUpdate()
          .executeTakeFirst();
        if (!company) {
          throw new ApiError(404, 'quality.supplierNotFound', {
            fields: { supplier: 'quality.supplierNotFound' },
          });
        }
        if (!isQualified(company.audit_status)) {
          throw new ApiError(409, 'quality.notQualified', {
            fields: { supplier: 'quality.notQualified' },
          });
        }
        const active = await trx
          .selectFrom('supplier_authorizations')
          .select('id')
          .where('company_id', '=', company.id)
          .where('business_type', '=', input.businessType)
          .where('product_type', '=', input.productType)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (active) throw new ApiError(409, 'quality.scopeActive');
        await trx
          .insertInto('supplier_authorizations')
          .values({
            id,
            company_id: company.id,
            business_type: input.businessType,
            product_type: input.productType,
            valid_until: input.validUntil,
            status: 'active',
            remarks: input.remarks,
            created_by: actor.userId,
            created_by_name: actor.name,
            withdrawn_at: null,
            created_at: now,
          })
          .execute();
        await this.log.logAction(actor, OPERATION_LOG_TYPES.add, `supplier.authorize:${id}`, trx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ApiError(409, 'quality.scopeActive');
      }
      throw error;
    }
    return this.#get(id);
  }

  async withdraw(
    actor: Actor,
    input: z.output<typeof withdrawAuthorizationInput>,
  ): Promise<AuthorizationRow> {
    const now = this.config.now();
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('supplier_authorizations')
        .select(['status', 'version'])
        .where('id', '=', input.id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new ApiError(404, 'quality.authorizationNotFound');
      if (row.version !== input.version) throw new ApiError(409, 'quality.authorizationStale');
      if (row.status === 'withdrawn') throw new ApiError(409, 'quality.alreadyWithdrawn');
      await trx
        .updateTable('supplier_authorizations')
        .set((eb) => ({
          status: 'withdrawn',
          withdraw_reason: input.reason,
          withdrawn_at: now,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', input.id)
        .execute();
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `supplier.withdraw:${input.id}`,
        trx,
      );
    });
    return this.#get(input.id);
  }

  async #get(id: string): Promise<AuthorizationRow> {
    const row = await this.#select().where('a.id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, 'quality.authorizationNotFound');
    return this.#row(row, businessToday(this.config));
  }

  #select() {
    return this.db
      .selectFrom('supplier_authorizations as a')
      .innerJoin('companies as c', 'c.id', 'a.company_id')
      .selectAll('a')
      .select(['c.code as supplier_code', 'c.name as supplier_name']);
  }

  #row(
    r: {
      id: string;
      company_id: string;
      supplier_code: string;
      supplier_name: string;
      business_type: number;
      product_type: number;
      valid_until: string;
      status: 'active' | 'withdrawn';
      remarks: string;
      created_by_name: string;
      created_at: Date;
      withdraw_reason: string;
      version: number;
    },
    today: string,
  ): AuthorizationRow {
    return {
      id: r.id,
      supplierId: r.company_id,
      supplierCode: r.supplier_code,
      supplierName: r.supplier_name,
      businessType: r.business_type as AuthorizationRow['businessType'],
      productType: r.product_type as AuthorizationRow['productType'],
      validUntil: r.valid_until,
      state: r.status === 'withdrawn' ? 'withdrawn' : r.valid_until < today ? 'expired' : 'active',
      remarks: r.remarks,
      authorizedBy: r.created_by_name,
      authorizedAt: r.created_at.toISOString(),
      withdrawReason: r.withdraw_reason,
      version: r.version,
    };
  }
}
