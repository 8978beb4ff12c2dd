// Fixture bargaining rounds and a stateful mock of the bargaining calls for the panel's stories and
// tests: accept, answer and decline move a round as the server would (pending only, before the
// deadline, at the version the screen loaded), and the list pages and filters like the real one.
import { templateHandler } from './upload-fixtures';
import {
  formatMessage,
  inquiryApi,
  toLanguage,
  type BargainingRow,
  type BargainingState,
} from '@portal/contract';
import type { MockApi, RecordedRequest } from './mock-api';
import { failure, ok } from './fixtures';

const HOUR = 3_600_000;

interface Seed {
  inquiry: [string, string];
  itemNo: number;
  pn: string;
  description: string;
  price: number;
  lastPrice: number;
  currency: BargainingRow['currency'];
  count: number;
  /** Hours from now; negative = passed. */
  deadline: number;
  status: BargainingState;
  remarks: string;
  answerPrice?: number;
}

const SEEDS: Seed[] = [
  {
    inquiry: ['inq-1001', 'RFQ-2026-001001'],
    itemNo: 10,
    pn: '065-50000-4101',
    description: 'Pump, fuel boost',
    price: 11_800,
    lastPrice: 12_450,
    currency: 'USD',
    count: 1,
    deadline: 30,
    status: 'pending',
    remarks: 'Budget for this line is 11,800 USD.',
  },
  {
    inquiry: ['inq-1001', 'RFQ-2026-001001'],
    itemNo: 20,
    pn: '1152682-2',
    description: 'Starter generator',
    price: 24_000,
    lastPrice: 25_900,
    currency: 'USD',
    count: 2,
    deadline: 5,
    status: 'pending',
    remarks: 'Second round: competing offer at 23,900 USD with 8130-3.',
  },
  {
    inquiry: ['inq-1001', 'RFQ-2026-001001'],
    itemNo: 30,
    pn: '2314M20-3',
    description: 'Brake assembly, main landing gear',
    price: 8_600,
    lastPrice: 9_100,
    currency: 'USD',
    count: 1,
    deadline: -2,
    status: 'pending',
    remarks: '',
  },
  {
    inquiry: ['inq-1002', 'RFQ-2026-001002'],
    itemNo: 10,
    pn: 'C6-1107',
    description: 'Filter element, hydraulic return',
    price: 1_150,
    lastPrice: 1_320,
    currency: 'CNY',
    count: 1,
    deadline: 48,
    status: 'pending',
    remarks: '按框架协议价格',
  },
  {
    inquiry: ['inq-1002', 'RFQ-2026-001002'],
    itemNo: 20,
    pn: 'MS29513-240',
    description: 'Packing, preformed O-ring',
    price: 3.2,
    lastPrice: 3.6,
    currency: 'CNY',
    count: 1,
    deadline: -20,
    status: 'submitted',
    remarks: '',
    answerPrice: 3.3,
  },
  {
    inquiry: ['inq-1003', 'RFQ-2026-001003'],
    itemNo: 10,
    pn: '822-1468-001',
    description: 'Antenna, VHF communication',
    price: 2_050,
    lastPrice: 2_400,
    currency: 'EUR',
    count: 1,
    deadline: -40,
    status: 'declined',
    remarks: 'Target from the last contract.',
  },
];

export function fixtureRounds(count = SEEDS.length): BargainingRow[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, i): BargainingRow => {
    const s = SEEDS[i % SEEDS.length] as Seed;
    const round = Math.floor(i / SEEDS.length);
    return {
      id: `bar-${i + 1}`,
      inquiryId: s.inquiry[0],
      inquiryNumber: s.inquiry[1],
      quoteLineId: `line-${i + 1}`,
      itemNo: s.itemNo + round * 100,
      partNumber: s.pn,
      description: s.description,
      price: s.price,
      lastPrice: s.lastPrice,
      currency: s.currency,
      count: s.count,
      deadline: new Date(now + s.deadline * HOUR).toISOString(),
      user: 'Wang Fang',
      status: s.status,
      remarks: s.remarks,
      answerPrice: s.answerPrice ?? null,
      answerRemarks: '',
      answeredAt: s.status === 'pending' ? null : new Date(now - 30 * HOUR).toISOString(),
      version: 1,
    };
  });
}

export interface BargainingPanelFixtureOptions {
  /** How many rounds (6 by default; more repeat the six with other item numbers). */
  rounds?: number;
  /** Every answer, decline or upload fails with this status (409 = closed, 500 = server). */
  fail?: 409 | 500;
  /** The list fails (500). */
  listFails?: boolean;
}

export interface BargainingPanelMock {
  rounds: () => BargainingRow[];
}

const langOf = (req: RecordedRequest) => toLanguage(req.headers['Accept-Language']);

export function bargainingPanelHandlers(
  api: MockApi,
  opts: BargainingPanelFixtureOptions = {},
): BargainingPanelMock {
  let rounds = fixtureRounds(opts.rounds);
  const open = (r: BargainingRow) => r.status === 'pending' && Date.parse(r.deadline) > Date.now();
  const replace = (next: BargainingRow) => {
    rounds = rounds.map((r) => (r.id === next.id ? next : r));
    return next;
  };
  const refusal = (req: RecordedRequest): [number, unknown] | null => {
    const lang = langOf(req);
    if (opts.fail === 500) return [500, failure(500, formatMessage(lang, 'http.server'))];
    if (opts.fail === 409) return [409, failure(409, formatMessage(lang, 'bargaining.closed'))];
    return null;
  };

  api.on(inquiryApi.listBargaining, (req) => {
    if (opts.listFails) return [500, failure(500, formatMessage(langOf(req), 'http.server'))];
    const { status, inquiryId } = req.params;
    const current = Number(req.params.current ?? 1);
    const size = Number(req.params.size ?? 20);
    const found = rounds.filter(
      (r) => (!status || r.status === status) && (!inquiryId || r.inquiryId === inquiryId),
    );
    const records = found.slice((current - 1) * size, current * size);
    return [200, ok({ records, total: found.length, current, size })];
  });

  api.on(inquiryApi.answerBargaining, (req) => {
    const refused = refusal(req);
    if (refused) return refused;
    const body = req.body as {
      id: string;
      version: number;
      action: string;
      price?: number;
      remarks?: string;
    };
    const round = rounds.find((r) => r.id === body.id);
    const lang = langOf(req);
    if (!round) return [404, failure(404, formatMessage(lang, 'bargaining.notFound'))];
    if (!open(round) || round.version !== body.version)
      return [409, failure(409, formatMessage(lang, 'bargaining.closed'))];
    const price = body.action === 'accept' ? round.price : (body.price ?? round.price);
    return [
      200,
      ok(
        replace({
          ...round,
          status: 'submitted',
          answerPrice: price,
          answerRemarks: body.remarks ?? '',
          answeredAt: new Date().toISOString(),
          version: round.version + 1,
        }),
      ),
    ];
  });

  api.on(inquiryApi.declineBargaining, (req) => {
    const refused = refusal(req);
    if (refused) return refused;
    const body = req.body as { id: string; version: number; remarks?: string };
    const round = rounds.find((r) => r.id === body.id);
    const lang = langOf(req);
    if (!round) return [404, failure(404, formatMessage(lang, 'bargaining.notFound'))];
    if (!open(round) || round.version !== body.version)
      return [409, failure(409, formatMessage(lang, 'bargaining.closed'))];
    return [
      200,
      ok(
        replace({
          ...round,
          status: 'declined',
          answerRemarks: body.remarks ?? '',
          answeredAt: new Date().toISOString(),
          version: round.version + 1,
        }),
      ),
    ];
  });

  api.on(inquiryApi.batchDeclineBargaining, (req) => {
    const refused = refusal(req);
    if (refused) return refused;
    const body = req.body as { ids: string[]; remarks?: string };
    const skipped: string[] = [];
    let declined = 0;
    for (const id of body.ids) {
      const round = rounds.find((r) => r.id === id);
      if (!round || !open(round)) {
        skipped.push(id);
        continue;
      }
      declined++;
      replace({
        ...round,
        status: 'declined',
        answerRemarks: body.remarks ?? '',
        version: round.version + 1,
      });
    }
    return [200, ok({ declined, skipped })];
  });

  templateHandler(api, inquiryApi.bargainingTemplate);
  api.on(inquiryApi.uploadBargaining, (req) => {
    const refused = refusal(req);
    if (refused) return refused;
    const lang = langOf(req);
    const target = rounds.find(open);
    if (target)
      replace({
        ...target,
        status: 'submitted',
        answerPrice: target.price,
        version: target.version + 1,
      });
    const errors = [
      { row: 4, column: 'sheet.answerPrice', message: formatMessage(lang, 'quote.amountRange') },
    ];
    return [200, ok({ applied: target ? 1 : 0, errors, rowsRead: 3 })];
  });

  return { rounds: () => rounds };
}
