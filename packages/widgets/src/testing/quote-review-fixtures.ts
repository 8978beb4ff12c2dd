// The buyer's side for the quote review and bargaining review stories and tests: inquiries with
// their answer counts, one inquiry's submitted quotes from four suppliers in three currencies, and
// a stateful openBargaining that refuses as the server does (a round already pending, a deadline
// in the past) and otherwise puts a pending round on each chosen line, which the comparison and
// the rounds list then show.
import {
  formatMessage,
  inquiryApi,
  toLanguage,
  type BargainingRow,
  type CallAnswer,
  type Currency,
  type QuoteComparison,
} from '@portal/contract';
import { failure, ok } from './fixtures';
import type { MockApi, RecordedRequest, Reply } from './mock-api';
import { matches, page, sortBy } from './resource-fixtures';

type BuyerInquiryRow = QuoteComparison['inquiry'];
type Offer = QuoteComparison['items'][number]['offers'][number];
type BuyerRound = CallAnswer<typeof inquiryApi.listBuyerBargaining>['data']['records'][number];

const HOUR = 3_600_000;
/** CNY per unit, as the reference server's demo table. */
const CNY_PER_UNIT: Partial<Record<Currency, number>> = { CNY: 1, USD: 7.2, EUR: 7.8 };
const iso = (ms: number) => new Date(ms).toISOString();

/** The inquiry whose quotes the comparison stories show. */
export const REVIEW_INQUIRY_ID = 'inq-2001';

export function buyerInquiryRows(now = Date.now()): BuyerInquiryRow[] {
  const row = (
    n: number,
    kind: BuyerInquiryRow['kind'],
    title: string,
    hoursLeft: number,
    counts: [number, number, number],
  ): BuyerInquiryRow => ({
    id: `inq-${2000 + n}`,
    inquiryNumber: `RFQ-2026-00${2000 + n}`,
    kind,
    title,
    status: hoursLeft > 0 ? 'open' : 'closed',
    bidEnd: iso(now + hoursLeft * HOUR),
    itemCount: 3,
    bidders: counts[0],
    submitted: counts[1],
    noBid: counts[2],
    createdAt: iso(now - (48 + n) * HOUR),
  });
  return [
    row(1, 'purchase', 'A320 wheel and brake exchange units', 30, [4, 3, 1]),
    row(2, 'equipment', 'Ground power unit, 90 kVA', 120, [3, 0, 0]),
    row(3, 'tool', 'Torque wrench calibration set', -20, [2, 2, 0]),
    row(4, 'tool-foreign', 'Engine borescope kit', 72, [2, 1, 0]),
    row(5, 'general', 'Hangar LED lighting', -72, [5, 4, 1]),
  ];
}

interface OfferSeed {
  supplier: [string, string];
  pn: string;
  price: number;
  currency: Currency;
  lead: number;
  certificate: number;
  condition: string;
  quantity: number;
  round?: { status: 'pending' | 'submitted' | 'declined'; price: number; answer?: number };
}

const DEMO: [string, string] = ['co-demo', 'Demo Aero Parts Co., Ltd.'];
const PACIFIC: [string, string] = ['co-pacific', 'Pacific Avionics Ltd.'];
const EURO: [string, string] = ['co-euro', 'Euro Wheels GmbH'];
const SKY: [string, string] = ['co-sky', 'Sky Tools Trading'];

const ITEMS: { no: number; pn: string; description: string; qty: number; offers: OfferSeed[] }[] = [
  {
    no: 10,
    pn: '2612312-1',
    description: 'Brake assembly, main landing gear',
    qty: 4,
    offers: [
      {
        supplier: DEMO,
        pn: '2612312-1',
        price: 18_500,
        currency: 'CNY',
        lead: 21,
        certificate: 3,
        condition: 'NE',
        quantity: 4,
      },
      {
        supplier: PACIFIC,
        pn: '2612312-1',
        price: 2_480,
        currency: 'USD',
        lead: 30,
        certificate: 1,
        condition: 'OH',
        quantity: 4,
        round: { status: 'submitted', price: 2_480, answer: 2_480 },
      },
      {
        supplier: EURO,
        pn: '2612312-1A',
        price: 2_600,
        currency: 'EUR',
        lead: 14,
        certificate: 2,
        condition: 'SV',
        quantity: 4,
        round: { status: 'pending', price: 2_350 },
      },
    ],
  },
  {
    no: 20,
    pn: '3-1558',
    description: 'Main wheel assembly',
    qty: 6,
    offers: [
      {
        supplier: DEMO,
        pn: '3-1558',
        price: 9_200,
        currency: 'CNY',
        lead: 28,
        certificate: 0,
        condition: 'NE',
        quantity: 6,
      },
      {
        supplier: PACIFIC,
        pn: '3-1558',
        price: 1_350,
        currency: 'USD',
        lead: 35,
        certificate: 5,
        condition: 'OH',
        quantity: 6,
      },
    ],
  },
  { no: 30, pn: 'MS20995C32', description: 'Lockwire, 0.032 in', qty: 10, offers: [] },
];

export interface QuoteReviewFixtureOptions {
  /** compareQuotes answers 404 (no such inquiry) or 500. */
  compareFails?: 404 | 500;
  /** The inquiry list is empty. */
  empty?: boolean;
}

export interface QuoteReviewMock {
  /** Rounds opened through the mock so far, newest last. */
  opened: () => { quoteLineIds: string[]; targetPrice: number; deadline: string }[];
}

const langOf = (req: RecordedRequest) => toLanguage(req.headers['Accept-Language']);

export function quoteReviewHandlers(
  api: MockApi,
  opts: QuoteReviewFixtureOptions = {},
): QuoteReviewMock {
  const now = Date.now();
  const inquiries = opts.empty ? [] : buyerInquiryRows(now);
  const opened: ReturnType<QuoteReviewMock['opened']> = [];
  // The latest round of each line, by quote line id.
  const rounds = new Map<string, NonNullable<Offer['bargaining']>>();
  const lineId = (itemNo: number, supplierId: string) => `ql-${itemNo}-${supplierId}`;
  for (const item of ITEMS) {
    for (const o of item.offers) {
      if (!o.round) continue;
      rounds.set(lineId(item.no, o.supplier[0]), {
        id: `brg-${item.no}-${o.supplier[0]}`,
        status: o.round.status,
        price: o.round.price,
        answerPrice: o.round.answer ?? null,
        deadline: iso(o.round.status === 'pending' ? now + 20 * HOUR : now - 4 * HOUR),
      });
    }
  }

  api.on(inquiryApi.listBuyerInquiries, (req): Reply => {
    const p = req.params;
    const found = inquiries.filter(
      (r) =>
        (p.kind ? r.kind === p.kind : r.kind !== 'repair') &&
        (!p.status || r.status === p.status) &&
        matches(p.keyword, r.inquiryNumber, r.title),
    );
    return [200, page(sortBy(found, p.sort), req)];
  });

  api.on(inquiryApi.compareQuotes, (req): Reply => {
    const lang = langOf(req);
    if (opts.compareFails === 500) return [500, failure(500, formatMessage(lang, 'http.server'))];
    const inquiry = inquiries.find((r) => r.id === req.params.inquiryId);
    if (!inquiry || opts.compareFails === 404 || inquiry.id !== REVIEW_INQUIRY_ID)
      return [404, failure(404, formatMessage(lang, 'inquiry.notFound'))];
    const target = (req.params.currency ?? 'CNY') as Currency;
    const perTarget = CNY_PER_UNIT[target] ?? 1;
    const rates = Object.fromEntries(
      Object.entries(CNY_PER_UNIT).map(([code, cny]) => [code, cny / perTarget]),
    );
    const comparison: QuoteComparison = {
      inquiry,
      currency: target,
      rates,
      suppliers: [DEMO, PACIFIC, EURO, SKY].map(([id, name]) => ({
        id,
        name,
        state: id === SKY[0] ? 'noBid' : 'submitted',
        submittedAt: iso(now - 6 * HOUR),
      })),
      items: ITEMS.map((item) => {
        const offers = item.offers
          .map((o): Offer => {
            const id = lineId(item.no, o.supplier[0]);
            return {
              quoteLineId: id,
              supplierId: o.supplier[0],
              supplierName: o.supplier[1],
              quotePartNumber: o.pn,
              unitPrice: o.price,
              currency: o.currency,
              convertedPrice:
                Math.round(((o.price * (CNY_PER_UNIT[o.currency] ?? 1)) / perTarget) * 10_000) /
                10_000,
              quotedQuantity: o.quantity,
              leadTimeDays: o.lead,
              certificateType: o.certificate,
              condition: o.condition,
              bargaining: rounds.get(id) ?? null,
              lowest: false,
            };
          })
          .sort((a, b) => a.convertedPrice - b.convertedPrice);
        for (const o of offers) o.lowest = o.convertedPrice === offers[0]?.convertedPrice;
        return {
          id: `item-${item.no}`,
          itemNo: item.no,
          materialNumber: item.pn,
          description: item.description,
          quantity: item.qty,
          unit: item.no === 30 ? 'ROL' : 'EA',
          offers,
        };
      }),
    };
    return [200, ok(comparison)];
  });

  api.on(inquiryApi.openBargaining, (req): Reply => {
    const lang = langOf(req);
    const body = req.body as {
      quoteLineIds: string[];
      targetPrice: number;
      deadline: string;
      remarks?: string;
    };
    if (Date.parse(body.deadline) <= Date.now()) {
      return [
        400,
        {
          ...failure(400, formatMessage(lang, 'bargaining.deadlinePast')),
          data: { fields: { deadline: formatMessage(lang, 'bargaining.deadlinePast') } },
        },
      ];
    }
    for (const id of body.quoteLineIds) {
      const r = rounds.get(id);
      if (r && r.status === 'pending' && Date.parse(r.deadline) > Date.now())
        return [409, failure(409, formatMessage(lang, 'bargaining.alreadyPending'))];
    }
    for (const id of body.quoteLineIds) {
      rounds.set(id, {
        id: `brg-new-${opened.length}-${id}`,
        status: 'pending',
        price: body.targetPrice,
        answerPrice: null,
        deadline: body.deadline,
      });
    }
    opened.push({
      quoteLineIds: body.quoteLineIds,
      targetPrice: body.targetPrice,
      deadline: body.deadline,
    });
    return [200, ok({ opened: body.quoteLineIds.map((id) => `brg-new-${id}`) })];
  });

  return { opened: () => opened };
}

/** Every round the buyer opened, across suppliers, for the bargaining review. */
export function buyerRoundRows(count = 14, now = Date.now()): BuyerRound[] {
  const suppliers = [DEMO, PACIFIC, EURO];
  const states: BargainingRow['status'][] = ['pending', 'submitted', 'declined', 'submitted'];
  return Array.from({ length: count }, (_, i) => {
    const item = ITEMS[i % 2]!;
    const seed = item.offers[i % item.offers.length]!;
    const status = states[i % states.length]!;
    const lastPrice = seed.price;
    const price = Math.round(lastPrice * 0.94);
    return {
      id: `brg-${i + 1}`,
      inquiryId: `inq-${2001 + (i % 3)}`,
      inquiryNumber: `RFQ-2026-00${2001 + (i % 3)}`,
      quoteLineId: `ql-${item.no}-${seed.supplier[0]}-${i}`,
      itemNo: item.no,
      partNumber: item.pn,
      description: item.description,
      price,
      lastPrice,
      currency: seed.currency,
      count: 1 + (i % 2),
      deadline: iso(status === 'pending' ? now + (i + 2) * HOUR : now - (i + 2) * HOUR),
      user: 'Li Na',
      status,
      remarks: 'Fleet volume price, please.',
      answerPrice: status === 'submitted' ? (i % 4 === 1 ? price : price + 40) : null,
      answerRemarks: status === 'declined' ? 'Price already at cost.' : '',
      answeredAt: status === 'pending' ? null : iso(now - i * HOUR),
      version: 1,
      supplierName: suppliers[i % suppliers.length]![1],
    };
  });
}

export function bargainingReviewHandlers(api: MockApi, rows = buyerRoundRows()): BuyerRound[] {
  api.on(inquiryApi.listBuyerBargaining, (req): Reply => {
    const p = req.params;
    const found = rows.filter(
      (r) =>
        (!p.status || r.status === p.status) &&
        (!p.inquiryId || r.inquiryId === p.inquiryId) &&
        matches(p.keyword, r.inquiryNumber, r.partNumber, r.supplierName),
    );
    return [200, page(sortBy(found, p.sort), req)];
  });
  return rows;
}
