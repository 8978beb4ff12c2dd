// Bulk data for `npm run bench`: fills a demo-seeded database up to 100,000 inquiries and 1,000,000
// quote lines, so the supplier's lists and the buyer's comparison are measured at the scale the
// issue names rather than on the 32 demo inquiries. The server never runs it. Everything is
// set-based SQL run inside the database (temporary plan tables, then `insert … select`), because a
// million rows sent one by one through PGlite would take most of an hour.
//
// Shape (also in docs/decisions/2026-11-23-inquiry-bench.md): 300 supplier companies beside the two
// demo ones, 55 % Chinese and the rest in Hong Kong, the US, Singapore and Europe, each quoting in
// its own currency. An inquiry invites 2-8 of them, the low-numbered ones more often (the big
// distributors), and supplier.demo in 4 %, supplier.other in 2 % of inquiries: a supplier has a few
// thousand bidder rows, not 100,000. Inquiries were created over the past year with bids open 3-30
// days, so about 5 % are still open. Items (1-40, three on average) come from a catalogue of 5,000
// parts with the trade's part-number patterns. An invited supplier submitted, kept a draft,
// declined or let the bid pass; a saved quote has one line per item. A few percent of closed quotes
// had a bargaining round on their first line. Row 1 of the plan is the inquiry the bench compares:
// closed yesterday, 8 items, 10 invited, 8 submitted, two rounds pending.
import { createHash } from 'node:crypto';
import {
  SUPPLIER_TYPES,
  type AccountStatus,
  type AirworthinessApproval,
  type Currency,
  type Incoterm,
  type InquiryKind,
  type SupplierType,
  type Unit,
} from '@portal/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import { stableId } from '../db/stable-id.ts';
import { CNY_PER_UNIT } from '../core/exchange-rates.ts';
import { COMPANIES } from './demo-data.ts';

export interface BenchDataOptions {
  /** The clock the data is laid out around (bid ends before and after it). */
  now: Date;
  /** Inquiries in the database when done, the demo ones included. */
  inquiries?: number;
  /** Quote lines in the database when done, the demo ones included. */
  quoteLines?: number;
  /** Supplier companies added beside the demo ones. */
  suppliers?: number;
}

export interface BenchDataSummary {
  inquiries: number;
  items: number;
  bidders: number;
  quoteLines: number;
  rounds: number;
  supplierCompanies: number;
  /** supplier.demo's bidder rows, and how many of them are on its Pending tab of purchases. */
  demoBidders: number;
  demoPendingPurchases: number;
  /** The inquiry the bench compares (plan row 1). */
  compareInquiryId: string;
}

/** The inquiry the bench compares: plan row 1, the id SQL gives it (`md5(…)::uuid`). */
export const BENCH_COMPARE_INQUIRY_ID = md5Uuid('bench:inquiry:1');

function md5Uuid(text: string): string {
  const h = createHash('md5').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const PARTS = 5_000;
/** Most suppliers an inquiry invites beside the demo ones (2 to this). */
const MAX_INVITED = 8;

// ---- suppliers -----------------------------------------------------------------------------------

interface Origin {
  country: string;
  currency: Currency;
  cities: readonly string[];
  approval: AirworthinessApproval;
  incoterms: Incoterm | null;
  accountStatus: AccountStatus;
  payMode: string;
  /** The legal form closing a foreign company's name. */
  legalForm: string;
}

const CHINA: Origin = {
  country: 'CN',
  currency: 'CNY',
  cities: [
    'Shanghai',
    'Beijing',
    'Guangzhou',
    'Shenzhen',
    'Chengdu',
    'Tianjin',
    'Xiamen',
    'Haikou',
    'Wuhan',
    'Xian',
  ],
  approval: 'caacAac038',
  incoterms: null,
  accountStatus: 'net30',
  payMode: 'T/T, 30 days after receipt',
  legalForm: 'Co., Ltd.',
};
const CITY_ZH = ['上海', '北京', '广州', '深圳', '成都', '天津', '厦门', '海口', '武汉', '西安'];
const NAME_ZH = ['航宇', '翔鹰', '蓝天', '凌云', '鹏程', '天翼', '华航', '远航', '腾飞', '星辰'];
const NAME_PINYIN = [
  'Hangyu',
  'Xiangying',
  'Lantian',
  'Lingyun',
  'Pengcheng',
  'Tianyi',
  'Huahang',
  'Yuanhang',
  'Tengfei',
  'Xingchen',
];
const TRADE_ZH = ['航材', '航空零件', '航空技术', '航电', '航空设备'];
const TRADE_EN = [
  'Aviation Materials',
  'Aero Parts',
  'Aviation Technology',
  'Avionics',
  'Aero Equipment',
];
const FOREIGN_FIRST = [
  'Pacific',
  'Atlantic',
  'Summit',
  'Meridian',
  'Falcon',
  'Horizon',
  'Skyline',
  'Apex',
  'Northstar',
  'Vector',
];
const FOREIGN_SECOND = [
  'Aero',
  'Aviation',
  'Aerospace',
  'Avionics',
  'Air Parts',
  'Jet Components',
  'Turbine',
  'Airframe',
  'Flight Systems',
  'Aero Supply',
];
/** A foreign origin: an FAA release and net 30 unless it says otherwise. */
const foreign = (
  o: Omit<Origin, 'approval' | 'accountStatus'> &
    Partial<Pick<Origin, 'approval' | 'accountStatus'>>,
): Origin => ({ approval: 'faa8130', accountStatus: 'net30', ...o });
const HONG_KONG = foreign({
  country: 'HK',
  currency: 'USD',
  cities: ['Hong Kong'],
  incoterms: 'FCA',
  accountStatus: 'prepaid',
  payMode: 'T/T in advance',
  legalForm: 'Limited',
});
/** Twenty slots: where the n-th added supplier is (55 % China). */
const ORIGIN_SLOTS: Origin[] = [
  ...Array<Origin>(11).fill(CHINA),
  HONG_KONG,
  HONG_KONG,
  ...Array<Origin>(3).fill(
    foreign({
      country: 'US',
      currency: 'USD',
      cities: ['Miami', 'Dallas', 'Seattle', 'Phoenix'],
      incoterms: 'EXW',
      payMode: 'Wire transfer, net 30',
      legalForm: 'Inc.',
    }),
  ),
  foreign({
    country: 'SG',
    currency: 'SGD',
    cities: ['Singapore'],
    approval: 'dual',
    incoterms: 'FCA',
    payMode: 'T/T, 30 days',
    legalForm: 'Pte. Ltd.',
  }),
  foreign({
    country: 'DE',
    currency: 'EUR',
    cities: ['Hamburg', 'Munich'],
    approval: 'easaForm1',
    incoterms: 'FCA',
    payMode: 'SEPA transfer, 30 days',
    legalForm: 'GmbH',
  }),
  foreign({
    country: 'FR',
    currency: 'EUR',
    cities: ['Toulouse'],
    approval: 'easaForm1',
    incoterms: 'CIP',
    accountStatus: 'conditional',
    payMode: 'Bank transfer, 45 days',
    legalForm: 'SAS',
  }),
  foreign({
    country: 'GB',
    currency: 'GBP',
    cities: ['London', 'Manchester'],
    approval: 'easaForm1',
    incoterms: 'DAP',
    payMode: 'BACS, 30 days',
    legalForm: 'Ltd',
  }),
];

interface Supplier {
  /** Position in the invitation rotation; the demo companies are -1 and -2. */
  idx: number;
  id: string;
  code: string;
  name: string;
  nameEn: string;
  origin: Origin;
  city: string;
  supplierType: SupplierType;
}

const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

function benchSuppliers(count: number): Supplier[] {
  let chinese = 0;
  let abroad = 0;
  const foreignNames = new Set<string>();
  const added = Array.from({ length: count }, (_, idx): Supplier => {
    const origin = at(ORIGIN_SLOTS, idx);
    const code = `S2${String(idx + 1).padStart(5, '0')}`;
    const base = { idx, id: stableId(`bench:company:${code}`), code, origin };
    if (origin === CHINA) {
      // City, name and trade run through 10 × 10 × 5 combinations: no two alike below 500.
      const k = chinese++;
      const [c, w, t] = [k % 10, Math.floor(k / 10) % 10, Math.floor(k / 100) % 5];
      return {
        ...base,
        name: `${at(CITY_ZH, c)}${at(NAME_ZH, w)}${at(TRADE_ZH, t)}有限公司`,
        nameEn: `${at(CHINA.cities, c)} ${at(NAME_PINYIN, w)} ${at(TRADE_EN, t)} Co., Ltd.`,
        city: at(CHINA.cities, c),
        supplierType: at(SUPPLIER_TYPES, k),
      };
    }
    const k = abroad++;
    const plain = `${at(FOREIGN_FIRST, k)} ${at(FOREIGN_SECOND, Math.floor(k / 10))} ${origin.legalForm}`;
    // Supplier names are unique (registration's duplicate check): a repeat gets its city.
    const nameEn = foreignNames.has(plain.toLowerCase())
      ? `${plain} (${at(origin.cities, k)} ${k})`
      : plain;
    foreignNames.add(nameEn.toLowerCase());
    return {
      ...base,
      name: nameEn,
      nameEn,
      city: at(origin.cities, k),
      supplierType: at(SUPPLIER_TYPES, k + 1),
    };
  });
  const demo = COMPANIES.demoSupplier;
  const other = COMPANIES.otherSupplier;
  return [
    ...added,
    {
      idx: -1,
      id: demo.id,
      code: demo.code,
      name: demo.name,
      nameEn: demo.name_en,
      origin: CHINA,
      city: 'Shanghai',
      supplierType: 'distributor',
    },
    {
      idx: -2,
      id: other.id,
      code: other.code,
      name: other.name,
      nameEn: other.name_en,
      origin: HONG_KONG,
      city: 'Hong Kong',
      supplierType: 'trader',
    },
  ];
}

// ---- the part catalogue --------------------------------------------------------------------------

/** Digits `shift`..`shift + width` of the part's hash `h`, zero-padded. */
const d = (width: number, shift = 0) =>
  `lpad(((h / ${10 ** shift}) % ${10 ** width})::text, ${width}, '0')`;
/** 1 + the hash's digits from `shift`, modulo `mod`. */
const m = (mod: number, shift = 0) => `(1 + (h / ${10 ** shift}) % ${mod})::text`;

interface Variant {
  /** A SQL expression over the part's hash `h` (trusted text, never input). */
  pn: string;
  description: string;
  unit?: Unit;
}

interface Family {
  variants: Variant[];
  unit: Unit;
  /** Unit price range in CNY (log-uniform). */
  price: [number, number];
  /** Quantities asked for run from 1 to this. */
  qtyMax: number;
  category: string;
  group: string;
  fleets: string[];
  /** Repairable units quoted new, overhauled or serviceable; the rest are new only. */
  rotable: boolean;
}

const same = (pn: string, descriptions: string[]): Variant[] =>
  descriptions.map((description) => ({ pn, description }));
const AIRBUS = ['A320ceo', 'A320neo', 'A321neo', 'A330-300', 'A350-900'];
const BOEING = ['B737-800', 'B737 MAX 8', 'B787-9', 'B777-300ER'];
const ANY_FLEET = [...AIRBUS, ...BOEING, 'E190', 'ARJ21'];

// Part numbers after the trade's patterns: CFM (340-028-402-0), Boeing (65-90305-57), Airbus
// (D5328000400100), Honeywell (2117468-1), Collins (822-1468-002), Goodrich (2-1577-2), NAS/MS/AN
// hardware, O-rings, filters, fluids.
const FAMILIES: Family[] = [
  {
    variants: same(`'340-' || ${d(3)} || '-' || ${d(3, 3)} || '-0'`, [
      'BLADE, HPT STAGE 1',
      'NOZZLE SEGMENT, HPT STAGE 1',
      'SHROUD, HPT',
      'BLADE, LPT STAGE 4',
      'SEAL, HONEYCOMB',
      'BEARING, ROLLER NO. 4',
    ]),
    unit: 'EA',
    price: [8_000, 160_000],
    qtyMax: 24,
    category: 'Engine parts',
    group: 'P01 Engine',
    fleets: ['CFM56-7B', 'CFM56-5B', 'LEAP-1A', 'LEAP-1B'],
    rotable: true,
  },
  {
    variants: same(`'6' || ${m(9)} || '-' || ${d(5, 1)} || '-' || ${m(99, 6)}`, [
      'BRACKET, STOWAGE BIN',
      'FITTING, FLAP TRACK',
      'PANEL, ACCESS',
      'LINING, SIDEWALL',
      'DUCT, AIR CONDITIONING',
      'HINGE, CARGO DOOR',
    ]),
    unit: 'EA',
    price: [600, 45_000],
    qtyMax: 10,
    category: 'Structures',
    group: 'P03 Airframe',
    fleets: BOEING,
    rotable: false,
  },
  {
    variants: same(`'D' || ${d(4)} || ${d(5, 4)} || '0' || ${d(3, 9)}`, [
      'SUPPORT ASSY, FLOOR',
      'CLAMP, HARNESS',
      'HINGE, DOOR',
      'SEAL, PASSENGER DOOR',
      'DOUBLER, SKIN',
      'BRACKET, GALLEY',
    ]),
    unit: 'EA',
    price: [400, 30_000],
    qtyMax: 12,
    category: 'Structures',
    group: 'P03 Airframe',
    fleets: AIRBUS,
    rotable: false,
  },
  {
    variants: same(`${m(9)} || ${d(6, 1)} || '-' || ${m(12, 7)}`, [
      'STARTER, APU',
      'VALVE, BLEED AIR PRESSURE REGULATING',
      'CONTROLLER, CABIN PRESSURE',
      'PUMP, FUEL BOOST',
      'ACTUATOR, FLAP',
      'HEAT EXCHANGER, PRIMARY',
    ]),
    unit: 'EA',
    price: [20_000, 420_000],
    qtyMax: 4,
    category: 'Rotables',
    group: 'P04 Components',
    fleets: ANY_FLEET,
    rotable: true,
  },
  {
    variants: same(`'822-' || ${d(4)} || '-' || ${d(3, 4)}`, [
      'TRANSCEIVER, VHF',
      'RECEIVER, ILS/MARKER BEACON',
      'TRANSPONDER, MODE S',
      'DISPLAY UNIT, FLIGHT',
      'COMPUTER, FLIGHT MANAGEMENT',
      'CONTROL PANEL, RADIO',
    ]),
    unit: 'EA',
    price: [30_000, 600_000],
    qtyMax: 3,
    category: 'Avionics',
    group: 'P05 Avionics',
    fleets: ANY_FLEET,
    rotable: true,
  },
  {
    variants: same(`'2-' || ${d(4)} || '-' || ${m(9, 4)}`, [
      'BRAKE ASSY, CARBON',
      'WHEEL ASSY, MAIN GEAR',
      'WHEEL ASSY, NOSE GEAR',
      'HEAT SHIELD, WHEEL',
      'HOUSING, BRAKE',
    ]),
    unit: 'EA',
    price: [6_000, 260_000],
    qtyMax: 8,
    category: 'Landing gear',
    group: 'P02 Landing gear',
    fleets: ANY_FLEET,
    rotable: true,
  },
  {
    variants: [
      { pn: `'NAS1149F0' || ${d(3)} || 'P'`, description: 'WASHER, FLAT' },
      { pn: `'MS21042L' || ${m(6)}`, description: 'NUT, SELF-LOCKING' },
      { pn: `'AN960C' || ${m(12)} || 'L'`, description: 'WASHER, FLAT, LIGHT' },
      { pn: `'NAS6204-' || ${m(30)}`, description: 'BOLT, HEX HEAD' },
      { pn: `'MS20470AD4-' || ${m(12)}`, description: 'RIVET, SOLID' },
    ],
    unit: 'PC',
    price: [0.5, 60],
    qtyMax: 5_000,
    category: 'Standard parts',
    group: 'P06 Hardware',
    fleets: ANY_FLEET,
    rotable: false,
  },
  {
    variants: [
      { pn: `'MS29513-' || ${d(3)}`, description: 'PACKING, PREFORMED' },
      { pn: `'NAS1612-' || ${m(20)}`, description: 'PACKING, PREFORMED, FUEL' },
      { pn: `'M83248/1-' || ${d(3)}`, description: 'O-RING, FLUOROCARBON' },
      { pn: `'AS568-' || ${d(3)}`, description: 'O-RING' },
    ],
    unit: 'PC',
    price: [1, 120],
    qtyMax: 2_000,
    category: 'Standard parts',
    group: 'P06 Hardware',
    fleets: ANY_FLEET,
    rotable: false,
  },
  {
    variants: [
      { pn: `'QA' || ${d(5)}`, description: 'FILTER ELEMENT, HYDRAULIC' },
      { pn: `'AC-' || ${d(4)} || '-' || ${d(2, 5)}`, description: 'FILTER, RECIRCULATION AIR' },
      { pn: `'FE' || ${d(6)}`, description: 'FILTER ELEMENT, FUEL' },
      { pn: `'HC' || ${d(4)} || 'FKP' || ${d(2, 5)}`, description: 'FILTER ELEMENT, ENGINE OIL' },
    ],
    unit: 'EA',
    price: [300, 9_000],
    qtyMax: 60,
    category: 'Expendables',
    group: 'P07 Expendables',
    fleets: ANY_FLEET,
    rotable: false,
  },
  {
    variants: [
      { pn: `'MIL-PRF-5606H-' || ${d(2)}`, description: 'FLUID, HYDRAULIC', unit: 'L' },
      { pn: `'LD4-' || ${d(3)}`, description: 'FLUID, HYDRAULIC, PHOSPHATE ESTER', unit: 'L' },
      { pn: `'MS20995C' || ${m(40)}`, description: 'WIRE, LOCK', unit: 'ROL' },
      { pn: `'M23699-' || ${d(3)}`, description: 'OIL, TURBINE ENGINE', unit: 'L' },
      { pn: `'PR1422B' || ${m(4)}`, description: 'SEALANT, FUEL TANK', unit: 'KIT' },
    ],
    unit: 'L',
    price: [40, 2_500],
    qtyMax: 400,
    category: 'Chemicals',
    group: 'P07 Expendables',
    fleets: ANY_FLEET,
    rotable: false,
  },
];

/** `array[…]` of literals: every value here is a constant of this file. */
const arr = (values: readonly (string | number | boolean)[]) =>
  sql`array[${sql.join(values.map((v) => sql.lit(v)))}]`;

const ALL_VARIANTS = FAMILIES.flatMap((f) =>
  f.variants.map((v) => ({ ...v, unit: v.unit ?? f.unit })),
);
const VARIANT_OFFSETS = FAMILIES.map((_, i) =>
  FAMILIES.slice(0, i).reduce((n, f) => n + f.variants.length, 0),
);

/** Strides of the invitation rotation: primes that do not divide the supplier count. */
function strides(suppliers: number): number[] {
  const primes = [7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83];
  return primes.filter((p) => suppliers % p !== 0 && p < suppliers);
}

/** The quote line id quote-lines.ts derives from bidder and item (stableId), computed in SQL. */
const QUOTE_LINE_ID = sql.raw(
  `substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-8' || substr(h, 14, 3) || '-' ||
   to_hex(((position(substr(h, 17, 1) in '0123456789abcdef') - 1) & 3) | 8) || substr(h, 18, 3) ||
   '-' || substr(h, 21, 12)`,
);

/** YYYY-MM-DD of a timestamptz in the business time zone (UTC+8, business-time.ts). */
const businessDay = (ts: RawBuilder<unknown>) =>
  sql`to_char(((${ts}) at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

// ---- the seeder ----------------------------------------------------------------------------------

async function count(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Adds suppliers, inquiries, items, bidders, quote lines, bargaining rounds and tracking events in
 * one transaction, then ANALYZEs. Needs the demo seed first (demo companies, buyer.commercial). Does
 * nothing when the database already holds the inquiries asked for.
 */
export async function seedBenchData(
  db: Kysely<Database>,
  options: BenchDataOptions,
): Promise<BenchDataSummary> {
  const targetInquiries = options.inquiries ?? 100_000;
  const targetLines = options.quoteLines ?? 1_000_000;
  const supplierCount = options.suppliers ?? 300;
  const inquiryCount = targetInquiries - (await count(db, 'inquiries'));
  const lineCount = targetLines - (await count(db, 'quote_lines'));
  if (inquiryCount > 0) {
    if (lineCount <= 0) throw new Error('the database already holds the quote lines asked for');
    if (supplierCount < MAX_INVITED) throw new Error(`at least ${MAX_INVITED} suppliers needed`);
    await db.transaction().execute((trx) =>
      fill(trx, {
        now: options.now,
        inquiries: inquiryCount,
        lines: lineCount,
        suppliers: benchSuppliers(supplierCount),
        supplierCount,
      }),
    );
    await sql`analyze`.execute(db);
  }
  return summarize(db, options.now);
}

interface Plan {
  now: Date;
  inquiries: number;
  lines: number;
  suppliers: Supplier[];
  supplierCount: number;
}

async function fill(trx: Kysely<Database>, plan: Plan): Promise<void> {
  // Values go into the SQL as literals (sql.lit), never parameters: CREATE TABLE … AS takes none.
  // Every one of them is a constant of this file or a number.
  const NOW = sql`${sql.lit(plan.now.toISOString())}::timestamptz`;
  const run = (query: RawBuilder<unknown>) => query.execute(trx);
  // random() then gives the same data on every run (one connection, one order of statements).
  await run(sql`select setseed(0.2026)`);

  const added = plan.suppliers.filter((s) => s.idx >= 0);
  await trx
    .insertInto('companies')
    .values(
      added.map((s) => ({
        id: s.id,
        kind: 'supplier' as const,
        name: s.name,
        name_en: s.nameEn,
        code: s.code,
        status: 'approved' as const,
        country: s.origin.country,
      })),
    )
    .execute();

  // What a supplier's quote lines say besides the price, one row per company.
  await run(sql`create temp table bench_supplier (
    idx int primary key, id text not null, country text not null, city text not null,
    currency text not null, cny_rate numeric not null, supplier_type text not null,
    approval text not null, incoterms text, account_status text not null, pay_mode text not null
  ) on commit drop`);
  await run(
    sql`insert into bench_supplier values ${sql.join(
      plan.suppliers.map(
        (s) =>
          sql`(${sql.join([
            sql.lit(s.idx),
            sql.lit(s.id),
            sql.lit(s.origin.country),
            sql.lit(s.city),
            sql.lit(s.origin.currency),
            sql.lit(CNY_PER_UNIT[s.origin.currency]),
            sql.lit(s.supplierType),
            sql.lit(s.origin.approval),
            s.origin.incoterms === null ? sql`null` : sql.lit(s.origin.incoterms),
            sql.lit(s.origin.accountStatus),
            sql.lit(s.origin.payMode),
          ])})`,
      ),
    )}`,
  );

  // The part catalogue: family = p mod 10, the variant and the digits from a hash of p.
  const perFamily = (pick: (f: Family) => string | number | boolean) =>
    sql`(${arr(FAMILIES.map(pick))})[1 + family]`;
  await run(sql`create temp table bench_part on commit drop as
    select p, family, v,
      case v ${sql.join(
        ALL_VARIANTS.map((variant, i) => sql`when ${sql.lit(i)} then ${sql.raw(variant.pn)}`),
        sql` `,
      )} end as pn,
      (${arr(ALL_VARIANTS.map((v) => v.description))})[1 + v] as description,
      (${arr(ALL_VARIANTS.map((v) => v.unit))})[1 + v] as unit,
      round((lo * (hi / lo) ^ (((h / 1000000000000000) % 1000) / 1000.0))::numeric, 2) as cny_price,
      ${perFamily((f) => f.qtyMax)} as qty_max,
      ${perFamily((f) => f.rotable)} as rotable,
      ${sql.raw(d(5, 10))} as cage
    from (
      select p, family, h,
        (${arr(VARIANT_OFFSETS)})[1 + family]
          + ((h / 1000000000000) % ${perFamily((f) => f.variants.length)})::int as v,
        ${perFamily((f) => f.price[0])}::numeric as lo,
        ${perFamily((f) => f.price[1])}::numeric as hi
      from (
        select p, p % ${sql.lit(FAMILIES.length)} as family,
          ('x' || substr(md5('bench:part:' || p), 1, 15))::bit(60)::bigint as h
        from generate_series(0, ${sql.lit(PARTS - 1)}) p
      ) hashed
    ) picked`);

  // One row per inquiry: kind, times, how many items and invitations. Kinds in twentieths:
  // purchase 8, general 4, tool 3, equipment 2, rich-part 2, tool-foreign 1.
  const kinds: InquiryKind[] = [
    ...Array<InquiryKind>(8).fill('purchase'),
    ...Array<InquiryKind>(4).fill('general'),
    ...Array<InquiryKind>(3).fill('tool'),
    ...Array<InquiryKind>(2).fill('equipment'),
    ...Array<InquiryKind>(2).fill('rich-part'),
    'tool-foreign',
  ];
  const stride = strides(plan.supplierCount);
  await run(sql`create temp table bench_inquiry on commit drop as
    select n, id, inquiry_number, kind, created_at, bid_end, items, others, first_supplier, stride,
      demo, other, has_budget,
      case when bid_end <= ${NOW} then (case when r_status < 0.03 then 'cancelled' else 'closed' end)
        else (case when r_status < 0.02 then 'cancelled' else 'open' end) end as status,
      (${arr(['李娜 (Li Na)', '王磊 (Wang Lei)', '周敏 (Zhou Min)', '孙悦 (Sun Yue)'])})[1 + n % 4]
        as creator,
      (${arr(['HAK1 Haikou base', 'PEK1 Beijing base', 'CAN1 Guangzhou base', 'SZX1 Shenzhen base'])})[
        1 + n % 4] as factory
    from (
      select n, md5('bench:inquiry:' || n)::uuid::text as id,
        '69' || lpad(n::text, 8, '0') as inquiry_number,
        (${arr(kinds)})[1 + floor(r_kind * ${sql.lit(kinds.length)})::int] as kind,
        created_at,
        date_trunc('minute', created_at + (3 + r_window * 27) * interval '1 day') as bid_end,
        least(40, 1 + floor(-ln(1 - r_items) * 2.5))::int as items,
        2 + floor(r_others * ${sql.lit(MAX_INVITED - 1)})::int as others,
        floor(${sql.lit(plan.supplierCount)} * r_first ^ 1.5)::int as first_supplier,
        (${arr(stride)})[1 + floor(r_stride * ${sql.lit(stride.length)})::int] as stride,
        r_demo < 0.04 as demo, r_other < 0.02 as other, r_budget < 0.3 as has_budget, r_status
      from (
        select n, date_trunc('minute', ${NOW} - random() * interval '365 days') as created_at,
          random() as r_kind, random() as r_window, random() as r_items, random() as r_others,
          random() as r_first, random() as r_stride, random() as r_demo, random() as r_other,
          random() as r_budget, random() as r_status
        from generate_series(1, ${sql.lit(plan.inquiries)}) n
      ) drawn
    ) shaped`);
  await run(sql`update bench_inquiry set kind = 'purchase',
      created_at = ${NOW} - interval '16 days', bid_end = ${NOW} - interval '1 day',
      items = 8, others = ${sql.lit(MAX_INVITED)}, demo = true, other = true, has_budget = true,
      status = 'closed'
    where n = 1`);
  await run(sql`alter table bench_inquiry add primary key (n)`);

  // Items: popular parts more often (the square of a uniform draw), quantities per the family.
  // The draws are a materialized CTE: joined as a subquery, a nested loop could draw them again
  // on every rescan.
  await run(sql`create temp table bench_item on commit drop as
    with x as materialized (
      select q.n, g.item_no, floor(${sql.lit(PARTS)} * random() ^ 2)::int as part,
        random() as r_qty
      from bench_inquiry q cross join lateral generate_series(1, q.items) g(item_no)
    )
    select x.n, x.item_no, md5('bench:item:' || x.n || ':' || x.item_no)::uuid::text as id,
      p.pn, p.description, p.unit, p.cny_price, p.rotable, p.family, p.cage,
      1 + floor(x.r_qty * p.qty_max)::bigint as quantity
    from x join bench_part p on p.p = x.part`);
  await run(sql`create index on bench_item (n, item_no)`);

  // Invitations: 2-8 suppliers in a rotation from a skewed first one (a stride coprime with the
  // count keeps them distinct), plus the demo companies. The state depends on whether the bid has
  // ended; row 1 is set by hand.
  await run(sql`create temp table bench_bidder on commit drop as
    select x.*,
      case
        when x.n = 1 then (case when x.j <= 5 or x.j >= 8 then 'submitted'
          when x.j = 6 then 'noBid' else 'notQuoted' end)
        when x.bid_end <= ${NOW} then (case when x.r_state < 0.62 then 'submitted'
          when x.r_state < 0.67 then 'hold' when x.r_state < 0.80 then 'noBid' else 'notQuoted' end)
        else (case when x.r_state < 0.25 then 'submitted' when x.r_state < 0.40 then 'hold'
          when x.r_state < 0.45 then 'noBid' else 'notQuoted' end)
      end as state,
      x.created_at + (least(x.bid_end, ${NOW}) - x.created_at) * (0.1 + 0.8 * x.r_acted) as acted_at,
      (x.n = 1 and x.j in (0, 8)) or (x.n <> 1 and x.r_round < 0.03) as bargained
    from (
      select md5('bench:bidder:' || q.n || ':' || s.idx)::uuid::text as id, q.n,
        q.id as inquiry_id, q.kind, q.created_at, q.bid_end, q.items, pick.j, s.idx,
        s.id as company_id, random() as r_state, random() as r_acted, random() as r_round
      from bench_inquiry q
      cross join lateral (
        select j, (q.first_supplier + j * q.stride) % ${sql.lit(plan.supplierCount)} as idx
        from generate_series(0, q.others - 1) j
        union all select 8, -1 where q.demo
        union all select 9, -2 where q.other
      ) pick
      join bench_supplier s on s.idx = pick.idx
    ) x`);

  // A saved quote (draft or submitted) has a line per item. Re-decide as many single-item bidders
  // as it takes to make the total exact.
  const saved = await sql<{ lines: number | string | null }>`select sum(items) as lines
    from bench_bidder where state in ('hold', 'submitted')`.execute(trx);
  const diff = plan.lines - Number(saved.rows[0]?.lines ?? 0);
  if (diff !== 0) {
    const [from, to] =
      diff > 0 ? [`'notQuoted', 'noBid'`, 'submitted'] : [`'hold', 'submitted'`, 'notQuoted'];
    const flipped = await sql`update bench_bidder set state = ${sql.lit(to)} where id in (
        select id from bench_bidder where items = 1 and n <> 1 and state in (${sql.raw(from)})
        order by id limit ${sql.lit(Math.abs(diff))})`.execute(trx);
    if (Number(flipped.numAffectedRows ?? 0) !== Math.abs(diff)) {
      throw new Error(`could not make ${plan.lines} quote lines (off by ${diff})`);
    }
  }

  await run(sql`insert into inquiries (id, inquiry_number, kind, title, status, purchasing_org,
      purchasing_group, factory, rfx_category, creator, payment_terms, bid_start, bid_end,
      bid_validity_days, budget_total, budget_currency, item_count, first_part_number, version,
      created_at, updated_at)
    select q.id, q.inquiry_number, q.kind,
      case when q.n = 1 then 'A320neo C-check material list'
        else (case f.family ${sql.join(
          FAMILIES.map(
            (family, i) =>
              sql`when ${sql.lit(i)} then (${arr(family.fleets)})[1 + q.n % ${sql.lit(family.fleets.length)}]`,
          ),
          sql` `,
        )} end) || ' ' || f.description
          || case when q.items > 1 then ' and ' || (q.items - 1) || ' more' else '' end
      end,
      q.status, 'DAMG', (${arr(FAMILIES.map((f) => f.group))})[1 + f.family], q.factory,
      (${arr(FAMILIES.map((f) => f.category))})[1 + f.family], q.creator, 'net30',
      q.created_at, q.bid_end, 90,
      case when q.has_budget then round(t.total * 1.15, 2) end,
      case when q.has_budget then 'CNY' end,
      q.items, f.pn, 1, q.created_at, q.created_at
    from bench_inquiry q
    join bench_item f on f.n = q.n and f.item_no = 1
    join (select n, sum(quantity * cny_price) as total from bench_item group by n) t on t.n = q.n`);

  await run(sql`insert into inquiry_items (id, inquiry_id, item_no, material_number, description,
      mpn, manufacturer_code, quantity, unit, delivery_date_from, delivery_date_to, incoterms,
      delivery_place, payment_period_days, consignment, purchase_type, max_price_limit)
    select i.id, q.id, i.item_no, i.pn, i.description, i.pn, i.cage, i.quantity, i.unit,
      ${businessDay(sql`q.bid_end + interval '14 days'`)},
      ${businessDay(sql`q.bid_end + interval '45 days'`)},
      case when q.kind = 'tool-foreign' then 'FCA' end,
      'Main stores, ' || q.factory, 30, false,
      case when q.kind = 'general' then 'Stock replenishment' else 'Standard' end, null
    from bench_item i join bench_inquiry q on q.n = i.n`);

  // Quote numbers come from the same sequence as the quote calls', so later ones never collide.
  await run(sql`insert into bidders (id, inquiry_id, company_id, kind, bid_end, inquiry_created_at,
      state, quote_number, version, remarks, no_bid_reason, submitted_at, updated_at, created_at)
    select id, inquiry_id, company_id, kind, bid_end, created_at, state,
      case when state in ('hold', 'submitted') then 'QT' || to_char(acted_at at time zone 'UTC', 'YYYY')
        || lpad(nextval('quote_number_seq')::text, 6, '0') end,
      case state when 'notQuoted' then 1 when 'submitted' then 3 else 2 end,
      case when state = 'submitted' then 'Prices valid 90 days, subject to prior sale.' else '' end,
      case when state = 'noBid' then (${arr([
        'No stock and no capability for this part.',
        'Lead time beyond the required delivery date.',
        'Part not in our approved capability list.',
        'Cannot meet the required certification.',
      ])})[1 + (n + j) % 4] else '' end,
      case when state in ('submitted', 'noBid') then acted_at end,
      case when state <> 'notQuoted' then acted_at end,
      created_at
    from bench_bidder`);

  // A submitted quote leaves about one item in eight unquoted (never the first); a draft has its
  // first line started and the rest untouched, as the demo seed's drafts.
  await run(sql`insert into quote_lines (id, bidder_id, inquiry_id, item_id, quoted,
      quote_part_number, mpn, manufacturer_code, interchangeability, condition, unit_price,
      currency, tax_rate, quoted_quantity, unit, moq, lead_time_days, validity_date,
      airworthiness_approval, certificate_type, account_status, pay_mode, incoterms,
      inventory_country, inventory_city, claim_months, warranty, brand, supplier_type,
      created_at, updated_at)
    select ${QUOTE_LINE_ID}, bidder_id, inquiry_id, item_id, quoted,
      case when quoted then pn end,
      case when complete then pn end,
      case when complete then cage end,
      case when complete then 'original' end,
      case when complete then condition end,
      case when quoted then round((cny_price * (0.85 + 0.4 * r_price) / cny_rate)::numeric, 2) end,
      case when quoted then currency end,
      case when complete and currency = 'CNY' then 13 end,
      case when complete then quantity end,
      case when complete then unit end,
      case when complete then quantity end,
      case when complete then 3 + floor(r_lead * 118)::int end,
      case when complete then ${businessDay(sql`acted_at + interval '90 days'`)} end,
      case when complete then approval end,
      case when complete then (case when currency = 'CNY' then 3 else 5 end) end,
      case when complete then account_status end,
      case when complete then pay_mode end,
      case when complete then incoterms end,
      case when complete then country end,
      case when complete then city end,
      case when complete then 12 end,
      case when complete then (case when condition = 'OH' then '6 months after installation'
        else '12 months' end) end,
      case when complete then 'OEM' end,
      case when complete then supplier_type end,
      acted_at, acted_at
    from (
      select x.*, x.quoted and x.submitted as complete,
        case when not x.rotable or x.r_cond < 0.6 then 'NE' when x.r_cond < 0.8 then 'OH'
          when x.r_cond < 0.95 then 'SV' else 'NS' end as condition
      from (
        select b.id as bidder_id, b.inquiry_id, i.id as item_id, i.pn, i.cage, i.rotable,
          i.cny_price, i.quantity, i.unit, b.acted_at, s.currency, s.cny_rate, s.approval,
          s.account_status, s.pay_mode, s.incoterms, s.country, s.city, s.supplier_type,
          b.state = 'submitted' as submitted,
          (b.state = 'submitted' and (i.item_no = 1 or random() >= 0.12))
            or (b.state = 'hold' and i.item_no = 1) as quoted,
          random() as r_price, random() as r_cond, random() as r_lead,
          encode(sha256(convert_to('portal:quote-line:' || b.id || ':' || i.id, 'UTF8')), 'hex')
            as h
        from bench_bidder b
        join bench_item i on i.n = b.n
        join bench_supplier s on s.idx = b.idx
        where b.state in ('hold', 'submitted')
      ) x
    ) y`);

  // Rounds open after the bid end (half way to now, at most a day later) with two days to answer:
  // those past their deadline were answered (7 in 10) or declined, the rest still wait.
  const buyer = stableId('user:buyer.commercial');
  await run(sql`insert into bargaining_rounds (id, quote_line_id, bidder_id, company_id,
      inquiry_id, round_no, target_price, last_price, currency, deadline, opened_by, status,
      remarks, answer_price, answer_remarks, answered_at, version, created_at)
    select md5('bench:round:' || l.id)::uuid::text, l.id, b.id, b.company_id, b.inquiry_id, 1,
      round(l.unit_price * 0.9, 2), l.unit_price, l.currency, b.deadline, ${sql.lit(buyer)},
      case when b.deadline > ${NOW} then 'pending' when b.answered then 'submitted'
        else 'declined' end,
      'Target per the 2026 frame agreement price. Please confirm or counter.',
      case when b.deadline <= ${NOW} and b.answered then round(l.unit_price * 0.95, 2) end,
      case when b.deadline <= ${NOW} and b.answered then 'Best price we can offer.' else '' end,
      case when b.deadline <= ${NOW} and b.answered then b.opened + interval '1 day' end,
      case when b.deadline <= ${NOW} then 2 else 1 end,
      b.opened
    from (
      select bb.*, opened + interval '2 days' as deadline
      from (
        select id, company_id, inquiry_id, n, r_round,
          bid_end + least((${NOW} - bid_end) / 2, interval '1 day') as opened,
          -- 7 in 10 of the rounds (r_round < 0.03) were answered.
          r_round < 0.021 as answered
        from bench_bidder
        where state = 'submitted' and bargained and bid_end <= ${NOW}
      ) bb
    ) b
    join bench_item i on i.n = b.n and i.item_no = 1
    join quote_lines l on l.bidder_id = b.id and l.item_id = i.id`);
  // An answered price became the line's price and bumped the quote's version
  // (docs/product-rules.md#rounds).
  await run(sql`update quote_lines l set bargained_from = l.unit_price,
      unit_price = r.answer_price, updated_at = r.answered_at
    from bargaining_rounds r
    where r.quote_line_id = l.id and r.status = 'submitted'
      and r.bidder_id in (select id from bench_bidder)`);
  await run(sql`update bidders b set version = b.version + 1
    from bargaining_rounds r
    where r.bidder_id = b.id and r.status = 'submitted'
      and r.bidder_id in (select id from bench_bidder)`);

  await run(sql`insert into inquiry_events (id, inquiry_id, company_id, event, by_name, user_id, at)
    select md5('bench:event:' || n)::uuid::text, id, null, 'inquiry.event.created', creator, null,
      created_at
    from bench_inquiry`);
}

async function summarize(db: Kysely<Database>, now: Date): Promise<BenchDataSummary> {
  const demo = COMPANIES.demoSupplier.id;
  const demoRows = await db
    .selectFrom('bidders')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('all'),
      eb.fn
        .count<number | string>(
          sql`case when kind = 'purchase' and bid_end > ${now}
            and state in ('notQuoted', 'hold') then 1 end`,
        )
        .as('pending'),
    ])
    .where('company_id', '=', demo)
    .executeTakeFirstOrThrow();
  const suppliers = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('kind', '=', 'supplier')
    .executeTakeFirstOrThrow();
  return {
    inquiries: await count(db, 'inquiries'),
    items: await count(db, 'inquiry_items'),
    bidders: await count(db, 'bidders'),
    quoteLines: await count(db, 'quote_lines'),
    rounds: await count(db, 'bargaining_rounds'),
    supplierCompanies: Number(suppliers.n),
    demoBidders: Number(demoRows.all),
    demoPendingPurchases: Number(demoRows.pending),
    compareInquiryId: BENCH_COMPARE_INQUIRY_ID,
  };
}
