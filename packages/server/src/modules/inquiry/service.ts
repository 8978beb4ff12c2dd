// The supplier's inquiries: the list by tab, one inquiry sheet, and the home page summary. The
// company is always the caller's; an inquiry the company is not invited to does not exist for it.
import {
  CLOSING_SOON_HOURS,
  effectiveQuoteState,
  INQUIRY_KINDS,
  formatMessage,
  isMessageKey,
  type Currency,
  type InquiryDetail,
  type InquiryKind,
  type InquiryRow,
  type InquiryStatus,
  type Language,
  type Unit,
  type Incoterm,
  type inquiryListInput,
  type supplierHomeAnswer,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { ApiError } from '../../http/api-error.ts';
import { inquiryAttachments } from '../files/index.ts';
import type { Actor } from '../../core/actor.ts';
import { businessDayEnd, businessDayStart } from '../../core/business-time.ts';
import { listOrder } from './list-order.ts';
import { repairUnitsByItem } from './repair-units.ts';
import type { Db } from '../../core/db.ts';
import {
  bargainingSummary,
  findSheet,
  inquiryItems,
  listForSupplier,
  pendingSummary,
  sheetParts,
} from './queries.ts';

type ListInput = z.output<typeof inquiryListInput>;
type HomeData = z.output<typeof supplierHomeAnswer>['data'];

const HOME_TOP = 5;
const HOUR_MS = 60 * 60 * 1000;

const money = (value: string | null): number | null => (value === null ? null : Number(value));

/** The sheet's status at `now`: an open inquiry whose bid has ended is closed. */
function inquiryStatus(stored: InquiryStatus, bidEnd: Date, now: Date): InquiryStatus {
  return stored === 'open' && now.getTime() >= bidEnd.getTime() ? 'closed' : stored;
}

export class InquiryService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
  ) {}

  async list(actor: Actor, input: ListInput) {
    const now = this.config.now();
    const { rows, total } = await listForSupplier(this.db, {
      companyId: actor.companyId,
      kind: input.kind,
      tab: input.tab,
      now,
      order: listOrder(input.tab, input.sort),
      keyword: input.keyword || undefined,
      bidEndFrom: input.bidEndFrom ? businessDayStart(input.bidEndFrom) : undefined,
      bidEndTo: input.bidEndTo ? businessDayEnd(input.bidEndTo) : undefined,
      offset: (input.current - 1) * input.size,
      limit: input.size,
    });
    const records = rows.map((r): InquiryRow => ({
      id: r.id,
      inquiryNumber: r.inquiryNumber,
      kind: r.kind as InquiryKind,
      title: r.title,
      purchasingOrg: r.purchasingOrg,
      rfxCategory: r.rfxCategory,
      itemCount: r.itemCount,
      firstPartNumber: r.firstPartNumber,
      bidStart: r.bidStart.toISOString(),
      bidEnd: r.bidEnd.toISOString(),
      budgetTotal: money(r.budgetTotal),
      budgetCurrency: r.budgetCurrency as Currency | null,
      quoteState: effectiveQuoteState(r.state, r.bidEnd, now),
      quotedAt: r.submittedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    }));
    return { records, total, current: input.current, size: input.size };
  }

  async detail(actor: Actor, inquiryId: string, lang: Language): Promise<InquiryDetail> {
    const sheet = await findSheet(this.db, inquiryId, actor.companyId);
    if (!sheet) throw new ApiError(404, 'inquiry.notFound');
    const items = await inquiryItems(this.db, inquiryId);
    const parts = await sheetParts(this.db, inquiryId, actor.companyId);
    const attachments = await inquiryAttachments(this.db, inquiryId);
    // Empty for any kind but repair.
    const units = await repairUnitsByItem(this.db, inquiryId);
    const now = this.config.now();
    return {
      id: sheet.id,
      inquiryNumber: sheet.inquiry_number,
      kind: sheet.kind as InquiryKind,
      title: sheet.title,
      status: inquiryStatus(sheet.status, sheet.bid_end, now),
      purchasingOrg: sheet.purchasing_org,
      purchasingGroup: sheet.purchasing_group,
      factory: sheet.factory,
      rfxCategory: sheet.rfx_category,
      creator: sheet.creator,
      createdAt: sheet.created_at.toISOString(),
      bidStart: sheet.bid_start.toISOString(),
      bidEnd: sheet.bid_end.toISOString(),
      bidValidityDays: sheet.bid_validity_days,
      budgetTotal: money(sheet.budget_total),
      budgetCurrency: sheet.budget_currency as Currency | null,
      items: items.map((it) => ({
        id: it.id,
        itemNo: it.item_no,
        materialNumber: it.material_number,
        description: it.description,
        mpn: it.mpn,
        manufacturerCode: it.manufacturer_code,
        quantity: Number(it.quantity),
        unit: it.unit as Unit,
        deliveryDateFrom: it.delivery_date_from,
        deliveryDateTo: it.delivery_date_to,
        incoterms: it.incoterms as Incoterm | null,
        deliveryPlace: it.delivery_place,
        paymentPeriodDays: it.payment_period_days,
        consignment: it.consignment,
        purchaseType: it.purchase_type,
        maxPriceLimit: money(it.max_price_limit),
        // Only a repair inquiry's items carry a unit.
        ...(units.has(it.id) ? { repair: units.get(it.id) } : {}),
      })),
      questions: parts.questions,
      comments: parts.comments.map((c) => ({
        id: c.id,
        author: c.author,
        text: c.text,
        at: c.created_at.toISOString(),
      })),
      attachments,
      clauses: parts.clauses.map((c) => ({
        agreementType: c.agreement_type,
        number: c.number,
        name: c.name,
      })),
      projectMembers: parts.members,
      // Events are stored as message keys and told in the caller's language.
      tracking: parts.events.map((e) => ({
        at: e.at.toISOString(),
        event: isMessageKey(e.event) ? formatMessage(lang, e.event) : e.event,
        by: e.by_name,
      })),
      quoteState: effectiveQuoteState(sheet.quote_state, sheet.bid_end, now),
    };
  }

  async home(actor: Actor): Promise<HomeData> {
    const now = this.config.now();
    const closingBy = new Date(now.getTime() + CLOSING_SOON_HOURS * HOUR_MS);
    const [inquiries, bargaining] = await Promise.all([
      pendingSummary(this.db, actor.companyId, now, closingBy, HOME_TOP),
      bargainingSummary(this.db, actor.companyId, now, HOME_TOP),
    ]);
    const homeInquiry = (r: (typeof inquiries.pending.top)[number]) => ({
      id: r.id,
      inquiryNumber: r.inquiryNumber,
      kind: r.kind as InquiryKind,
      title: r.title,
      bidEnd: r.bidEnd.toISOString(),
    });
    // Kinds in the contract's order, so the cards list them the same way every time.
    const kinds = (counts: { kind: string; count: number }[]) =>
      INQUIRY_KINDS.flatMap((kind) =>
        counts.filter((c) => c.kind === kind).map((c) => ({ kind, count: c.count })),
      );
    return {
      pendingInquiries: {
        total: inquiries.pending.total,
        byKind: kinds(inquiries.pending.byKind),
        top: inquiries.pending.top.map(homeInquiry),
      },
      bargaining: {
        total: bargaining.total,
        byKind: kinds(bargaining.byKind),
        top: bargaining.top.map((r) => ({
          ...r,
          kind: r.kind as InquiryKind,
          deadline: r.deadline.toISOString(),
        })),
      },
      closingSoon: {
        total: inquiries.closing.total,
        byKind: kinds(inquiries.closing.byKind),
        top: inquiries.closing.top.map(homeInquiry),
      },
    };
  }
}
