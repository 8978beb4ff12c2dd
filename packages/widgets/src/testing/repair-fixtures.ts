// Fixture repairs and a stateful mock of the repair progress calls (both sides) for the
// sp-repair-progress stories and tests: the list filters by status, overdue and search like the
// server; update moves a repair only along the state machine for the caller's side, at the loaded
// version; addCost and decideCost change the costs; or they refuse as asked (409, frozen 403).
import {
  nextRepairStatuses,
  repairPhaseAfter,
  repairProgressApi,
  type RepairDetail,
  type RepairSide,
  type RepairStatus,
} from '@portal/contract';
import type { MockApi, RecordedRequest } from './mock-api';
import { ok, refusal } from './fixtures';

const at = (day: string) => `${day}T08:00:00.000Z`;
const file = (id: string, name: string) => ({ id, name, size: 2048, uploadedAt: at('2026-11-01') });

function repair(n: number, status: RepairStatus, extra: Partial<RepairDetail> = {}): RepairDetail {
  return {
    id: `r-${n}`,
    contractNumber: `RO-2026-${String(n).padStart(4, '0')}`,
    title: ['Hydraulic pump', 'Starter generator', 'Fuel control unit'][n % 3]!,
    supplierName: 'Sky Repair Co.',
    serialNumber: `SN-${7000 + n}`,
    status,
    phase: 'workshop',
    statusDate: '2026-11-20',
    currency: 'USD',
    totalAmount: 12_000,
    approvedCosts: 0,
    pendingCosts: 0,
    version: 3,
    daysInStage: 7,
    totalDays: 20,
    turnaroundDays: 18,
    quotedTurnaroundDays: 30,
    requiredReturnDate: '2026-12-20',
    overdue: false,
    contractAmount: 12_000,
    repair: {
      serialNumber: `SN-${7000 + n}`,
      reportedFault: 'Low output pressure',
      aircraftRegistration: 'B-1234',
      tsn: 12_345,
      csn: 6789,
      tso: 1200,
      cso: 800,
    },
    nextStatuses: [],
    stages: [
      { status: 'justReceived', from: '2026-11-01', to: '2026-11-03', days: 2 },
      { status: 'entryTest', from: '2026-11-03', to: '2026-11-20', days: 17 },
      { status, from: '2026-11-20', to: null, days: 7 },
    ],
    timeline: [
      {
        id: `u-${n}-1`,
        status: 'justReceived',
        side: 'supplier',
        date: '2026-11-01',
        remarks: 'Unit received, box intact',
        attachments: [file('f-photo', 'receipt-photo.jpg')],
        certificate: null,
        byName: '李娜',
        at: at('2026-11-01'),
      },
      {
        id: `u-${n}-2`,
        status: 'entryTest',
        side: 'supplier',
        date: '2026-11-03',
        remarks: '',
        attachments: [],
        certificate: null,
        byName: '李娜',
        at: at('2026-11-03'),
      },
      {
        id: `u-${n}-3`,
        status,
        side: 'supplier',
        date: '2026-11-20',
        remarks: 'Teardown report attached',
        attachments: [file('f-teardown', 'teardown.pdf')],
        certificate: null,
        byName: '李娜',
        at: at('2026-11-20'),
      },
    ],
    costs: [],
    ...extra,
  };
}

export function fixtureRepairs(): RepairDetail[] {
  return [
    repair(1, 'underRepair', {
      costs: [
        {
          id: 'rc-1',
          description: 'Replace bearing',
          amount: 850,
          currency: 'USD',
          reason: 'Found worn during teardown',
          state: 'pending',
          remark: '',
          createdByName: '李娜',
          createdAt: at('2026-11-21'),
          decidedByName: '',
          decidedAt: null,
        },
      ],
      pendingCosts: 1,
    }),
    repair(2, 'waitingForSpareParts', {
      overdue: true,
      turnaroundDays: 41,
      daysInStage: 12,
      requiredReturnDate: '2026-11-15',
    }),
    repair(3, 'factoryTest'),
    repair(4, 'quotationToBeApproved', { turnaroundDays: 10 }),
  ];
}

export interface RepairFixtureOptions {
  repairs?: RepairDetail[];
  /** Every write answers this status with the matching server message (409 stale, 403 frozen). */
  writeFails?: 409 | 403;
  listFails?: number;
}

function rowOf(r: RepairDetail) {
  const {
    repair: _r,
    nextStatuses: _n,
    stages: _s,
    timeline: _t,
    costs: _c,
    contractAmount: _a,
    ...row
  } = r;
  return row;
}

export function repairHandlers(api: MockApi, opts: RepairFixtureOptions = {}): void {
  const repairs = opts.repairs ?? fixtureRepairs();
  const list = (req: RecordedRequest) => {
    if (opts.listFails) return refusal(req, opts.listFails, 'http.server');
    const p = req.params;
    const q = (p.q ?? '').toLowerCase();
    const found = repairs.filter(
      (r) =>
        (!p.status || r.status === p.status) &&
        (!p.overdue || String(r.overdue) === p.overdue) &&
        (!q || `${r.contractNumber} ${r.title} ${r.serialNumber}`.toLowerCase().includes(q)),
    );
    const current = Number(p.current ?? 1);
    const size = Number(p.size ?? 20);
    const records = found.slice((current - 1) * size, current * size).map(rowOf);
    return [200, ok({ records, total: found.length, current, size })] as [number, unknown];
  };
  const detail = (side: RepairSide) => (req: RecordedRequest) => {
    const r = repairs.find((x) => x.id === req.params.id);
    if (!r) return refusal(req, 404, 'repair.notFound');
    return [200, ok({ ...r, nextStatuses: nextRepairStatuses(r.status, r.phase, side) })] as [
      number,
      unknown,
    ];
  };
  const locate = (req: RecordedRequest) => {
    const r = repairs.find((x) => x.id === req.body.id);
    if (!r) return { fail: refusal(req, 404, 'repair.notFound') };
    if (opts.writeFails === 403) return { fail: refusal(req, 403, 'freeze.frozenCommercial') };
    if (opts.writeFails === 409 || Number(req.body.version) !== r.version)
      return { fail: refusal(req, 409, 'repair.stale') };
    return { r };
  };
  const update = (side: RepairSide) => (req: RecordedRequest) => {
    const { r, fail } = locate(req);
    if (!r) return fail!;
    const to = req.body.status as RepairStatus;
    if (!nextRepairStatuses(r.status, r.phase, side).includes(to))
      return refusal(req, 409, 'repair.moveNotAllowed');
    r.timeline.push({
      id: `u-${r.id}-${r.timeline.length + 1}`,
      status: to,
      side,
      date: String(req.body.date),
      remarks: String(req.body.remarks ?? ''),
      attachments: [],
      certificate: null,
      byName: side === 'buyer' ? '王磊' : '李娜',
      at: at(String(req.body.date)),
    });
    r.phase = repairPhaseAfter(r.phase, to);
    r.status = to;
    r.version += 1;
    return [200, ok({ status: r.status, version: r.version })] as [number, unknown];
  };
  api.on(repairProgressApi.listSupplierRepairs, list);
  api.on(repairProgressApi.listBuyerRepairs, list);
  api.on(repairProgressApi.getSupplierRepair, detail('supplier'));
  api.on(repairProgressApi.getBuyerRepair, detail('buyer'));
  api.on(repairProgressApi.updateSupplierRepair, update('supplier'));
  api.on(repairProgressApi.updateBuyerRepair, update('buyer'));
  api.on(repairProgressApi.addRepairCost, (req) => {
    const { r, fail } = locate(req);
    if (!r) return fail!;
    r.costs.push({
      id: `rc-${r.costs.length + 10}`,
      description: String(req.body.description),
      amount: Number(req.body.amount),
      currency: String(req.body.currency),
      reason: String(req.body.reason),
      state: 'pending',
      remark: '',
      createdByName: '李娜',
      createdAt: at('2026-11-27'),
      decidedByName: '',
      decidedAt: null,
    });
    r.version += 1;
    return [200, ok({ status: r.status, version: r.version })];
  });
  api.on(repairProgressApi.decideRepairCost, (req) => {
    const { r, fail } = locate(req);
    if (!r) return fail!;
    const c = r.costs.find((x) => x.id === req.body.costId);
    if (!c) return refusal(req, 404, 'repair.costNotFound');
    if (c.state !== 'pending') return refusal(req, 409, 'repair.costDecided');
    if (req.body.decision === 'refuse' && !String(req.body.remark ?? '').trim())
      return refusal(req, 400, 'repair.remarkRequired');
    c.state = req.body.decision === 'approve' ? 'approved' : 'refused';
    c.remark = String(req.body.remark ?? '');
    r.version += 1;
    return [200, ok({ status: r.status, version: r.version })];
  });
}
