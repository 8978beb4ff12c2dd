// One item's offers as the rows of a table: the comparison's nested answer flattened into plain
// fields the kit's table formats by kind (money in its own currency and in the comparison one, the
// round as a badge), plus whether a new round may be opened on the line.
import {
  CERTIFICATE_TYPES,
  CONDITION_CODES,
  type BargainingState,
  type QuoteComparison,
} from '@portal/contract';
import type { ResolvedColumn } from '../../kit/resource/list-table';
import type { ColumnDef, FieldDef } from '../../kit/resource';
import { bargainingStateField } from '../../kit/status-colors';

type Item = QuoteComparison['items'][number];

export interface OfferRow {
  id: string;
  itemNo: number;
  supplierName: string;
  quotePartNumber: string;
  unitPrice: number;
  currency: string;
  convertedPrice: number;
  comparisonCurrency: string;
  quotedQuantity: number | null;
  leadTimeDays: number | null;
  certificate: string | null;
  condition: string | null;
  rank: 'lowest' | null;
  roundStatus: BargainingState | null;
  roundPrice: number | null;
  roundDeadline: string | null;
  /** A round is pending on the line: no second one until it is answered or runs out. */
  pending: boolean;
}

export function offerRows(item: Item, comparisonCurrency: string, now: number): OfferRow[] {
  return item.offers.map((o) => {
    const round = o.bargaining;
    const certificate =
      o.certificateType === null
        ? null
        : (CERTIFICATE_TYPES[o.certificateType as keyof typeof CERTIFICATE_TYPES] ?? null);
    return {
      id: o.quoteLineId,
      itemNo: item.itemNo,
      supplierName: o.supplierName,
      quotePartNumber: o.quotePartNumber,
      unitPrice: o.unitPrice,
      currency: o.currency,
      convertedPrice: o.convertedPrice,
      comparisonCurrency,
      quotedQuantity: o.quotedQuantity,
      leadTimeDays: o.leadTimeDays,
      certificate,
      condition: o.condition,
      rank: o.lowest ? 'lowest' : null,
      roundStatus: round?.status ?? null,
      roundPrice: round?.price ?? null,
      roundDeadline: round?.deadline ?? null,
      pending: round?.status === 'pending' && Date.parse(round.deadline) > now,
    };
  });
}

const FIELDS: Record<string, FieldDef> = {
  supplierName: { kind: 'text', label: 'offer.supplierName' },
  quotePartNumber: { kind: 'text', label: 'offer.quotePartNumber' },
  unitPrice: { kind: 'money', label: 'offer.unitPrice', currencyField: 'currency' },
  convertedPrice: {
    kind: 'money',
    label: 'offer.convertedPrice',
    currencyField: 'comparisonCurrency',
  },
  quotedQuantity: { kind: 'number', label: 'offer.quotedQuantity' },
  leadTimeDays: { kind: 'number', label: 'offer.leadTimeDays', unit: 'days' },
  certificate: { kind: 'text', label: 'offer.certificateType' },
  condition: { kind: 'enum', label: 'offer.condition', enum: 'raw', options: CONDITION_CODES },
  rank: {
    kind: 'status',
    label: 'offer.rank',
    enum: 'rank',
    options: ['lowest'],
    colors: { lowest: 'success' },
  },
  roundStatus: bargainingStateField('offer.roundStatus'),
  roundPrice: { kind: 'money', label: 'offer.roundPrice', currencyField: 'currency' },
  roundDeadline: { kind: 'date-time', label: 'offer.roundDeadline' },
};

// What a buyer weighs first comes first: who, the price in both currencies, the rank and the
// round; the part's particulars follow (the table scrolls sideways on a narrow screen).
const COLUMNS: ColumnDef<OfferRow>[] = [
  { field: 'supplierName', width: 200, essential: true, card: 'title' },
  { field: 'unitPrice', width: 120, card: 'field' },
  { field: 'convertedPrice', width: 140, card: 'field' },
  { field: 'rank', width: 120, card: 'subtitle' },
  { field: 'roundStatus', width: 110, card: 'field' },
  { field: 'roundPrice', width: 120 },
  { field: 'leadTimeDays', width: 90 },
  { field: 'certificate', width: 120 },
  { field: 'condition', width: 90 },
  { field: 'quotedQuantity', width: 80 },
  { field: 'quotePartNumber', width: 140 },
  { field: 'roundDeadline', width: 170 },
];

export const OFFER_COLUMNS: ResolvedColumn<OfferRow>[] = COLUMNS.map((c) => ({
  ...c,
  def: FIELDS[c.field] as FieldDef,
}));
