// Fixture contracts and a stateful mock of the supplier's contract calls for the contract list's
// and contract page's stories and tests: the list filters by kind, state and search and pages like
// the server; answer and confirmAll move a contract as the server would (to confirm only, at the
// version the page loaded; the order's state from its lines), or refuse as asked (409, frozen 403).
// Attachments upload and delete as the server's rules say (contractAttachmentDeletable).
import {
  contractAttachmentDeletable,
  contractsApi,
  orderStateOfLines,
  type ContractDetail,
  type ContractKind,
  type ContractLine,
  type ContractRow,
  type BuyerContractDetail,
  type ContractAttachment,
  type ContractState,
  type LineAnswer,
  type LineAnswerInput,
} from '@portal/contract';
import type { MockApi } from './mock-api';
import { ok, refusal } from './fixtures';
import { templateHandler, uploadHandlers } from './upload-fixtures';

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
    attachments: [],
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
/** The ERP's contract text, on contract 1. */
export const erpDocument: ContractAttachment = {
  id: 'file-erp-1',
  name: 'PO-2026-0001-terms.pdf',
  size: 184_000,
  uploadedAt: at('2026-11-05'),
  source: 'erp',
  versionNo: 1,
  uploadedBy: '王磊',
};

/** The supplier's certificate on contract 3, confirmed since: it stays. */
export const confirmedUpload: ContractAttachment = {
  id: 'file-coc-3',
  name: 'CoC-PO-2026-0003.pdf',
  size: 92_000,
  uploadedAt: at('2026-11-12'),
  source: 'supplier',
  versionNo: 1,
  uploadedBy: 'Li Na',
};

export function fixtureContracts(): ContractDetail[] {
  return [
    contract(1, 'purchase', 'toConfirm', [line(1), line(2)], { attachments: [erpDocument] }),
    contract(2, 'purchase', 'toConfirm', [line(3)]),
    contract(3, 'purchase', 'confirmed', [line(1, { answer: 'confirmed' })], {
      signed: true,
      attachments: [confirmedUpload],
    }),
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
  /** The buyer's moves and the sign-for answer 409 (someone changed the contract meanwhile). */
  decisionStale?: boolean;
  /** Deleting an attachment answers 409 (the version was confirmed meanwhile). */
  attachmentLocked?: boolean;
  /** What the feedback upload reports; by default one contract applied and one row refused. */
  feedback?: {
    rowsRead: number;
    applied: { contractNumber: string; rows: number[]; state: ContractState }[];
    errors: { row: number; column: string; message: string }[];
  };
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

  // ---- the buyer's review (every supplier's contracts) and the supplier's sign-for and upload --
  const supplierOf = (c: ContractDetail) =>
    c.kind === 'repair'
      ? { supplierId: 's-2', supplierCode: 'S100002', supplierName: 'Sanya Repair Works' }
      : { supplierId: 's-1', supplierCode: 'S100001', supplierName: 'Haikou Aero Parts' };
  const asBuyer = (c: ContractDetail): BuyerContractDetail => ({ ...c, ...supplierOf(c) });

  api.on(contractsApi.listBuyerContracts, (req) => {
    if (opts.listFails) return refusal(req, opts.listFails, 'http.server');
    const { kind, state, q, supplierCode } = req.params;
    const current = Number(req.params.current ?? 1);
    const size = Number(req.params.size ?? 20);
    const found = contracts
      .map(asBuyer)
      .filter(
        (c) =>
          (!kind || c.kind === kind) &&
          (!state || c.state === state) &&
          (!supplierCode || c.supplierCode === supplierCode) &&
          (!q || c.contractNumber.includes(q) || c.title.includes(q)),
      );
    const records = found.slice((current - 1) * size, current * size).map((c) => {
      const { invoice: _i, lines: _l, versions: _v, history: _h, attachments: _a, ...row } = c;
      return row;
    });
    return [200, ok({ records, total: found.length, current, size })];
  });

  api.on(contractsApi.getBuyerContract, (req) => {
    const c = find(req.params.id);
    return c ? [200, ok(asBuyer(c))] : refusal(req, 404, 'order.notFound');
  });

  type Decision = { id: string; version: number; remark?: string };
  const decide = (
    body: Decision,
    allowed: (c: ContractDetail) => boolean,
    move: (c: ContractDetail) => void,
    event: string,
  ) => {
    const c = find(body.id);
    if (!c) return { error: 'order.notFound' as const, status: 404 };
    if (opts.decisionStale || c.version !== Number(body.version) || !allowed(c))
      return { error: 'order.stale' as const, status: 409 };
    move(c);
    c.version += 1;
    c.history.push({
      event: `contract.event.${event}`,
      versionNo: c.currentVersion,
      byName: 'Zhang Wei',
      remark: body.remark ?? '',
      at: new Date().toISOString(),
    });
    return { c };
  };
  const answerOf = (r: { c: ContractDetail }) =>
    ok({ state: r.c.state, currentVersion: r.c.currentVersion, version: r.c.version });

  api.on(contractsApi.acceptContractChange, (req) => {
    const r = decide(
      req.body as Decision,
      (c) => c.state === 'changed',
      (c) => {
        c.state = 'confirmed';
        for (const l of c.lines) l.answer = 'confirmed';
      },
      'accepted',
    );
    return r.c ? [200, answerOf(r)] : refusal(req, r.status, r.error);
  });

  api.on(contractsApi.refuseContractChange, (req) => {
    if (!String(req.body.remark ?? '').trim()) return refusal(req, 400, 'order.reasonRequired');
    const r = decide(
      req.body as Decision,
      (c) => c.state === 'changed',
      (c) => {
        c.state = 'toConfirm';
        c.currentVersion += 1;
        for (const l of c.lines)
          Object.assign(l, { answer: 'open', answerReason: '', deliveries: [] });
      },
      'refused',
    );
    return r.c ? [200, answerOf(r)] : refusal(req, r.status, r.error);
  });

  api.on(contractsApi.closeContract, (req) => {
    const r = decide(
      req.body as Decision,
      (c) => c.state !== 'closed',
      (c) => {
        c.state = 'closed';
      },
      'closed',
    );
    return r.c ? [200, answerOf(r)] : refusal(req, r.status, r.error);
  });

  api.on(contractsApi.signForContract, (req) => {
    const r = decide(
      req.body as Decision,
      (c) => c.state !== 'closed',
      (c) => {
        c.signed = true;
        c.signedAt = new Date().toISOString();
        c.signedBy = 'Li Na';
        const fileId = (req.body as { fileId?: string }).fileId;
        c.signedFile = fileId
          ? { id: fileId, name: 'signed-copy.pdf', size: 2048, uploadedAt: c.signedAt }
          : null;
      },
      'signed',
    );
    return r.c ? [200, answerOf(r)] : refusal(req, r.status, r.error);
  });

  let uploads = 0;
  api.on(contractsApi.uploadContractAttachment, (req) => {
    const body = req.body as { id?: string; file?: unknown };
    const c = find(body.id);
    if (!c) return refusal(req, 404, 'order.notFound');
    if (opts.frozen) return refusal(req, 403, 'freeze.frozenCommercial');
    if (c.state === 'closed') return refusal(req, 409, 'order.closed');
    const file = body.file;
    const stored: ContractAttachment = {
      id: `file-c-${++uploads}`,
      name: file instanceof File ? file.name : 'upload',
      size: file instanceof Blob ? file.size : 0,
      uploadedAt: new Date().toISOString(),
      source: 'supplier',
      versionNo: c.currentVersion,
      uploadedBy: 'Li Na',
    };
    c.attachments.push(stored);
    return [200, ok(stored)];
  });
  api.on(contractsApi.deleteContractAttachment, (req) => {
    const { id, fileId } = req.body as { id: string; fileId: string };
    const c = find(id);
    const a = c?.attachments.find((f) => f.id === fileId);
    if (!c || !a) return refusal(req, 404, 'order.attachmentNotFound');
    if (opts.attachmentLocked || !contractAttachmentDeletable(c, a))
      return refusal(req, 409, 'order.attachmentLocked');
    c.attachments = c.attachments.filter((f) => f !== a);
    return [200, ok({ fileId })];
  });

  uploadHandlers(api);
  templateHandler(api, contractsApi.contractFeedbackTemplate);
  api.on(contractsApi.uploadContractFeedback, () => [
    200,
    ok(
      opts.feedback ?? {
        rowsRead: 3,
        applied: [{ contractNumber: 'PO-2026-0001', rows: [2, 3], state: 'confirmed' }],
        errors: [{ row: 4, column: 'reason', message: 'Please give a reason' }],
      },
    ),
  ]);

  return { contracts };
}
