// How a stored bill reads in an answer: the row of a list and the detail with each line's match
// (computed from the price and quantity the line was matched against and the bill's tolerances).
import {
  billActions,
  matchLine,
  roundMoney,
  type BillDetail,
  type BillRow,
  type BillSide,
  type Language,
} from '@portal/contract';
import type { Db } from '../../core/db.ts';
import {
  billLinesOf,
  eventsOf,
  invoicesOf,
  repairNow,
  versionsOf,
  type BillListRecord,
  type BillRecord,
} from './queries.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function billRow(r: BillListRecord, lang: Language): BillRow {
  return {
    id: r.id,
    number: r.number,
    revision: r.revision,
    kind: r.kind,
    state: r.state,
    contractId: r.contract_id,
    contractNumber: r.contract_number ?? '',
    // The reader's language; the Chinese name where the supplier has no English one.
    supplierName: lang === 'en' && r.supplier_name_en ? r.supplier_name_en : r.supplier_name,
    currency: r.currency,
    amount: Number(r.amount),
    invoiceCount: r.invoice_count,
    flaggedLines: r.flagged_lines,
    superseded: r.superseded,
    submittedAt: iso(r.submitted_at),
    feedbackDate: iso(r.feedback_at),
    rejectReason: r.reject_reason,
    version: r.version,
    updatedAt: r.updated_at.toISOString(),
  };
}

export async function billDetail(
  db: Db,
  r: BillRecord,
  side: BillSide,
  lang: Language,
): Promise<BillDetail> {
  const [lines, invoices, events, versions, repair] = await Promise.all([
    billLinesOf(db, r.id),
    invoicesOf(db, r.id),
    eventsOf(db, r.id),
    versionsOf(db, r.supplier_id, r.number),
    r.kind === 'repair' && r.contract_id ? repairNow(db, r.contract_id) : undefined,
  ]);
  const tolerance = {
    quantityPct: Number(r.tolerance_quantity_pct),
    pricePct: Number(r.tolerance_price_pct),
  };
  const invoiceAmount = roundMoney(invoices.reduce((sum, i) => sum + Number(i.amount), 0));
  const invoiceTotal = roundMoney(invoices.reduce((sum, i) => sum + Number(i.total), 0));
  return {
    ...billRow(r, lang),
    remarks: r.remarks,
    freight:
      r.kind === 'freight' && r.transport_mode
        ? {
            transportMode: r.transport_mode,
            route: r.route,
            weightKg: Number(r.weight_kg ?? 0),
            volumeM3: Number(r.volume_m3 ?? 0),
            charges: Number(r.charges ?? 0),
          }
        : null,
    repair: repair
      ? {
          serialNumber: repair.serial_number ?? '',
          status: repair.status,
          quotedAmount: Number(repair.total_amount),
          approvedCosts: Number(repair.approved_costs ?? 0),
        }
      : null,
    lines: lines.map((l) => {
      const quantity = Number(l.quantity);
      const unitPrice = Number(l.unit_price);
      const contractPrice = Number(l.contract_price);
      const billableQuantity = Number(l.billable_quantity);
      return {
        source: l.source,
        lineNo: l.line_no,
        // A repair line names its repair contract, a freight line its transport order.
        partNumber:
          l.source === 'repair'
            ? (l.line_contract_number ?? '')
            : l.source === 'transportOrder'
              ? (l.order_number ?? '')
              : (l.part_number ?? ''),
        description:
          l.source === 'repair'
            ? (l.contract_title ?? '')
            : l.source === 'transportOrder'
              ? r.route
              : (l.description ?? ''),
        unit: l.unit ?? '',
        quantity,
        unitPrice,
        amount: Number(l.amount),
        contractPrice,
        billableQuantity,
        match: matchLine(
          { quantity, unitPrice },
          { unitPrice: contractPrice, billableQuantity },
          tolerance,
        ),
      };
    }),
    invoices: invoices.map((i) => ({
      id: i.id,
      kind: i.kind,
      number: i.number,
      code: i.code,
      date: i.date,
      currency: i.currency,
      amount: Number(i.amount),
      taxRate: i.tax_rate,
      taxAmount: Number(i.tax_amount),
      total: Number(i.total),
      file:
        i.file_id && i.file_name
          ? {
              id: i.file_id,
              name: i.file_name,
              size: Number(i.file_size),
              uploadedAt: (i.file_at ?? i.created_at).toISOString(),
            }
          : null,
    })),
    invoiceAmount,
    invoiceTotal,
    tolerance,
    actions: billActions(r.state, side, r.superseded),
    // The buyer does not see the supplier's draft of a correction.
    versions: versions
      .filter((v) => side === 'supplier' || v.state !== 'draft')
      .map((v) => ({
        id: v.id,
        revision: v.revision,
        state: v.state,
        rejectReason: v.reject_reason,
        feedbackDate: iso(v.feedback_at),
      })),
    history: events.map((e) => ({
      action: e.action,
      remarks: e.remarks,
      byName: e.by_name,
      at: e.at.toISOString(),
    })),
  };
}
