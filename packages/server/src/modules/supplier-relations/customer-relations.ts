// Customer relations (issue 4): which group member companies a supplier serves, for which
// business, since when. Reading needs `supplier:lists`, adding and ending `supplier:lists:manage`
// (both checked by the route first, 403). Relations belong to the caller's buyer company: another
// company's id answers 404 as a missing one does. Ending checks the version (409), keeps the row
// with its reason, and, like adding, runs in one transaction with the operation log.
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  type CustomerRelationRow,
  type addCustomerRelationInput,
  type customerRelationListInput,
  type endCustomerRelationInput,
} from '@portal/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { companyMatches } from '../../db/like.ts';
import { page, type Page } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Actor } from '../../core/actor.ts';
import { businessDate } from '../../core/business-time.ts';
import { checkVersion, loggedChange } from '../../core/logged-change.ts';
import type { OperationLog } from '../../core/operation-log.ts';

type In<T extends z.ZodType> = z.output<T>;
const iso = (d: Date) => d.toISOString();

export class CustomerRelations {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  private query(db: Kysely<Database> | Transaction<Database>, buyer: string) {
    return db
      .selectFrom('supplier_customer_relations as r')
      .innerJoin('companies as c', 'c.id', 'r.supplier_id')
      .leftJoin('users as a', 'a.id', 'r.added_by')
      .leftJoin('users as e', 'e.id', 'r.ended_by')
      .select([
        'r.id',
        'r.supplier_id',
        'c.code',
        'c.name',
        'r.member',
        'r.business_type',
        'r.since',
        'r.status',
        'r.remarks',
        'r.ended_at',
        'r.end_reason',
        'r.version',
        'r.created_at',
      ])
      .select(['a.real_name as added_by', 'e.real_name as ended_by'])
      .where('r.buyer_company_id', '=', buyer);
  }

  private static row(r: {
    id: string;
    supplier_id: string;
    code: string;
    name: string;
    member: CustomerRelationRow['member'];
    business_type: CustomerRelationRow['businessType'];
    since: string;
    status: CustomerRelationRow['status'];
    remarks: string;
    ended_at: Date | null;
    end_reason: string;
    version: number;
    created_at: Date;
    added_by: string | null;
    ended_by: string | null;
  }): CustomerRelationRow {
    return {
      id: r.id,
      supplierId: r.supplier_id,
      supplierCode: r.code,
      supplierName: r.name,
      member: r.member,
      businessType: r.business_type,
      since: r.since,
      status: r.status,
      remarks: r.remarks,
      addedBy: r.added_by ?? '',
      endedAt: r.ended_at ? iso(r.ended_at) : null,
      endedBy: r.ended_by ?? '',
      endReason: r.end_reason,
      createdAt: iso(r.created_at),
      version: r.version,
    };
  }

  list(
    actor: Actor,
    input: In<typeof customerRelationListInput>,
  ): Promise<Page<CustomerRelationRow>> {
    let q = this.query(this.db, actor.companyId);
    if (input.supplierId) q = q.where('r.supplier_id', '=', input.supplierId);
    if (input.member) q = q.where('r.member', '=', input.member);
    if (input.businessType) q = q.where('r.business_type', '=', input.businessType);
    if (input.status) q = q.where('r.status', '=', input.status);
    if (input.q) q = q.where(companyMatches(input.q));
    return page(
      q,
      input,
      (x) =>
        x
          .orderBy(sql`case when r.status = 'active' then 0 else 1 end`)
          .orderBy('r.since', 'desc')
          .orderBy('r.id'),
      CustomerRelations.row,
    );
  }

  async add(
    actor: Actor,
    input: In<typeof addCustomerRelationInput>,
  ): Promise<CustomerRelationRow> {
    if (input.since > businessDate(this.config.now())) {
      throw new ApiError(400, 'relations.sinceFuture', {
        fields: { since: 'relations.sinceFuture' },
      });
    }
    const id = randomUUID();
    await loggedChange(
      { db: this.db, log: this.log },
      actor,
      OPERATION_LOG_TYPES.add,
      '',
      async (trx) => {
        const supplier = await trx
          .selectFrom('companies')
          .select(['id', 'code'])
          .where('id', '=', input.supplierId)
          .where('kind', '=', 'supplier')
          .forUpdate()
          .executeTakeFirst();
        if (!supplier) throw new ApiError(404, 'relations.supplierNotFound');
        const existing = await trx
          .selectFrom('supplier_customer_relations')
          .select('id')
          .where('buyer_company_id', '=', actor.companyId)
          .where('supplier_id', '=', supplier.id)
          .where('member', '=', input.member)
          .where('business_type', '=', input.businessType)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (existing) throw new ApiError(409, 'relations.duplicate');
        await trx
          .insertInto('supplier_customer_relations')
          .values({
            id,
            buyer_company_id: actor.companyId,
            supplier_id: supplier.id,
            member: input.member,
            business_type: input.businessType,
            since: input.since,
            remarks: input.remarks,
            added_by: actor.userId,
          })
          .execute();
        return `customerRelation.add ${supplier.code} ${input.member} ${input.businessType}`;
      },
    );
    return this.get(actor, id);
  }

  async end(
    actor: Actor,
    input: In<typeof endCustomerRelationInput>,
  ): Promise<CustomerRelationRow> {
    await loggedChange(
      { db: this.db, log: this.log },
      actor,
      OPERATION_LOG_TYPES.modify,
      '',
      async (trx) => {
        const found = await trx
          .selectFrom('supplier_customer_relations')
          .select(['id', 'version', 'status', 'member', 'business_type'])
          .where('id', '=', input.id)
          .where('buyer_company_id', '=', actor.companyId)
          .forUpdate()
          .executeTakeFirst();
        const row = checkVersion(found, input.version, {
          missing: 'relations.notFound',
          stale: 'relations.stale',
        });
        if (row.status === 'ended') throw new ApiError(409, 'relations.alreadyEnded');
        await trx
          .updateTable('supplier_customer_relations')
          .set({
            status: 'ended',
            ended_at: this.config.now(),
            ended_by: actor.userId,
            end_reason: input.reason,
            version: row.version + 1,
          })
          .where('id', '=', row.id)
          .execute();
        // The operation log's detail shows what ending changed (migration 0016).
        return {
          item: `customerRelation.end ${row.member} ${row.business_type}: ${input.reason}`,
          changes: {
            before: { status: row.status, version: row.version },
            after: { status: 'ended', version: row.version + 1, endReason: input.reason },
          },
        };
      },
    );
    return this.get(actor, input.id);
  }

  private async get(actor: Actor, id: string): Promise<CustomerRelationRow> {
    const row = await this.query(this.db, actor.companyId)
      .where('r.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'relations.notFound');
    return CustomerRelations.row(row);
  }
}
