// Seeds the demo repair inquiries once (issue 14; docs/decisions/2026-11-27-repair-quotes.md): units
// sent in for repair with their serials, faults, the aircraft they came off and their history,
// written through the ERP module's writer like every demo inquiry. supplier.demo is invited to all
// three; supplier.other already submitted a repair quote on the first, so the buyer has something
// to compare, and supplier.demo keeps a draft on the second.
import type { RepairQuoteLine, RepairUnitInput } from '@portal/contract';
import type { Kysely } from 'kysely';
import { businessDate } from '../core/business-time.ts';
import type { Database } from '../db/schema.ts';
import { stableId } from '../db/stable-id.ts';
import { addQuoteEvent, insertInquiry, nextQuoteNumber } from '../modules/inquiry/index.ts';
import { repairLineToValues, upsertRepairLines } from '../modules/repair-quote/index.ts';
import { COMPANIES, USERS } from './demo-data.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Unit = Omit<RepairUnitInput, 'requiredReturnDate'> & { returnInDays: number };

interface RepairItem {
  pn: string;
  description: string;
  manufacturerCode: string;
  unit: Unit;
}

type SeedState = 'notQuoted' | 'hold' | 'submitted';

export interface SeedRepairInquiry {
  number: string;
  title: string;
  creator: string;
  createdHoursAgo: number;
  bidEndInHours: number;
  items: RepairItem[];
  demo: SeedState;
  other: SeedState;
}

export const DEMO_REPAIR_INQUIRIES: SeedRepairInquiry[] = [
  {
    number: '6600070001',
    title: '737NG integrated drive generator repair',
    creator: '周敏 (Zhou Min)',
    createdHoursAgo: 50,
    bidEndInHours: 96,
    items: [
      {
        pn: '761574B',
        description: 'GENERATOR, INTEGRATED DRIVE (IDG), 90 KVA',
        manufacturerCode: '99167',
        unit: {
          serialNumber: 'HS-12874',
          reportedFault:
            'IDG 2 disconnected in cruise after LOW OIL PRESSURE light; oil leak at the seal',
          aircraftRegistration: 'B-5637',
          tsn: 41230.5,
          csn: 28110,
          tso: 9870.2,
          cso: 6540,
          returnInDays: 45,
        },
      },
    ],
    demo: 'notQuoted',
    other: 'submitted',
  },
  {
    number: '6600070002',
    title: 'A320 wing tank fuel pumps repair',
    creator: '李娜 (Li Na)',
    createdHoursAgo: 30,
    bidEndInHours: 120,
    items: [
      {
        pn: '2060-5',
        description: 'PUMP, FUEL, WING TANK MAIN',
        manufacturerCode: '81238',
        unit: {
          serialNumber: 'FP2208-0417',
          reportedFault: 'Low pressure warning L TK PUMP 1; output pressure 18 psi on ground test',
          aircraftRegistration: 'B-6637',
          tsn: 22150,
          csn: 12480,
          returnInDays: 30,
        },
      },
      {
        pn: '2060-5',
        description: 'PUMP, FUEL, WING TANK MAIN',
        manufacturerCode: '81238',
        unit: {
          serialNumber: 'FP2011-0093',
          reportedFault: 'Removed for noise; unscheduled removal, no fault code',
          aircraftRegistration: 'B-6713',
          tsn: 30420,
          csn: 17902,
          tso: 11210,
          cso: 6034,
          returnInDays: 30,
        },
      },
    ],
    demo: 'hold',
    other: 'notQuoted',
  },
  {
    number: '6600070003',
    title: 'Weather radar receiver/transmitter repair',
    creator: '王磊 (Wang Lei)',
    createdHoursAgo: 6,
    bidEndInHours: 150,
    items: [
      {
        pn: '822-1710-003',
        description: 'RECEIVER/TRANSMITTER, WEATHER RADAR WXR-2100',
        manufacturerCode: '13499',
        unit: {
          serialNumber: 'RT4K7731',
          reportedFault: 'WXR FAIL on both displays; BITE: RT transmitter fault',
          aircraftRegistration: 'B-1793',
          tsn: 18764.3,
          csn: 9120,
          returnInDays: 21,
        },
      },
    ],
    demo: 'notQuoted',
    other: 'notQuoted',
  },
];

const bidders = {
  demo: {
    companyId: COMPANIES.demoSupplier.id,
    userName: USERS.find((u) => u.account === 'supplier.demo')?.realName ?? '',
    userId: stableId('user:supplier.demo'),
  },
  other: {
    companyId: COMPANIES.otherSupplier.id,
    userName: USERS.find((u) => u.account === 'supplier.other')?.realName ?? '',
    userId: stableId('user:supplier.other'),
  },
};

/** A complete quote of a shop: time and material with a not-to-exceed cap, in USD. */
function submittedLine(itemId: string, validityDate: string): RepairQuoteLine {
  return {
    itemId,
    quoted: true,
    currency: 'USD',
    testFee: 1_850,
    repairFee: 14_500,
    renovationLabour: 2_400,
    capFee: 26_000,
    exchangeFee: 68_000,
    handlingRate: 3,
    berFee: 2_500,
    nffFee: 1_850,
    scrapFee: 600,
    warrantyMonths: 12,
    warrantyFlightHours: 3_000,
    claimMonths: 3,
    turnaroundDays: 21,
    certificateType: 5,
    validityDate,
    shipping: 'oneWay',
    remarks: 'Overhaul per CMM 24-21-51; parts beyond the cap quoted for approval.',
  };
}

export async function seedRepairQuotes(db: Kysely<Database>, seedTime: Date): Promise<void> {
  const existing = new Set(
    (
      await db
        .selectFrom('inquiries')
        .select('inquiry_number')
        .where(
          'inquiry_number',
          'in',
          DEMO_REPAIR_INQUIRIES.map((s) => s.number),
        )
        .execute()
    ).map((r) => r.inquiry_number),
  );
  const todo = DEMO_REPAIR_INQUIRIES.filter((s) => !existing.has(s.number));
  if (todo.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const spec of todo) await seedOne(trx, spec, seedTime.getTime());
  });
}

async function seedOne(trx: Kysely<Database>, spec: SeedRepairInquiry, now: number) {
  const createdAt = new Date(now - spec.createdHoursAgo * HOUR);
  const bidEnd = new Date(now + spec.bidEndInHours * HOUR);
  const created = await insertInquiry(trx, {
    inquiry: {
      id: stableId(`inquiry:${spec.number}`),
      inquiry_number: spec.number,
      kind: 'repair',
      title: spec.title,
      purchasing_org: 'DAMG 海航技术航材 HNA Technic Materials',
      purchasing_group: 'R01 送修 Repairs',
      factory: 'HAK1 海口基地 Haikou base',
      rfx_category: '送修 Component repair',
      creator: spec.creator,
      payment_terms: 'net30',
      bid_start: createdAt,
      bid_end: bidEnd,
      bid_validity_days: 90,
      budget_total: null,
      budget_currency: null,
      created_at: createdAt,
      updated_at: createdAt,
    },
    items: spec.items.map((item) => ({
      material_number: item.pn,
      description: item.description,
      mpn: item.pn,
      manufacturer_code: item.manufacturerCode,
      quantity: 1,
      unit: 'EA',
      delivery_date_from: null,
      delivery_date_to: businessDate(new Date(now + item.unit.returnInDays * DAY)),
      incoterms: null,
      delivery_place: 'Haikou Meilan (HAK) main stores',
      payment_period_days: 30,
      consignment: false,
      purchase_type: 'standard',
      max_price_limit: null,
    })),
    repairUnits: spec.items.map(({ unit: { returnInDays, ...unit } }) => ({
      ...unit,
      requiredReturnDate: businessDate(new Date(now + returnInDays * DAY)),
    })),
    bidderCompanyIds: [bidders.demo.companyId, bidders.other.companyId],
    questions: ['Please state the release certificate and the CMM revision you repair to.'],
    clauses: [{ agreementType: 'frame', number: 'RA-2026-004', name: 'Component repair 2026' }],
    members: [
      { name: spec.creator, role: 'buyer' },
      { name: '张伟 (Zhang Wei)', role: 'qualityEngineer' },
    ],
    event: { key: 'inquiry.event.created', byName: spec.creator, at: createdAt },
  });

  const actedAt = new Date(Math.min(createdAt.getTime() + 4 * HOUR, now - HOUR / 2));
  for (const who of ['demo', 'other'] as const) {
    const state = spec[who];
    const bidderId = created.bidderIds.get(bidders[who].companyId);
    if (state === 'notQuoted' || !bidderId) continue;
    const validity = businessDate(new Date(now + 60 * DAY));
    const lines = created.itemIds.map((itemId, i): RepairQuoteLine => {
      if (state === 'submitted') return submittedLine(itemId, validity);
      // A draft: the first unit's test fee and repair fee started, the rest untouched.
      return i === 0
        ? { itemId, quoted: true, currency: 'CNY', testFee: 6_800, repairFee: 32_000 }
        : { itemId, quoted: false };
    });
    await upsertRepairLines(
      trx,
      lines.map((l, i) =>
        repairLineToValues(l, {
          id: stableId(`repair-quote-line:${bidderId}:${i}`),
          bidderId,
          inquiryId: created.id,
        }),
      ),
      actedAt,
    );
    const steps =
      state === 'submitted'
        ? (['quote.event.held', 'quote.event.submitted'] as const)
        : (['quote.event.held'] as const);
    await trx
      .updateTable('bidders')
      .set({
        state,
        version: 1 + steps.length,
        quote_number: await nextQuoteNumber(trx, actedAt),
        remarks: state === 'submitted' ? 'FAA Part 145 / CAAC CCAR-145 repair station.' : '',
        submitted_at: state === 'submitted' ? actedAt : null,
        updated_at: actedAt,
      })
      .where('id', '=', bidderId)
      .execute();
    for (const [i, event] of steps.entries()) {
      await addQuoteEvent(trx, {
        inquiryId: created.id,
        companyId: bidders[who].companyId,
        event,
        byName: bidders[who].userName,
        userId: bidders[who].userId,
        at: new Date(actedAt.getTime() - (steps.length - 1 - i) * 60_000),
      });
    }
  }
}
