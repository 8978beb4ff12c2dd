// The demo suppliers' company profiles, so the buyer's audit pages and the supplier's profile page
// show a filled-in profile: supplier.demo with its registration, contacts, sales, OEM lists and
// capabilities (one audit completed, one under the quality department's review). No qualification
// files: those need uploaded bytes, which a supplier adds in the demo. Created once under stable
// ids, like the other seeds, and then left alone.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { stableId } from '../db/stable-id.ts';
import { COMPANIES } from './demo-data.ts';

const DEMO = COMPANIES.demoSupplier.id;

export async function seedSupplierProfiles(db: Kysely<Database>, now: Date): Promise<void> {
  const year = now.getUTCFullYear();
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('supplier_profiles')
      .values({
        company_id: DEMO,
        registered_capital: 20_000_000,
        capital_currency: 'CNY',
        license_number: '91310115MA1K3YQ72D',
        legal_representative: '陈静',
        founded_on: '2009-03-16',
        registered_address: '上海市浦东新区航城路 88 号',
        office_address: '上海市浦东新区航城路 88 号 3 楼',
        website: 'https://demo-aero-parts.example.com',
        warehouse_address: '上海市浦东新区机场保税区 12 号库',
        warehouse_area: 2400,
        updated_by: null,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('company_id')
      .executeTakeFirst();
    // Only a fresh profile gets the lists: a supplier's own edits are never overwritten.
    if (!inserted) return;
    await trx
      .insertInto('supplier_contacts')
      .values([
        {
          id: stableId('contact:demo:1'),
          company_id: DEMO,
          sort: 0,
          name: '陈静',
          position: 'Sales director',
          phone: '+86 21 5555 0188',
          email: 'supplier.demo@example.com',
          is_primary: true,
        },
        {
          id: stableId('contact:demo:2'),
          company_id: DEMO,
          sort: 1,
          name: 'Liu Yang',
          position: 'Quality manager',
          phone: '+86 21 5555 0199',
          email: 'quality@demo-aero-parts.example.com',
          is_primary: false,
        },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('supplier_annual_sales')
      .values(
        [1, 2, 3].map((back) => ({
          id: stableId(`sales:demo:${year - back}`),
          company_id: DEMO,
          year: year - back,
          amount: 80_000_000 + back * 7_500_000,
          currency: 'CNY' as const,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('supplier_oems')
      .values([
        {
          id: stableId('oem:demo:honeywell'),
          company_id: DEMO,
          sort: 0,
          manufacturer: 'Honeywell Aerospace',
          authorization: 'distributor',
          valid_until: `${year + 1}-12-31`,
        },
        {
          id: stableId('oem:demo:parker'),
          company_id: DEMO,
          sort: 1,
          manufacturer: 'Parker Aerospace',
          authorization: 'authorizedDealer',
          valid_until: `${year + 2}-06-30`,
        },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('supplier_capabilities')
      .values([
        {
          id: stableId('capability:demo:purchase:rotables'),
          company_id: DEMO,
          business_type: 'purchase',
          product_type: 'rotables',
          status: 'auditCompleted',
          decided_by: '质量部',
          decided_at: now,
          created_at: now,
        },
        {
          id: stableId('capability:demo:repair:landingGear'),
          company_id: DEMO,
          business_type: 'repair',
          product_type: 'landingGear',
          status: 'underReview',
          created_at: now,
        },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}
