// Writing a goods bill's lines: each is a line of the bill's contract (current version, not
// rejected) of which something was delivered; it is matched against the contract's unit price and
// what was delivered and not billed by the supplier's other live bills. A difference beyond the
// tolerance is flagged for the reviewer, not refused (docs/decisions/2026-11-28-bills.md).
import { lineAmount, matchLine, roundMoney, type BillTolerance } from '@portal/contract';
import type { Db } from '../../core/db.ts';
import { ApiError } from '../../http/api-error.ts';
import { billedQuantities, contractLines, deliveredQuantities } from './queries.ts';

export interface BillLineInput {
  lineNo: number;
  quantity: number;
  unitPrice: number;
}

export interface WrittenLines {
  amount: number;
  flaggedLines: number;
}

/** Replaces the bill's lines; answers the bill's amount and how many lines are flagged. */
export async function writeGoodsLines(
  trx: Db,
  bill: { id: string; contractId: string; contractVersion: number },
  lines: readonly BillLineInput[],
  tolerance: BillTolerance,
): Promise<WrittenLines> {
  const [contract, delivered, billed] = await Promise.all([
    contractLines(trx, bill.contractId, bill.contractVersion),
    deliveredQuantities(trx, bill.contractId),
    billedQuantities(trx, bill.contractId, bill.id),
  ]);
  const price = new Map(contract.map((l) => [l.line_no, Number(l.unit_price)]));
  let amount = 0;
  let flaggedLines = 0;
  const rows = lines.map((line, position) => {
    const field = `lines.${position}`;
    const contractPrice = price.get(line.lineNo);
    if (contractPrice === undefined) {
      throw new ApiError(400, 'bill.lineUnknown', {
        params: { lineNo: line.lineNo },
        fields: { [`${field}.lineNo`]: 'bill.lineNotInContract' },
      });
    }
    const done = delivered.get(line.lineNo) ?? 0;
    if (done === 0) {
      throw new ApiError(409, 'bill.notDelivered', {
        params: { lineNo: line.lineNo },
        fields: { [`${field}.lineNo`]: 'bill.nothingDelivered' },
      });
    }
    const billableQuantity = Math.max(0, done - (billed.get(line.lineNo) ?? 0));
    const match = matchLine(line, { unitPrice: contractPrice, billableQuantity }, tolerance);
    if (match.flags.length) flaggedLines += 1;
    const lineTotal = lineAmount(line.quantity, line.unitPrice);
    amount += lineTotal;
    return {
      bill_id: bill.id,
      position,
      source: 'contractLine' as const,
      contract_id: bill.contractId,
      line_no: line.lineNo,
      transport_order_id: null,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      amount: lineTotal,
      contract_price: contractPrice,
      billable_quantity: billableQuantity,
    };
  });
  await trx.deleteFrom('bill_lines').where('bill_id', '=', bill.id).execute();
  await trx.insertInto('bill_lines').values(rows).execute();
  return { amount: roundMoney(amount), flaggedLines };
}

/** The repair or transport order a repair or freight bill bills, and the amount it is matched with. */
export interface SubjectLine {
  source: 'repair' | 'transportOrder';
  contractId: string | null;
  transportOrderId: string | null;
  /** Repair: quoted amount + approved added costs; freight: the awarded price. */
  reference: number;
}

/**
 * Replaces a repair or freight bill's one line: quantity 1 at the billed amount, matched against
 * the reference price (the quantity always matches: a repair or an order is billed whole).
 */
export async function writeSubjectLine(
  trx: Db,
  billId: string,
  subject: SubjectLine,
  amount: number,
  tolerance: BillTolerance,
): Promise<WrittenLines> {
  const match = matchLine(
    { quantity: 1, unitPrice: amount },
    { unitPrice: subject.reference, billableQuantity: 1 },
    tolerance,
  );
  await trx.deleteFrom('bill_lines').where('bill_id', '=', billId).execute();
  await trx
    .insertInto('bill_lines')
    .values({
      bill_id: billId,
      position: 0,
      source: subject.source,
      contract_id: subject.contractId,
      line_no: null,
      transport_order_id: subject.transportOrderId,
      quantity: 1,
      unit_price: amount,
      amount: roundMoney(amount),
      contract_price: subject.reference,
      billable_quantity: 1,
    })
    .execute();
  return { amount: roundMoney(amount), flaggedLines: match.flags.length ? 1 : 0 };
}
