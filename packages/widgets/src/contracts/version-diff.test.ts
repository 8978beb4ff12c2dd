import { describe, expect, it } from 'vitest';
import { diffContractLines, linesAfterAnswer, type CompareLine } from './version-diff';

const line = (lineNo: number, extra: Partial<CompareLine> = {}) => ({
  id: `l-${lineNo}`,
  lineNo,
  materialNumber: `M-${lineNo}`,
  description: '',
  quantity: 10,
  unitPrice: 5,
  deliveryDate: '2026-12-10',
  deliveries: [],
  ...extra,
});

describe('diffContractLines', () => {
  it('names the changed fields, and lines added and removed', () => {
    const diff = diffContractLines(
      [line(10), line(20), line(30)],
      [
        line(10),
        line(20, { unitPrice: 4.5, deliveries: [{ quantity: 10, date: '2026-12-20' }] }),
        line(40),
      ],
    );
    expect(diff.map((d) => [d.lineNo, d.status, d.changed])).toEqual([
      [10, 'same', []],
      [20, 'changed', ['unitPrice', 'deliveries']],
      [30, 'removed', []],
      [40, 'added', []],
    ]);
  });

  it('takes one delivery on the requested date as no change of schedule', () => {
    const [d] = diffContractLines(
      [line(10)],
      [line(10, { deliveries: [{ quantity: 10, date: '2026-12-10' }] })],
    );
    expect(d!.status).toBe('same');
  });
});

describe('linesAfterAnswer', () => {
  it('drops rejected lines and puts amended ones on their new terms', () => {
    const after = linesAfterAnswer(
      [line(10), line(20), line(30)],
      [
        { lineId: 'l-10', answer: 'confirm' },
        {
          lineId: 'l-20',
          answer: 'amend',
          reason: 'stock',
          quantity: 8,
          deliveries: [
            { quantity: 5, date: '2026-12-10' },
            { quantity: 3, date: '2027-01-10' },
          ],
        },
        { lineId: 'l-30', answer: 'reject', reason: 'obsolete' },
      ],
    );
    expect(after.map((l) => [l.lineNo, l.quantity, l.deliveries.length])).toEqual([
      [10, 10, 0],
      [20, 8, 2],
    ]);
  });
});
