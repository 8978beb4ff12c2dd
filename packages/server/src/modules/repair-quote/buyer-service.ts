// The buyer's side of repair quotes (issue 14): a repair inquiry's submitted repair quotes side by
// side, unit by unit, in one currency; and the award of one of them, which closes the inquiry and
// issues that supplier one repair contract per quoted unit (a repair order is per serial number)
// through the contracts module, in one transaction with the award's rows, the ERP's outbox message
// and the operation-log line. docs/decisions/2026-11-27-repair-quote-award.md says what the
// contracts are made of.
import {
  OPERATION_LOG_TYPES,
  effectiveQuoteState,
  repairQuoteEstimate,
  type Currency,
  type InquiryKind,
  type Language,
  type RepairAwardContract,
  type RepairQuoteComparison,
  type RepairQuoteLine,
  type RepairQuoteOffer,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import { convert, ratesTo } from '../../core/exchange-rates.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ApiError } from '../../http/api-error.ts';
import { issueNewContract, type NewIssuedContract } from '../contracts/index.ts';
import { enqueue } from '../outbox/index.ts';
import {
  repairContractNumbers,
  repairUnitOf,
  unitContract,
  type QuotedUnit,
} from './award-contracts.ts';
import * as q from './buyer-queries.ts';
import { rowToRepairLine } from './lines.ts';
import type { RepairQuoteLineRow } from './buyer-queries.ts';

/** At most this many contract numbers are named in the award's operation-log line. */
const LOGGED_NUMBERS = 20;

/** The ERP issued one of the award's numbers by hand already: nothing is awarded (409). */
function numberTaken(numbers: string[]): ApiError {
  return new ApiError(409, 'repairQuote.contractNumberTaken', {
    params: { number: numbers.join(', ') },
  });
}

function toAwardContract(r: q.AwardContractRow): RepairAwardContract {
  return {
    contractId: r.contract_id,
    contractNumber: r.contract_number,
    itemId: r.item_id,
    itemNo: r.item_no,
    serialNumber: r.serial_number,
  };
}

/** A stored line as the contract's repair quote line, without the row's id. */
function toRepairQuoteLine(r: RepairQuoteLineRow): RepairQuoteLine {
  const { id: _id, ...line } = rowToRepairLine(r);
  return line;
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
    const [bidders, units, rows, award, awarded] = await Promise.all([
      q.biddersOf(this.db, inquiryId),
      q.unitsOf(this.db, inquiryId),
      q.submittedLines(this.db, inquiryId),
      q.awardOf(this.db, inquiryId),
      q.awardContractsOf(this.db, inquiryId),
    ]);
    const contracts = awarded.map(toAwardContract);
    const firstContract = contracts[0];

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
      award:
        award && firstContract
          ? {
              bidderId: award.bidder_id,
              supplierName: supplierName(award, lang),
              contractId: firstContract.contractId,
              contractNumber: firstContract.contractNumber,
              contracts,
              at: award.at.toISOString(),
              by: award.by_name,
            }
          : null,
    };
  }

  async award(
    actor: Actor,
    input: { inquiryId: string; bidderId: string; version: number; remark: string },
  ): Promise<{ contractId: string; contractNumber: string; contracts: RepairAwardContract[] }> {
    const now = this.config.now();
    // The numbers the award tried, for the refusal when one turns out taken at commit.
    let numbers: string[] = [];
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
        const quoted: QuotedUnit[] = (await q.submittedLines(trx, inquiry.id, bidder.id))
          .map((r) => ({ line: toRepairQuoteLine(r), unit: units.get(r.item_id) }))
          .flatMap(({ line, unit }) => {
            const estimate = estimateOf(line);
            return unit && estimate !== null && estimate > 0 ? [{ line, unit, estimate }] : [];
          })
          .sort((a, b) => a.unit.item_no - b.unit.item_no);
        // A submitted quote states a price on every quoted line; one without any is no offer.
        if (quoted.length === 0) throw new ApiError(409, 'repairQuote.notSubmitted');

        // One contract per unit: a repair order is per serial number (decision record).
        numbers = repairContractNumbers(
          inquiry.inquiry_number,
          quoted.map((u) => u.unit.item_no),
        );
        const taken = await q.takenContractNumbers(trx, numbers);
        if (taken.length > 0) throw numberTaken(taken);
        const issued: { quoted: QuotedUnit; contract: NewIssuedContract; id: string }[] = [];
        for (const [i, unit] of quoted.entries()) {
          const contract = unitContract(unit, {
            contractNumber: numbers[i]!,
            supplierId: bidder.company_id,
            inquiryId: inquiry.id,
            title: inquiry.title,
            remark: input.remark,
            actor,
            at: now,
          });
          issued.push({ quoted: unit, contract, id: await issueNewContract(trx, contract) });
        }
        await q.closeInquiry(trx, inquiry.id, now);
        await q.insertAward(
          trx,
          {
            inquiryId: inquiry.id,
            bidderId: bidder.id,
            remark: input.remark,
            byUserId: actor.userId,
            byName: actor.name || actor.account,
            at: now,
          },
          issued.map((c) => ({ contractId: c.id, itemId: c.quoted.unit.id })),
        );
        await enqueue(trx, {
          system: 'erp',
          kind: 'repairQuote.award',
          subjectId: inquiry.id,
          payload: {
            inquiryNumber: inquiry.inquiry_number,
            supplierCode: bidder.code,
            quoteNumber: bidder.quote_number,
            remark: input.remark,
            contracts: issued.map(({ quoted: { line, unit }, contract }) => ({
              contractNumber: contract.contractNumber,
              currency: contract.currency,
              itemNo: unit.item_no,
              serialNumber: unit.serial_number,
              lines: contract.lines.map((l) => ({
                lineNo: l.lineNo,
                itemNo: unit.item_no,
                materialNumber: l.materialNumber,
                serialNumber: unit.serial_number,
                quantity: l.quantity,
                unitPrice: l.unitPrice,
                turnaroundDays: line.turnaroundDays ?? null,
              })),
            })),
          },
        });
        const named = numbers.slice(0, LOGGED_NUMBERS).join(' ');
        const more = numbers.length > LOGGED_NUMBERS ? ` +${numbers.length - LOGGED_NUMBERS}` : '';
        await this.log.logAction(
          actor,
          OPERATION_LOG_TYPES.add,
          `repairQuote.award ${inquiry.inquiry_number} ${named}${more}`,
          trx,
          now,
        );
        const contracts = issued.map(({ quoted: { unit }, contract, id }) => ({
          contractId: id,
          contractNumber: contract.contractNumber,
          itemId: unit.id,
          itemNo: unit.item_no,
          serialNumber: unit.serial_number,
        }));
        const first = contracts[0]!;
        return { contractId: first.contractId, contractNumber: first.contractNumber, contracts };
      });
    } catch (error) {
      // Another transaction (the ERP's contract call) took one of the numbers meanwhile.
      if (isUniqueViolation(error)) {
        const taken = await q.takenContractNumbers(this.db, numbers);
        throw numberTaken(taken.length > 0 ? taken : numbers);
      }
      throw error;
    }
  }
}
