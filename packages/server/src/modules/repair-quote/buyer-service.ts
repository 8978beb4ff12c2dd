// The buyer's side of repair quotes (issue 14): a repair inquiry's submitted repair quotes side by
// side, unit by unit, in one currency; and the award of one of them, which closes the inquiry and
// issues a repair contract to that supplier through the contracts module, in one transaction with
// the award's row, the ERP's outbox message and the operation-log line.
// docs/decisions/2026-11-27-repair-quote-award.md says what the contract is made of.
import {
  OPERATION_LOG_TYPES,
  effectiveQuoteState,
  repairQuoteEstimate,
  type Currency,
  type InquiryKind,
  type Language,
  type RepairQuoteComparison,
  type RepairQuoteLine,
  type RepairQuoteOffer,
  type RepairUnit,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import { businessDateAfter } from '../../core/business-time.ts';
import { convert, ratesTo } from '../../core/exchange-rates.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ApiError } from '../../http/api-error.ts';
import { issueNewContract, type NewIssuedContract } from '../contracts/index.ts';
import { enqueue } from '../outbox/index.ts';
import * as q from './buyer-queries.ts';
import { rowToRepairLine } from './lines.ts';
import type { RepairQuoteLineRow, UnitRow } from './buyer-queries.ts';

/** The repair contract an award issues is numbered after its inquiry (decision record). */
export function repairContractNumber(inquiryNumber: string): string {
  return `R-${inquiryNumber}`;
}

/** A stored line as the contract's repair quote line, without the row's id. */
function toRepairQuoteLine(r: RepairQuoteLineRow): RepairQuoteLine {
  const { id: _id, ...line } = rowToRepairLine(r);
  return line;
}

function repairUnitOf(u: UnitRow): RepairUnit | null {
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

/** The line's estimate in its own currency; null when it quotes nothing comparable. */
function estimateOf(line: RepairQuoteLine): number | null {
  if (!line.quoted || !line.currency) return null;
  return repairQuoteEstimate(line);
}

function supplierName(c: { name: string; name_en: string | null }, lang: Language): string {
  return lang === 'en' && c.name_en ? c.name_en : c.name;
}

export class RepairQuoteBuyerService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  async compare(
    inquiryId: string,
    currency: Currency,
    lang: Language,
  ): Promise<RepairQuoteComparison> {
    const now = this.config.now();
    const head = await q.inquiryHead(this.db, inquiryId);
    if (!head) throw new ApiError(404, 'inquiry.notFound');
    if (head.kind !== 'repair') throw new ApiError(409, 'repairQuote.notRepairInquiry');
    const [bidders, units, rows, award] = await Promise.all([
      q.biddersOf(this.db, inquiryId),
      q.unitsOf(this.db, inquiryId),
      q.submittedLines(this.db, inquiryId),
      q.awardOf(this.db, inquiryId),
    ]);

    const offers = rows.map((r) => {
      const line = toRepairQuoteLine(r);
      const estimate = estimateOf(line);
      const convertedEstimate =
        estimate === null ? null : convert(estimate, line.currency as Currency, currency);
      return { bidderId: r.bidder_id, line, estimate, convertedEstimate };
    });
    const count = (state: string) => bidders.filter((b) => b.state === state).length;
    const status = head.status === 'open' && head.bid_end <= now ? 'closed' : head.status;

    return {
      inquiry: {
        id: head.id,
        inquiryNumber: head.inquiry_number,
        kind: head.kind as InquiryKind,
        title: head.title,
        status,
        bidEnd: head.bid_end.toISOString(),
        itemCount: head.item_count,
        bidders: bidders.length,
        submitted: count('submitted'),
        noBid: count('noBid'),
        createdAt: head.created_at.toISOString(),
        version: head.version,
      },
      currency,
      rates: ratesTo(currency),
      suppliers: bidders.map((b) => {
        const own = offers.filter((o) => o.bidderId === b.id && o.convertedEstimate !== null);
        const total = own.reduce((s, o) => s + Math.round((o.convertedEstimate ?? 0) * 10_000), 0);
        return {
          bidderId: b.id,
          supplierId: b.company_id,
          name: supplierName(b, lang),
          state: effectiveQuoteState(b.state, b.bid_end, now),
          quoteNumber: b.quote_number,
          submittedAt: b.submitted_at ? b.submitted_at.toISOString() : null,
          remarks: b.state === 'submitted' ? b.remarks : '',
          totalEstimate: own.length > 0 ? total / 10_000 : null,
        };
      }),
      items: units.map((u) => {
        const mine = offers.filter((o) => o.line.itemId === u.id);
        const priced = mine.flatMap((o) =>
          o.convertedEstimate === null ? [] : [o.convertedEstimate],
        );
        const lowest = priced.length > 0 ? Math.min(...priced) : null;
        const byBidder: Record<string, RepairQuoteOffer> = {};
        for (const o of mine) {
          byBidder[o.bidderId] = {
            ...o.line,
            estimate: o.estimate,
            convertedEstimate: o.convertedEstimate,
            lowest: lowest !== null && o.convertedEstimate === lowest,
          };
        }
        return {
          id: u.id,
          itemNo: u.item_no,
          materialNumber: u.material_number,
          description: u.description,
          quantity: Number(u.quantity),
          repair: repairUnitOf(u),
          offers: byBidder,
        };
      }),
      award: award
        ? {
            bidderId: award.bidder_id,
            supplierName: supplierName(award, lang),
            contractId: award.contract_id,
            contractNumber: award.contract_number,
            at: award.at.toISOString(),
            by: award.by_name,
          }
        : null,
    };
  }

  async award(
    actor: Actor,
    input: { inquiryId: string; bidderId: string; version: number; remark: string },
  ): Promise<{ contractId: string; contractNumber: string }> {
    const now = this.config.now();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const inquiry = await q.lockInquiry(trx, input.inquiryId);
        if (!inquiry) throw new ApiError(404, 'inquiry.notFound');
        if (inquiry.kind !== 'repair') throw new ApiError(409, 'repairQuote.notRepairInquiry');
        if (await q.isAwarded(trx, inquiry.id))
          throw new ApiError(409, 'repairQuote.alreadyAwarded');
        if (inquiry.status === 'cancelled') throw new ApiError(409, 'bargaining.inquiryCancelled');
        if (inquiry.version !== input.version) throw new ApiError(409, 'repairQuote.awardStale');
        const bidder = await q.lockBidder(trx, inquiry.id, input.bidderId);
        if (!bidder) throw new ApiError(404, 'repairQuote.bidderNotFound');
        if (bidder.state !== 'submitted') throw new ApiError(409, 'repairQuote.notSubmitted');
        // A frozen supplier may not be sent a quote's answer (product rules: Freezes), nor a contract.
        if (bidder.commercial_frozen || bidder.quality_frozen)
          throw new ApiError(409, 'repairQuote.supplierFrozen');

        const units = new Map((await q.unitsOf(trx, inquiry.id)).map((u) => [u.id, u]));
        const quoted = (await q.submittedLines(trx, inquiry.id, bidder.id))
          .map((r) => ({ line: toRepairQuoteLine(r), unit: units.get(r.item_id) }))
          .flatMap(({ line, unit }) => {
            const estimate = estimateOf(line);
            return unit && estimate !== null && estimate > 0 ? [{ line, unit, estimate }] : [];
          })
          .sort((a, b) => a.unit.item_no - b.unit.item_no);
        const first = quoted[0];
        // A submitted quote states a price on every quoted line; one without any is no offer.
        if (!first) throw new ApiError(409, 'repairQuote.notSubmitted');

        // One contract, one currency: the first quoted unit's; other lines at the fixed rates.
        const currency = first.line.currency as Currency;
        const contractNumber = repairContractNumber(inquiry.inquiry_number);
        const firstUnit = repairUnitOf(first.unit);
        const contract: NewIssuedContract = {
          contractNumber,
          kind: 'repair',
          supplierId: bidder.company_id,
          inquiryId: inquiry.id,
          title: inquiry.title,
          currency,
          buyerContact: actor.name,
          invoice: { title: '', taxId: '', bank: '', account: '', address: '', phone: '' },
          remark: input.remark,
          lines: quoted.map(({ line, unit, estimate }, index) => {
            const serial = unit.serial_number ? ` S/N ${unit.serial_number}` : '';
            return {
              lineNo: (index + 1) * 10,
              materialNumber: unit.material_number,
              partNumber: unit.mpn.slice(0, 40),
              description: `${unit.description}${serial}`.slice(0, 200),
              quantity: Number(unit.quantity),
              unit: unit.unit as NewIssuedContract['lines'][number]['unit'],
              unitPrice: convert(estimate, line.currency as Currency, currency),
              // The unit is due back its quoted turnaround after the award.
              deliveryDate: businessDateAfter(now, line.turnaroundDays ?? 0),
            };
          }),
          // The repair order holds one unit's data: the first quoted unit's (decision record).
          ...(firstUnit
            ? {
                repair: {
                  serialNumber: firstUnit.serialNumber,
                  reportedFault: firstUnit.reportedFault,
                  aircraftRegistration: firstUnit.aircraftRegistration,
                  ...(firstUnit.tsn === null ? {} : { tsn: firstUnit.tsn }),
                  ...(firstUnit.csn === null ? {} : { csn: firstUnit.csn }),
                  ...(firstUnit.tso === null ? {} : { tso: firstUnit.tso }),
                  ...(firstUnit.cso === null ? {} : { cso: firstUnit.cso }),
                  ...(firstUnit.requiredReturnDate === null
                    ? {}
                    : { requiredReturnDate: firstUnit.requiredReturnDate }),
                  ...(first.line.turnaroundDays === undefined
                    ? {}
                    : { turnaroundDays: first.line.turnaroundDays }),
                },
              }
            : {}),
          issuedBy: 'buyer',
          issuedByName: actor.name || actor.account,
          at: now,
        };
        const contractId = await issueNewContract(trx, contract);
        await q.closeInquiry(trx, inquiry.id, now);
        await q.insertAward(trx, {
          inquiryId: inquiry.id,
          bidderId: bidder.id,
          contractId,
          remark: input.remark,
          byUserId: actor.userId,
          byName: actor.name || actor.account,
          at: now,
        });
        await enqueue(trx, {
          system: 'erp',
          kind: 'repairQuote.award',
          subjectId: inquiry.id,
          payload: {
            inquiryNumber: inquiry.inquiry_number,
            supplierCode: bidder.code,
            quoteNumber: bidder.quote_number,
            contractNumber,
            currency,
            remark: input.remark,
            lines: contract.lines.map((l, i) => ({
              lineNo: l.lineNo,
              itemNo: quoted[i]!.unit.item_no,
              materialNumber: l.materialNumber,
              serialNumber: quoted[i]!.unit.serial_number,
              quantity: l.quantity,
              unitPrice: l.unitPrice,
              turnaroundDays: quoted[i]!.line.turnaroundDays ?? null,
            })),
          },
        });
        await this.log.logAction(
          actor,
          OPERATION_LOG_TYPES.add,
          `repairQuote.award ${inquiry.inquiry_number} ${contractNumber}`,
          trx,
          now,
        );
        return { contractId, contractNumber };
      });
    } catch (error) {
      // The contract number is the inquiry's: the ERP may have issued it by hand already.
      if (isUniqueViolation(error)) {
        throw new ApiError(409, 'repairQuote.contractNumberTaken', {
          params: { number: repairContractNumber(await this.#numberOf(input.inquiryId)) },
        });
      }
      throw error;
    }
  }

  async #numberOf(inquiryId: string): Promise<string> {
    const head = await q.inquiryHead(this.db, inquiryId);
    return head?.inquiry_number ?? '';
  }
}
