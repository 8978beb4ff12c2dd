// The buyer's supplier lists on the server (issue 4, "Lists"). The route's permission check runs
// before any of this (403); each change then runs in one transaction that finds the entry among
// the caller's company's (404 otherwise, also for another buyer's), checks its version (409), and
// writes the operation log. Putting a tax ID on the blacklist or the dishonest list freezes a
// supplier that holds it (both departments, with the reason, in the audit's history); admitting by
// mutual recognition makes an existing supplier `approved`, as the audit's history then says.
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  QUALIFIED_STATES,
  type AdmitRow,
  type BlacklistRow,
  type CageRow,
  type DirectoryRow,
  type MessageKey,
  type OperationLogType,
  type OwnEquipmentRow,
  type TierRow,
  type addAdmitInput,
  type addBlacklistInput,
  type addCageCodeInput,
  type addOwnEquipmentInput,
  type addTierInput,
  type admitListInput,
  type authorizeTierInput,
  type blacklistListInput,
  type cageListInput,
  type directoryInput,
  type ownEquipmentListInput,
  type removeBlacklistInput,
  type tierListInput,
} from '@portal/contract';
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { containsPattern } from '../../db/like.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Actor } from '../inquiry/actor.ts';
import { businessDate } from '../inquiry/business-time.ts';
import type { OperationLogRepository } from '../operation-log/repository.ts';

type In<T extends z.ZodType> = z.output<T>;
type Paged<Row> = { records: Row[]; total: number; current: number; size: number };
type Ref = { id: string; version: number };

const iso = (d: Date) => d.toISOString();

/** A page and the count of one query (the count drops the selection and the order). */
async function paged<DB, TB extends keyof DB, O, Row>(
  q: SelectQueryBuilder<DB, TB, O>,
  input: { current: number; size: number },
  order: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
  map: (row: O) => Row,
): Promise<Paged<Row>> {
  const [rows, total] = await Promise.all([
    order(q)
      .offset((input.current - 1) * input.size)
      .limit(input.size)
      .execute(),
    q
      .clearSelect()
      .select(sql<string | number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    records: rows.map(map),
    total: Number((total as { n: string | number }).n),
    current: input.current,
    size: input.size,
  };
}

export class SupplierListsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: OperationLogRepository,
    private readonly config: AppConfig,
  ) {}

  // --- the directory -----------------------------------------------------------------------------

  async directory(input: In<typeof directoryInput>): Promise<Paged<DirectoryRow>> {
    let q = this.db
      .selectFrom('companies as c')
      .select([
        'c.id',
        'c.code',
        'c.name',
        'c.name_en',
        'c.supplier_kind',
        'c.country',
        'c.tax_id',
        'c.audit_status',
        'c.commercial_frozen',
        'c.quality_frozen',
        'c.updated_at',
      ])
      .select(
        sql<string>`coalesce((select string_agg(g.code, ', ' order by g.code)
          from supplier_cage_codes g where g.supplier_id = c.id), '')`.as('cage_codes'),
      )
      .where('c.kind', '=', 'supplier');
    if (input.scope === 'qualified') q = q.where('c.audit_status', 'in', QUALIFIED_STATES);
    else q = q.where('c.supplier_kind', '=', 'transport');
    if (input.kind) q = q.where('c.supplier_kind', '=', input.kind);
    if (input.country) q = q.where('c.country', '=', input.country);
    if (input.state) q = q.where('c.audit_status', '=', input.state);
    if (input.frozen === 'frozen') {
      q = q.where((eb) =>
        eb.or([eb('c.commercial_frozen', '=', true), eb('c.quality_frozen', '=', true)]),
      );
    } else if (input.frozen === 'active') {
      q = q.where('c.commercial_frozen', '=', false).where('c.quality_frozen', '=', false);
    }
    if (input.q) {
      const like = containsPattern(input.q);
      q = q.where((eb) =>
        eb.or([
          eb('c.name', 'ilike', like),
          eb('c.name_en', 'ilike', like),
          eb('c.code', 'ilike', like),
          eb('c.tax_id', 'ilike', like),
          eb.exists(
            eb
              .selectFrom('supplier_cage_codes as g')
              .select('g.id')
              .whereRef('g.supplier_id', '=', 'c.id')
              .where('g.code', 'ilike', like),
          ),
        ]),
      );
    }
    return paged(
      q,
      input,
      (x) => x.orderBy('c.name').orderBy('c.id'),
      (r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        nameEn: r.name_en,
        kind: r.supplier_kind ?? 'aviation',
        country: r.country,
        taxId: r.tax_id,
        state: r.audit_status,
        commercialFrozen: r.commercial_frozen,
        qualityFrozen: r.quality_frozen,
        cageCodes: r.cage_codes,
        updatedAt: iso(r.updated_at),
      }),
    );
  }

  // --- mutual recognition --------------------------------------------------------------------------

  #admits(db: Kysely<Database>, actor: Actor) {
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

  #admitRow(r: {
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

  listAdmits(actor: Actor, input: In<typeof admitListInput>): Promise<Paged<AdmitRow>> {
    let q = this.#admits(this.db, actor);
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
    return paged(
      q,
      input,
      (x) => x.orderBy('a.created_at', 'desc').orderBy('a.id'),
      (r) => this.#admitRow(r),
    );
  }

  async addAdmit(
    actor: Actor,
    input: In<typeof addAdmitInput>,
  ): Promise<{ row: AdmitRow; admitted: string | null }> {
    this.#notPast(input.validUntil);
    const id = randomUUID();
    let admitted: string | null = null;
    await this.#write(
      actor,
      OPERATION_LOG_TYPES.add,
      `supplierLists.admit ${input.taxId}`,
      async (trx, who) => {
        const listed = await trx
          .selectFrom('supplier_blacklist')
          .select('id')
          .where('tax_id', '=', input.taxId)
          .executeTakeFirst();
        if (listed) throw this.#field(409, 'lists.blacklistedAdmit', 'taxId');
        const taken = await trx
          .selectFrom('supplier_admits')
          .select('id')
          .where('buyer_company_id', '=', actor.companyId)
          .where('tax_id', '=', input.taxId)
          .executeTakeFirst();
        if (taken) throw this.#field(409, 'lists.alreadyAdmitted', 'taxId');
        const supplier = await this.#supplierByTaxId(trx, input.taxId);
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
            created_at: this.config.now(),
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
                updated_at: this.config.now(),
              }))
              .where('id', '=', supplier.id)
              .execute();
            await this.#event(
              trx,
              supplier.id,
              'mutualRecognition',
              supplier.audit_status,
              'approved',
              who,
              `${input.sourceCompany}: ${input.scope}`,
            );
          }
        }
      },
    );
    const row = await this.#admits(this.db, actor).where('a.id', '=', id).executeTakeFirstOrThrow();
    return { row: this.#admitRow(row), admitted };
  }

  async removeAdmit(actor: Actor, input: Ref): Promise<void> {
    await this.#write(
      actor,
      OPERATION_LOG_TYPES.delete,
      'supplierLists.admit.remove',
      async (trx) => {
        const row = await trx
          .selectFrom('supplier_admits')
          .select(['id', 'version'])
          .where('id', '=', input.id)
          .where('buyer_company_id', '=', actor.companyId)
          .forUpdate()
          .executeTakeFirst();
        this.#check(row, input.version);
        await trx.deleteFrom('supplier_admits').where('id', '=', input.id).execute();
      },
    );
  }

  // --- the blacklist and the dishonest list ----------------------------------------------------------

  #blacklist(db: Kysely<Database>) {
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

  #blacklistRow(r: {
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

  listBlacklist(input: In<typeof blacklistListInput>): Promise<Paged<BlacklistRow>> {
    let q = this.#blacklist(this.db).where('b.list', '=', input.list);
    if (input.q) {
      const like = containsPattern(input.q);
      q = q.where((eb) =>
        eb.or([eb('b.company_name', 'ilike', like), eb('b.tax_id', 'ilike', like)]),
      );
    }
    return paged(
      q,
      input,
      (x) => x.orderBy('b.created_at', 'desc').orderBy('b.id'),
      (r) => this.#blacklistRow(r),
    );
  }

  /** Lists the tax ID; a supplier holding it is frozen by both departments. Answers who was frozen. */
  async addBlacklist(
    actor: Actor,
    input: In<typeof addBlacklistInput>,
  ): Promise<{ row: BlacklistRow; frozen: string | null }> {
    const id = randomUUID();
    let frozen: string | null = null;
    await this.#write(
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
        if (taken) throw this.#field(409, 'lists.alreadyListed', 'taxId');
        const supplier = await this.#supplierByTaxId(trx, input.taxId);
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
            created_at: this.config.now(),
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
              updated_at: this.config.now(),
            }))
            .where('id', '=', supplier.id)
            .execute();
          await this.#event(trx, supplier.id, `${input.list}.add`, null, null, who, input.reason);
        }
      },
    );
    const row = await this.#blacklist(this.db).where('b.id', '=', id).executeTakeFirstOrThrow();
    return { row: this.#blacklistRow(row), frozen };
  }

  /** Takes the tax ID off the list: it may register again; freezes stay for the departments. */
  async removeBlacklist(actor: Actor, input: In<typeof removeBlacklistInput>): Promise<void> {
    await this.#write(
      actor,
      OPERATION_LOG_TYPES.delete,
      'supplierLists.blacklist.remove',
      async (trx, who) => {
        const row = await trx
          .selectFrom('supplier_blacklist')
          .select(['id', 'version', 'list', 'tax_id', 'supplier_id'])
          .where('id', '=', input.id)
          .forUpdate()
          .executeTakeFirst();
        const entry = this.#check(row, input.version);
        await trx.deleteFrom('supplier_blacklist').where('id', '=', input.id).execute();
        if (entry.supplier_id) {
          await this.#event(
            trx,
            entry.supplier_id,
            `${entry.list}.remove`,
            null,
            null,
            who,
            input.reason,
          );
        }
        return `supplierLists.${entry.list}.remove ${entry.tax_id}: ${input.reason}`;
      },
    );
  }

  // --- CAGE codes ----------------------------------------------------------------------------------

  #cage(db: Kysely<Database>) {
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

  #cageRow(r: {
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

  listCageCodes(input: In<typeof cageListInput>): Promise<Paged<CageRow>> {
    let q = this.#cage(this.db);
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
    return paged(
      q,
      input,
      (x) => x.orderBy('g.code'),
      (r) => this.#cageRow(r),
    );
  }

  async addCageCode(actor: Actor, input: In<typeof addCageCodeInput>): Promise<CageRow> {
    const id = randomUUID();
    try {
      await this.#write(
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
          await this.#cageFree(trx, input.code);
          await trx
            .insertInto('supplier_cage_codes')
            .values({
              id,
              code: input.code,
              supplier_id: input.supplierId,
              remarks: input.remarks,
              added_by: actor.userId,
              created_at: this.config.now(),
            })
            .execute();
        },
      );
    } catch (error) {
      // Two requests raced for one code past the check: the unique index tells the second.
      if ((error as { code?: string }).code === '23505') await this.#cageFree(this.db, input.code);
      throw error;
    }
    return this.#cageRow(
      await this.#cage(this.db).where('g.id', '=', id).executeTakeFirstOrThrow(),
    );
  }

  async #cageFree(db: Kysely<Database>, code: string): Promise<void> {
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

  async removeCageCode(actor: Actor, input: Ref): Promise<void> {
    await this.#write(
      actor,
      OPERATION_LOG_TYPES.delete,
      'supplierLists.cage.remove',
      async (trx) => {
        const row = await trx
          .selectFrom('supplier_cage_codes')
          .select(['id', 'version', 'code'])
          .where('id', '=', input.id)
          .forUpdate()
          .executeTakeFirst();
        const entry = this.#check(row, input.version);
        await trx.deleteFrom('supplier_cage_codes').where('id', '=', input.id).execute();
        return `supplierLists.cage.remove ${entry.code}`;
      },
    );
  }

  // --- tiers ---------------------------------------------------------------------------------------

  #tiers(db: Kysely<Database>, actor: Actor) {
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

  #tierRow(r: {
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
    const today = businessDate(this.config.now());
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

  listTiers(actor: Actor, input: In<typeof tierListInput>): Promise<Paged<TierRow>> {
    let q = this.#tiers(this.db, actor);
    if (input.tier) q = q.where('t.tier', '=', input.tier);
    const today = businessDate(this.config.now());
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
    return paged(
      q,
      input,
      (x) => x.orderBy('t.created_at', 'desc').orderBy('t.id'),
      (r) => this.#tierRow(r),
    );
  }

  async getTier(actor: Actor, id: string): Promise<TierRow> {
    const row = await this.#tiers(this.db, actor).where('t.id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, 'lists.notFound');
    return this.#tierRow(row);
  }

  async addTier(actor: Actor, input: In<typeof addTierInput>): Promise<TierRow> {
    const id = randomUUID();
    await this.#write(
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
        if (!primary) throw this.#field(404, 'lists.supplierNotFound', 'primaryId');
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
            created_at: this.config.now(),
          })
          .execute();
      },
    );
    return this.getTier(actor, id);
  }

  async authorizeTier(actor: Actor, input: In<typeof authorizeTierInput>): Promise<TierRow> {
    this.#notPast(input.validUntil);
    await this.#write(
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
        const entry = this.#check(row, input.version);
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
    return this.getTier(actor, input.id);
  }

  async removeTier(actor: Actor, input: Ref): Promise<void> {
    await this.#write(
      actor,
      OPERATION_LOG_TYPES.delete,
      'supplierLists.tier.remove',
      async (trx) => {
        const row = await trx
          .selectFrom('supplier_tiers')
          .select(['id', 'version', 'name'])
          .where('id', '=', input.id)
          .where('buyer_company_id', '=', actor.companyId)
          .forUpdate()
          .executeTakeFirst();
        const entry = this.#check(row, input.version);
        await trx.deleteFrom('supplier_tiers').where('id', '=', input.id).execute();
        return `supplierLists.tier.remove ${entry.name}`;
      },
    );
  }

  // --- own-equipment suppliers ---------------------------------------------------------------------

  #ownEquipment(db: Kysely<Database>, actor: Actor) {
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

  #ownEquipmentRow(r: {
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

  listOwnEquipment(
    actor: Actor,
    input: In<typeof ownEquipmentListInput>,
  ): Promise<Paged<OwnEquipmentRow>> {
    let q = this.#ownEquipment(this.db, actor);
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
    return paged(
      q,
      input,
      (x) => x.orderBy('e.name').orderBy('e.id'),
      (r) => this.#ownEquipmentRow(r),
    );
  }

  async addOwnEquipment(
    actor: Actor,
    input: In<typeof addOwnEquipmentInput>,
  ): Promise<OwnEquipmentRow> {
    this.#notPast(input.validUntil);
    const id = randomUUID();
    await this.#write(
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
            created_at: this.config.now(),
          })
          .execute();
      },
    );
    const row = await this.#ownEquipment(this.db, actor)
      .where('e.id', '=', id)
      .executeTakeFirstOrThrow();
    return this.#ownEquipmentRow(row);
  }

  async removeOwnEquipment(actor: Actor, input: Ref): Promise<void> {
    await this.#write(
      actor,
      OPERATION_LOG_TYPES.delete,
      'supplierLists.ownEquipment.remove',
      async (trx) => {
        const row = await trx
          .selectFrom('supplier_own_equipment')
          .select(['id', 'version', 'name'])
          .where('id', '=', input.id)
          .where('buyer_company_id', '=', actor.companyId)
          .forUpdate()
          .executeTakeFirst();
        const entry = this.#check(row, input.version);
        await trx.deleteFrom('supplier_own_equipment').where('id', '=', input.id).execute();
        return `supplierLists.ownEquipment.remove ${entry.name}`;
      },
    );
  }

  // --- helpers -------------------------------------------------------------------------------------

  /**
   * Runs a change in a transaction and writes the operation log in it. The change may name the
   * log's item itself (what it removed, with the reason); `item` otherwise.
   */
  async #write(
    actor: Actor,
    type: OperationLogType,
    item: string,
    change: (
      trx: Transaction<Database>,
      who: { userId: string; name: string },
    ) => Promise<string | void>,
  ): Promise<void> {
    const user = await this.db
      .selectFrom('users')
      .select(['account', 'real_name'])
      .where('id', '=', actor.userId)
      .executeTakeFirst();
    const who = { userId: actor.userId, name: user?.real_name ?? '' };
    await this.db.transaction().execute(async (trx) => {
      const named = await change(trx, who);
      await this.log.write(
        {
          userId: actor.userId,
          sessionId: actor.sessionId,
          account: user?.account ?? '',
          name: who.name,
          type,
          item: (named || item).slice(0, 500),
          ip: actor.ip,
          at: this.config.now(),
        },
        trx,
      );
    });
  }

  /** 404 for a missing entry, 409 for a stale version; the entry otherwise. */
  #check<T extends { version: number }>(row: T | undefined, version: number): T {
    if (!row) throw new ApiError(404, 'lists.notFound');
    if (row.version !== version) throw new ApiError(409, 'lists.stale');
    return row;
  }

  #field(status: number, key: MessageKey, field: string): ApiError {
    return new ApiError(status, key, { fields: { [field]: key } });
  }

  /** A validity day before today (UTC+8, the buyer's day) is refused. */
  #notPast(day: string): void {
    if (day < businessDate(this.config.now()))
      throw this.#field(400, 'lists.dateInPast', 'validUntil');
  }

  #supplierByTaxId(trx: Transaction<Database>, taxId: string) {
    return trx
      .selectFrom('companies')
      .select(['id', 'code', 'audit_status'])
      .where('kind', '=', 'supplier')
      .where('tax_id', '=', taxId)
      .forUpdate()
      .executeTakeFirst();
  }

  async #event(
    trx: Transaction<Database>,
    companyId: string,
    action: string,
    from: DirectoryRow['state'] | null,
    to: DirectoryRow['state'] | null,
    who: { userId: string; name: string },
    remarks: string,
  ): Promise<void> {
    await trx
      .insertInto('supplier_events')
      .values({
        id: randomUUID(),
        company_id: companyId,
        action,
        from_state: from,
        to_state: to,
        by_user_id: who.userId,
        by_name: who.name,
        remarks,
        created_at: this.config.now(),
      })
      .execute();
  }
}
