// The bulk-answer template: the caller's open rounds, one per row, with the round id as the row's
// key, what the round is about as hints, and two columns to fill: the price and remarks. Reading
// applies each row on its own (one row failing does not stop the others): a price equal to the
// target accepts it, any other price answers with it, an empty price leaves the round alone.
import { AMOUNT_MAX, formatMessage, type Language, type MessageKey } from '@portal/contract';
import { ApiError } from '../../http/api-error.ts';
import type { Actor } from '../../core/actor.ts';
import type { SheetColumn, SheetError, SheetRow, SheetValue } from '../spreadsheet/columns.ts';
import type { RoundListRow } from './repository.ts';
import type { BargainingService } from './service.ts';

const column = (
  key: string,
  labelKey: MessageKey,
  kind: SheetColumn['kind'],
  width: number,
  readOnly = true,
): SheetColumn => ({ key, label: (lang) => formatMessage(lang, labelKey), kind, width, readOnly });

export const BARGAINING_COLUMNS: SheetColumn[] = [
  column('roundId', 'sheet.roundId', 'text', 38),
  column('inquiryNumber', 'sheet.inquiryNumber', 'text', 16),
  column('itemNo', 'sheet.itemNo', 'number', 8),
  column('partNumber', 'sheet.materialNumber', 'text', 18),
  column('description', 'sheet.description', 'text', 28),
  column('round', 'sheet.round', 'number', 8),
  column('currency', 'sheet.currency', 'text', 10),
  column('lastPrice', 'sheet.lastPrice', 'number', 14),
  column('targetPrice', 'sheet.targetPrice', 'number', 14),
  column('deadline', 'sheet.deadline', 'text', 20),
  column('buyerRemarks', 'sheet.buyerRemarks', 'text', 24),
  column('answerPrice', 'sheet.answerPrice', 'number', 22, false),
  column('answerRemarks', 'sheet.answerRemarks', 'text', 30, false),
];

/** The business time zone (UTC+8) the buyer's deadlines are set in, written out as such. */
function deadlineText(at: Date): string {
  const local = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)} (UTC+8)`;
}

export function bargainingTemplateRows(
  rounds: readonly RoundListRow[],
): Record<string, SheetValue | undefined>[] {
  return rounds.map((r) => ({
    roundId: r.id,
    inquiryNumber: r.inquiry_number,
    itemNo: r.item_no,
    partNumber: r.material_number,
    description: r.description,
    round: r.round_no,
    currency: r.currency,
    lastPrice: Number(r.last_price),
    targetPrice: Number(r.target_price),
    deadline: deadlineText(r.deadline),
    buyerRemarks: r.remarks,
  }));
}

function validPrice(value: number): boolean {
  return (
    value > 0 && value <= AMOUNT_MAX && Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6
  );
}

/** Which column an answer's failure belongs to. */
const ERROR_COLUMN: Partial<Record<MessageKey, string>> = {
  'bargaining.priceRequired': 'answerPrice',
  'quote.amountRange': 'answerPrice',
};

export async function answerFromSheet(
  service: BargainingService,
  actor: Actor,
  rows: readonly SheetRow[],
  cellErrors: readonly SheetError[],
): Promise<{ applied: number; errors: SheetError[]; rowsRead: number }> {
  const failedRows = new Set(cellErrors.map((e) => e.row));
  const errors: SheetError[] = [...cellErrors];
  const seen = new Set<string>();
  let applied = 0;
  let rowsRead = 0;
  for (const { row, values } of rows) {
    const { roundId, answerPrice, answerRemarks } = values;
    const remarks = typeof answerRemarks === 'string' ? answerRemarks.slice(0, 500) : '';
    const answered =
      answerPrice !== undefined || answerRemarks !== undefined || failedRows.has(row);
    if (!answered) continue;
    rowsRead += 1;
    if (failedRows.has(row)) continue;
    const fail = (message: MessageKey) =>
      errors.push({ row, column: ERROR_COLUMN[message] ?? 'roundId', message });
    if (typeof roundId !== 'string' || roundId === '' || roundId.length > 64) {
      fail('bargaining.notFound');
      continue;
    }
    if (seen.has(roundId)) {
      fail('batch.duplicateRow');
      continue;
    }
    seen.add(roundId);
    if (typeof answerPrice !== 'number') {
      fail('bargaining.priceRequired');
      continue;
    }
    if (!validPrice(answerPrice)) {
      fail('quote.amountRange');
      continue;
    }
    try {
      await service.move(actor, roundId, null, { kind: 'price', price: answerPrice }, remarks);
      applied += 1;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      fail(error.key);
    }
  }
  return { applied, errors, rowsRead };
}

export function bargainingSheetName(lang: Language): string {
  return formatMessage(lang, 'sheet.name.bargaining');
}
