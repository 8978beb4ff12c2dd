// The blacklist and the dishonest list, shared by all buyers. Putting a tax ID on either freezes a
// supplier that holds it (both departments, with the reason, in the audit's history).
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  type BlacklistRow,
  type addBlacklistInput,
  type blacklistListInput,
  type removeBlacklistInput,
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
  removeEntry,
  supplierByTaxId,
  write,
  type In,
  type ListsContext,
} from './shared.ts';

export class Blacklist {
  constructor(private readonly ctx: ListsContext) {}

  #select(db: Kysely<Database>) {
    return db
      .selectFrom('supplier_blacklist as b')
      .leftJoin('companies as s', 's.id', 'b.supplier_id')
      .leftJoin('users as u', 'u.id', 'b.added_by')
      .select([
        'b.id',
        'b.list',
        'b.tax_id',
        'b.company_name',
        'b.reason',
        'b.supplier_id',
        's.code as supplier_code',
        'u.real_name as added_by',
        'b.created_at',
        'b.version',
      ]);
  }

  #row(r: {
    id: string;
    list: BlacklistRow['list'];
    tax_id: string;
    company_name: string;
    reason: string;
    supplier_id: string | null;
    supplier_code: string | null;
    added_by: string | null;
    created_at: Date;
    version: number;
  }): BlacklistRow {
    return {
      id: r.id,
      list: r.list,
      taxId: r.tax_id,
      companyName: r.company_name,
      reason: r.reason,
      supplierId: r.supplier_id,
      supplierCode: r.supplier_code,
      addedBy: r.added_by ?? '',
      createdAt: iso(r.created_at),
      version: r.version,
    };
  }

  list(input: In<typeof blacklistListInput>): Promise<Page<BlacklistRow>> {
    let q = this.#select(this.ctx.db).where('b.list', '=', input.list);
    if (input.q) {
      const like = containsPattern(input.q);
      q = q.where((eb) =>
        eb.or([eb('b.company_name', 'ilike', like), eb('b.tax_id', 'ilike', like)]),
      );
    }
    return page(
      q,
      input,
      (x) => x.orderBy('b.created_at', 'desc').orderBy('b.id'),
      (r) => this.#row(r),
    );
  }

  /** Lists the tax ID; a supplier holding it is frozen by both departments. Answers who was frozen. */
  async add(
    actor: Actor,
    input: In<typeof addBlacklistInput>,
  ): Promise<{ row: BlacklistRow; frozen: string | null }> {
    const { db, config } = this.ctx;
    const id = randomUUID();
    let frozen: string | null = null;
    await write(
      this.ctx,
      actor,
      OPERATION_LOG_TYPES.add,
      `supplierLists.${input.list} ${input.taxId}`,
      async (trx, who) => {
        const taken = await trx
          .selectFrom('supplier_blacklist')
          .select('id')
          .where('list', '=', input.list)
          .where('tax_id', '=', input.taxId)
          .executeTakeFirst();
        if (taken) throw fieldError(409, 'lists.alreadyListed', 'taxId');
        const supplier = await supplierByTaxId(trx, input.taxId);
        await trx
          .insertInto('supplier_blacklist')
          .values({
            id,
            list: input.list,
            tax_id: input.taxId,
            company_name: input.companyName,
            reason: input.reason,
            supplier_id: supplier?.id ?? null,
            added_by: actor.userId,
            created_at: config.now(),
          })
          .execute();
        if (supplier) {
          frozen = supplier.code;
          await trx
            .updateTable('companies')
            .set((eb) => ({
              commercial_frozen: true,
              quality_frozen: true,
              freeze_reason: input.reason,
              version: eb('version', '+', 1),
              updated_at: config.now(),
            }))
            .where('id', '=', supplier.id)
            .execute();
          await recordSupplierEvent(
            trx,
            {
              companyId: supplier.id,
              action: `${input.list}.add`,
              from: null,
              to: null,
              by: who,
              remarks: input.reason,
            },
            config.now(),
          );
        }
      },
    );
    const row = await this.#select(db).where('b.id', '=', id).executeTakeFirstOrThrow();
    return { row: this.#row(row), frozen };
  }

  /** Takes the tax ID off the list: it may register again; freezes stay for the departments. */
  remove(actor: Actor, input: In<typeof removeBlacklistInput>): Promise<void> {
    return removeEntry(this.ctx, actor, input, {
      table: 'supplier_blacklist',
      buyer: null,
      item: 'supplierLists.blacklist.remove',
      columns: ['list', 'tax_id', 'supplier_id'],
      then: async (trx, entry, who) => {
        if (entry.supplier_id) {
          await recordSupplierEvent(
            trx,
            {
              companyId: entry.supplier_id,
              action: `${entry.list}.remove`,
              from: null,
              to: null,
              by: who,
              remarks: input.reason,
            },
            this.ctx.config.now(),
          );
        }
        return `supplierLists.${entry.list}.remove ${entry.tax_id}: ${input.reason}`;
      },
    });
  }
}
