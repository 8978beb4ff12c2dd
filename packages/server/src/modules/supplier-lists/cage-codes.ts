// CAGE codes, shared by all buyers: each code belongs to one supplier.
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  type CageRow,
  type addCageCodeInput,
  type cageListInput,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import { containsPattern } from '../../db/like.ts';
import { page, type Page } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Actor } from '../../core/actor.ts';
import { iso, removeEntry, write, type In, type ListsContext, type Ref } from './shared.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export class CageCodes {
  constructor(private readonly ctx: ListsContext) {}

  #select(db: Kysely<Database>) {
    return db
      .selectFrom('supplier_cage_codes as g')
      .innerJoin('companies as s', 's.id', 'g.supplier_id')
      .select([
        'g.id',
        'g.code',
        'g.supplier_id',
        's.code as supplier_code',
        's.name as supplier_name',
        'g.remarks',
        'g.created_at',
        'g.version',
      ]);
  }

  #row(r: {
    id: string;
    code: string;
    supplier_id: string;
    supplier_code: string;
    supplier_name: string;
    remarks: string;
    created_at: Date;
    version: number;
  }): CageRow {
    return {
      id: r.id,
      code: r.code,
      supplierId: r.supplier_id,
      supplierCode: r.supplier_code,
      supplierName: r.supplier_name,
      remarks: r.remarks,
      createdAt: iso(r.created_at),
      version: r.version,
    };
  }

  list(input: In<typeof cageListInput>): Promise<Page<CageRow>> {
    let q = this.#select(this.ctx.db);
    if (input.supplierId) q = q.where('g.supplier_id', '=', input.supplierId);
    if (input.q) {
      const like = containsPattern(input.q);
      q = q.where((eb) =>
        eb.or([
          eb('g.code', 'ilike', like),
          eb('s.name', 'ilike', like),
          eb('s.code', 'ilike', like),
        ]),
      );
    }
    return page(
      q,
      input,
      (x) => x.orderBy('g.code'),
      (r) => this.#row(r),
    );
  }

  async add(actor: Actor, input: In<typeof addCageCodeInput>): Promise<CageRow> {
    const { db, config } = this.ctx;
    const id = randomUUID();
    try {
      await write(
        this.ctx,
        actor,
        OPERATION_LOG_TYPES.add,
        `supplierLists.cage ${input.code}`,
        async (trx) => {
          const supplier = await trx
            .selectFrom('companies')
            .select('id')
            .where('id', '=', input.supplierId)
            .where('kind', '=', 'supplier')
            .executeTakeFirst();
          if (!supplier) throw new ApiError(404, 'lists.supplierNotFound');
          await this.#free(trx, input.code);
          await trx
            .insertInto('supplier_cage_codes')
            .values({
              id,
              code: input.code,
              supplier_id: input.supplierId,
              remarks: input.remarks,
              added_by: actor.userId,
              created_at: config.now(),
            })
            .execute();
        },
      );
    } catch (error) {
      // Two requests raced for one code past the check: the unique index tells the second.
      if (isUniqueViolation(error)) await this.#free(db, input.code);
      throw error;
    }
    return this.#row(await this.#select(db).where('g.id', '=', id).executeTakeFirstOrThrow());
  }

  async #free(db: Kysely<Database>, code: string): Promise<void> {
    const holder = await db
      .selectFrom('supplier_cage_codes as g')
      .innerJoin('companies as s', 's.id', 'g.supplier_id')
      .select(['s.code', 's.name'])
      .where('g.code', '=', code)
      .executeTakeFirst();
    if (holder) {
      throw new ApiError(409, 'lists.cageTaken', {
        // No field entry: field messages carry no parameters, and the holder's name is the point.
        params: { code, supplier: `${holder.code} ${holder.name}` },
      });
    }
  }

  remove(actor: Actor, input: Ref): Promise<void> {
    return removeEntry(this.ctx, actor, input, {
      table: 'supplier_cage_codes',
      buyer: null,
      item: 'supplierLists.cage.remove',
      columns: ['code'],
      then: (_trx, entry) => `supplierLists.cage.remove ${entry.code}`,
    });
  }
}
