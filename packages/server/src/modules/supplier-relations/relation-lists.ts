// The buyer's supplier relation lists (issue 4): new suppliers (still in their admission, or
// registered in the last NEW_SUPPLIER_DAYS days) with the invitation of the caller's company they
// registered by, and every supplier's capabilities with their review state. Read only; the route's
// `supplier:lists` check runs first (403 to a supplier).
import {
  ADMISSION_STATES,
  NEW_SUPPLIER_DAYS,
  type CapabilityListRow,
  type NewSupplierRow,
  type capabilityListInput,
  type newSupplierListInput,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { companyMatches } from '../../db/like.ts';
import { page, type Page } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../core/actor.ts';

type In<T extends z.ZodType> = z.output<T>;
const iso = (d: Date) => d.toISOString();
const DAY_MS = 24 * 60 * 60 * 1000;

export class RelationLists {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  newSuppliers(
    actor: Actor,
    input: In<typeof newSupplierListInput>,
  ): Promise<Page<NewSupplierRow>> {
    const since = new Date(this.now().getTime() - NEW_SUPPLIER_DAYS * DAY_MS);
    let q = this.db
      .selectFrom('companies as c')
      // The invitation of the caller's company it registered by (the latest, should there be two).
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('supplier_invites as i')
            .leftJoin('users as u', 'u.id', 'i.invited_by')
            .select(['i.created_at as invited_at', 'u.real_name as invited_by'])
            .whereRef('i.registered_company_id', '=', 'c.id')
            .where('i.buyer_company_id', '=', actor.companyId)
            .orderBy('i.created_at', 'desc')
            .limit(1)
            .as('inv'),
        (join) => join.onTrue(),
      )
      .select([
        'c.id',
        'c.code',
        'c.name',
        'c.name_en',
        'c.supplier_kind',
        'c.audit_status',
        'c.created_at',
        'inv.invited_at',
        'inv.invited_by',
      ])
      .where('c.kind', '=', 'supplier')
      .where((eb) =>
        eb.or([eb('c.audit_status', 'in', ADMISSION_STATES), eb('c.created_at', '>=', since)]),
      );
    if (input.state) q = q.where('c.audit_status', '=', input.state);
    if (input.kind) q = q.where('c.supplier_kind', '=', input.kind);
    if (input.q) q = q.where(companyMatches(input.q, { taxId: true }));
    return page(
      q,
      input,
      (x) => x.orderBy('c.created_at', 'desc').orderBy('c.id'),
      (r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        nameEn: r.name_en,
        kind: r.supplier_kind ?? 'aviation',
        state: r.audit_status,
        registeredAt: iso(r.created_at),
        invitedBy: r.invited_by ?? '',
        invitedAt: r.invited_at ? iso(r.invited_at) : null,
      }),
    );
  }

  capabilities(input: In<typeof capabilityListInput>): Promise<Page<CapabilityListRow>> {
    let q = this.db
      .selectFrom('supplier_capabilities as k')
      .innerJoin('companies as c', 'c.id', 'k.company_id')
      .select([
        'k.id',
        'k.company_id',
        'c.code',
        'c.name',
        'k.business_type',
        'k.product_type',
        'k.status',
        'k.decided_by',
        'k.decided_at',
        'k.created_at',
      ])
      .where('c.kind', '=', 'supplier');
    if (input.businessType) q = q.where('k.business_type', '=', input.businessType);
    if (input.productType) q = q.where('k.product_type', '=', input.productType);
    if (input.status) q = q.where('k.status', '=', input.status);
    if (input.q) q = q.where(companyMatches(input.q));
    return page(
      q,
      input,
      // What waits for the quality department first, then by supplier.
      (x) =>
        x
          .orderBy((eb) => eb.case().when('k.status', '=', 'underReview').then(0).else(1).end())
          .orderBy('c.name')
          .orderBy('k.business_type')
          .orderBy('k.product_type')
          .orderBy('k.id'),
      (r) => ({
        id: r.id,
        supplierId: r.company_id,
        supplierCode: r.code,
        supplierName: r.name,
        businessType: r.business_type,
        productType: r.product_type,
        status: r.status,
        decidedBy: r.decided_by,
        decidedAt: r.decided_at ? iso(r.decided_at) : null,
        createdAt: iso(r.created_at),
      }),
    );
  }
}
