// Fixture electronic bills and an in-memory bill server for the sp-bills stories and tests: the
// supplier's draft, submitted, refused and approved bills of one contract, its billable lines, and
// the calls' rules as modules/bills keeps them (matching with the shared matchLine, the fapiao's
// tax and total, submit needing invoices that add up, correction as a new version, the review).
import {
  DEFAULT_BILL_TOLERANCE,
  billActions,
  billsApi,
  expectedTax,
  lineAmount,
  matchLine,
  roundMoney,
  sameMoney,
  type BillDetail,
  type BillInvoice,
  type BillKind,
  type BillSourceRow,
  type BillState,
} from '@portal/contract';
import type { MockApi, RecordedRequest, Reply } from './mock-api';
import { answered, ok, refusal } from './fixtures';
import { page } from './resource-fixtures';

const AT = '2026-11-20T08:00:00.000Z';
const CONTRACT = { id: 'c-42', number: 'PO-2026-0042', title: 'Brakes and batteries' };

/** The contract's lines: price and what was delivered of each. */
const CONTRACT_LINES = [
  {
    lineNo: 1,
    partNumber: '2-1589-3',
    description: 'Brake assembly',
    unit: 'EA',
    price: 100,
    delivered: 10,
  },
  {
    lineNo: 2,
    partNumber: 'BAT-24V',
    description: 'Main battery',
    unit: 'EA',
    price: 200,
    delivered: 5,
  },
];

type Line = BillDetail['lines'][number];

/** A shipped repair (quoted 5,000 + 300 approved added costs) and a delivered transport order. */
export const FIXTURE_REPAIR: BillSourceRow = {
  kind: 'repair',
  id: 'c-77',
  number: 'RO-2026-0077',
  title: 'Starter generator repair',
  currency: 'CNY',
  billableLines: 1,
  amount: 5300,
  repair: { serialNumber: 'SN-4411', status: 'shipped', quotedAmount: 5000, approvedCosts: 300 },
  freight: null,
};
export const FIXTURE_ORDER: BillSourceRow = {
  kind: 'freight',
  id: 'to-9',
  number: 'TO-2026-0009',
  title: 'Haikou → Sanya',
  currency: 'CNY',
  billableLines: 1,
  amount: 1200,
  repair: null,
  freight: {
    transportMode: 'land',
    route: 'Haikou → Sanya',
    weightKg: 480,
    volumeM3: 2.5,
    charges: 1200,
  },
};

/** A repair or freight bill's one line: the whole repair or order at `amount`. */
function subjectLine(source: BillSourceRow, amount: number): Line {
  const reference = source.amount ?? 0;
  return {
    source: source.kind === 'repair' ? 'repair' : 'transportOrder',
    lineNo: null,
    partNumber: source.number,
    description: source.title,
    unit: '',
    quantity: 1,
    unitPrice: amount,
    amount,
    contractPrice: reference,
    billableQuantity: 1,
    match: matchLine(
      { quantity: 1, unitPrice: amount },
      { unitPrice: reference, billableQuantity: 1 },
      DEFAULT_BILL_TOLERANCE,
    ),
  };
}

function line(lineNo: number, quantity: number, unitPrice: number, billable?: number): Line {
  const c = CONTRACT_LINES.find((l) => l.lineNo === lineNo)!;
  const billableQuantity = billable ?? c.delivered;
  return {
    source: 'contractLine',
    lineNo,
    partNumber: c.partNumber,
    description: c.description,
    unit: c.unit,
    quantity,
    unitPrice,
    amount: lineAmount(quantity, unitPrice),
    contractPrice: c.price,
    billableQuantity,
    match: matchLine(
      { quantity, unitPrice },
      { unitPrice: c.price, billableQuantity },
      DEFAULT_BILL_TOLERANCE,
    ),
  };
}

export function fixtureFapiao(amount: number, extra: Partial<BillInvoice> = {}): BillInvoice {
  const tax = expectedTax(amount, 13);
  return {
    id: 'inv-1',
    kind: 'fapiaoSpecial',
    number: '26442000000012345678',
    code: '',
    date: '2026-11-21',
    currency: 'CNY',
    amount,
    taxRate: 13,
    taxAmount: tax,
    total: roundMoney(amount + tax),
    file: { id: 'file-7', name: 'fapiao.pdf', size: 4096, uploadedAt: AT },
    ...extra,
  };
}

function bill(id: string, state: BillState, lines: Line[], extra: Partial<BillDetail> = {}) {
  const amount = roundMoney(lines.reduce((s, l) => s + l.amount, 0));
  const d: BillDetail = {
    id,
    number: 'BL-SKY-000001',
    revision: 1,
    kind: 'goods',
    state,
    contractId: CONTRACT.id,
    contractNumber: CONTRACT.number,
    supplierName: 'Sky Parts Co.',
    currency: 'CNY',
    amount,
    invoiceCount: 0,
    flaggedLines: lines.filter((l) => l.match.flags.length).length,
    superseded: false,
    submittedAt: state === 'draft' ? null : AT,
    feedbackDate: null,
    rejectReason: '',
    version: 1,
    updatedAt: AT,
    remarks: '',
    freight: null,
    repair: null,
    lines,
    invoices: [],
    invoiceAmount: 0,
    invoiceTotal: 0,
    tolerance: { ...DEFAULT_BILL_TOLERANCE },
    actions: [],
    versions: [],
    history: [{ action: 'create', remarks: '', byName: 'Li Ming', at: AT }],
    ...extra,
  };
  return withTotals(d);
}

function withTotals(d: BillDetail): BillDetail {
  return {
    ...d,
    amount: roundMoney(d.lines.reduce((s, l) => s + l.amount, 0)),
    flaggedLines: d.lines.filter((l) => l.match.flags.length).length,
    invoiceCount: d.invoices.length,
    invoiceAmount: roundMoney(d.invoices.reduce((s, i) => s + i.amount, 0)),
    invoiceTotal: roundMoney(d.invoices.reduce((s, i) => s + i.total, 0)),
  };
}

/**
 * b-1 a draft without invoice (line 2 priced 10 % above the contract: flagged); b-2 pending
 * review with its fapiao; b-3 refused for the price; b-4 approved.
 */
export const fixtureBills = (): BillDetail[] => [
  bill('b-1', 'draft', [line(1, 4, 100), line(2, 2, 220)]),
  bill('b-2', 'pendingReview', [line(1, 2, 100), line(2, 1, 220)], {
    id: 'b-2',
    number: 'BL-SKY-000002',
    invoices: [fixtureFapiao(420)],
  }),
  bill('b-3', 'notApproved', [line(2, 1, 220)], {
    number: 'BL-SKY-000003',
    feedbackDate: '2026-11-22T08:00:00.000Z',
    rejectReason: 'Line 2 is priced above the contract (200.00)',
    invoices: [fixtureFapiao(220, { number: '26442000000099999999' })],
  }),
  bill('b-4', 'approved', [line(1, 1, 100)], {
    number: 'BL-SKY-000004',
    feedbackDate: '2026-11-22T08:00:00.000Z',
    invoices: [fixtureFapiao(100, { number: '26442000000011111111' })],
  }),
];

export interface BillFixtureOptions {
  bills?: BillDetail[];
  /** Every write answers this (403 frozen, 409 stale). */
  writeFails?: 403 | 409;
  /** The kinds the company bills (a carrier: freight). */
  kinds?: BillKind[];
}

export interface BillMock {
  bills: () => BillDetail[];
}

const rowOf = (d: BillDetail) => {
  const {
    remarks: _r,
    freight: _f,
    repair: _p,
    lines: _l,
    invoices: _i,
    invoiceAmount: _a,
    invoiceTotal: _t,
    tolerance: _o,
    actions: _x,
    versions: _v,
    history: _h,
    ...row
  } = d;
  return row;
};

export function billHandlers(api: MockApi, opts: BillFixtureOptions = {}): BillMock {
  const bills = opts.bills ?? fixtureBills();
  let next = 100;
  const find = (id: unknown) => bills.find((b) => b.id === id);
  const view = (d: BillDetail, side: 'supplier' | 'buyer'): BillDetail => ({
    ...d,
    actions: billActions(d.state, side, d.superseded),
    versions: bills
      .filter((b) => b.number === d.number)
      .sort((a, b) => a.revision - b.revision)
      .map((b) => ({
        id: b.id,
        revision: b.revision,
        state: b.state,
        rejectReason: b.rejectReason,
        feedbackDate: b.feedbackDate,
      })),
  });
  const list = (side: 'supplier' | 'buyer') => (req: RecordedRequest) => {
    const q = (req.params.q ?? '').toUpperCase();
    const rows = bills
      .filter((b) => side === 'supplier' || b.state !== 'draft')
      .filter((b) => !req.params.state || b.state === req.params.state)
      .filter((b) => !q || b.number.startsWith(q) || b.contractNumber.startsWith(q))
      .map(rowOf);
    return [200, page(rows, req)] as Reply;
  };
  api.on(billsApi.listSupplierBills, list('supplier'));
  api.on(billsApi.listBuyerBills, list('buyer'));
  const detail = (side: 'supplier' | 'buyer') => (req: RecordedRequest) => {
    const d = find(req.params.id);
    return d && (side === 'supplier' || d.state !== 'draft')
      ? ([200, ok(view(d, side))] as Reply)
      : refusal(req, 404, 'bill.notFound');
  };
  api.on(billsApi.getSupplierBill, detail('supplier'));
  api.on(billsApi.getBuyerBill, detail('buyer'));

  /** What other live bills hold of a line (as queries.billedQuantities). */
  const billed = (lineNo: number, except?: string) =>
    bills
      .filter((b) => b.id !== except && !b.superseded && b.state !== 'notApproved')
      .flatMap((b) => b.lines)
      .filter((l) => l.lineNo === lineNo)
      .reduce((s, l) => s + l.quantity, 0);
  const kinds = opts.kinds ?? ['goods', 'repair'];
  api.on(billsApi.getBillKinds, () => [200, ok({ kinds })]);
  /** What may be billed now: a goods contract, the repair and the order while no live bill holds them. */
  const held = (source: BillSourceRow) =>
    bills.some(
      (b) =>
        !b.superseded &&
        b.state !== 'notApproved' &&
        b.lines.some((l) => l.lineNo === null && l.partNumber === source.number),
    );
  api.on(billsApi.listBillSources, (req) => {
    const kind = req.params.kind as BillKind;
    if (!kinds.includes(kind)) return refusal(req, 409, 'bill.kindNotBilled', { params: { kind } });
    const goods: BillSourceRow = {
      kind: 'goods',
      id: CONTRACT.id,
      number: CONTRACT.number,
      title: CONTRACT.title,
      currency: 'CNY',
      billableLines: 2,
      amount: null,
      repair: null,
      freight: null,
    };
    const q = (req.params.q ?? '').toUpperCase();
    const rows = [goods, FIXTURE_REPAIR, FIXTURE_ORDER]
      .filter((r) => r.kind === kind && !held(r))
      .filter((r) => !q || r.number.includes(q));
    return [200, page(rows, req)] as Reply;
  });
  api.on(billsApi.getBillableLines, (req) =>
    req.params.contractId === CONTRACT.id
      ? [
          200,
          ok({
            contractId: CONTRACT.id,
            contractNumber: CONTRACT.number,
            currency: 'CNY',
            lines: CONTRACT_LINES.map((c) => ({
              lineNo: c.lineNo,
              partNumber: c.partNumber,
              description: c.description,
              unit: c.unit,
              contractPrice: c.price,
              delivered: c.delivered,
              billed: billed(c.lineNo),
              billable: Math.max(0, c.delivered - billed(c.lineNo)),
            })),
          }),
        ]
      : refusal(req, 404, 'bill.contractNotFound'),
  );

  type LineInput = { lineNo: number; quantity: number; unitPrice: number };
  const linesOf = (input: unknown, except?: string) =>
    (input as LineInput[]).map((l) => {
      const c = CONTRACT_LINES.find((x) => x.lineNo === l.lineNo)!;
      return line(
        l.lineNo,
        l.quantity,
        l.unitPrice,
        Math.max(0, c.delivered - billed(l.lineNo, except)),
      );
    });
  /** The draft a write may change, or the refusal. */
  const draftOf = (req: RecordedRequest): BillDetail | Reply => {
    if (opts.writeFails === 403) return refusal(req, 403, 'freeze.frozenCommercial');
    const d = find(req.body.id);
    if (!d) return refusal(req, 404, 'bill.notFound');
    if (opts.writeFails === 409 || Number(req.body.version) !== d.version)
      return refusal(req, 409, 'bill.stale');
    if (d.state !== 'draft') return refusal(req, 409, 'bill.notEditable');
    return d;
  };
  const written = (req: RecordedRequest, d: BillDetail, key: Parameters<typeof answered>[1]) => {
    const at = bills.findIndex((b) => b.id === d.id);
    const saved = withTotals({ ...d, version: d.version + 1, updatedAt: new Date().toISOString() });
    if (at < 0) bills.unshift(saved);
    else bills[at] = saved;
    return answered(req, key, { id: saved.id, state: saved.state, version: saved.version });
  };

  api.on(billsApi.createBill, (req) => {
    if (opts.writeFails === 403) return refusal(req, 403, 'freeze.frozenCommercial');
    if (req.body.contractId !== CONTRACT.id) return refusal(req, 404, 'bill.contractNotFound');
    const n = ++next;
    const d = bill(`b-${n}`, 'draft', linesOf(req.body.lines), {
      number: `BL-SKY-000${n}`,
      version: 0,
    });
    return written(req, d, 'bill.created');
  });
  const subjectBill = (req: RecordedRequest, source: BillSourceRow) => {
    if (opts.writeFails === 403) return refusal(req, 403, 'freeze.frozenCommercial');
    if (held(source)) return refusal(req, 409, 'bill.repairBilled', { params: { bill: '' } });
    const n = ++next;
    const d = bill(`b-${n}`, 'draft', [subjectLine(source, Number(req.body.amount))], {
      number: `BL-SKY-000${n}`,
      kind: source.kind,
      contractId: source.kind === 'repair' ? source.id : null,
      contractNumber: source.number,
      repair: source.repair,
      freight: source.freight,
      version: 0,
    });
    return written(req, d, 'bill.created');
  };
  api.on(billsApi.createRepairBill, (req) =>
    req.body.contractId === FIXTURE_REPAIR.id
      ? subjectBill(req, FIXTURE_REPAIR)
      : refusal(req, 404, 'bill.repairNotFound'),
  );
  api.on(billsApi.createFreightBill, (req) =>
    req.body.transportOrderId === FIXTURE_ORDER.id
      ? subjectBill(req, FIXTURE_ORDER)
      : refusal(req, 404, 'bill.orderNotFound'),
  );
  api.on(billsApi.updateBill, (req) => {
    const d = draftOf(req);
    if (Array.isArray(d)) return d;
    if (d.kind !== 'goods') {
      const source = d.kind === 'repair' ? FIXTURE_REPAIR : FIXTURE_ORDER;
      return written(
        req,
        { ...d, lines: [subjectLine(source, Number(req.body.amount))] },
        'bill.saved',
      );
    }
    return written(req, { ...d, lines: linesOf(req.body.lines, d.id) }, 'bill.saved');
  });
  api.on(billsApi.addBillInvoice, (req) => {
    const d = draftOf(req);
    if (Array.isArray(d)) return d;
    const inv = req.body.invoice as BillInvoice & { taxRate: number };
    if (
      inv.kind !== 'commercial' &&
      !sameMoney(inv.taxAmount, expectedTax(inv.amount, inv.taxRate))
    )
      return refusal(req, 400, 'bill.taxMismatch', {
        fields: { 'invoice.taxAmount': 'bill.taxMismatch' },
      });
    const used = bills.find(
      (b) => !b.superseded && b.invoices.some((i) => i.number === inv.number),
    );
    if (used)
      return refusal(req, 409, 'bill.invoiceReused', {
        params: { number: inv.number, bill: used.number },
      });
    const added: BillInvoice = {
      id: `inv-${++next}`,
      kind: inv.kind,
      number: inv.number,
      code: inv.code ?? '',
      date: inv.date,
      currency: inv.kind === 'commercial' ? inv.currency : 'CNY',
      amount: inv.amount,
      taxRate: inv.kind === 'commercial' ? null : inv.taxRate,
      taxAmount: inv.taxAmount,
      total: inv.total,
      file:
        req.body.invoice && (inv as { fileId?: string }).fileId
          ? {
              id: String((inv as { fileId?: string }).fileId),
              name: 'fapiao.pdf',
              size: 4096,
              uploadedAt: AT,
            }
          : null,
    };
    return written(req, { ...d, invoices: [...d.invoices, added] }, 'bill.invoiceAdded');
  });
  api.on(billsApi.removeBillInvoice, (req) => {
    const d = draftOf(req);
    if (Array.isArray(d)) return d;
    if (!d.invoices.some((i) => i.id === req.body.invoiceId))
      return refusal(req, 404, 'bill.invoiceNotFound');
    const invoices = d.invoices.filter((i) => i.id !== req.body.invoiceId);
    return written(req, { ...d, invoices }, 'bill.invoiceRemoved');
  });
  api.on(billsApi.submitBill, (req) => {
    const d = draftOf(req);
    if (Array.isArray(d)) return d;
    if (!d.invoices.length) return refusal(req, 409, 'bill.noInvoice');
    const invoiced = roundMoney(d.invoices.reduce((s, i) => s + i.amount, 0));
    if (!sameMoney(invoiced, d.amount))
      return refusal(req, 409, 'bill.invoiceAmountMismatch', {
        params: { invoiced: String(invoiced), amount: String(d.amount) },
      });
    return written(req, { ...d, state: 'pendingReview', submittedAt: AT }, 'bill.submitted');
  });
  api.on(billsApi.correctBill, (req) => {
    if (opts.writeFails === 403) return refusal(req, 403, 'freeze.frozenCommercial');
    const d = find(req.body.id);
    if (!d) return refusal(req, 404, 'bill.notFound');
    if (Number(req.body.version) !== d.version) return refusal(req, 409, 'bill.stale');
    if (d.state !== 'notApproved' || d.superseded) return refusal(req, 409, 'bill.moveNotAllowed');
    bills[bills.indexOf(d)] = { ...d, superseded: true, version: d.version + 1 };
    const n = ++next;
    const copy = bill(`b-${n}`, 'draft', d.lines, {
      number: d.number,
      revision: d.revision + 1,
      invoices: d.invoices,
      version: 0,
    });
    return written(req, copy, 'bill.corrected');
  });
  const review = (to: BillState) => (req: RecordedRequest) => {
    const d = find(req.body.id);
    if (!d || d.state === 'draft') return refusal(req, 404, 'bill.notFound');
    if (opts.writeFails === 409 || Number(req.body.version) !== d.version)
      return refusal(req, 409, 'bill.stale');
    if (d.state !== 'pendingReview') return refusal(req, 409, 'bill.moveNotAllowed');
    const reason = to === 'notApproved' ? String(req.body.reason ?? '').trim() : '';
    if (to === 'notApproved' && !reason) return refusal(req, 400, 'bill.reasonRequired');
    return written(
      req,
      { ...d, state: to, rejectReason: reason, feedbackDate: new Date().toISOString() },
      to === 'approved' ? 'bill.approved' : 'bill.refused',
    );
  };
  let tolerance: { quantityPct: number; pricePct: number; version: number } = {
    ...DEFAULT_BILL_TOLERANCE,
    version: 0,
  };
  api.on(billsApi.getBillTolerance, () => [200, ok(tolerance)]);
  api.on(billsApi.setBillTolerance, (req) => {
    if (opts.writeFails === 409 || Number(req.body.version) !== tolerance.version)
      return refusal(req, 409, 'bill.toleranceStale');
    tolerance = {
      quantityPct: Number(req.body.quantityPct),
      pricePct: Number(req.body.pricePct),
      version: tolerance.version + 1,
    };
    return answered(req, 'bill.toleranceSaved', tolerance);
  });
  api.on(billsApi.approveBill, review('approved'));
  api.on(billsApi.refuseBill, review('notApproved'));
  return { bills: () => bills };
}
