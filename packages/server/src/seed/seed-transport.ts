// The demo's transport inquiry (issue 15): one open air inquiry sent to transport.demo, its reply
// deadline a week after the seed, so that the transport supplier has something to quote. Stable
// ids: seeding again leaves it as it is.
import type { Kysely } from 'kysely';
import { businessDateAfter } from '../core/business-time.ts';
import type { Database } from '../db/schema.ts';
import { stableId } from '../db/stable-id.ts';
import { COMPANIES } from './demo-data.ts';

export const DEMO_TRANSPORT_INQUIRY = 'TI-DEMO-0001';

export async function seedTransport(db: Kysely<Database>, now: Date): Promise<void> {
  const id = stableId(`transport-inquiry:${DEMO_TRANSPORT_INQUIRY}`);
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('transport_inquiries')
      .values({
        id,
        number: DEMO_TRANSPORT_INQUIRY,
        mode: 'air',
        origin: 'Haikou (HAK)',
        destination: 'Beijing (PEK)',
        cargo: 'general',
        pieces: 4,
        gross_weight_kg: 320,
        volume_m3: 2.4,
        ready_date: businessDateAfter(now, 3),
        reply_deadline: businessDateAfter(now, 7),
        remark: 'Landing gear spares, AOG follow-up',
        created_by_name: '王磊',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return;
    await trx
      .insertInto('transport_inquiry_suppliers')
      .values({ inquiry_id: id, company_id: COMPANIES.transportSupplier.id })
      .execute();
  });
}
