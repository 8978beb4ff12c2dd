// Fixture contracts and a stateful mock of the supplier's contract calls for the contract list's
// and contract page's stories and tests: the list filters by kind, state and search and pages like
// the server; answer and confirmAll move a contract as the server would (to confirm only, at the
// version the page loaded; the order's state from its lines), or refuse as asked (409, frozen 403).
import {
  contractsApi,
  orderStateOfLines,
  type ContractDetail,
  type ContractKind,
  type ContractLine,
  type ContractRow,
  type ContractState,
  type LineAnswer,
  type LineAnswerInput,
} from '@portal/contract';
import type { MockApi } from './mock-api';
import { ok, refusal } from './fixtures';

const at = (day: string) => `${day}T08:00:00.000Z`;

const line = (n: number, extra: Partial<ContractLine> = {}): ContractLine => ({
  id: `cl-${n}`,
  lineNo: n * 10,
  materialNumber: `MAT-${1000 + n}`,
  partNumber: `PN-${2000 + n}`,
  description: ['Seal kit', 'Brake assembly', 'Filter element'][n % 3]!,
  quantity: 10 * n,
  unit: 'EA',
  unitPrice: 100 * n + 0.5,
  deliveryDate: '2027-02-01',
  answer: 'open',
  answerReason: '',
  deliveries: [],
  ...extra,
});

function contract(
  n: number,
  kind: ContractKind,
  state: ContractState,
  lines: ContractLine[],
  extra: Partial<ContractDetail> = {},
): ContractDetail {
  const total = lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0);
  return {
    id: `c-${n}`,
    contractNumber: `PO-2026-${String(n).padStart(4, '0')}`,
    kind,
    title: ['Landing gear spares', 'APU overhaul', 'Ground tooling', 'AOG hydraulic pump'][n % 4]!,
    state,
    currentVersion: 1,
    currency: 'USD',
    totalAmount: total,
    lineCount: lines.length,
    buyerContact: '王磊',
    signed: false,
    updatedAt: at(`2026-11-${String(10 + n).padStart(2, '0')}`),
    version: 1,
    invoice: {
      title: 'Hainan Airlines Holding Co., Ltd.',
      taxId: '91460000201259827X',
      bank: 'Bank of China Haikou Branch',
      account: '2664 0000 1234',
      address: '7 Guoxing Avenue, Haikou',
      phone: '0898-65739999',
    },
    inquiryId: n === 1 ? 'inq-1' : null,
    signedAt: null,
    signedBy: null,
    createdAt: at('2026-11-05'),
    lines,
    versions: [
      {
        versionNo: 1,
        issuedBy: 'erp',
        issuedByName: '王磊',
        remark: '',
        totalAmount: total,
        createdAt: at('2026-11-05'),
        lines,
      },
    ],
    history: [
      {
        event: 'contract.event.issued',
        versionNo: 1,
        byName: '王磊',
        remark: '',
        at: at('2026-11-05'),
      },
    ],
    ...extra,
  };
}

/** A fresh set: two purchase contracts to confirm, one of each other state, one repair, one tool. */
export function fixtureContracts(): ContractDetail[] {
  return [
    contract(1, 'purchase', 'toConfirm', [line(1), line(2)]),
    contract(2, 'purchase', 'toConfirm', [line(3)]),
    contract(3, 'purchase', 'confirmed', [line(1, { answer: 'confirmed' })], { signed: true }),
    contract(
      4,
      'purchase',
      'changed',
      [
        line(1, {
          answer: 'amended',
          answerReason: 'Part on backorder',
          deliveries: [
            { quantity: 6, date: '2027-02-01' },
            { quantity: 4, date: '2027-03-01' },
          ],
        }),
      ],
      { currentVersion: 2 },
    ),
    contract(5, 'purchase', 'rejected', [
      line(2, { answer: 'rejected', answerReason: 'Obsolete' }),
    ]),
    contract(6, 'purchase', 'closed', [line(2)]),
    contract(7, 'repair', 'toConfirm', [line(1)]),
    contract(8, 'tool', 'toConfirm', [line(2)]),
  ];
}

export interface ContractFixtureOptions {
  contracts?: ContractDetail[];
  /** The list call fails with this status. */
  listFails?: number;
  /** answer and confirmAll answer 409 (someone changed the contract meanwhile). */
  stale?: boolean;
  /** The company is frozen: anything but a rejection of every line is 403. */
  frozen?: boolean;
}

export interface ContractFixture {
  contracts: ContractDetail[];
}

const STORED: Record<LineAnswerInput['answer'], LineAnswer> = {
  confirm: 'confirmed',
  amend: 'amended',
  reject: 'rejected',
};

export function contractHandlers(api: MockApi, opts: ContractFixtureOptions = {}): ContractFixture {
  const contracts = opts.contracts ?? fixtureContracts();
  const find = (id: unknown) => contracts.find((c) => c.id === id);

  api.on(contractsApi.listSupplierContracts, (req) => {
    if (opts.listFails) return refusal(req, opts.listFails, 'http.server');
    const { kind, state, q } = req.params;
    const current = Number(req.params.current ?? 1);
    const size = Number(req.params.size ?? 20);
    const found = contracts.filter(
      (c) =>
        (!kind || c.kind === kind) &&
        (!state || c.state === state) &&
        (!q || c.contractNumber.includes(q) || c.title.includes(q)),
    );
    const records = found.slice((current - 1) * size, current * size).map((c): ContractRow => ({
      id: c.id,
      contractNumber: c.contractNumber,
      kind: c.kind,
      title: c.title,
      state: c.state,
      currentVersion: c.currentVersion,
      currency: c.currency,
      totalAmount: c.totalAmount,
      lineCount: c.lineCount,
      buyerContact: c.buyerContact,
      signed: c.signed,
      updatedAt: c.updatedAt,
      version: c.version,
    }));
    return [200, ok({ records, total: found.length, current, size })];
  });

  api.on(contractsApi.getSupplierContract, (req) => {
    const c = find(req.params.id);
    return c ? [200, ok(c)] : refusal(req, 404, 'order.notFound');
  });

  const record = (
    id: unknown,
    version: unknown,
    answers: (c: ContractDetail) => LineAnswerInput[],
  ) => {
    const c = find(id);
    if (!c) return { error: 'order.notFound' as const, status: 404 };
    if (opts.stale || c.version !== Number(version))
      return { error: 'order.stale' as const, status: 409 };
    if (c.state !== 'toConfirm') return { error: 'order.notAwaitingAnswer' as const, status: 409 };
    const list = answers(c);
    const next = orderStateOfLines(list.map((a) => STORED[a.answer]))!;
    if (opts.frozen && next !== 'rejected') {
      return { error: 'freeze.frozenCommercial' as const, status: 403 };
    }
    for (const a of list) {
      const l = c.lines.find((x) => x.id === a.lineId)!;
      l.answer = STORED[a.answer];
      l.answerReason = a.answer === 'confirm' ? '' : a.reason;
      l.deliveries = a.answer === 'amend' ? a.deliveries : [];
    }
    c.state = next;
    c.version += 1;
    if (next === 'changed') c.currentVersion += 1;
    c.history.push({
      event: `contract.event.${next}`,
      versionNo: c.currentVersion,
      byName: 'Li Na',
      remark: '',
      at: new Date().toISOString(),
    });
    return { c };
  };

  api.on(contractsApi.answerContract, (req) => {
    const body = req.body as { id: string; version: number; lines: LineAnswerInput[] };
    const r = record(body.id, body.version, () => body.lines);
    if (!r.c) return refusal(req, r.status, r.error);
    return [
      200,
      ok({ state: r.c.state, currentVersion: r.c.currentVersion, version: r.c.version }),
    ];
  });

  api.on(contractsApi.confirmWholeContract, (req) => {
    const r = record(req.body.id, req.body.version, (c) =>
      c.lines.map((l) => ({ lineId: l.id, answer: 'confirm' as const })),
    );
    if (!r.c) return refusal(req, r.status, r.error);
    return [
      200,
      ok({ state: r.c.state, currentVersion: r.c.currentVersion, version: r.c.version }),
    ];
  });

  return { contracts };
}
