// Seeds customs information on supplier.demo's shipped demo notice (issue 15;
// docs/product-rules.md#customs-information) once, after seedShipments, so the customs screens of
// both sides show a declared record with its broker on a fresh start. The broker is a customs
// authorization of the company, valid for a year from the seed; its letter is a file row only (the
// seed writes no upload, so downloading it says the file is not found; the demo user may upload a
// new authorization). Rows already there are left alone, so a restart changes nothing.
import type { Kysely } from 'kysely';
import { businessDateAfter } from '../core/business-time.ts';
import type { Database } from '../db/schema.ts';
import { stableId } from '../db/stable-id.ts';
import { USERS } from './demo-data.ts';

/** The shipped demo notice (seed-shipments.ts), which customs has its declaration for. */
export const DEMO_CUSTOMS_NOTICE = 'PO-2026-0104-S1';
export const DEMO_BROKER = 'Wang Haiguan';

export async function seedCustomsInfo(db: Kysely<Database>, seedTime: Date): Promise<void> {
  const byName = USERS.find((u) => u.account === 'supplier.demo')!.realName;
  await db.transaction().execute(async (trx) => {
    const notice = await trx
      .selectFrom('shipments')
      .select(['id', 'supplier_id'])
      .where('notice_number', '=', DEMO_CUSTOMS_NOTICE)
      .executeTakeFirst();
    if (!notice) return;
    const letterId = stableId('file:customs-letter:supplier.demo');
    const brokerId = stableId('customs-authorization:supplier.demo');
    await trx
      .insertInto('files')
      .values({
        id: letterId,
        company_id: notice.supplier_id,
        uploaded_by: null,
        name: 'customs-authorization-letter.pdf',
        ext: 'pdf',
        // A one-page scan's size (the column takes no empty file).
        size: 20_480,
        mime: 'application/pdf',
        storage_key: `seed-${letterId}`,
        purpose: 'profile',
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('customs_authorizations')
      .values({
        id: brokerId,
        company_id: notice.supplier_id,
        kind: 'personal',
        broker_name: DEMO_BROKER,
        id_number: '460100198001010016',
        phone: '13907550104',
        scope: 'both',
        valid_from: businessDateAfter(seedTime, -30),
        valid_until: businessDateAfter(seedTime, 365),
        letter_file_id: letterId,
        status: 'active',
        created_by: null,
        created_by_name: byName,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('shipment_customs')
      .values({
        shipment_id: notice.id,
        supplier_id: notice.supplier_id,
        // Tapered roller bearings (HS 8482.20), the wheel bearings of PO-2026-0104.
        hs_code: '8482200000',
        declared_value: 12800,
        currency: 'USD',
        origin_country: 'US',
        broker_id: brokerId,
        // Haikou customs (4601), 2026, import (1), sequence.
        declaration_number: '460120261000000104',
        state: 'declared',
        updated_by_name: byName,
      })
      .onConflict((oc) => oc.column('shipment_id').doNothing())
      .execute();
  });
}
