// A repair inquiry (kind repair, units with serial, fault and times) and a stateful mock of the
// repair quote calls for sp-repair-quote-editor's stories and tests: hold, submit and no bid move the
// stored quote as the server would (version check, state machine, bid end).
import {
  allowedQuoteActions,
  effectiveQuoteState,
  formatMessage,
  inquiryApi,
  repairQuotesApi,
  toLanguage,
  type InquiryDetail,
  type InquiryItem,
  type QuoteState,
  type RepairQuote,
  type RepairQuoteLineInput,
  type StoredQuoteState,
  type StoredRepairQuoteLine,
} from '@portal/contract';
import type { MockApi, RecordedRequest } from './mock-api';
import { failure, ok } from './fixtures';
import { fixtureInquiry } from './quote-fixtures';
import { templateHandler } from './upload-fixtures';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const UNITS: [string, string, string, string, string][] = [
  ['1152682-2', 'Starter generator', 'SG-40117', 'Output voltage low under load', 'B-5371'],
  ['3214552-4', 'Air cycle machine', 'ACM-99821', 'Bearing noise, vibration above limit', 'B-1987'],
  ['069-00055-0100', 'Fuel control unit', 'FCU-2210', 'Fuel flow fluctuation at idle', 'B-6502'],
];

export interface RepairQuoteFixtureOptions {
  state?: StoredQuoteState;
  expired?: boolean;
  /** Every unit quoted completely (submit-ready). */
  filled?: boolean;
  /** How hold and submit answer: as the server, 409 stale, or 400 with field reasons. */
  save?: 'ok' | 'stale' | 'fieldErrors';
  notFound?: boolean;
}

export function repairInquiry(opts: RepairQuoteFixtureOptions = {}): InquiryDetail {
  const base = fixtureInquiry({ expired: opts.expired, kind: 'repair' });
  const items: InquiryItem[] = UNITS.map(([pn, description, serial, fault, reg], i) => ({
    ...(base.items[0] as InquiryItem),
    id: `unit-${i + 1}`,
    itemNo: (i + 1) * 10,
    materialNumber: pn,
    description,
    mpn: pn,
    quantity: 1,
    maxPriceLimit: null,
    repair: {
      serialNumber: serial,
      reportedFault: fault,
      aircraftRegistration: reg,
      tsn: 12_450.5 + i * 1000,
      csn: 8_210 + i * 100,
      tso: i === 2 ? null : 3_120 + i,
      cso: i === 2 ? null : 2_015 + i,
      requiredReturnDate: isoDay(Date.now() + (40 + i * 5) * DAY),
    },
  }));
  return {
    ...base,
    id: 'rep-inq-1',
    inquiryNumber: 'RFQ-R-2026-000314',
    title: 'Starter generators and air cycle machine, repair',
    items,
  };
}

/** A line that passes every submit rule. */
export function filledRepairLine(item: InquiryItem, i = 0): RepairQuoteLineInput {
  return {
    itemId: item.id,
    quoted: true,
    currency: 'USD',
    testFee: 350,
    repairFee: 4200 + i * 100,
    renovationLabour: 600,
    capFee: 6500,
    handlingRate: 5,
    berFee: 450,
    nffFee: 300,
    scrapFee: 200,
    warrantyMonths: 12,
    warrantyFlightHours: 2000,
    claimMonths: 6,
    turnaroundDays: 21,
    certificateType: 1,
    validityDate: isoDay(Date.now() + 60 * DAY),
    shipping: 'roundTrip',
  };
}

const stored = (line: RepairQuoteLineInput): StoredRepairQuoteLine => ({
  ...(line as StoredRepairQuoteLine),
  id: `rline-${line.itemId}`,
});

export function repairQuoteFixture(
  inquiry: InquiryDetail,
  opts: RepairQuoteFixtureOptions = {},
): RepairQuote {
  const state = opts.state ?? 'notQuoted';
  const bidEnd = new Date(inquiry.bidEnd);
  const effective = effectiveQuoteState(state, bidEnd);
  return {
    id: state === 'notQuoted' ? null : 'rquote-9',
    quoteNumber: state === 'notQuoted' ? null : 'RQ-2026-000009',
    inquiryId: inquiry.id,
    state: effective,
    version: 1,
    bidEnd: inquiry.bidEnd,
    allowedActions: allowedQuoteActions(effective, bidEnd.getTime() > Date.now()),
    lines: opts.filled ? inquiry.items.map((item, i) => stored(filledRepairLine(item, i))) : [],
    remarks: '',
    noBidReason: '',
    attachments: [],
    submittedAt: state === 'submitted' ? inquiry.createdAt : null,
    updatedAt: state === 'notQuoted' ? null : inquiry.createdAt,
  };
}

const langOf = (req: RecordedRequest) => toLanguage(req.headers['Accept-Language']);

export interface RepairQuoteMock {
  inquiry: InquiryDetail;
  quote: () => RepairQuote;
}

export function repairQuoteHandlers(
  api: MockApi,
  opts: RepairQuoteFixtureOptions = {},
): RepairQuoteMock {
  const inquiry = repairInquiry(opts);
  let quote = repairQuoteFixture(inquiry, opts);
  const bidOpen = () => new Date(inquiry.bidEnd).getTime() > Date.now();

  const move = (
    req: RecordedRequest,
    action: 'hold' | 'submit' | 'noBid',
    next: StoredQuoteState,
  ): [number, unknown] => {
    const lang = langOf(req);
    const body = req.body as {
      version?: number;
      lines?: RepairQuoteLineInput[];
      remarks?: string;
      reason?: string;
    };
    if (!bidOpen()) return [409, failure(409, formatMessage(lang, 'quote.bidClosed'))];
    if (opts.save === 'stale' || body.version !== quote.version)
      return [409, failure(409, formatMessage(lang, 'quote.stale'))];
    if (opts.save === 'fieldErrors' && action !== 'noBid')
      return [
        400,
        {
          ...failure(400, formatMessage(lang, 'http.badRequest')),
          data: { fields: { 'lines.1.capFee': formatMessage(lang, 'repairQuote.capBelowRepair') } },
        },
      ];
    if (!allowedQuoteActions(quote.state as QuoteState, true).includes(action))
      return [409, failure(409, formatMessage(lang, 'quote.illegalMove'))];
    const now = new Date().toISOString();
    quote = {
      ...quote,
      id: quote.id ?? 'rquote-9',
      quoteNumber: quote.quoteNumber ?? 'RQ-2026-000009',
      state: next,
      version: quote.version + 1,
      lines: body.lines ? body.lines.map(stored) : quote.lines,
      remarks: body.remarks ?? quote.remarks,
      noBidReason: action === 'noBid' ? (body.reason ?? '') : quote.noBidReason,
      submittedAt: next === 'submitted' ? now : quote.submittedAt,
      updatedAt: now,
    };
    quote.allowedActions = allowedQuoteActions(next, true);
    return [200, ok(quote)];
  };

  const notFound = (req: RecordedRequest): [number, unknown] => [
    404,
    failure(404, formatMessage(langOf(req), 'inquiry.notFound')),
  ];
  api.on(inquiryApi.getInquiry, (req) => (opts.notFound ? notFound(req) : [200, ok(inquiry)]));
  api.on(repairQuotesApi.getRepairQuote, (req) =>
    opts.notFound ? notFound(req) : [200, ok(quote)],
  );
  api.on(repairQuotesApi.holdRepairQuote, (req) => move(req, 'hold', 'hold'));
  api.on(repairQuotesApi.submitRepairQuote, (req) => move(req, 'submit', 'submitted'));
  api.on(inquiryApi.noBid, (req) => move(req, 'noBid', 'noBid'));
  templateHandler(api, repairQuotesApi.repairQuoteTemplate);
  api.on(repairQuotesApi.uploadRepairQuoteLines, (req) => {
    const lang = langOf(req);
    const lines = inquiry.items.slice(0, 2).map((item, i): RepairQuoteLineInput => ({
      ...filledRepairLine(item, i),
      fixedPrice: 5000 + i * 250,
      capFee: undefined,
      repairFee: undefined,
    }));
    const errors = [
      {
        row: 4,
        column: 'turnaroundDays',
        message: formatMessage(lang, 'repairQuote.turnaroundRange'),
      },
    ];
    return [200, ok({ lines, errors, rowsRead: lines.length + errors.length })];
  });
  return { inquiry, quote: () => quote };
}
