// The supplier's answer as typed, line by line, kept in sessionStorage until it is sent, so a
// failed send or a reload loses nothing (docs/decisions/2026-11-27-contract-screens.md). The draft
// belongs to one version of one contract: a new version starts a new draft.
import {
  orderStateOfLines,
  type ContractLine,
  type LineAnswer,
  type OrderedLine,
} from '@portal/contract';

export type Choice = 'open' | 'confirm' | 'amend' | 'reject';

export interface DeliveryDraft {
  quantity: string;
  date: string;
}

export interface LineDraft {
  answer: Choice;
  reason: string;
  unitPrice: string;
  quantity: string;
  deliveries: DeliveryDraft[];
}

/** By line id. */
export type AnswerDraft = Record<string, LineDraft>;

const KEY = 'sp-contract-answer:';
const draftKey = (id: string, version: number) => `${KEY}${id}:${version}`;

/** A line not answered yet: the amendment fields start from what was ordered. */
export function freshLine(line: ContractLine): LineDraft {
  return {
    answer: 'open',
    reason: '',
    unitPrice: String(line.unitPrice),
    quantity: String(line.quantity),
    deliveries: [{ quantity: String(line.quantity), date: line.deliveryDate }],
  };
}

export function readDraft(
  id: string,
  version: number,
  lines: readonly ContractLine[],
): AnswerDraft {
  let kept: AnswerDraft = {};
  try {
    kept = JSON.parse(sessionStorage.getItem(draftKey(id, version)) ?? '{}') as AnswerDraft;
  } catch {
    // A draft that does not parse is no draft.
  }
  return Object.fromEntries(lines.map((l) => [l.id, kept[l.id] ?? freshLine(l)]));
}

export function writeDraft(id: string, version: number, draft: AnswerDraft): void {
  try {
    sessionStorage.setItem(draftKey(id, version), JSON.stringify(draft));
  } catch {
    // Storage full or off: the draft lives on in the page only.
  }
}

export function clearDraft(id: string, version: number): void {
  sessionStorage.removeItem(draftKey(id, version));
}

export function isTouched(lines: readonly ContractLine[], draft: AnswerDraft): boolean {
  return lines.some((l) => JSON.stringify(draft[l.id]) !== JSON.stringify(freshLine(l)));
}

const STORED: Record<Choice, LineAnswer> = {
  open: 'open',
  confirm: 'confirmed',
  amend: 'amended',
  reject: 'rejected',
};

/** What the contract becomes when the draft is sent, or null while a line is unanswered. */
export function draftOrderState(lines: readonly ContractLine[], draft: AnswerDraft) {
  return orderStateOfLines(lines.map((l) => STORED[draft[l.id]?.answer ?? 'open']));
}

/** A typed number, NaN when it is none (the rules then say what is wrong). */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/**
 * The call's lines from the draft, unchecked (the rules check them): an amendment's price and
 * quantity only when they differ from the order, its deliveries always.
 */
export function draftToAnswer(lines: readonly ContractLine[], draft: AnswerDraft): unknown[] {
  return lines.map((line) => {
    const d = draft[line.id] ?? freshLine(line);
    if (d.answer === 'confirm' || d.answer === 'open') return { lineId: line.id, answer: d.answer };
    if (d.answer === 'reject') return { lineId: line.id, answer: 'reject', reason: d.reason };
    const unitPrice = num(d.unitPrice);
    const quantity = num(d.quantity);
    return {
      lineId: line.id,
      answer: 'amend',
      reason: d.reason,
      unitPrice: unitPrice === line.unitPrice ? undefined : unitPrice,
      quantity: quantity === line.quantity ? undefined : quantity,
      deliveries: d.deliveries.map((x) => ({ quantity: num(x.quantity), date: x.date })),
    };
  });
}

export const orderedLines = (lines: readonly ContractLine[]): OrderedLine[] =>
  lines.map((l) => ({
    id: l.id,
    unitPrice: l.unitPrice,
    quantity: l.quantity,
    deliveryDate: l.deliveryDate,
  }));

/** The business day as the browser sees it, YYYY-MM-DD (the server checks against its own). */
export function localToday(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}
