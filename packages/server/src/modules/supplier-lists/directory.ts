// The supplier directory: the qualified suppliers, or the transport companies, with their CAGE codes.
import {
  QUALIFIED_STATES,
  SUPPLIER_BUSINESS_TYPES,
  type AssessmentGrade,
  type DirectoryRow,
  type SupplierBusinessType,
  type directoryInput,
} from '@portal/contract';
import { sql } from 'kysely';
import { companyMatches, containsPattern } from '../../db/like.ts';
import { page, type Page } from '../../db/paging.ts';
import { iso, type In, type ListsContext } from './shared.ts';

export class Directory {
  constructor(private readonly ctx: ListsContext) {}

  list(input: In<typeof directoryInput>): Promise<Page<DirectoryRow>> {
    let q = this.ctx.db
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
      // What the supplier does for the buyer, in the contract's order, and its quality grade.
      .select(
        sql<string[]>`coalesce((select array_agg(b.business_type order by
          array_position(array['purchase', 'repair', 'dept21'], b.business_type))
          from supplier_business_types b where b.company_id = c.id), '{}')`.as('business_types'),
      )
      .select(
        sql<string | null>`(select a.grade from supplier_assessments a
          where a.company_id = c.id)`.as('grade'),
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
    const text = input.q;
    if (text) {
      const like = containsPattern(text);
      q = q.where((eb) =>
        eb.or([
          companyMatches(text, { taxId: true }),
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
    return page(
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
        businessTypes: toBusinessTypes(r.business_types),
        grade: (r.grade as AssessmentGrade | null) ?? null,
        updatedAt: iso(r.updated_at),
      }),
    );
  }
}

/** The array as the driver answers it (an array, or Postgres' `{a,b}` text), in contract values. */
function toBusinessTypes(value: string[] | string): SupplierBusinessType[] {
  const list = Array.isArray(value) ? value : value.replace(/[{}]/g, '').split(',');
  return SUPPLIER_BUSINESS_TYPES.filter((b) => list.includes(b));
}
