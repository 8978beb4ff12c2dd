// Fixture inquiries and quotes for the quote editor's stories and tests, and a stateful mock of the
// quote calls: save, submit and no-bid move the stored quote as the server would (version check,
// state machine, bid end), so a story can be clicked through.
import { templateHandler } from './upload-fixtures';
import {
  allowedQuoteActions,
  effectiveQuoteState,
  formatMessage,
  inquiryApi,
  toLanguage,
  UNITS,
  type InquiryDetail,
  type InquiryItem,
  type Quote,
  type QuoteLineInput,
  type QuoteState,
  type StoredQuoteLine,
  type StoredQuoteState,
} from '@portal/contract';
import type { MockApi, RecordedRequest } from './mock-api';
import { failure, ok } from './fixtures';
import { uploadHandlers } from './upload-fixtures';

const PARTS: [string, string, string, string][] = [
  ['065-50000-4101', 'Pump, fuel boost', '065-50000-4101', '99193'],
  ['1152682-2', 'Starter generator', '1152682-2', '59364'],
  ['2314M20-3', 'Brake assembly, main landing gear', '2314M20-3', '0B3C1'],
  ['3214552-4', 'Air cycle machine', '3214552-4', '70210'],
  ['822-1468-001', 'Antenna, VHF communication', '822-1468-001', '13499'],
  ['C6-1107', 'Filter element, hydraulic return', 'C6-1107', '3N6L3'],
  ['MS29513-240', 'Packing, preformed O-ring', 'MS29513-240', '96906'],
  ['BACB30LH3-4', 'Bolt, hex head, close tolerance', 'BACB30LH3-4', '81205'],
  ['69-37313-3', 'Actuator, trailing edge flap', '69-37313-3', '81205'],
  ['NAS1149F0363P', 'Washer, flat', 'NAS1149F0363P', '80205'],
];

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface QuoteFixtureOptions {
  /** Items on the inquiry (3 by default; 500 for the long-list story). */
  items?: number;
  /** The caller's company is domestic (no trade terms, VAT for RMB). */
  domestic?: boolean;
  /** The stored quote state; `notQuoted` by default. */
  state?: StoredQuoteState;
  /** The bid ended an hour ago. */
  expired?: boolean;
  /** Lines filled in completely (submit-ready). */
  filled?: boolean;
  /** The inquiry's kind (which fields its lines have); purchase by default. */
  kind?: InquiryDetail['kind'];
}

export function fixtureItems(count: number): InquiryItem[] {
  return Array.from({ length: count }, (_, i) => {
    const [pn, description, mpn, cage] = PARTS[i % PARTS.length] as (typeof PARTS)[number];
    const round = Math.floor(i / PARTS.length);
    return {
      id: `item-${i + 1}`,
      itemNo: (i + 1) * 10,
      materialNumber: round ? `${pn}-${round}` : pn,
      description,
      mpn,
      manufacturerCode: cage,
      quantity: (i * 7) % 20 || 4,
      unit: i % 10 === 6 ? 'BOX' : (UNITS[0] ?? 'EA'),
      deliveryDateFrom: isoDay(Date.now() + 30 * DAY),
      deliveryDateTo: isoDay(Date.now() + 45 * DAY),
      incoterms: 'FCA',
      deliveryPlace: 'Haikou Meilan (HAK)',
      paymentPeriodDays: 30,
      consignment: false,
      purchaseType: 'standard',
      // The first item carries the buyer's ceiling; the others have none.
      maxPriceLimit: i === 0 ? 20000 : null,
    };
  });
}

export function fixtureInquiry(opts: QuoteFixtureOptions = {}): InquiryDetail {
  const now = Date.now();
  const bidEnd = opts.expired ? now - 3_600_000 : now + 3 * DAY + 5 * 3_600_000;
  return {
    id: 'inq-1001',
    inquiryNumber: 'RFQ-2026-001001',
    kind: opts.kind ?? 'purchase',
    title: 'B737NG rotables and hardware, Q1 replenishment',
    status: opts.expired ? 'closed' : 'open',
    purchasingOrg: 'HNA Technic Materials',
    purchasingGroup: 'P01',
    factory: 'HAK1',
    rfxCategory: 'Aviation material',
    creator: 'Wang Fang',
    createdAt: new Date(now - 2 * DAY).toISOString(),
    bidStart: new Date(now - 2 * DAY).toISOString(),
    bidEnd: new Date(bidEnd).toISOString(),
    bidValidityDays: 60,
    budgetTotal: null,
    budgetCurrency: null,
    items: fixtureItems(opts.items ?? 3),
    questions: [],
    comments: [],
    attachments: [],
    clauses: [],
    projectMembers: [],
    tracking: [],
    quoteState: 'notQuoted',
  };
}

/** A line that passes every submit rule for this supplier. */
export function filledLine(item: InquiryItem, domestic: boolean): QuoteLineInput {
  return {
    itemId: item.id,
    quoted: true,
    quotePartNumber: item.materialNumber,
    mpn: item.mpn,
    manufacturerCode: item.manufacturerCode,
    interchangeability: 'original',
    condition: 'NE',
    unitPrice: 1250 + item.itemNo,
    currency: domestic ? 'CNY' : 'USD',
    ...(domestic ? { taxRate: 13 as const } : { incoterms: 'FCA' as const }),
    quotedQuantity: item.quantity,
    unit: item.unit,
    moq: item.quantity,
    leadTimeDays: 21,
    validityDate: isoDay(Date.now() + 60 * DAY),
    airworthinessApproval: 'faa8130',
    certificateType: 1,
    accountStatus: 'net30',
    payMode: 'T/T 30 days',
    claimMonths: 12,
    warranty: '12 months',
    brand: 'Honeywell',
    supplierType: 'distributor',
  };
}

const stored = (line: QuoteLineInput): StoredQuoteLine => ({
  ...line,
  id: `line-${line.itemId}`,
  bargainedFrom: null,
});

export function fixtureQuote(inquiry: InquiryDetail, opts: QuoteFixtureOptions = {}): Quote {
  const domestic = opts.domestic ?? false;
  const state = opts.state ?? 'notQuoted';
  const bidEnd = new Date(inquiry.bidEnd);
  const effective = effectiveQuoteState(state, bidEnd);
  const lines = inquiry.items.map((item) =>
    stored(opts.filled ? filledLine(item, domestic) : { itemId: item.id, quoted: true }),
  );
  return {
    id: state === 'notQuoted' ? null : 'quote-77',
    quoteNumber: state === 'notQuoted' ? null : 'Q-2026-000077',
    inquiryId: inquiry.id,
    state: effective,
    version: 1,
    domestic,
    bidEnd: inquiry.bidEnd,
    allowedActions: allowedQuoteActions(effective, bidEnd.getTime() > Date.now()),
    lines,
    remarks: '',
    noBidReason: '',
    attachments: [],
    submittedAt: state === 'submitted' ? inquiry.createdAt : null,
    updatedAt: state === 'notQuoted' ? null : inquiry.createdAt,
  };
}

/** How the mocked server answers save, submit and no-bid. */
export type QuoteSaveOutcome =
  /** As the real server: version check, state machine, bid end. */
  | 'ok'
  /** 409: someone saved a newer version. */
  | 'stale'
  /** 409: the bid closed. */
  | 'closed'
  /** 400 with per-field reasons on the second line. */
  | 'fieldErrors'
  /** 500. */
  | 'serverError';

export interface QuoteHandlerOptions extends QuoteFixtureOptions {
  save?: QuoteSaveOutcome;
  /** getInquiry answers 404 (not invited). */
  notFound?: boolean;
}

const langOf = (req: RecordedRequest) => toLanguage(req.headers['Accept-Language']);

export interface QuoteMock {
  inquiry: InquiryDetail;
  /** The stored quote as the mocked server holds it now. */
  quote: () => Quote;
}

export function quoteEditorHandlers(api: MockApi, opts: QuoteHandlerOptions = {}): QuoteMock {
  const inquiry = fixtureInquiry(opts);
  let quote = fixtureQuote(inquiry, opts);
  const bidOpen = () => new Date(inquiry.bidEnd).getTime() > Date.now();

  const move = (
    req: RecordedRequest,
    action: 'hold' | 'submit' | 'noBid',
    next: StoredQuoteState,
  ): [number, unknown] => {
    const lang = langOf(req);
    const body = req.body as {
      version?: number;
      lines?: QuoteLineInput[];
      remarks?: string;
      attachmentIds?: string[];
    };
    if (opts.save === 'serverError') return [500, failure(500, formatMessage(lang, 'http.server'))];
    if (opts.save === 'closed' || !bidOpen())
      return [409, failure(409, formatMessage(lang, 'quote.bidClosed'))];
    if (opts.save === 'stale' || body.version !== quote.version)
      return [409, failure(409, formatMessage(lang, 'quote.stale'))];
    if (opts.save === 'fieldErrors')
      return [
        400,
        {
          ...failure(400, formatMessage(lang, 'http.badRequest')),
          data: {
            fields: {
              'lines.1.unitPrice': formatMessage(lang, 'quote.amountRange'),
              'lines.1.validityDate': formatMessage(lang, 'quote.validityPast'),
            },
          },
        },
      ];
    if (!allowedQuoteActions(quote.state as QuoteState, true).includes(action))
      return [409, failure(409, formatMessage(lang, 'quote.illegalMove'))];
    const now = new Date().toISOString();
    quote = {
      ...quote,
      id: quote.id ?? 'quote-77',
      quoteNumber: quote.quoteNumber ?? 'Q-2026-000077',
      state: next,
      version: quote.version + 1,
      lines: body.lines ? body.lines.map(stored) : quote.lines,
      remarks: body.remarks ?? quote.remarks,
      attachments: body.attachmentIds
        ? quote.attachments.filter((a) => body.attachmentIds?.includes(a.id))
        : quote.attachments,
      submittedAt: next === 'submitted' ? now : quote.submittedAt,
      updatedAt: now,
    };
    quote.allowedActions = allowedQuoteActions(next, true);
    return [200, ok(quote)];
  };

  api.on(inquiryApi.getInquiry, (req) =>
    opts.notFound
      ? [404, failure(404, formatMessage(langOf(req), 'inquiry.notFound'))]
      : [200, ok(inquiry)],
  );
  api.on(inquiryApi.getQuote, (req) =>
    opts.notFound
      ? [404, failure(404, formatMessage(langOf(req), 'inquiry.notFound'))]
      : [200, ok(quote)],
  );
  api.on(inquiryApi.holdQuote, (req) => move(req, 'hold', 'hold'));
  api.on(inquiryApi.submitQuote, (req) => move(req, 'submit', 'submitted'));
  api.on(inquiryApi.noBid, (req) => move(req, 'noBid', 'noBid'));
  batchQuoteLinesHandler(api, { inquiry, rowErrors: true });
  uploadHandlers(api);
  return {
    inquiry,
    quote: () => quote,
  };
}

export interface BatchQuoteFixtureOptions {
  inquiry?: InquiryDetail;
  /** Report two rows the server could not read. */
  rowErrors?: boolean;
  /** Answer 400: not the template. */
  badFile?: boolean;
}

/** The template upload: prices for the first three items, and (optionally) two bad rows. */
export function batchQuoteLinesHandler(api: MockApi, opts: BatchQuoteFixtureOptions = {}): void {
  const inquiry = opts.inquiry ?? fixtureInquiry();
  templateHandler(api, inquiryApi.quoteTemplate);
  api.on(inquiryApi.uploadQuoteLines, (req) => {
    const lang = langOf(req);
    if (opts.badFile) return [400, failure(400, formatMessage(lang, 'batch.badFile'))];
    const lines = inquiry.items.slice(0, 3).map((item, i): QuoteLineInput => ({
      itemId: item.id,
      quoted: true,
      quotePartNumber: item.materialNumber,
      unitPrice: 980 + i * 15.5,
      currency: 'USD',
      quotedQuantity: item.quantity,
      unit: item.unit,
      leadTimeDays: 10 + i,
      condition: 'OH',
    }));
    const errors = opts.rowErrors
      ? [
          { row: 5, column: 'unitPrice', message: formatMessage(lang, 'quote.amountRange') },
          { row: 7, column: 'itemNo', message: formatMessage(lang, 'batch.unknownItem') },
        ]
      : [];
    return [200, ok({ lines, errors, rowsRead: lines.length + errors.length })];
  });
}
