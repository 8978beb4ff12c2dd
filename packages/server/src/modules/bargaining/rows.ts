// A round between its database row and the contract's bargaining row.
import type { BargainingRow, Currency, Language } from '@portal/contract';
import { shownStatus, type RoundListRow } from './queries.ts';

export function toBargainingRow(r: RoundListRow, now: Date): BargainingRow {
  return {
    id: r.id,
    inquiryId: r.inquiry_id,
    inquiryNumber: r.inquiry_number,
    quoteLineId: r.quote_line_id,
    itemNo: r.item_no,
    partNumber: r.material_number,
    description: r.description,
    price: Number(r.target_price),
    lastPrice: Number(r.last_price),
    currency: r.currency as Currency,
    count: r.round_no,
    deadline: r.deadline.toISOString(),
    user: r.opened_by_name ?? '',
    status: shownStatus(r.status, r.deadline, now),
    remarks: r.remarks,
    answerPrice: r.answer_price === null ? null : Number(r.answer_price),
    answerRemarks: r.answer_remarks,
    answeredAt: r.answered_at ? r.answered_at.toISOString() : null,
    version: r.version,
  };
}

/** The buyer's row names the supplier, in the reader's language. */
export function toBuyerBargainingRow(r: RoundListRow, now: Date, lang: Language) {
  return {
    ...toBargainingRow(r, now),
    supplierName: lang === 'zh' ? r.company_name : r.company_name_en,
  };
}
