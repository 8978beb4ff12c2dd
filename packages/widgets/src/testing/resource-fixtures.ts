// Inquiry and bargaining fixtures with a small in-memory server behind the contract's list calls:
// paging, tabs, keyword, date range and both sort styles, plus decline / batch decline / hold, so
// the kit's stories and tests run the real http client against answers shaped like the server's.
import {
  inquiryApi,
  inquiryTabOf,
  type BargainingRow,
  type BargainingState,
  type InquiryDetail,
  type InquiryRow,
  type Quote,
  type QuoteState,
} from '@portal/contract';
import { session } from '../runtime/session';
import { failure, fixtureUser, ok } from './fixtures';
import type { MockApi, RecordedRequest, Reply } from './mock-api';

/** Signs the fixture user in with exactly these permission codes (what actions it may see). */
export function signInWithPermissions(permissions: string[]): void {
  session.set({
    token: 'access-token-fixture',
    account: fixtureUser.account,
    roles: fixtureUser.roles,
    user: { ...fixtureUser, permissions },
    menus: [],
  });
}

/** The fixtures' "now": bid ends before it are over. */
export const FIXTURE_NOW = Date.parse('2026-03-02T08:00:00Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const STATES: QuoteState[] = ['notQuoted', 'hold', 'submitted', 'noBid', 'expired'];
const TITLES = [
  'Main landing gear actuator seals',
  'Cabin pressure controller',
  'Brake assembly, A320',
  'Fuel quantity probe',
  'APU starter generator',
];
const CURRENCY_CYCLE = ['CNY', 'USD', 'EUR'] as const;

export function makeInquiryRows(count: number): InquiryRow[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const state = STATES[i % STATES.length] as QuoteState;
    const bidEnd = state === 'expired' ? FIXTURE_NOW - n * DAY : FIXTURE_NOW + n * DAY;
    return {
      id: `inq-${n}`,
      inquiryNumber: `RFQ-2026-${String(n).padStart(4, '0')}`,
      kind: 'purchase',
      title: TITLES[i % TITLES.length] as string,
      purchasingOrg: 'HNA Technic',
      rfxCategory: 'Spare parts',
      itemCount: (i % 7) + 1,
      firstPartNumber: `PN-${1000 + n}`,
      bidStart: iso(FIXTURE_NOW - 10 * DAY),
      bidEnd: iso(bidEnd),
      // Every fourth inquiry states no budget: the list must show an empty value for it.
      budgetTotal: n % 4 === 0 ? null : n * 1250.5,
      budgetCurrency: n % 4 === 0 ? null : CURRENCY_CYCLE[i % CURRENCY_CYCLE.length]!,
      quoteState: state,
      quotedAt:
        state === 'submitted' || state === 'noBid' ? iso(FIXTURE_NOW - n * 3_600_000) : null,
      createdAt: iso(FIXTURE_NOW - n * 3_600_000),
    };
  });
}

/** The sheet's lists (items, questions, comments...) for a detail page: a realistic RFQ. */
function inquiryLists(
  row: InquiryRow,
): Pick<
  InquiryDetail,
  'items' | 'questions' | 'comments' | 'attachments' | 'clauses' | 'projectMembers' | 'tracking'
> {
  const at = (hoursAfterCreation: number) =>
    iso(Date.parse(row.createdAt) + hoursAfterCreation * 3_600_000);
  const items = Array.from({ length: row.itemCount }, (_, i) => ({
    id: `${row.id}-item-${i + 1}`,
    itemNo: (i + 1) * 10,
    materialNumber: i ? `${row.firstPartNumber}-${i}` : row.firstPartNumber,
    description: TITLES[i % TITLES.length] as string,
    mpn: `MPN-${4100 + i}`,
    manufacturerCode: '81205',
    quantity: (i % 4) + 2,
    unit: 'EA' as const,
    deliveryDateFrom: '2026-04-01',
    deliveryDateTo: '2026-04-15',
    incoterms: 'FCA' as const,
    deliveryPlace: 'Haikou Meilan (HAK)',
    paymentPeriodDays: 30,
    consignment: i === 1,
    purchaseType: 'standard',
    maxPriceLimit: null,
  }));
  return {
    items,
    questions: [
      {
        id: `${row.id}-q-1`,
        text: 'Is an FAA 8130-3 dual release required for overhauled units?',
        answer: 'Yes, dual FAA/EASA release for every overhauled unit.',
      },
      { id: `${row.id}-q-2`, text: 'May we offer PMA parts as alternates?', answer: null },
    ],
    comments: [
      {
        id: `${row.id}-c-1`,
        author: 'Wang Fang',
        text: 'Please state the shelf life of any elastomer parts in the remarks.',
        at: at(2),
      },
    ],
    attachments: [
      { id: `${row.id}-f-1`, name: 'technical-requirements.pdf', size: 482_304, uploadedAt: at(1) },
      { id: `${row.id}-f-2`, name: 'delivery-schedule.xlsx', size: 2_621_440, uploadedAt: at(1) },
    ],
    clauses: [
      { agreementType: 'frame', number: 'FA-2025-118', name: 'General purchase terms 2025' },
    ],
    projectMembers: [
      { name: 'Wang Fang', role: 'buyer' },
      { name: 'Zhou Min', role: 'qualityEngineer' },
    ],
    tracking: [
      { at: at(0), event: 'Inquiry published', by: 'Wang Fang' },
      { at: at(3), event: 'Invitation read', by: 'Demo Aero Parts' },
    ],
  };
}

const NO_LISTS = {
  items: [],
  questions: [],
  comments: [],
  attachments: [],
  clauses: [],
  projectMembers: [],
  tracking: [],
};

export function makeInquiryDetail(row: InquiryRow): InquiryDetail {
  return {
    id: row.id,
    inquiryNumber: row.inquiryNumber,
    kind: row.kind,
    title: row.title,
    status: Date.parse(row.bidEnd) > FIXTURE_NOW ? 'open' : 'closed',
    purchasingOrg: row.purchasingOrg,
    purchasingGroup: 'Rotables',
    factory: 'HAK1',
    rfxCategory: row.rfxCategory,
    creator: 'Wang Fang',
    createdAt: row.createdAt,
    bidStart: row.bidStart,
    bidEnd: row.bidEnd,
    bidValidityDays: 30,
    budgetTotal: row.budgetTotal,
    budgetCurrency: row.budgetCurrency,
    // The inquiries without a budget are the sparse ones: empty lists, for the empty states.
    ...(row.budgetTotal === null ? NO_LISTS : inquiryLists(row)),
    quoteState: row.quoteState,
  };
}

const BARGAINING_STATES: BargainingState[] = ['pending', 'pending', 'submitted', 'declined'];

export function makeBargainingRows(count: number): BargainingRow[] {
  // Deadlines from the real clock: a round past its deadline can no longer be answered.
  const now = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const status = BARGAINING_STATES[i % BARGAINING_STATES.length] as BargainingState;
    return {
      id: `brg-${n}`,
      inquiryId: `inq-${n}`,
      inquiryNumber: `RFQ-2026-${String(n).padStart(4, '0')}`,
      quoteLineId: `ql-${n}`,
      itemNo: (i % 3) + 1,
      partNumber: `PN-${2000 + n}`,
      description: TITLES[i % TITLES.length] as string,
      price: 900 + n,
      lastPrice: 1000 + n,
      currency: 'USD',
      count: (i % 2) + 1,
      deadline: iso(now + n * DAY),
      user: 'Zhao Min',
      status,
      remarks: '',
      answerPrice: status === 'submitted' ? 950 + n : null,
      answerRemarks: '',
      answeredAt: status === 'submitted' ? iso(now - DAY) : null,
      version: 1,
    };
  });
}

export function page<T>(records: T[], req: RecordedRequest) {
  const current = Math.max(1, Number(req.params.current ?? 1));
  const size = Math.max(1, Number(req.params.size ?? 20));
  return ok({
    records: records.slice((current - 1) * size, current * size),
    total: records.length,
    current,
    size,
  });
}

/** `field,asc|desc` over any row field, as the server does. */
export function sortBy<T>(rows: T[], sort: string | undefined): T[] {
  const m = sort ? /^([a-zA-Z]+),(asc|desc)$/.exec(sort) : null;
  if (!m) return rows;
  const [, field, dir] = m as unknown as [string, keyof T, 'asc' | 'desc'];
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (x < y ? -1 : 1) * sign;
  });
}

export function matches(text: string | undefined, ...values: string[]): boolean {
  if (!text) return true;
  const needle = text.toLowerCase();
  return values.some((v) => v.toLowerCase().includes(needle));
}

export interface InquiryFixtureOptions {
  rows?: InquiryRow[];
  /** Every list call fails with this HTTP status. */
  failWith?: number;
}

export function inquiryListHandlers(api: MockApi, opts: InquiryFixtureOptions = {}): InquiryRow[] {
  const rows = opts.rows ?? makeInquiryRows(60);
  api.on(inquiryApi.listInquiries, (req): Reply => {
    if (opts.failWith)
      return [opts.failWith, failure(opts.failWith, 'The inquiry service is unavailable')];
    const p = req.params;
    let found = rows.filter(
      (r) =>
        (!p.tab || inquiryTabOf(r.quoteState) === p.tab) &&
        matches(p.keyword, r.inquiryNumber, r.title, r.firstPartNumber) &&
        (!p.bidEndFrom || r.bidEnd.slice(0, 10) >= p.bidEndFrom) &&
        (!p.bidEndTo || r.bidEnd.slice(0, 10) <= p.bidEndTo),
    );
    if (p.sort === 'new') found = sortBy(found, 'createdAt,desc');
    else if (p.sort === 'completed') found = sortBy(found, 'quotedAt,desc');
    else if (p.sort === 'expired') found = sortBy(found, 'bidEnd,asc');
    else found = sortBy(found, p.sort);
    return [200, page(found, req)];
  });
  api.on(inquiryApi.getInquiry, (req): Reply => {
    const row = rows.find((r) => r.id === req.params.id);
    return row ? [200, ok(makeInquiryDetail(row))] : [404, failure(404, 'Not found')];
  });
  return rows;
}

export function bargainingHandlers(api: MockApi, rows = makeBargainingRows(12)): BargainingRow[] {
  api.on(inquiryApi.listBargaining, (req): Reply => {
    const p = req.params;
    const found = rows.filter(
      (r) =>
        (!p.status || r.status === p.status) &&
        matches(p.keyword, r.inquiryNumber, r.partNumber, r.description),
    );
    return [200, page(sortBy(found, p.sort), req)];
  });
  const decline = (id: unknown) => {
    const row = rows.find((r) => r.id === id);
    if (!row || row.status !== 'pending') return null;
    row.status = 'declined';
    row.version += 1;
    return row;
  };
  api.on(inquiryApi.declineBargaining, (req): Reply => {
    const row = decline(req.body.id);
    return row ? [200, ok(row)] : [409, failure(409, 'This round is no longer pending')];
  });
  api.on(inquiryApi.answerBargaining, (req): Reply => {
    const row = rows.find((r) => r.id === req.body.id);
    if (!row || row.status !== 'pending')
      return [409, failure(409, 'This round is no longer pending')];
    row.status = 'submitted';
    row.answerPrice = row.price;
    return [200, ok(row)];
  });
  api.on(inquiryApi.batchDeclineBargaining, (req): Reply => {
    const ids = Array.isArray(req.body.ids) ? req.body.ids : [];
    const skipped = ids.filter((id) => !decline(id)).map(String);
    return [200, ok({ declined: ids.length - skipped.length, skipped })];
  });
  return rows;
}

/** A quote of one item, for the kit's quote-line form (the quote editor has its own fixtures). */
export function makeFormQuote(state: QuoteState = 'hold'): Quote {
  return {
    id: 'q-1',
    quoteNumber: 'QT-2026-0001',
    inquiryId: 'inq-1',
    state: state === 'expired' ? 'hold' : state,
    version: 3,
    domestic: false,
    bidEnd: iso(FIXTURE_NOW + 5 * DAY),
    allowedActions: ['hold', 'submit', 'noBid'],
    lines: [
      {
        id: 'ql-1',
        itemId: 'item-1',
        quoted: true,
        quotePartNumber: 'PN-1001',
        interchangeability: 'original',
        condition: 'NE',
        certificateType: 1,
        airworthinessApproval: 'faa8130',
        brand: 'Parker',
        supplierType: 'distributor',
        unitPrice: 1250.5,
        currency: 'USD',
        quotedQuantity: 2,
        unit: 'EA',
        moq: 2,
        accountStatus: 'net30',
        payMode: 'T/T',
        incoterms: 'FCA',
        leadTimeDays: 14,
        validityDate: '2027-06-30',
        claimMonths: 12,
        warranty: '24 months',
        bargainedFrom: null,
      },
    ],
    remarks: '',
    noBidReason: '',
    attachments: [],
    submittedAt: null,
    updatedAt: iso(FIXTURE_NOW - DAY),
  };
}

export interface QuoteFormFixtureOptions {
  quote?: Quote;
  /** The quote cannot be loaded (HTTP 500). */
  loadFails?: boolean;
  /** Field errors the save answers with (HTTP 400), keyed by the server's field path. */
  fieldErrors?: Record<string, string>;
}

export function quoteFormHandlers(api: MockApi, opts: QuoteFormFixtureOptions = {}): void {
  const quote = opts.quote ?? makeFormQuote();
  api.on(
    inquiryApi.getQuote,
    opts.loadFails ? [500, failure(500, 'The quote service is unavailable')] : [200, ok(quote)],
  );
  api.on(inquiryApi.holdQuote, (req): Reply => {
    if (opts.fieldErrors) {
      return [
        400,
        { ...failure(400, 'Some fields are not valid'), data: { fields: opts.fieldErrors } },
      ];
    }
    const lines = Array.isArray(req.body.lines) ? (req.body.lines as Quote['lines']) : [];
    return [200, ok({ ...quote, version: quote.version + 1, lines })];
  });
}
