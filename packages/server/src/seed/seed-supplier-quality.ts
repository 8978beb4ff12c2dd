// Demo rows of the quality department's work, so its pages are not empty in the demo: an on-site
// audit of supplier.demo with two open findings to answer, and an authorized scope of
// supplier.other. Created once under stable ids and then left alone.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { stableId } from '../db/stable-id.ts';
import { COMPANIES } from './demo-data.ts';

const QUALITY = stableId('user:buyer.quality');

/** YYYY-MM-DD, `days` from `now`. */
const day = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedSupplierQuality(db: Kysely<Database>, now: Date): Promise<void> {
  const quality = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', QUALITY)
    .executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    const auditId = stableId('supplier-audit:demo-1');
    const created = await trx
      .insertInto('supplier_audits')
      .values({
        id: auditId,
        company_id: COMPANIES.demoSupplier.id,
        kind: 'onSite',
        audited_on: day(now, -10),
        summary: '上海仓库年度现场审核 / Annual on-site audit of the Shanghai warehouse',
        created_by: quality?.id ?? null,
        created_by_name: '张伟',
        created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (created) {
      await trx
        .insertInto('supplier_audit_findings')
        .values(
          [
            [
              '两批密封胶缺少保质期标签 / Shelf-life labels missing on two sealant batches',
              'major',
            ],
            ['防静电腕带测试记录未每日填写 / ESD wrist-strap test log not kept daily', 'minor'],
          ].map(([description, severity], i) => ({
            id: stableId(`supplier-audit:demo-1:${i + 1}`),
            audit_id: auditId,
            seq: i + 1,
            description: description!,
            severity: severity as 'major' | 'minor',
            status: 'open' as const,
            due_on: null,
            attachment_id: null,
            answered_at: null,
            closed_at: null,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await trx
      .insertInto('supplier_authorizations')
      .values({
        id: stableId('supplier-authorization:demo-1'),
        company_id: COMPANIES.otherSupplier.id,
        business_type: 2,
        product_type: 9,
        valid_until: day(now, 365),
        status: 'active',
        remarks: '航电设备修理 / Avionics repair',
        created_by: quality?.id ?? null,
        created_by_name: '张伟',
        withdrawn_at: null,
        created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}
