// Bills pending the finance review as approval tasks (kind billReview): one task per bill for a
// caller who may open the finance review, oldest submission first, opening the review page.
import { BUYER_BILL_PERMISSION } from '@portal/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { companyMatches, searchLiteral } from '../../db/like.ts';
import type { TaskSource } from '../approval-tasks/index.ts';

export function billReviewSource(db: Kysely<Database>): TaskSource {
  const base = (permissions: ReadonlySet<string>, q: string | undefined) => {
    if (!permissions.has(BUYER_BILL_PERMISSION)) return null;
    let query = db
      .selectFrom('bills as b')
      .innerJoin('companies as c', 'c.id', 'b.supplier_id')
      .where('b.state', '=', 'pendingReview');
    if (q) {
      const prefix = searchLiteral(`${q.toUpperCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
      query = query.where(sql<boolean>`(b.number like ${prefix} or ${companyMatches(q)})`);
    }
    return query;
  };

  return {
    kind: 'billReview',
    async count({ permissions, q }) {
      const query = base(permissions, q);
      if (!query) return 0;
      const row = await query
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async list({ permissions, q, limit }) {
      const query = base(permissions, q);
      if (!query) return [];
      const rows = await query
        .select([
          'b.id',
          'b.number',
          'b.revision',
          'b.state',
          'b.submitted_at',
          'b.updated_at',
          'c.name',
          'c.name_en',
          'c.code',
          'c.supplier_kind',
        ])
        .orderBy('b.submitted_at')
        .orderBy('b.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: `billReview:${r.id}`,
        kind: 'billReview' as const,
        subjectId: r.id,
        // The bill as people know it: its number (and version), the supplier beside it.
        subject: r.revision > 1 ? `${r.number} (${r.revision}) ${r.name}` : `${r.number} ${r.name}`,
        subjectEn: r.name_en,
        code: r.code,
        supplierKind: r.supplier_kind ?? 'aviation',
        state: r.state,
        step: 'financeReview' as const,
        actions: [],
        page: 'billReview' as const,
        waitingSince: (r.submitted_at ?? r.updated_at).toISOString(),
      }));
    },
  };
}
