import { describe, expect, it } from 'vitest';
import { serverErrorsByRow } from './row-errors';

const sent = [{ id: 'a' }, { id: 'b' }];

describe('serverErrorsByRow', () => {
  it("files each line's message under its own key, not its position", () => {
    const byRow = serverErrorsByRow(
      { 'lines.1.unitPrice': 'Too high', 'lines.0.fees.2.amount': 'Required' },
      sent,
      { list: 'lines', rowKey: (row) => row.id },
    );
    expect(byRow).toEqual({ b: { unitPrice: 'Too high' }, a: { 'fees.2.amount': 'Required' } });
  });

  it("keeps the record's own fields, a bare list key and an unknown position under ''", () => {
    const byRow = serverErrorsByRow(
      {
        remarks: 'Too long',
        lines: 'At least one',
        'lines.7.unitPrice': 'Gone',
        'lines.x.y': 'Odd',
      },
      sent,
      { list: 'lines', rowKey: (row) => row.id },
    );
    expect(byRow).toEqual({
      '': {
        remarks: 'Too long',
        lines: 'At least one',
        'lines.7.unitPrice': 'Gone',
        'lines.x.y': 'Odd',
      },
    });
  });

  it("hands the path's segments, positions as numbers, to the screen's own naming", () => {
    const byRow = serverErrorsByRow({ 'lines.0.fees.2.amount': 'Required' }, sent, {
      list: 'lines',
      rowKey: (row) => row.id,
      path: (row, segments) => `${row.id}:${segments.map((s) => typeof s).join(',')}`,
    });
    expect(byRow).toEqual({ a: { 'a:string,number,string': 'Required' } });
  });
});
