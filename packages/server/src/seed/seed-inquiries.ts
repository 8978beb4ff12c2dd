// Seeds the demo inquiries once (an inquiry number already present is left alone): the sheets go in
// through the ERP module's writer, then supplier.demo's and supplier.other's quotes are put in the
// state the demo wants, with the lines, versions, quote numbers and tracking events a real run
// through the quote calls would have left. One pending bargaining round waits for supplier.demo.
import { randomUUID } from 'node:crypto';
import type { QuoteLine } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { stableId } from '../db/stable-id.ts';
import { businessDate } from '../core/business-time.ts';
import {
  addQuoteEvent,
  insertInquiry,
  nextQuoteNumber,
  quoteLineId,
  quoteLineToValues,
  upsertLines,
} from '../modules/inquiry/index.ts';
import { COMPANIES, USERS } from './demo-data.ts';
import {
  DEMO_INQUIRIES,
  type SeedInquiry,
  type SeedItem,
  type SeedQuoteState,
} from './demo-inquiries.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** CNY per USD for the foreign supplier's demo prices. */
const USD_RATE = 7.1;

interface Bidder {
  companyId: string;
  domestic: boolean;
  userName: string;
  userId: string;
}

const userOf = (account: string) => USERS.find((u) => u.account === account)?.realName ?? '';
const DEMO_BIDDER: Bidder = {
  companyId: COMPANIES.demoSupplier.id,
  domestic: true,
  userName: userOf('supplier.demo'),
  userId: stableId('user:supplier.demo'),
};
const OTHER_BIDDER: Bidder = {
  companyId: COMPANIES.otherSupplier.id,
  domestic: false,
  userName: userOf('supplier.other'),
  userId: stableId('user:supplier.other'),
};

function line(item: SeedItem, itemId: string, bidder: Bidder, seedTime: Date): QuoteLine {
  const overhauled = item.price > 1_000_000;
  const common = {
    itemId,
    quoted: true,
    quotePartNumber: item.pn,
    interchangeability: 'original' as const,
    condition: overhauled ? ('OH' as const) : ('NE' as const),
    quotedQuantity: item.quantity,
    unit: item.unit,
    moq: item.quantity,
    leadTimeDays: item.leadTimeDays,
    validityDate: businessDate(new Date(seedTime.getTime() + 90 * DAY)),
    claimMonths: 12,
    warranty: overhauled ? '6 months after installation' : '12 months',
    brand: 'OEM',
  };
  if (bidder.domestic) {
    return {
      ...common,
      unitPrice: item.price,
      currency: 'CNY',
      taxRate: 13,
      airworthinessApproval: 'caacAac038',
      certificateType: 3,
      accountStatus: 'net30',
      payMode: 'T/T, 30 days after receipt',
      inventoryCountry: 'CN',
      inventoryCity: 'Shanghai',
      supplierType: 'distributor',
    };
  }
  // The foreign supplier quotes a little under the domestic one, in USD, FCA Hong Kong.
  return {
    ...common,
    unitPrice: Math.round((item.price / USD_RATE) * 0.97 * 100) / 100,
    currency: 'USD',
    incoterms: 'FCA',
    airworthinessApproval: 'faa8130',
    certificateType: 5,
    accountStatus: 'prepaid',
    payMode: 'T/T in advance',
    inventoryCountry: 'HK',
    inventoryCity: 'Hong Kong',
    supplierType: 'trader',
    fees: [{ slot: 0, amount: 350, currency: 'USD' }],
  };
}

function draftLine(item: SeedItem, itemId: string, bidder: Bidder): QuoteLine {
  return {
    itemId,
    quoted: true,
    quotePartNumber: item.pn,
    unitPrice: bidder.domestic ? item.price : Math.round((item.price / USD_RATE) * 100) / 100,
    currency: bidder.domestic ? 'CNY' : 'USD',
  };
}

export async function seedInquiries(db: Kysely<Database>, seedTime: Date): Promise<void> {
  const numbers = DEMO_INQUIRIES.map((s) => s.number);
  const existing = new Set(
    (
      await db
        .selectFrom('inquiries')
        .select('inquiry_number')
        .where('inquiry_number', 'in', numbers)
        .execute()
    ).map((r) => r.inquiry_number),
  );
  const todo = DEMO_INQUIRIES.filter((s) => !existing.has(s.number));
  if (todo.length === 0) return;

  await db.transaction().execute(async (trx) => {
    for (const spec of todo) await seedOne(trx, spec, seedTime.getTime());
  });
}

async function seedOne(trx: Kysely<Database>, spec: SeedInquiry, now: number): Promise<void> {
  const createdAt = new Date(now - spec.createdHoursAgo * HOUR);
  const bidEnd = new Date(now + spec.bidEndInHours * HOUR);
  const foreignKind = spec.kind === 'tool-foreign';
  const created = await insertInquiry(trx, {
    inquiry: {
      id: stableId(`inquiry:${spec.number}`),
      inquiry_number: spec.number,
      kind: spec.kind,
      title: spec.title,
      purchasing_org: 'DAMG 海航技术航材 HNA Technic Materials',
      purchasing_group: spec.purchasingGroup,
      // Reference data in both languages (the ERP sends one text): the plant's code and both names.
      factory: 'HAK1 海口基地 Haikou base',
      rfx_category: spec.rfxCategory,
      creator: spec.creator,
      payment_terms: 'net30',
      bid_start: createdAt,
      bid_end: bidEnd,
      bid_validity_days: 90,
      budget_total: spec.budget?.total ?? null,
      budget_currency: spec.budget?.currency ?? null,
      created_at: createdAt,
      updated_at: createdAt,
    },
    items: spec.items.map((item) => ({
      material_number: item.pn,
      description: item.description,
      mpn: item.mpn ?? item.pn,
      manufacturer_code: item.manufacturerCode ?? '',
      quantity: item.quantity,
      unit: item.unit,
      delivery_date_from: businessDate(new Date(bidEnd.getTime() + 14 * DAY)),
      delivery_date_to: businessDate(new Date(bidEnd.getTime() + 45 * DAY)),
      incoterms: foreignKind ? 'FCA' : null,
      delivery_place: 'Haikou Meilan (HAK) main stores',
      payment_period_days: 30,
      consignment: false,
      // Codes, labelled by the widgets in the reader's language (enum.purchaseType).
      purchase_type: spec.kind === 'general' ? 'stockReplenishment' : 'standard',
      max_price_limit: null,
    })),
    bidderCompanyIds: [DEMO_BIDDER.companyId, ...(spec.other ? [OTHER_BIDDER.companyId] : [])],
    questions: [
      'Please state the release certificate (FAA 8130-3, EASA Form 1 or CAAC AAC-038).',
      ...(spec.kind === 'rich-part' ? ['Please provide back-to-birth records if available.'] : []),
    ],
    clauses: [{ agreementType: 'frame', number: 'FA-2026-001', name: 'Aviation materials 2026' }],
    members: [
      { name: spec.creator, role: 'buyer' },
      { name: '张伟 (Zhang Wei)', role: 'qualityEngineer' },
    ],
    event: { key: 'inquiry.event.created', byName: spec.creator, at: createdAt },
  });

  // Quote steps happened after the sheet came, before the bid end, and before now.
  const actedAt = new Date(
    Math.min(createdAt.getTime() + 20 * HOUR, bidEnd.getTime() - HOUR, now - HOUR / 2),
  );
  const states: [Bidder, SeedQuoteState | undefined][] = [
    [DEMO_BIDDER, spec.demo],
    [OTHER_BIDDER, spec.other],
  ];
  for (const [bidder, state] of states) {
    const bidderId = created.bidderIds.get(bidder.companyId);
    if (!state || state === 'notQuoted' || !bidderId) continue;
    await seedQuote(trx, { spec, created, bidder, bidderId, state, actedAt, now });
  }

  if (spec.bargaining) {
    const bidderId = created.bidderIds.get(DEMO_BIDDER.companyId) ?? '';
    const [item] = spec.items;
    const [itemId = ''] = created.itemIds;
    await trx
      .insertInto('bargaining_rounds')
      .values({
        id: stableId(`bargaining:${spec.number}:1`),
        quote_line_id: quoteLineId(bidderId, itemId),
        bidder_id: bidderId,
        company_id: DEMO_BIDDER.companyId,
        inquiry_id: created.id,
        round_no: 1,
        target_price: Math.round((item?.price ?? 0) * 0.92),
        last_price: item?.price ?? 0,
        currency: 'CNY',
        deadline: new Date(now + 2 * DAY),
        opened_by: stableId('user:buyer.commercial'),
        remarks: 'Target per the 2026 frame agreement price. Please confirm or counter.',
        created_at: new Date(now - 2 * HOUR),
      })
      .execute();
    await trx
      .insertInto('inquiry_comments')
      .values({
        id: randomUUID(),
        inquiry_id: created.id,
        company_id: null,
        author: spec.creator,
        text: 'Serviceable wheels are acceptable with full traceability and a dual release.',
        created_at: new Date(createdAt.getTime() + HOUR),
      })
      .execute();
  }
}

async function seedQuote(
  trx: Kysely<Database>,
  q: {
    spec: SeedInquiry;
    created: { id: string; itemIds: string[] };
    bidder: Bidder;
    bidderId: string;
    state: Exclude<SeedQuoteState, 'notQuoted'>;
    actedAt: Date;
    now: number;
  },
): Promise<void> {
  const { spec, created, bidder, bidderId, state, actedAt } = q;
  const ids = { bidderId, inquiryId: created.id };
  const steps: ('quote.event.held' | 'quote.event.submitted' | 'quote.event.noBid')[] = [];
  let quoteNumber: string | null = null;
  if (state === 'hold' || state === 'submitted') {
    const lines = spec.items.map((item, i) => {
      const itemId = created.itemIds[i] ?? '';
      if (state === 'submitted') return line(item, itemId, bidder, new Date(q.now));
      // A draft has its first line started and the rest untouched.
      return i === 0 ? draftLine(item, itemId, bidder) : { itemId, quoted: false };
    });
    await upsertLines(
      trx,
      lines.map((l) => quoteLineToValues(l, ids)),
      actedAt,
    );
    quoteNumber = await nextQuoteNumber(trx, actedAt);
    steps.push('quote.event.held');
    if (state === 'submitted') steps.push('quote.event.submitted');
  } else {
    steps.push('quote.event.noBid');
  }
  await trx
    .updateTable('bidders')
    .set({
      state,
      version: 1 + steps.length,
      quote_number: quoteNumber,
      remarks: state === 'submitted' ? 'Prices exclude VAT where stated in CNY.' : '',
      no_bid_reason: state === 'noBid' ? 'No stock and no capability for this part.' : '',
      submitted_at: state === 'submitted' || state === 'noBid' ? actedAt : null,
      updated_at: actedAt,
    })
    .where('id', '=', bidderId)
    .execute();
  for (const [i, event] of steps.entries()) {
    await addQuoteEvent(trx, {
      inquiryId: created.id,
      companyId: bidder.companyId,
      event,
      byName: bidder.userName,
      userId: bidder.userId,
      at: new Date(actedAt.getTime() - (steps.length - 1 - i) * 60_000),
    });
  }
}
