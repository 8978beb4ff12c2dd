// The repair contracts an award issues (issue 14, docs/decisions/2026-11-27-repair-quote-award.md):
// one per quoted unit, since a repair order is per serial number and a contract holds one. Their
// numbers, and each contract as the contracts module's `issueNewContract` takes it.
import { CONTRACT_NUMBER_MAX } from '@portal/contract';
import type { Currency, RepairQuoteLine, RepairUnit } from '@portal/contract';
import type { Actor } from '../../core/actor.ts';
import { businessDateAfter } from '../../core/business-time.ts';
import type { NewIssuedContract } from '../contracts/index.ts';
import type { UnitRow } from './buyer-queries.ts';

/**
 * The numbers of an award's repair contracts, one per quoted unit, after the inquiry: `R-<inquiry
 * number>` when one unit is awarded, `R-<inquiry number>-<item no.>` for each of several. Item
 * numbers are unique in an inquiry and an inquiry is awarded once, so the portal never makes one
 * twice; a number the ERP issued by hand refuses the award (decision record).
 */
export function repairContractNumbers(inquiryNumber: string, itemNos: number[]): string[] {
  if (itemNos.length === 1) return [repairContractNumber(inquiryNumber, '')];
  return itemNos.map((itemNo) => repairContractNumber(inquiryNumber, `-${itemNo}`));
}

/**
 * `R-<inquiry number><suffix>` within the ERP's 40 characters (its contract numbers' limit, the
 * same as `erpContractInput`). An inquiry number may itself be 40 long, so a longer result keeps the
 * inquiry number's end, where its sequence is; a clash that cutting makes is a taken number and
 * refuses the award like any other.
 */
function repairContractNumber(inquiryNumber: string, suffix: string): string {
  const room = CONTRACT_NUMBER_MAX - 2 - suffix.length;
  return `R-${inquiryNumber.length > room ? inquiryNumber.slice(-room) : inquiryNumber}${suffix}`;
}

/** A unit's repair data as the contract states it; null for an item without a unit. */
export function repairUnitOf(u: UnitRow): RepairUnit | null {
  if (u.serial_number === null) return null;
  return {
    serialNumber: u.serial_number,
    reportedFault: u.reported_fault ?? '',
    aircraftRegistration: u.aircraft_registration ?? '',
    tsn: u.tsn === null ? null : Number(u.tsn),
    csn: u.csn,
    tso: u.tso === null ? null : Number(u.tso),
    cso: u.cso,
    requiredReturnDate: u.required_return_date,
  };
}

/** A quoted unit of the winning quote: its line, its estimate (line currency) and its unit. */
export interface QuotedUnit {
  line: RepairQuoteLine;
  unit: UnitRow;
  estimate: number;
}

/**
 * The repair contract of one awarded unit: in the line's own currency, one line at the estimate due
 * back the quoted turnaround after the award, and the unit's repair order (serial, fault, aircraft,
 * TSN/CSN/TSO/CSO, required return date, turnaround) for repair progress.
 */
export function unitContract(
  { line, unit, estimate }: QuotedUnit,
  head: {
    contractNumber: string;
    supplierId: string;
    inquiryId: string;
    title: string;
    remark: string;
    actor: Actor;
    at: Date;
  },
): NewIssuedContract {
  const repair = repairUnitOf(unit);
  const serial = unit.serial_number ? ` S/N ${unit.serial_number}` : '';
  return {
    contractNumber: head.contractNumber,
    kind: 'repair',
    supplierId: head.supplierId,
    inquiryId: head.inquiryId,
    title: head.title,
    currency: line.currency as Currency,
    buyerContact: head.actor.name,
    invoice: { title: '', taxId: '', bank: '', account: '', address: '', phone: '' },
    remark: head.remark,
    lines: [
      {
        lineNo: 10,
        materialNumber: unit.material_number,
        partNumber: unit.mpn.slice(0, 40),
        description: `${unit.description}${serial}`.slice(0, 200),
        quantity: Number(unit.quantity),
        unit: unit.unit as NewIssuedContract['lines'][number]['unit'],
        unitPrice: estimate,
        // The unit is due back its quoted turnaround after the award.
        deliveryDate: businessDateAfter(head.at, line.turnaroundDays ?? 0),
      },
    ],
    ...(repair
      ? {
          repair: {
            serialNumber: repair.serialNumber,
            reportedFault: repair.reportedFault,
            aircraftRegistration: repair.aircraftRegistration,
            ...(repair.tsn === null ? {} : { tsn: repair.tsn }),
            ...(repair.csn === null ? {} : { csn: repair.csn }),
            ...(repair.tso === null ? {} : { tso: repair.tso }),
            ...(repair.cso === null ? {} : { cso: repair.cso }),
            ...(repair.requiredReturnDate === null
              ? {}
              : { requiredReturnDate: repair.requiredReturnDate }),
            ...(line.turnaroundDays === undefined ? {} : { turnaroundDays: line.turnaroundDays }),
          },
        }
      : {}),
    issuedBy: 'buyer',
    issuedByName: head.actor.name || head.actor.account,
    at: head.at,
  };
}
