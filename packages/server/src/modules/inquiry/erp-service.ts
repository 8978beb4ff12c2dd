// The ERP's inbound call: an inquiry with its items and invited suppliers (by supplier code). The
// caller is a system, not a user: it proves itself with a shared key (see integration-key.ts).
import { randomUUID } from 'node:crypto';
import { OPERATION_LOG_TYPES, type erpInquiryInput } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import type { MessageKey } from '@portal/contract';
import { insertInquiry, numberExists, suppliersByCode, type NewInquiry } from './erp-queries.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

type ErpInquiry = z.output<typeof erpInquiryInput>;

/** How the ERP appears in tracking and in the operation log. */
export const ERP_ACTOR = 'ERP';

export class ErpService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  async createInquiry(input: ErpInquiry, meta: { ip: string }) {
    const bidStart = new Date(input.bidStart);
    const bidEnd = new Date(input.bidEnd);
    if (bidEnd.getTime() <= bidStart.getTime()) {
      throw new ApiError(400, 'inquiry.bidTimes', { fields: { bidEnd: 'inquiry.bidTimes' } });
    }
    refuseRepairMismatch(input);
    const codes = [...new Set(input.bidders)];
    const found = new Map((await suppliersByCode(this.db, codes)).map((c) => [c.code, c.id]));
    const unknown = codes.find((code) => !found.has(code));
    if (unknown !== undefined) {
      throw new ApiError(400, 'inquiry.unknownBidder', { params: { code: unknown } });
    }
    if (await numberExists(this.db, input.inquiryNumber)) {
      throw new ApiError(409, 'inquiry.duplicate');
    }

    const now = this.config.now();
    const sheet: NewInquiry = {
      inquiry: {
        id: randomUUID(),
        inquiry_number: input.inquiryNumber,
        kind: input.kind,
        title: input.title,
        purchasing_org: input.purchasingOrg,
        purchasing_group: input.purchasingGroup,
        factory: input.factory,
        rfx_category: input.rfxCategory,
        creator: input.creator,
        payment_terms: input.paymentTerms ?? null,
        bid_start: bidStart,
        bid_end: bidEnd,
        bid_validity_days: input.bidValidityDays,
        budget_total: input.budgetTotal ?? null,
        budget_currency: input.budgetCurrency ?? null,
        created_at: now,
        updated_at: now,
      },
      items: input.items.map((item) => ({
        material_number: item.materialNumber,
        description: item.description,
        mpn: item.mpn,
        manufacturer_code: item.manufacturerCode,
        quantity: item.quantity,
        unit: item.unit,
        delivery_date_from: item.deliveryDateFrom ?? null,
        delivery_date_to: item.deliveryDateTo ?? null,
        incoterms: item.incoterms ?? null,
        delivery_place: item.deliveryPlace,
        payment_period_days: item.paymentPeriodDays ?? null,
        consignment: item.consignment,
        purchase_type: item.purchaseType,
        max_price_limit: item.maxPriceLimit ?? null,
      })),
      repairUnits: input.items.map((item) => item.repair ?? null),
      bidderCompanyIds: codes.map((code) => found.get(code) ?? ''),
      questions: input.questions,
      clauses: input.clauses,
      members: input.projectMembers,
      event: { key: 'inquiry.event.created', byName: input.creator || ERP_ACTOR, at: now },
    };

    try {
      const created = await this.db.transaction().execute(async (trx) => {
        const result = await insertInquiry(trx, sheet);
        await this.log.write(
          {
            userId: null,
            account: ERP_ACTOR,
            name: ERP_ACTOR,
            type: OPERATION_LOG_TYPES.add,
            item: `inquiry.create ${input.inquiryNumber}`,
            ip: meta.ip,
            at: now,
          },
          trx,
        );
        return result;
      });
      return {
        id: created.id,
        inquiryNumber: input.inquiryNumber,
        items: created.itemIds.length,
        bidders: created.bidderIds.size,
      };
    } catch (error) {
      // Two deliveries of one inquiry at once: the unique number lets exactly one in.
      if (isUniqueViolation(error)) throw new ApiError(409, 'inquiry.duplicate');
      throw error;
    }
  }
}

/**
 * A repair inquiry's items are units sent in for repair: each must state its unit data, and no
 * other kind may (docs/decisions/2026-11-27-repair-quotes.md). 400 with the items at fault.
 */
function refuseRepairMismatch(input: ErpInquiry): void {
  const repair = input.kind === 'repair';
  const key: MessageKey = repair ? 'repairQuote.unitRequired' : 'repairQuote.unitRefused';
  const fields: Record<string, MessageKey> = {};
  input.items.forEach((item, i) => {
    if ((item.repair !== undefined) !== repair) fields[`items.${i}.repair`] = key;
  });
  if (Object.keys(fields).length > 0) throw new ApiError(400, key, { fields });
}
