// The buyer's side of repair quotes for the sp-repair-quote-review stories and tests: repair
// inquiries among other kinds (the list asks for kind repair), and one repair inquiry of two units
// quoted by two repair shops in USD and CNY, a third who did not submit and a fourth who declined.
// The comparison converts like the server (estimate.ts, the demo rates); the award is stateful:
// it refuses a stale version or a second award with 409 and otherwise issues a repair contract per
// unit.
import {
  formatMessage,
  inquiryApi,
  repairQuoteEstimate,
  repairQuotesApi,
  type CallAnswer,
  type Currency,
} from '@portal/contract';
import { failure, langOf, ok } from './fixtures';
import type { MockApi, Reply } from './mock-api';
import { matches, page, sortBy } from './resource-fixtures';
import { buyerInquiryRows } from './quote-review-fixtures';

type Comparison = CallAnswer<typeof repairQuotesApi.compareRepairQuotes>['data'];
type Offer = Comparison['items'][number]['offers'][string];
type InquiryRow = Comparison['inquiry'];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CNY_PER_UNIT: Partial<Record<Currency, number>> = { CNY: 1, USD: 7.2, EUR: 7.8 };
const iso = (ms: number) => new Date(ms).toISOString();
const isoDay = (ms: number) => iso(ms).slice(0, 10);

/** The repair inquiry whose quotes the comparison stories show. */
export const REPAIR_INQUIRY_ID = 'inq-3001';
export const REPAIR_INQUIRY_NUMBER = 'RFQ-2026-003001';

export const REPAIR_SHOPS = {
  avio: { bidderId: 'bid-avio', supplierId: 'sup-avio', name: 'Avio Repair Services' },
  demo: { bidderId: 'bid-demo', supplierId: 'sup-demo', name: 'Demo Aero Parts Co., Ltd.' },
  late: { bidderId: 'bid-late', supplierId: 'sup-late', name: 'Slow Shop Ltd.' },
  none: { bidderId: 'bid-none', supplierId: 'sup-none', name: 'Sky Tools Trading' },
} as const;

export function repairInquiryRows(now = Date.now()): InquiryRow[] {
  const row = (n: number, title: string, hoursLeft: number, status?: InquiryRow['status']) => ({
    id: `inq-${3000 + n}`,
    inquiryNumber: `RFQ-2026-00${3000 + n}`,
    kind: 'repair' as const,
    title,
    status: status ?? (hoursLeft > 0 ? ('open' as const) : ('closed' as const)),
    bidEnd: iso(now + hoursLeft * HOUR),
    itemCount: 2,
    bidders: 4,
    submitted: 2,
    noBid: 1,
    createdAt: iso(now - (24 + n) * HOUR),
    version: 3,
  });
  return [
    row(1, 'A320 brake and starter repair', -2),
    row(2, 'IDG overhaul', 40),
    row(3, 'Galley oven repair', -100, 'cancelled'),
  ];
}

export interface RepairQuoteReviewFixtureOptions {
  /** The inquiry was awarded already (a repair contract per unit). */
  awarded?: boolean;
  /** The inquiry was awarded already for its first unit only: one contract, R-<inquiry number>. */
  awardedOneUnit?: boolean;
  /** The inquiry was cancelled. */
  cancelled?: boolean;
  /** The award answers 409 (another buyer awarded meanwhile). */
  awardConflict?: boolean;
  /** The list is empty. */
  empty?: boolean;
  /** compareRepairQuotes answers 500. */
  compareFails?: boolean;
}

export interface RepairQuoteReviewMock {
  /** Awards sent through the mock, in order. */
  awards: () => Record<string, unknown>[];
}

type Line = Omit<Offer, 'estimate' | 'convertedEstimate' | 'lowest' | 'itemId' | 'quoted'>;
type AwardContract = NonNullable<Comparison['award']>['contracts'][number];

/** The inquiry's units, as the award names them. */
const UNITS = [
  { itemId: 'item-1', itemNo: 10, serialNumber: 'BRK-44817' },
  { itemId: 'item-2', itemNo: 20, serialNumber: 'ATS-0093' },
] as const;

/**
 * The repair contracts an award of these units issues, numbered like the server's: R-<inquiry
 * number> for one unit, R-<inquiry number>-<item no.> for each of several.
 */
function awardContracts(
  units: readonly (typeof UNITS)[number][],
  firstId: number,
): AwardContract[] {
  return units.map((u, i) => ({
    contractId: `ctr-${firstId + i}`,
    contractNumber:
      units.length === 1 ? `R-${REPAIR_INQUIRY_NUMBER}` : `R-${REPAIR_INQUIRY_NUMBER}-${u.itemNo}`,
    itemId: u.itemId,
    itemNo: u.itemNo,
    serialNumber: u.serialNumber,
  }));
}

/** The award as the comparison shows it: the first contract also in the one-contract fields. */
function awardOf(
  shop: { bidderId: string; name: string },
  contracts: AwardContract[],
  at: number,
): NonNullable<Comparison['award']> {
  const first = contracts[0]!;
  return {
    bidderId: shop.bidderId,
    supplierName: shop.name,
    contractId: first.contractId,
    contractNumber: first.contractNumber,
    contracts,
    at: iso(at),
    by: 'buyer.demo',
  };
}

/** What each shop quoted for each unit (item id → bidder id → line). */
function quotedLines(now: number): Record<string, Partial<Record<string, Line>>> {
  const validity = isoDay(now + 60 * DAY);
  return {
    'item-1': {
      'bid-avio': {
        currency: 'USD',
        repairFee: 1_800,
        capFee: 2_500,
        renovationLabour: 300,
        testFee: 150,
        handlingRate: 5,
        exchangeFee: 6_400,
        berFee: 400,
        nffFee: 250,
        scrapFee: 100,
        warrantyMonths: 12,
        warrantyFlightHours: 3_000,
        warrantyCycles: 1_500,
        claimMonths: 6,
        turnaroundDays: 21,
        certificateType: 5,
        validityDate: validity,
        shipping: 'roundTrip',
        remarks: 'Seal kit included',
      },
      'bid-demo': {
        currency: 'CNY',
        fixedPrice: 18_000,
        testFee: 800,
        paintingCost: 500,
        warrantyMonths: 6,
        claimMonths: 3,
        turnaroundDays: 45,
        certificateType: 0,
        validityDate: validity,
        shipping: 'oneWay',
        evaluationOutcome: 'repairable',
      },
    },
    'item-2': {
      'bid-avio': {
        currency: 'USD',
        fixedPrice: 900,
        testFee: 100,
        warrantyMonths: 12,
        turnaroundDays: 10,
        certificateType: 1,
        validityDate: validity,
        shipping: 'roundTrip',
      },
      'bid-demo': {
        currency: 'CNY',
        repairFee: 5_000,
        testFee: 300,
        warrantyMonths: 6,
        turnaroundDays: 14,
        certificateType: 0,
        validityDate: validity,
        shipping: 'roundTrip',
        nffFee: 600,
      },
    },
  };
}

export function repairQuoteReviewHandlers(
  api: MockApi,
  opts: RepairQuoteReviewFixtureOptions = {},
): RepairQuoteReviewMock {
  const now = Date.now();
  // Other kinds beside the repair ones: the list must ask the server for kind repair.
  const rows: InquiryRow[] = opts.empty
    ? []
    : [...repairInquiryRows(now), ...buyerInquiryRows(now).map((r) => ({ ...r, version: 1 }))];
  const inquiry = rows.find((r) => r.id === REPAIR_INQUIRY_ID);
  if (inquiry && opts.cancelled) inquiry.status = 'cancelled';
  const awards: Record<string, unknown>[] = [];
  let award: Comparison['award'] =
    opts.awarded || opts.awardedOneUnit
      ? awardOf(
          REPAIR_SHOPS.avio,
          awardContracts(opts.awardedOneUnit ? UNITS.slice(0, 1) : UNITS, 9001),
          now - 2 * HOUR,
        )
      : null;

  api.on(inquiryApi.listBuyerInquiries, (req): Reply => {
    const p = req.params;
    const found = rows
      .filter(
        (r) =>
          (!p.kind || r.kind === p.kind) &&
          (!p.status || r.status === p.status) &&
          matches(p.keyword, r.inquiryNumber, r.title),
      )
      .map(({ version: _version, ...r }) => r);
    return [200, page(sortBy(found, p.sort), req)];
  });

  api.on(repairQuotesApi.compareRepairQuotes, (req): Reply => {
    const lang = langOf(req);
    if (opts.compareFails) return [500, failure(500, formatMessage(lang, 'http.server'))];
    if (!inquiry || req.params.inquiryId !== REPAIR_INQUIRY_ID)
      return [404, failure(404, formatMessage(lang, 'inquiry.notFound'))];
    const target = (req.params.currency ?? 'CNY') as Currency;
    const perTarget = CNY_PER_UNIT[target] ?? 1;
    const rates = Object.fromEntries(
      Object.entries(CNY_PER_UNIT).map(([code, cny]) => [code, cny / perTarget]),
    );
    const lines = quotedLines(now);
    const round = (n: number) => Math.round(n * 100) / 100;
    const items: Comparison['items'] = [
      {
        id: UNITS[0].itemId,
        itemNo: UNITS[0].itemNo,
        materialNumber: '2-1589-3',
        description: 'Brake assembly',
        quantity: 1,
        repair: {
          serialNumber: UNITS[0].serialNumber,
          reportedFault: 'Worn heat stack, leaking piston',
          aircraftRegistration: 'B-6731',
          tsn: 12_450.5,
          csn: 8_812,
          tso: 3_100,
          cso: 2_044,
          requiredReturnDate: isoDay(now + 30 * DAY),
        },
        offers: {},
      },
      {
        id: UNITS[1].itemId,
        itemNo: UNITS[1].itemNo,
        materialNumber: '3505582-21',
        description: 'Air turbine starter',
        quantity: 1,
        repair: {
          serialNumber: UNITS[1].serialNumber,
          reportedFault: 'No start, low torque',
          aircraftRegistration: 'B-1650',
          tsn: 20_311,
          csn: 14_002,
          tso: null,
          cso: null,
          requiredReturnDate: null,
        },
        offers: {},
      },
    ];
    const totals = new Map<string, number>();
    for (const item of items) {
      for (const [bidderId, line] of Object.entries(lines[item.id] ?? {})) {
        if (!line) continue;
        const estimate = repairQuoteEstimate(line);
        const converted =
          estimate === null
            ? null
            : round((estimate * (CNY_PER_UNIT[line.currency ?? 'CNY'] ?? 1)) / perTarget);
        item.offers[bidderId] = {
          ...line,
          itemId: item.id,
          quoted: true,
          estimate,
          convertedEstimate: converted,
          lowest: false,
        };
        if (converted !== null) totals.set(bidderId, (totals.get(bidderId) ?? 0) + converted);
      }
      const values = Object.values(item.offers)
        .map((o) => o.convertedEstimate)
        .filter((v): v is number => v !== null);
      const min = Math.min(...values);
      for (const o of Object.values(item.offers)) o.lowest = o.convertedEstimate === min;
    }
    const supplier = (
      shop: (typeof REPAIR_SHOPS)[keyof typeof REPAIR_SHOPS],
      state: Comparison['suppliers'][number]['state'],
      number: string | null,
    ) => ({
      ...shop,
      state,
      quoteNumber: number,
      submittedAt: state === 'submitted' ? iso(now - 6 * HOUR) : null,
      remarks: '',
      totalEstimate: state === 'submitted' ? round(totals.get(shop.bidderId) ?? 0) : null,
    });
    const comparison: Comparison = {
      inquiry,
      currency: target,
      rates,
      suppliers: [
        supplier(REPAIR_SHOPS.avio, 'submitted', 'RQ-2026-000101'),
        supplier(REPAIR_SHOPS.demo, 'submitted', 'RQ-2026-000102'),
        supplier(REPAIR_SHOPS.late, 'hold', null),
        supplier(REPAIR_SHOPS.none, 'noBid', null),
      ],
      items,
      award,
    };
    return [200, ok(comparison)];
  });

  api.on(repairQuotesApi.awardRepairQuote, (req): Reply => {
    const lang = langOf(req);
    awards.push(req.body);
    if (opts.awardConflict || award)
      return [409, failure(409, formatMessage(lang, 'repairQuote.alreadyAwarded'))];
    if (!inquiry || Number(req.body.version) !== inquiry.version)
      return [409, failure(409, formatMessage(lang, 'repairQuote.awardStale'))];
    const shop = Object.values(REPAIR_SHOPS).find((s) => s.bidderId === req.body.bidderId);
    if (!shop || shop === REPAIR_SHOPS.late || shop === REPAIR_SHOPS.none)
      return [409, failure(409, formatMessage(lang, 'repairQuote.notSubmitted'))];
    // Both shops quoted both units: a repair contract each.
    award = awardOf(shop, awardContracts(UNITS, 9011), Date.now());
    inquiry.status = 'closed';
    inquiry.version += 1;
    const { contractId, contractNumber, contracts } = award;
    return [200, ok({ contractId, contractNumber, contracts })];
  });

  return { awards: () => awards };
}
