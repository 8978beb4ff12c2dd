import { describe, expect, it } from 'vitest';
import { REPAIR_STATUSES, REPAIR_STATUS_SIDE, type RepairStatus } from './constants.ts';
import {
  REPAIR_TRANSITIONS,
  nextRepairStatuses,
  repairFinished,
  repairMoveAllowed,
  repairPhaseAfter,
  repairTurnaround,
  type RepairPhase,
} from './repair-state.ts';

describe('repair state machine', () => {
  it('reaches every status from "to be updated" and ends only at "bill to be updated"', () => {
    const seen = new Set<string>();
    const queue: [RepairStatus, RepairPhase][] = [['toBeUpdated', 'workshop']];
    while (queue.length) {
      const [s, p] = queue.shift()!;
      const key = `${s}/${p}`;
      if (seen.has(key)) continue;
      seen.add(key);
      for (const to of nextRepairStatuses(s, p)) queue.push([to, repairPhaseAfter(p, to)]);
    }
    const statuses = new Set([...seen].map((k) => k.split('/')[0]));
    expect([...statuses].sort()).toEqual([...REPAIR_STATUSES].sort());
    const ends = [...seen].filter((k) => {
      const [s, p] = k.split('/') as [RepairStatus, RepairPhase];
      return repairFinished(s, p);
    });
    expect(ends).toEqual(['billToBeUpdated/returned']);
  });

  it('lets each side set only its own statuses', () => {
    expect(repairMoveAllowed('toBeUpdated', 'workshop', 'justReceived', 'supplier')).toBe(true);
    expect(repairMoveAllowed('toBeUpdated', 'workshop', 'justReceived', 'buyer')).toBe(false);
    expect(repairMoveAllowed('quotationToBeApproved', 'workshop', 'agreeToPay', 'buyer')).toBe(
      true,
    );
    expect(repairMoveAllowed('quotationToBeApproved', 'workshop', 'agreeToPay', 'supplier')).toBe(
      false,
    );
    expect(nextRepairStatuses('quotationToBeApproved', 'workshop', 'supplier')).toEqual([]);
    for (const phase of ['workshop', 'returned'] as const) {
      for (const [from, tos] of Object.entries(REPAIR_TRANSITIONS[phase])) {
        for (const to of tos) {
          const other = REPAIR_STATUS_SIDE[to] === 'buyer' ? 'supplier' : 'buyer';
          expect(repairMoveAllowed(from as RepairStatus, phase, to, other)).toBe(false);
        }
      }
    }
  });

  it('refuses skipping the final test and reading a decision of the workshop after shipment', () => {
    expect(repairMoveAllowed('endOfRepair', 'workshop', 'shipped', 'supplier')).toBe(false);
    expect(repairMoveAllowed('underRepair', 'workshop', 'shipped', 'supplier')).toBe(false);
    // After the quotation is approved the shop repairs; after shipment the job is completed.
    expect(nextRepairStatuses('agreeToPay', 'workshop', 'supplier')).toEqual([
      'underRepair',
      'waitingForSpareParts',
    ]);
    expect(nextRepairStatuses('agreeToPay', 'returned', 'supplier')).toEqual([
      'contractorCompleted',
    ]);
    expect(repairPhaseAfter('workshop', 'shipped')).toBe('returned');
    expect(repairPhaseAfter('returned', 'justReceived')).toBe('workshop');
  });
});

describe('repair turnaround', () => {
  const updates = [
    { status: 'toBeUpdated' as const, date: '2026-10-01' },
    { status: 'justReceived' as const, date: '2026-10-05' },
    { status: 'troubleshooting' as const, date: '2026-10-07' },
    { status: 'prepareQuotation' as const, date: '2026-10-10' },
    { status: 'quotationToBeApproved' as const, date: '2026-10-11' },
    { status: 'agreeToPay' as const, date: '2026-10-16' },
    { status: 'underRepair' as const, date: '2026-10-17' },
  ];

  it('counts days per stage and stops the clock while the buyer decides', () => {
    const t = repairTurnaround(updates, '2026-10-25', { turnaroundDays: 30 });
    expect(t.stages.map((s) => s.days)).toEqual([4, 2, 3, 1, 5, 1, 8]);
    expect(t.totalDays).toBe(20);
    expect(t.turnaroundDays).toBe(15);
    expect(t.daysInStage).toBe(8);
    expect(t.overdue).toBe(false);
  });

  it('flags a repair past its quoted turnaround or its required return date while at the shop', () => {
    expect(repairTurnaround(updates, '2026-11-25', { turnaroundDays: 30 }).overdue).toBe(true);
    expect(
      repairTurnaround(updates, '2026-10-25', { requiredReturnDate: '2026-10-20' }).overdue,
    ).toBe(true);
    expect(repairTurnaround(updates, '2026-10-25', {}).overdue).toBe(false);
  });

  it('stops at the shipment and is never overdue after it', () => {
    const shipped = [...updates, { status: 'shipped' as const, date: '2026-11-01' }];
    const t = repairTurnaround(shipped, '2026-12-30', { turnaroundDays: 10 });
    expect(t.totalDays).toBe(27);
    expect(t.turnaroundDays).toBe(22);
    expect(t.overdue).toBe(false);
  });

  it('has no total before the unit is received', () => {
    const t = repairTurnaround(updates.slice(0, 1), '2026-10-03', { turnaroundDays: 1 });
    expect(t).toMatchObject({
      totalDays: null,
      turnaroundDays: null,
      daysInStage: 2,
      overdue: false,
    });
  });
});
