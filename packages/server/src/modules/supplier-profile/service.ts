// The supplier's company profile on the server: reading it (the supplier its own, buyer staff any
// supplier's), saving one section at a time, qualification files and the capabilities' review.
// Every change runs in a transaction that locks the company row, checks the caller (403), the
// profile's version (the company's, 409) and whether the audit state allows the change (409), bumps
// the version and writes the operation log. A buyer's decision on a capability checks the
// capability's own version, so it does not make the supplier's audit page stale.
import { randomUUID } from 'node:crypto';
import {
  SUPPLIER_BUSINESS_TYPES,
  CAPABILITY_SUBMITTABLE,
  OPERATION_LOG_TYPES,
  PROFILE_REQUIRED_FIELDS,
  SUPPLIER_PERMISSIONS as P,
  expiryState,
  isQualified,
  profileEditable,
  type AuditState,
  type MessageKey,
  type OperationLogType,
  type ProfileRequiredField,
  type SupplierProfile,
  type addQualificationInput,
  type decideCapabilityInput,
  type removeQualificationInput,
  type saveAbilityInput,
  type saveBasicInput,
  type saveOtherInput,
} from '@portal/contract';
import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database, SupplierProfilesTable } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Actor } from '../../core/actor.ts';
import { checkVersion } from '../../core/logged-change.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { businessToday } from '../../core/business-time.ts';

/** Who may read any supplier's profile: the lists, or a step of the audit. */
const READ_PERMISSIONS = [P.lists, P.review, P.submitOA, P.submitQAUDIT, P.sync] as const;

type Db = Kysely<Database>;
type Missing = ProfileRequiredField | 'license';

/**
 * What a supplier's profile still needs before it can be submitted: required basic fields left
 * empty, a primary contact, and a business license that has not expired.
 */
export async function profileGaps(db: Db, companyId: string, today: string): Promise<Missing[]> {
  const row = await db
    .selectFrom('companies as c')
    .leftJoin('supplier_profiles as p', 'p.company_id', 'c.id')
    .select([
      'c.name',
      'c.name_en',
      'c.country',
      'p.license_number',
      'p.legal_representative',
      'p.registered_address',
    ])
    .where('c.id', '=', companyId)
    .executeTakeFirst();
  if (!row) return [...PROFILE_REQUIRED_FIELDS, 'license'];
  const primary = await db
    .selectFrom('supplier_contacts')
    .select('id')
    .where('company_id', '=', companyId)
    .where('is_primary', '=', true)
    .executeTakeFirst();
  const license = await db
    .selectFrom('supplier_qualifications')
    .select('id')
    .where('company_id', '=', companyId)
    .where('kind', '=', 'businessLicense')
    .where('expires_on', '>=', today)
    .executeTakeFirst();
  const filled: Record<ProfileRequiredField, boolean> = {
    name: !!row.name.trim(),
    nameEn: !!row.name_en.trim(),
    country: !!row.country,
    licenseNumber: !!row.license_number?.trim(),
    legalRepresentative: !!row.legal_representative?.trim(),
    registeredAddress: !!row.registered_address?.trim(),
    contacts: !!primary,
  };
  const missing: Missing[] = PROFILE_REQUIRED_FIELDS.filter((f) => !filled[f]);
  if (!license) missing.push('license');
  return missing;
}

/** Refuses (409) a profile that is not ready for review; `data.fields` names what is missing. */
export async function assertSubmittable(db: Db, companyId: string, today: string): Promise<void> {
  const missing = await profileGaps(db, companyId, today);
  if (missing.length === 0) return;
  const fields = Object.fromEntries(
    missing.map((f) => [f, f === 'license' ? 'profile.licenseMissing' : 'profile.fieldRequired']),
  ) as Record<string, MessageKey>;
  const onlyLicense = missing.length === 1 && missing[0] === 'license';
  throw new ApiError(409, onlyLicense ? 'profile.licenseMissing' : 'profile.incomplete', {
    fields,
  });
}

export class SupplierProfileService {
  constructor(
    private readonly db: Db,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  /** The signed-in supplier's own profile. */
  async own(actor: Actor): Promise<SupplierProfile> {
    this.#supplier(actor);
    return this.load(actor.companyId, false);
  }

  /** A supplier's profile for buyer staff; another kind of company answers 404 like a missing one. */
  async byId(actor: Actor, id: string): Promise<SupplierProfile> {
    if (actor.companyKind !== 'buyer') {
      // A supplier reads its own by id too; another company's is not there for it (404).
      if (id !== actor.companyId) throw new ApiError(404, 'profile.notFound');
      return this.load(id, false);
    }
    if (!READ_PERMISSIONS.some((p) => actor.permissions.has(p))) {
      throw new ApiError(403, 'auth.forbidden');
    }
    return this.load(id, actor.permissions.has(P.submitQAUDIT));
  }

  async saveBasic(actor: Actor, input: z.output<typeof saveBasicInput>) {
    return this.#change(actor, input.version, 'editable', 'basic', async (trx, companyId) => {
      const taken = await trx
        .selectFrom('companies')
        .select('id')
        .where('kind', '=', 'supplier')
        .where('id', '<>', companyId)
        .where(sql<string>`lower(name)`, '=', input.name.toLowerCase())
        .executeTakeFirst();
      if (taken)
        throw new ApiError(409, 'profile.nameTaken', { fields: { name: 'profile.nameTaken' } });
      await trx
        .updateTable('companies')
        .set({ name: input.name, name_en: input.nameEn, country: input.country })
        .where('id', '=', companyId)
        .execute();
      await this.#upsertProfile(trx, companyId, actor, {
        registered_capital: input.registeredCapital,
        capital_currency: input.registeredCapital === null ? null : input.capitalCurrency,
        license_number: input.licenseNumber,
        legal_representative: input.legalRepresentative,
        founded_on: input.foundedOn,
        registered_address: input.registeredAddress,
        office_address: input.officeAddress,
        website: input.website,
      });
      await trx.deleteFrom('supplier_contacts').where('company_id', '=', companyId).execute();
      if (input.contacts.length) {
        await trx
          .insertInto('supplier_contacts')
          .values(
            input.contacts.map((c, i) => ({
              id: randomUUID(),
              company_id: companyId,
              sort: i,
              name: c.name,
              position: c.position,
              phone: c.phone,
              email: c.email,
              is_primary: c.primary,
            })),
          )
          .execute();
      }
    });
  }

  async saveOther(actor: Actor, input: z.output<typeof saveOtherInput>) {
    return this.#change(actor, input.version, 'editable', 'other', async (trx, companyId) => {
      await this.#upsertProfile(trx, companyId, actor, {
        warehouse_address: input.warehouseAddress,
        warehouse_area: input.warehouseArea,
      });
      await trx.deleteFrom('supplier_annual_sales').where('company_id', '=', companyId).execute();
      if (input.annualSales.length) {
        await trx
          .insertInto('supplier_annual_sales')
          .values(
            input.annualSales.map((s) => ({
              id: randomUUID(),
              company_id: companyId,
              year: s.year,
              amount: s.amount,
              currency: s.currency,
            })),
          )
          .execute();
      }
      await trx.deleteFrom('supplier_oems').where('company_id', '=', companyId).execute();
      if (input.oems.length) {
        await trx
          .insertInto('supplier_oems')
          .values(
            input.oems.map((o, i) => ({
              id: randomUUID(),
              company_id: companyId,
              sort: i,
              manufacturer: o.manufacturer,
              authorization: o.authorization,
              valid_until: o.validUntil,
            })),
          )
          .execute();
      }
    });
  }

  /** Pairs kept keep their review state; new pairs are to be submitted; the others go. */
  async saveAbility(actor: Actor, input: z.output<typeof saveAbilityInput>) {
    return this.#change(actor, input.version, 'extendable', 'ability', async (trx, companyId) => {
      const existing = await trx
        .selectFrom('supplier_capabilities')
        .select(['id', 'business_type', 'product_type'])
        .where('company_id', '=', companyId)
        .execute();
      const key = (b: string, p: string) => `${b}/${p}`;
      const wanted = new Set(input.capabilities.map((c) => key(c.businessType, c.productType)));
      const have = new Set(existing.map((c) => key(c.business_type, c.product_type)));
      const gone = existing.filter((c) => !wanted.has(key(c.business_type, c.product_type)));
      if (gone.length) {
        await trx
          .deleteFrom('supplier_capabilities')
          .where(
            'id',
            'in',
            gone.map((c) => c.id),
          )
          .execute();
      }
      const added = input.capabilities.filter((c) => !have.has(key(c.businessType, c.productType)));
      if (added.length) {
        const now = this.config.now();
        await trx
          .insertInto('supplier_capabilities')
          .values(
            added.map((c) => ({
              id: randomUUID(),
              company_id: companyId,
              business_type: c.businessType,
              product_type: c.productType,
              created_at: now,
            })),
          )
          .execute();
      }
    });
  }

  async addQualification(actor: Actor, input: z.output<typeof addQualificationInput>) {
    if (input.expiresOn < businessToday(this.config)) {
      throw new ApiError(400, 'profile.expired', { fields: { expiresOn: 'profile.expired' } });
    }
    return this.#change(
      actor,
      input.version,
      'extendable',
      'qualification',
      async (trx, companyId) => {
        const file = await trx
          .selectFrom('files as f')
          .select((eb) => [
            'f.id',
            eb
              .exists(
                eb
                  .selectFrom('supplier_qualifications as q')
                  .select('q.id')
                  .whereRef('q.file_id', '=', 'f.id'),
              )
              .as('used'),
          ])
          .where('f.id', '=', input.fileId)
          .where('f.company_id', '=', companyId)
          .where('f.purpose', '=', 'profile')
          .executeTakeFirst();
        // Not one of this company's profile uploads (another company's is not there for it):
        // 404, said on the field.
        if (!file) {
          throw new ApiError(404, 'profile.fileNotFound', {
            fields: { fileId: 'profile.fileNotFound' },
          });
        }
        // One upload is one certificate: attaching it twice is a mistake of the request.
        if (file.used) {
          throw new ApiError(400, 'profile.fileNotFound', {
            fields: { fileId: 'profile.fileNotFound' },
          });
        }
        await trx
          .insertInto('supplier_qualifications')
          .values({
            id: randomUUID(),
            company_id: companyId,
            file_id: input.fileId,
            kind: input.kind,
            number: input.number,
            issuer: input.issuer,
            expires_on: input.expiresOn,
            created_by: actor.userId,
            created_at: this.config.now(),
          })
          .execute();
      },
    );
  }

  async removeQualification(actor: Actor, input: z.output<typeof removeQualificationInput>) {
    // Another company's file answers 404 before the version and the state are looked at.
    this.#supplier(actor);
    const own = await this.db
      .selectFrom('supplier_qualifications')
      .select('id')
      .where('id', '=', input.id)
      .where('company_id', '=', actor.companyId)
      .executeTakeFirst();
    if (!own) throw new ApiError(404, 'profile.qualificationNotFound');
    return this.#change(
      actor,
      input.version,
      'editable',
      'qualification',
      async (trx, companyId) => {
        const removed = await trx
          .deleteFrom('supplier_qualifications')
          .where('id', '=', input.id)
          .where('company_id', '=', companyId)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) {
          throw new ApiError(404, 'profile.qualificationNotFound');
        }
      },
      OPERATION_LOG_TYPES.delete,
    );
  }

  /** To be submitted / no pass → under review. */
  async submitCapabilities(actor: Actor, version: number) {
    return this.#change(actor, version, 'extendable', 'ability.submit', async (trx, companyId) => {
      const moved = await trx
        .updateTable('supplier_capabilities')
        .set((eb) => ({ status: 'underReview', remarks: '', version: eb('version', '+', 1) }))
        .where('company_id', '=', companyId)
        .where('status', 'in', CAPABILITY_SUBMITTABLE)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw new ApiError(409, 'profile.nothingToSubmit');
    });
  }

  /** The quality department's decision (the route checked its permission first). */
  async decideCapability(actor: Actor, input: z.output<typeof decideCapabilityInput>) {
    if (actor.companyKind !== 'buyer') throw new ApiError(403, 'auth.forbidden');
    const now = this.config.now();
    await this.db.transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom('supplier_capabilities as k')
        .innerJoin('companies as c', 'c.id', 'k.company_id')
        .select(['k.id', 'k.status', 'k.version'])
        .where('k.id', '=', input.id)
        .where('k.company_id', '=', input.supplierId)
        .where('c.kind', '=', 'supplier')
        .forUpdate()
        .executeTakeFirst();
      const capability = checkVersion(found, input.version, {
        missing: 'profile.capabilityNotFound',
        stale: 'profile.capabilityStale',
      });
      if (capability.status !== 'underReview') {
        throw new ApiError(409, 'profile.capabilityNotUnderReview');
      }
      await trx
        .updateTable('supplier_capabilities')
        .set({
          status: input.decision,
          remarks: input.remarks,
          decided_by: actor.name,
          decided_at: now,
          version: capability.version + 1,
        })
        .where('id', '=', input.id)
        .execute();
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `supplier.capability.${input.decision}:${input.id}`,
        trx,
      );
    });
    return this.load(input.supplierId, true);
  }

  /** The whole profile as the calls answer it. */
  async load(companyId: string, canDecide: boolean, db: Db = this.db): Promise<SupplierProfile> {
    const company = await db
      .selectFrom('companies as c')
      .leftJoin('supplier_profiles as p', 'p.company_id', 'c.id')
      .select([
        'c.id',
        'c.code',
        'c.supplier_kind',
        'c.audit_status',
        'c.name',
        'c.name_en',
        'c.country',
        'c.tax_category',
        'c.tax_id',
        'c.updated_at',
        'c.version',
        'p.registered_capital',
        'p.capital_currency',
        'p.license_number',
        'p.legal_representative',
        'p.founded_on',
        'p.registered_address',
        'p.office_address',
        'p.website',
        'p.warehouse_address',
        'p.warehouse_area',
      ])
      .where('c.id', '=', companyId)
      .where('c.kind', '=', 'supplier')
      .executeTakeFirst();
    if (!company) throw new ApiError(404, 'profile.notFound');
    const [contacts, sales, oems, capabilities, qualifications, businessTypes, assessment] =
      await Promise.all([
        db
          .selectFrom('supplier_contacts')
          .selectAll()
          .where('company_id', '=', companyId)
          .orderBy('sort')
          .execute(),
        db
          .selectFrom('supplier_annual_sales')
          .selectAll()
          .where('company_id', '=', companyId)
          .orderBy('year', 'desc')
          .execute(),
        db
          .selectFrom('supplier_oems')
          .selectAll()
          .where('company_id', '=', companyId)
          .orderBy('sort')
          .execute(),
        db
          .selectFrom('supplier_capabilities')
          .selectAll()
          .where('company_id', '=', companyId)
          .orderBy('business_type')
          .orderBy('product_type')
          .execute(),
        db
          .selectFrom('supplier_qualifications as q')
          .innerJoin('files as f', 'f.id', 'q.file_id')
          .select([
            'q.id',
            'q.kind',
            'q.number',
            'q.issuer',
            'q.expires_on',
            'q.file_id',
            'f.name as file_name',
            'f.size as file_size',
            'f.created_at as uploaded_at',
          ])
          .where('q.company_id', '=', companyId)
          .orderBy('q.created_at')
          .orderBy('q.id')
          .execute(),
        db
          .selectFrom('supplier_business_types')
          .select('business_type')
          .where('company_id', '=', companyId)
          .execute(),
        db
          .selectFrom('supplier_assessments')
          .select('grade')
          .where('company_id', '=', companyId)
          .executeTakeFirst(),
      ]);
    const today = businessToday(this.config);
    const state: AuditState = company.audit_status;
    const num = (v: string | number | null) => (v === null ? null : Number(v));
    return {
      id: company.id,
      code: company.code,
      kind: company.supplier_kind ?? 'aviation',
      state,
      editable: profileEditable(state),
      extendable: profileEditable(state) || isQualified(state),
      name: company.name,
      nameEn: company.name_en,
      country: company.country,
      // In the contract's order, so every screen lists them alike.
      businessTypes: SUPPLIER_BUSINESS_TYPES.filter((b) =>
        businessTypes.some((r) => r.business_type === b),
      ),
      grade: assessment?.grade ?? null,
      taxCategory: company.tax_category,
      taxId: company.tax_id,
      registeredCapital: num(company.registered_capital),
      capitalCurrency: company.capital_currency ?? null,
      licenseNumber: company.license_number ?? '',
      legalRepresentative: company.legal_representative ?? '',
      foundedOn: company.founded_on ?? null,
      registeredAddress: company.registered_address ?? '',
      officeAddress: company.office_address ?? '',
      website: company.website ?? '',
      contacts: contacts.map((c) => ({
        id: c.id,
        name: c.name,
        position: c.position,
        phone: c.phone,
        email: c.email,
        primary: c.is_primary,
      })),
      warehouseAddress: company.warehouse_address ?? '',
      warehouseArea: num(company.warehouse_area),
      annualSales: sales.map((s) => ({
        id: s.id,
        year: s.year,
        amount: Number(s.amount),
        currency: s.currency,
      })),
      oems: oems.map((o) => ({
        id: o.id,
        manufacturer: o.manufacturer,
        authorization: o.authorization,
        validUntil: o.valid_until,
      })),
      capabilities: capabilities.map((k) => ({
        id: k.id,
        businessType: k.business_type,
        productType: k.product_type,
        status: k.status,
        remarks: k.remarks,
        decidedBy: k.decided_by,
        decidedAt: k.decided_at ? k.decided_at.toISOString() : null,
        version: k.version,
      })),
      qualifications: qualifications.map((q) => ({
        id: q.id,
        kind: q.kind,
        number: q.number,
        issuer: q.issuer,
        expiresOn: q.expires_on,
        expiry: expiryState(q.expires_on, today),
        fileId: q.file_id,
        fileName: q.file_name,
        fileSize: Number(q.file_size),
        uploadedAt: q.uploaded_at.toISOString(),
      })),
      missing: await profileGaps(db, companyId, today),
      canDecide,
      updatedAt: company.updated_at.toISOString(),
      version: company.version,
    };
  }

  /**
   * One change of the supplier's own profile: supplier only (403), the company locked, its version
   * (409) and state (409) checked, the version bumped and the change logged, all in one transaction.
   */
  async #change(
    actor: Actor,
    version: number,
    allowed: 'editable' | 'extendable',
    what: string,
    apply: (trx: Transaction<Database>, companyId: string) => Promise<void>,
    logType: OperationLogType = OPERATION_LOG_TYPES.modify,
  ): Promise<SupplierProfile> {
    this.#supplier(actor);
    const companyId = actor.companyId;
    await this.db.transaction().execute(async (trx) => {
      const company = await trx
        .selectFrom('companies')
        .select(['id', 'audit_status', 'version'])
        .where('id', '=', companyId)
        .where('kind', '=', 'supplier')
        .forUpdate()
        .executeTakeFirst();
      const state = checkVersion(company, version, {
        missing: 'profile.notFound',
        stale: 'profile.stale',
      }).audit_status;
      const ok =
        allowed === 'editable'
          ? profileEditable(state)
          : profileEditable(state) || isQualified(state);
      if (!ok) throw new ApiError(409, 'profile.notEditable');
      await apply(trx, companyId);
      await trx
        .updateTable('companies')
        .set((eb) => ({ version: eb('version', '+', 1), updated_at: this.config.now() }))
        .where('id', '=', companyId)
        .execute();
      await this.log.logAction(actor, logType, `supplier.profile.${what}:${companyId}`, trx);
    });
    return this.load(companyId, false);
  }

  async #upsertProfile(
    trx: Transaction<Database>,
    companyId: string,
    actor: Actor,
    values: Omit<Updateable<SupplierProfilesTable>, 'company_id'>,
  ) {
    const now = this.config.now();
    const row = { ...values, updated_by: actor.userId, updated_at: now };
    await trx
      .insertInto('supplier_profiles')
      .values({ company_id: companyId, ...row } as never)
      .onConflict((oc) => oc.column('company_id').doUpdateSet(row as never))
      .execute();
  }

  /** Only a supplier's own users change its profile; buyer staff answer 403. */
  #supplier(actor: Actor): void {
    if (actor.companyKind !== 'supplier') throw new ApiError(403, 'auth.forbidden');
  }
}
