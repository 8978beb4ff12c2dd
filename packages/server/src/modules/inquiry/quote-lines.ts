// Quote lines between the contract (camelCase, optional fields) and the quote_lines table (snake
// case, nulls, numeric as exact strings). The bargaining and spreadsheet modules read lines through
// these too, so a line looks the same on every screen.
import type {
  AccountStatus,
  AirworthinessApproval,
  CertificateTypeCode,
  ConditionCode,
  Currency,
  FeeLine,
  FeeSlot,
  Incoterm,
  Interchangeability,
  QuoteLine,
  StoredQuoteLine,
  SupplierType,
  Unit,
} from '@portal/contract';
import type { Insertable, Selectable } from 'kysely';
import type { QuoteLinesTable } from '../../db/schema.ts';
import { stableId } from '../../db/stable-id.ts';

export type QuoteLineRow = Selectable<QuoteLinesTable>;
type VatRate = NonNullable<QuoteLine['taxRate']>;

/**
 * A bidder's line for an item has one id for life, known before it is first saved, so the editor,
 * the upsert and a later bargaining round all name the same line.
 */
export function quoteLineId(bidderId: string, itemId: string): string {
  return stableId(`quote-line:${bidderId}:${itemId}`);
}

const opt = <T>(value: T | null): T | undefined => (value === null ? undefined : value);
const num = (value: number | string | null): number | undefined =>
  value === null ? undefined : Number(value);
const nul = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

/** The line an item has before the supplier saved anything: not quoted, every field empty. */
export function emptyQuoteLine(bidderId: string, itemId: string): StoredQuoteLine {
  return { id: quoteLineId(bidderId, itemId), itemId, quoted: false, bargainedFrom: null };
}

export function rowToQuoteLine(row: QuoteLineRow): StoredQuoteLine {
  return {
    id: row.id,
    itemId: row.item_id,
    quoted: row.quoted,
    quotePartNumber: opt(row.quote_part_number),
    mpn: opt(row.mpn),
    manufacturerCode: opt(row.manufacturer_code),
    interchangeability: opt(row.interchangeability) as Interchangeability | undefined,
    condition: opt(row.condition) as ConditionCode | undefined,
    unitPrice: num(row.unit_price),
    currency: opt(row.currency) as Currency | undefined,
    taxRate: opt(row.tax_rate) as VatRate | undefined,
    quotedQuantity: num(row.quoted_quantity),
    unit: opt(row.unit) as Unit | undefined,
    moq: num(row.moq),
    mov: num(row.mov),
    leadTimeDays: opt(row.lead_time_days),
    deliveryDate: opt(row.delivery_date),
    validityDate: opt(row.validity_date),
    airworthinessApproval: opt(row.airworthiness_approval) as AirworthinessApproval | undefined,
    certificateType: opt(row.certificate_type) as CertificateTypeCode | undefined,
    accountStatus: opt(row.account_status) as AccountStatus | undefined,
    payMode: opt(row.pay_mode),
    incoterms: opt(row.incoterms) as Incoterm | undefined,
    inventoryCountry: opt(row.inventory_country),
    inventoryCity: opt(row.inventory_city),
    standardPackageQty: num(row.standard_package_qty),
    claimMonths: opt(row.claim_months),
    warranty: opt(row.warranty),
    aogFee: num(row.aog_fee),
    hazmatPackingFee: num(row.hazmat_packing_fee),
    otherFee: num(row.other_fee),
    brand: opt(row.brand),
    supplierType: opt(row.supplier_type) as SupplierType | undefined,
    fees: row.fees.map((f): FeeLine => ({
      slot: f.slot as FeeSlot,
      amount: Number(f.amount),
      currency: f.currency as Currency,
    })),
    remarks: opt(row.remarks),
    bargainedFrom: row.bargained_from === null ? null : Number(row.bargained_from),
  };
}

/** The columns a save writes; `bargained_from` is the bargaining module's and is never touched. */
export type QuoteLineValues = Omit<
  Insertable<QuoteLinesTable>,
  'bargained_from' | 'created_at' | 'updated_at'
>;

export function quoteLineToValues(
  line: QuoteLine,
  ids: { bidderId: string; inquiryId: string },
): QuoteLineValues {
  return {
    id: quoteLineId(ids.bidderId, line.itemId),
    bidder_id: ids.bidderId,
    inquiry_id: ids.inquiryId,
    item_id: line.itemId,
    quoted: line.quoted,
    quote_part_number: nul(line.quotePartNumber),
    mpn: nul(line.mpn),
    manufacturer_code: nul(line.manufacturerCode),
    interchangeability: nul(line.interchangeability),
    condition: nul(line.condition),
    unit_price: nul(line.unitPrice),
    currency: nul(line.currency),
    tax_rate: nul(line.taxRate),
    quoted_quantity: nul(line.quotedQuantity),
    unit: nul(line.unit),
    moq: nul(line.moq),
    mov: nul(line.mov),
    lead_time_days: nul(line.leadTimeDays),
    delivery_date: nul(line.deliveryDate),
    validity_date: nul(line.validityDate),
    airworthiness_approval: nul(line.airworthinessApproval),
    certificate_type: nul(line.certificateType),
    account_status: nul(line.accountStatus),
    pay_mode: nul(line.payMode),
    incoterms: nul(line.incoterms),
    inventory_country: nul(line.inventoryCountry),
    inventory_city: nul(line.inventoryCity),
    standard_package_qty: nul(line.standardPackageQty),
    claim_months: nul(line.claimMonths),
    warranty: nul(line.warranty),
    aog_fee: nul(line.aogFee),
    hazmat_packing_fee: nul(line.hazmatPackingFee),
    other_fee: nul(line.otherFee),
    brand: nul(line.brand),
    supplier_type: nul(line.supplierType),
    fees: JSON.stringify(line.fees ?? []),
    remarks: nul(line.remarks),
  };
}
