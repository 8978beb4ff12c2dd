// Demo rows of the buyer's supplier lists, so none of the list pages is empty in the demo (the
// transport supplier is a demo company, demo-data.ts): blacklisted and dishonest tax IDs (of no demo supplier), a mutual
// recognition record of supplier.other, CAGE codes, tiered and own-equipment suppliers. Created
// once under stable ids and then left alone (a removed row stays removed only until the next
// fresh install).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { stableId } from '../db/stable-id.ts';
import { COMPANIES } from './demo-data.ts';

const BUYER = COMPANIES.buyer.id;
const DEMO = COMPANIES.demoSupplier.id;
const OTHER = COMPANIES.otherSupplier.id;
/** The transport supplier is one of the demo companies (demo-data.ts), with transport.demo. */
export const DEMO_TRANSPORT_ID = COMPANIES.transportSupplier.id;
const ADMIN = stableId('user:buyer.admin');

/** YYYY-MM-DD, `days` from `now`. */
const day = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedSupplierLists(db: Kysely<Database>, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('supplier_blacklist')
      .values([
        {
          id: stableId('blacklist:1'),
          list: 'blacklist',
          tax_id: '91320500MA1XBL0001',
          company_name: '苏州速达航材贸易有限公司',
          reason: '提供伪造的适航标签（FAA 8130-3）/ Forged airworthiness tags (FAA 8130-3)',
          added_by: ADMIN,
        },
        {
          id: stableId('blacklist:2'),
          list: 'blacklist',
          tax_id: 'US-84-1234567',
          company_name: 'Phantom Parts Brokers LLC',
          reason: 'Suspected unapproved parts delivered twice in 2025',
          added_by: ADMIN,
        },
        {
          id: stableId('dishonest:1'),
          list: 'dishonest',
          tax_id: '91110105MA0DSH0002',
          company_name: '北京恒信航空技术有限公司',
          reason: '列入失信被执行人名单 / Listed as a dishonest judgment debtor',
          added_by: ADMIN,
        },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();

    await trx
      .insertInto('supplier_admits')
      .values({
        id: stableId('admit:1'),
        buyer_company_id: BUYER,
        tax_id: COMPANIES.otherSupplier.tax_id,
        company_name: COMPANIES.otherSupplier.name,
        supplier_id: OTHER,
        source_company: '海南航空技术有限公司 / Hainan Aviation Technic',
        scope: 'Avionics LRUs: purchase and repair',
        valid_until: day(now, 365),
        remarks: '',
        added_by: ADMIN,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();

    await trx
      .insertInto('supplier_cage_codes')
      .values([
        { id: stableId('cage:1'), code: 'SDA01', supplier_id: DEMO, added_by: ADMIN },
        { id: stableId('cage:2'), code: 'SDA7K', supplier_id: DEMO, added_by: ADMIN },
        { id: stableId('cage:3'), code: 'K3NW2', supplier_id: OTHER, added_by: ADMIN },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();

    await trx
      .insertInto('supplier_tiers')
      .values([
        {
          id: stableId('tier:1'),
          buyer_company_id: BUYER,
          primary_id: DEMO,
          tier: 'second',
          name: '无锡精密密封件厂',
          country: 'CN',
          supplies: 'O-rings and seals (AS568)',
          authorized_until: day(now, 300),
          authorized_by: 'Buyer Admin',
        },
        {
          id: stableId('tier:2'),
          buyer_company_id: BUYER,
          primary_id: DEMO,
          tier: 'third',
          name: 'Precision Castings Ltd.',
          country: 'GB',
          supplies: 'Raw castings for brake housings',
          authorized_until: null,
        },
        {
          id: stableId('tier:3'),
          buyer_company_id: BUYER,
          primary_id: OTHER,
          tier: 'second',
          name: 'Kowloon Avionics Repair',
          country: 'HK',
          supplies: 'Component repair of display units',
          authorized_until: null,
        },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();

    await trx
      .insertInto('supplier_own_equipment')
      .values([
        {
          id: stableId('own-equipment:1'),
          buyer_company_id: BUYER,
          name: 'Honeywell Aerospace Singapore',
          equipment: 'APU 131-9A',
          ata_chapter: '49',
          oem: 'Honeywell',
          contact: 'apu.repairs@example.com',
          valid_until: day(now, 540),
        },
        {
          id: stableId('own-equipment:2'),
          buyer_company_id: BUYER,
          name: 'Safran Landing Systems Services',
          equipment: 'Main landing gear, A320 family',
          ata_chapter: '32-11',
          oem: 'Safran',
          contact: '+33 1 00 00 00 00',
          valid_until: day(now, 200),
        },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}
