// A buyer's own-equipment suppliers: who may service equipment the buyer owns, and until when.
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  type OwnEquipmentRow,
  type addOwnEquipmentInput,
  type ownEquipmentListInput,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import { containsPattern } from '../../db/like.ts';
import { page, type Page } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../core/actor.ts';
import {
  iso,
  notPast,
  removeEntry,
  write,
  type In,
  type ListsContext,
  type Ref,
} from './shared.ts';

export class OwnEquipment {
  constructor(private readonly ctx: ListsContext) {}

  #select(db: Kysely<Database>, actor: Actor) {
    return db
      .selectFrom('supplier_own_equipment as e')
      .select([
        'e.id',
        'e.name',
        'e.equipment',
        'e.ata_chapter',
        'e.oem',
        'e.contact',
        'e.valid_until',
        'e.remarks',
        'e.created_at',
        'e.version',
      ])
      .where('e.buyer_company_id', '=', actor.companyId);
  }

  #row(r: {
    id: string;
    name: string;
    equipment: string;
    ata_chapter: string;
    oem: string;
    contact: string;
    valid_until: string;
    remarks: string;
    created_at: Date;
    version: number;
  }): OwnEquipmentRow {
    return {
      id: r.id,
      name: r.name,
      equipment: r.equipment,
      ataChapter: r.ata_chapter,
      oem: r.oem,
      contact: r.contact,
      validUntil: r.valid_until,
      remarks: r.remarks,
      createdAt: iso(r.created_at),
      version: r.version,
    };
  }

  list(actor: Actor, input: In<typeof ownEquipmentListInput>): Promise<Page<OwnEquipmentRow>> {
    let q = this.#select(this.ctx.db, actor);
    if (input.q) {
      const like = containsPattern(input.q);
      q = q.where((eb) =>
        eb.or([
          eb('e.name', 'ilike', like),
          eb('e.equipment', 'ilike', like),
          eb('e.oem', 'ilike', like),
          eb('e.ata_chapter', 'ilike', like),
        ]),
      );
    }
    return page(
      q,
      input,
      (x) => x.orderBy('e.name').orderBy('e.id'),
      (r) => this.#row(r),
    );
  }

  async add(actor: Actor, input: In<typeof addOwnEquipmentInput>): Promise<OwnEquipmentRow> {
    notPast(this.ctx, input.validUntil);
    const id = randomUUID();
    await write(
      this.ctx,
      actor,
      OPERATION_LOG_TYPES.add,
      `supplierLists.ownEquipment ${input.name}`,
      async (trx) => {
        await trx
          .insertInto('supplier_own_equipment')
          .values({
            id,
            buyer_company_id: actor.companyId,
            name: input.name,
            equipment: input.equipment,
            ata_chapter: input.ataChapter,
            oem: input.oem,
            contact: input.contact,
            valid_until: input.validUntil,
            remarks: input.remarks,
            created_at: this.ctx.config.now(),
          })
          .execute();
      },
    );
    const row = await this.#select(this.ctx.db, actor)
      .where('e.id', '=', id)
      .executeTakeFirstOrThrow();
    return this.#row(row);
  }

  remove(actor: Actor, input: Ref): Promise<void> {
    return removeEntry(this.ctx, actor, input, {
      table: 'supplier_own_equipment',
      buyer: actor.companyId,
      item: 'supplierLists.ownEquipment.remove',
      columns: ['name'],
      then: (_trx, entry) => `supplierLists.ownEquipment.remove ${entry.name}`,
    });
  }
}
