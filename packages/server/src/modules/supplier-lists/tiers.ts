// A buyer's sub-tier suppliers: who supplies its primary suppliers, and until when it authorized them.
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  type TierRow,
  type addTierInput,
  type authorizeTierInput,
  type tierListInput,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import { containsPattern } from '../../db/like.ts';
import { page, type Page } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Actor } from '../../core/actor.ts';
import { businessDate } from '../../core/business-time.ts';
import {
  checkEntry,
  fieldError,
  iso,
  notPast,
  removeEntry,
  write,
  type In,
  type ListsContext,
  type Ref,
} from './shared.ts';

export class Tiers {
  constructor(private readonly ctx: ListsContext) {}

  #select(db: Kysely<Database>, actor: Actor) {
    return db
      .selectFrom('supplier_tiers as t')
      .innerJoin('companies as p', 'p.id', 't.primary_id')
      .select([
        't.id',
        't.tier',
        't.name',
        't.country',
        't.supplies',
        't.primary_id',
        'p.code as primary_code',
        'p.name as primary_name',
        't.authorized_until',
        't.authorized_by',
        't.remarks',
        't.created_at',
        't.version',
      ])
      .where('t.buyer_company_id', '=', actor.companyId);
  }

  #row(r: {
    id: string;
    tier: TierRow['tier'];
    name: string;
    country: string;
    supplies: string;
    primary_id: string;
    primary_code: string;
    primary_name: string;
    authorized_until: string | null;
    authorized_by: string;
    remarks: string;
    created_at: Date;
    version: number;
  }): TierRow {
    const today = businessDate(this.ctx.config.now());
    return {
      id: r.id,
      tier: r.tier,
      name: r.name,
      country: r.country,
      supplies: r.supplies,
      primaryId: r.primary_id,
      primaryCode: r.primary_code,
      primaryName: r.primary_name,
      auth: !r.authorized_until
        ? 'unauthorized'
        : r.authorized_until >= today
          ? 'authorized'
          : 'expired',
      authorizedUntil: r.authorized_until,
      authorizedBy: r.authorized_by,
      remarks: r.remarks,
      createdAt: iso(r.created_at),
      version: r.version,
    };
  }

  list(actor: Actor, input: In<typeof tierListInput>): Promise<Page<TierRow>> {
    let q = this.#select(this.ctx.db, actor);
    if (input.tier) q = q.where('t.tier', '=', input.tier);
    const today = businessDate(this.ctx.config.now());
    if (input.auth === 'unauthorized') q = q.where('t.authorized_until', 'is', null);
    if (input.auth === 'authorized') q = q.where('t.authorized_until', '>=', today);
    if (input.auth === 'expired') q = q.where('t.authorized_until', '<', today);
    if (input.q) {
      const like = containsPattern(input.q);
      q = q.where((eb) =>
        eb.or([
          eb('t.name', 'ilike', like),
          eb('t.supplies', 'ilike', like),
          eb('p.name', 'ilike', like),
          eb('p.code', 'ilike', like),
        ]),
      );
    }
    return page(
      q,
      input,
      (x) => x.orderBy('t.created_at', 'desc').orderBy('t.id'),
      (r) => this.#row(r),
    );
  }

  async get(actor: Actor, id: string): Promise<TierRow> {
    const row = await this.#select(this.ctx.db, actor).where('t.id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, 'lists.notFound');
    return this.#row(row);
  }

  async add(actor: Actor, input: In<typeof addTierInput>): Promise<TierRow> {
    const id = randomUUID();
    await write(
      this.ctx,
      actor,
      OPERATION_LOG_TYPES.add,
      `supplierLists.tier ${input.name}`,
      async (trx) => {
        const primary = await trx
          .selectFrom('companies')
          .select('id')
          .where('id', '=', input.primaryId)
          .where('kind', '=', 'supplier')
          .executeTakeFirst();
        if (!primary) throw fieldError(404, 'lists.supplierNotFound', 'primaryId');
        await trx
          .insertInto('supplier_tiers')
          .values({
            id,
            buyer_company_id: actor.companyId,
            primary_id: input.primaryId,
            tier: input.tier,
            name: input.name,
            country: input.country,
            supplies: input.supplies,
            authorized_until: null,
            remarks: input.remarks,
            created_at: this.ctx.config.now(),
          })
          .execute();
      },
    );
    return this.get(actor, id);
  }

  async authorize(actor: Actor, input: In<typeof authorizeTierInput>): Promise<TierRow> {
    notPast(this.ctx, input.validUntil);
    await write(
      this.ctx,
      actor,
      OPERATION_LOG_TYPES.modify,
      'supplierLists.tier.authorize',
      async (trx, who) => {
        const row = await trx
          .selectFrom('supplier_tiers')
          .select(['id', 'version', 'name'])
          .where('id', '=', input.id)
          .where('buyer_company_id', '=', actor.companyId)
          .forUpdate()
          .executeTakeFirst();
        const entry = checkEntry(row, input.version);
        await trx
          .updateTable('supplier_tiers')
          .set((eb) => ({
            authorized_until: input.validUntil,
            authorized_by: who.name,
            ...(input.remarks ? { remarks: input.remarks } : {}),
            version: eb('version', '+', 1),
          }))
          .where('id', '=', input.id)
          .execute();
        return `supplierLists.tier.authorize ${entry.name} ${input.validUntil}`;
      },
    );
    return this.get(actor, input.id);
  }

  remove(actor: Actor, input: Ref): Promise<void> {
    return removeEntry(this.ctx, actor, input, {
      table: 'supplier_tiers',
      buyer: actor.companyId,
      item: 'supplierLists.tier.remove',
      columns: ['name'],
      then: (_trx, entry) => `supplierLists.tier.remove ${entry.name}`,
    });
  }
}
