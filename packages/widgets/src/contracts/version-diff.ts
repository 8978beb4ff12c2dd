// What changed between two versions of a contract, line by line (matched by line number): the unit
// price, the quantity, the deliveries, and lines added or removed. Plain functions, so the page
// that compares the ordered lines with the supplier's answer and a buyer's page comparing two
// issued versions share one notion of "changed".
import type { LineAnswerInput } from '@portal/contract';

export interface Delivery {
  quantity: number;
  date: string;
}

/** A line as two versions are compared on it. */
export interface CompareLine {
  lineNo: number;
  materialNumber: string;
  description: string;
  quantity: number;
  unitPrice: number;
  /** The requested date, YYYY-MM-DD: the whole quantity then when `deliveries` is empty. */
  deliveryDate: string;
  deliveries: readonly Delivery[];
}

export type DiffStatus = 'same' | 'changed' | 'added' | 'removed';
export type DiffField = 'unitPrice' | 'quantity' | 'deliveries';

export interface LineDiff {
  lineNo: number;
  before?: CompareLine;
  after?: CompareLine;
  status: DiffStatus;
  /** The fields that differ, for a line in both versions. */
  changed: DiffField[];
}

/** When the line's quantity arrives: its deliveries, or all of it on the requested date. */
export function scheduleOf(line: CompareLine): Delivery[] {
  return line.deliveries.length
    ? [...line.deliveries].sort((a, b) => a.date.localeCompare(b.date))
    : [{ quantity: line.quantity, date: line.deliveryDate }];
}

const sameSchedule = (a: Delivery[], b: Delivery[]) =>
  a.length === b.length &&
  a.every((d, i) => d.quantity === b[i]!.quantity && d.date === b[i]!.date);

/** The lines of both versions in line-number order, each with what changed. */
export function diffContractLines(
  before: readonly CompareLine[],
  after: readonly CompareLine[],
): LineDiff[] {
  const old = new Map(before.map((l) => [l.lineNo, l]));
  const now = new Map(after.map((l) => [l.lineNo, l]));
  const numbers = [...new Set([...old.keys(), ...now.keys()])].sort((a, b) => a - b);
  return numbers.map((lineNo) => {
    const b = old.get(lineNo);
    const a = now.get(lineNo);
    if (!b) return { lineNo, after: a, status: 'added', changed: [] };
    if (!a) return { lineNo, before: b, status: 'removed', changed: [] };
    const changed: DiffField[] = [];
    if (a.unitPrice !== b.unitPrice) changed.push('unitPrice');
    if (a.quantity !== b.quantity) changed.push('quantity');
    if (!sameSchedule(scheduleOf(a), scheduleOf(b))) changed.push('deliveries');
    return { lineNo, before: b, after: a, status: changed.length ? 'changed' : 'same', changed };
  });
}

/**
 * The lines as an answer leaves them (the supplier's version when it changes something): rejected
 * lines gone, amended ones on their new terms, the others as ordered. Lines without an answer stay
 * as ordered.
 */
export function linesAfterAnswer<L extends CompareLine & { id: string }>(
  lines: readonly L[],
  answers: readonly LineAnswerInput[],
): CompareLine[] {
  const byLine = new Map(answers.map((a) => [a.lineId, a]));
  return lines.flatMap((line): CompareLine[] => {
    const a = byLine.get(line.id);
    if (a?.answer === 'reject') return [];
    if (a?.answer !== 'amend') return [line];
    return [
      {
        ...line,
        unitPrice: a.unitPrice ?? line.unitPrice,
        quantity: a.quantity ?? line.quantity,
        deliveries: a.deliveries,
      },
    ];
  });
}
