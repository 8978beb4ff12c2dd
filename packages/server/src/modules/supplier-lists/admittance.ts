// Admittance by mutual recognition: a buyer admits a tax ID another company qualified. Admitting
// makes an existing supplier that holds it `approved`, as the audit's history then says.
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  QUALIFIED_STATES,
  type AdmitRow,
  type addAdmitInput,
  type admitListInput,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import { containsPattern } from '../../db/like.ts';
import { page, type Page } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../core/actor.ts';
import { recordSupplierEvent } from '../supplier/events.ts';
import {
  fieldError,
  iso,
  notPast,
  removeEntry,
  supplierByTaxId,
  write,
  type In,
  type ListsContext,
  type Ref,
} from './shared.ts';

export class Admittance {
  constructor(private readonly ctx: ListsContext) {}

  #select(db: Kysely<Database>, actor: Actor) {
    return db
      .selectFrom('supplier_admits as a')
      .leftJoin('companies as s', 's.id', 'a.supplier_id')
      .leftJoin('users as u', 'u.id', 'a.added_by')
      .select([
        'a.id',
        'a.tax_id',
        'a.company_name',
        'a.supplier_id',
        's.code as supplier_code',
        'a.source_company',
        'a.scope',
        'a.valid_until',
        'a.remarks',
        'u.real_name as added_by',
        'a.created_at',
        'a.version',
      ])
      .where('a.buyer_company_id', '=', actor.companyId);
  }

  #row(r: {
    id: string;
    tax_id: string;
    company_name: string;
    supplier_id: string | null;
    supplier_code: string | null;
    source_company: string;
    scope: string;
    valid_until: string;
    remarks: string;
    added_by: string | null;
    created_at: Date;
    version: number;
  }): AdmitRow {
    return {
      id: r.id,
      taxId: r.tax_id,
      companyName: r.company_name,
      supplierId: r.supplier_id,
      supplierCode: r.supplier_code,
      sourceCompany: r.source_company,
      scope: r.scope,
      validUntil: r.valid_until,
      remarks: r.remarks,
      addedBy: r.added_by ?? '',
      createdAt: iso(r.created_at),
      version: r.version,
    };
  }

  list(actor: Actor, input: In<typeof admitListInput>): Promise<Page<AdmitRow>> {
    let q = this.#select(this.ctx.db, actor);
    if (input.q) {
      const like = containsPattern(input.q);
      q = q.where((eb) =>
        eb.or([
          eb('a.company_name', 'ilike', like),
          eb('a.tax_id', 'ilike', like),
          eb('a.source_company', 'ilike', like),
        ]),
      );
    }
    return page(
      q,
      input,
      (x) => x.orderBy('a.created_at', 'desc').orderBy('a.id'),
      (r) => this.#row(r),
    );
  }

  async add(
    actor: Actor,
    input: In<typeof addAdmitInput>,
  ): Promise<{ row: AdmitRow; admitted: string | null }> {
    const { db, config } = this.ctx;
    notPast(this.ctx, input.validUntil);
    const id = randomUUID();
    let admitted: string | null = null;
    await write(
      this.ctx,
      actor,
      OPERATION_LOG_TYPES.add,
      `supplierLists.admit ${input.taxId}`,
      async (trx, who) => {
        const listed = await trx
          .selectFrom('supplier_blacklist')
          .select('id')
          .where('tax_id', '=', input.taxId)
          .executeTakeFirst();
        if (listed) throw fieldError(409, 'lists.blacklistedAdmit', 'taxId');
        const taken = await trx
          .selectFrom('supplier_admits')
          .select('id')
          .where('buyer_company_id', '=', actor.companyId)
          .where('tax_id', '=', input.taxId)
          .executeTakeFirst();
        if (taken) throw fieldError(409, 'lists.alreadyAdmitted', 'taxId');
        const supplier = await supplierByTaxId(trx, input.taxId);
        await trx
          .insertInto('supplier_admits')
          .values({
            id,
            buyer_company_id: actor.companyId,
            tax_id: input.taxId,
            company_name: input.companyName,
            supplier_id: supplier?.id ?? null,
            source_company: input.sourceCompany,
            scope: input.scope,
            valid_until: input.validUntil,
            remarks: input.remarks,
            added_by: actor.userId,
            created_at: config.now(),
          })
          .execute();
        if (supplier) {
          admitted = supplier.code;
          // Qualified already: the record is what changes, not the audit.
          if (!QUALIFIED_STATES.includes(supplier.audit_status)) {
            await trx
              .updateTable('companies')
              .set((eb) => ({
                audit_status: 'approved',
                status: 'approved',
                version: eb('version', '+', 1),
                updated_at: config.now(),
              }))
              .where('id', '=', supplier.id)
              .execute();
            await recordSupplierEvent(
              trx,
              {
                companyId: supplier.id,
                action: 'mutualRecognition',
                from: supplier.audit_status,
                to: 'approved',
                by: who,
                remarks: `${input.sourceCompany}: ${input.scope}`,
              },
              config.now(),
            );
          }
        }
      },
    );
    const row = await this.#select(db, actor).where('a.id', '=', id).executeTakeFirstOrThrow();
    return { row: this.#row(row), admitted };
  }

  remove(actor: Actor, input: Ref): Promise<void> {
    return removeEntry(this.ctx, actor, input, {
      table: 'supplier_admits',
      buyer: actor.companyId,
      item: 'supplierLists.admit.remove',
    });
  }
}
