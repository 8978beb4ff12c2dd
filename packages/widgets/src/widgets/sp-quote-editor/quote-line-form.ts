// A quote line as the editor holds it: every field as the text the user typed (so "12." or a
// half-typed date survive a re-render), plus the six other-fee slots. Converted to the contract's
// QuoteLineInput for the rules and the request; the fields and their kinds are data, so the
// editor renders them, the list reads them and the batch report names them from one table.
import {
  ACCOUNT_STATUSES,
  AIRWORTHINESS_APPROVALS,
  CERTIFICATE_TYPE_CODES,
  CONDITION_CODES,
  CURRENCIES,
  FEE_SLOTS,
  INCOTERMS,
  INTERCHANGEABILITY,
  SUPPLIER_TYPES,
  UNITS,
  VAT_RATES,
  quoteFieldApplies,
  type InquiryItem,
  type QuoteLineField,
  type QuoteLineInput,
  type QuoteRuleContext,
} from '@portal/contract';

export type ScalarField = Exclude<QuoteLineField, 'fees'>;
export type FieldKind = 'text' | 'integer' | 'decimal' | 'date' | 'select' | 'textarea';
/** Option labels come from `enum.<name>.<value>`; `certificate` uses CERTIFICATE_TYPES; none = the value. */
export type OptionLabels =
  | 'interchangeability'
  | 'condition'
  | 'airworthinessApproval'
  | 'accountStatus'
  | 'supplierType'
  | 'incoterms'
  | 'certificate'
  | 'percent';

export interface FieldDef {
  name: ScalarField;
  kind: FieldKind;
  options?: readonly (string | number)[];
  optionLabels?: OptionLabels;
  maxLength?: number;
}

export type SectionId = 'part' | 'price' | 'quantity' | 'certification' | 'terms';

const text = (name: ScalarField, maxLength: number): FieldDef => ({
  name,
  kind: 'text',
  maxLength,
});
const select = (
  name: ScalarField,
  options: readonly (string | number)[],
  optionLabels?: OptionLabels,
): FieldDef => ({ name, kind: 'select', options, optionLabels });
const decimal = (name: ScalarField): FieldDef => ({ name, kind: 'decimal' });
const integer = (name: ScalarField): FieldDef => ({ name, kind: 'integer' });
const date = (name: ScalarField): FieldDef => ({ name, kind: 'date' });

/** Every field of the contract's quote line but the fees, in the editor's sections and order. */
export const LINE_SECTIONS: { id: SectionId; fields: FieldDef[] }[] = [
  {
    id: 'part',
    fields: [
      text('quotePartNumber', 40),
      text('mpn', 40),
      text('manufacturerCode', 10),
      select('interchangeability', INTERCHANGEABILITY, 'interchangeability'),
      select('condition', CONDITION_CODES, 'condition'),
      text('brand', 60),
      select('supplierType', SUPPLIER_TYPES, 'supplierType'),
    ],
  },
  {
    id: 'price',
    fields: [
      decimal('unitPrice'),
      select('currency', CURRENCIES),
      select('taxRate', VAT_RATES, 'percent'),
      decimal('mov'),
      decimal('aogFee'),
      decimal('hazmatPackingFee'),
      decimal('otherFee'),
    ],
  },
  {
    id: 'quantity',
    fields: [
      integer('quotedQuantity'),
      select('unit', UNITS),
      integer('moq'),
      integer('standardPackageQty'),
      integer('leadTimeDays'),
      date('deliveryDate'),
      select('incoterms', INCOTERMS, 'incoterms'),
      text('inventoryCountry', 40),
      text('inventoryCity', 40),
    ],
  },
  {
    id: 'certification',
    fields: [
      select('airworthinessApproval', AIRWORTHINESS_APPROVALS, 'airworthinessApproval'),
      select('certificateType', CERTIFICATE_TYPE_CODES, 'certificate'),
    ],
  },
  {
    id: 'terms',
    fields: [
      date('validityDate'),
      select('accountStatus', ACCOUNT_STATUSES, 'accountStatus'),
      text('payMode', 60),
      integer('claimMonths'),
      text('warranty', 60),
      { name: 'remarks', kind: 'textarea', maxLength: 500 },
    ],
  },
];

export const LINE_FIELDS: FieldDef[] = LINE_SECTIONS.flatMap((s) => s.fields);
const FIELD_BY_NAME = new Map(LINE_FIELDS.map((f) => [f.name, f]));
/** Selects whose values are numbers in the contract. */
const NUMERIC_SELECTS = new Set<ScalarField>(['taxRate', 'certificateType']);

export function isLineField(name: string): name is ScalarField {
  return FIELD_BY_NAME.has(name as ScalarField);
}

export interface FeeForm {
  amount: string;
  /** Empty: the line's currency. */
  currency: string;
}

export interface LineForm {
  itemId: string;
  quoted: boolean;
  values: Partial<Record<ScalarField, string>>;
  /** One per slot (FEE_SLOTS), in slot order. */
  fees: FeeForm[];
}

const emptyFees = (): FeeForm[] => FEE_SLOTS.map(() => ({ amount: '', currency: '' }));

/** Thousands separators and spaces are dropped; anything else that is not a number stays NaN for the rules. */
function toNumber(raw: string): number {
  return Number(raw.replace(/[,\s]/g, ''));
}

export function fromLineInput(line: QuoteLineInput): LineForm {
  const values: LineForm['values'] = {};
  for (const f of LINE_FIELDS) {
    const v = line[f.name];
    if (v !== undefined && v !== null) values[f.name] = String(v);
  }
  const fees = emptyFees();
  for (const fee of line.fees ?? [])
    fees[fee.slot] = { amount: String(fee.amount), currency: fee.currency };
  return { itemId: line.itemId, quoted: line.quoted, values, fees };
}

export function isBlank(form: LineForm): boolean {
  return (
    Object.values(form.values).every((v) => !v) && form.fees.every((f) => !f.amount && !f.currency)
  );
}

/**
 * A line the supplier has not touched yet starts from what the buyer asked for: part numbers,
 * unit and quantity. Most quotes offer the requested part, so this saves typing on every line.
 */
export function prefilled(item: InquiryItem): LineForm {
  return {
    itemId: item.id,
    quoted: true,
    values: {
      quotePartNumber: item.materialNumber,
      mpn: item.mpn || undefined,
      manufacturerCode: item.manufacturerCode || undefined,
      quotedQuantity: String(item.quantity),
      unit: item.unit,
    },
    fees: emptyFees(),
  };
}

/**
 * The contract's line. A line that is not quoted carries nothing else (its fields are hidden, so
 * their problems could not be seen or fixed); fields that do not apply to this supplier, currency
 * and inquiry kind (trade terms for a domestic one, a VAT rate for a foreign currency, an
 * airworthiness approval on a tool) are left out.
 */
export function toLineInput(
  form: LineForm,
  ctx: Pick<QuoteRuleContext, 'domestic' | 'kind'>,
): QuoteLineInput {
  if (!form.quoted) return { itemId: form.itemId, quoted: false };
  const out: Record<string, unknown> = { itemId: form.itemId, quoted: true };
  const currency = form.values.currency?.trim() || undefined;
  for (const f of LINE_FIELDS) {
    const raw = form.values[f.name]?.trim();
    if (!raw) continue;
    if (!quoteFieldApplies(f.name, { currency: currency as QuoteLineInput['currency'] }, ctx))
      continue;
    const numeric = f.kind === 'integer' || f.kind === 'decimal' || NUMERIC_SELECTS.has(f.name);
    out[f.name] = numeric ? toNumber(raw) : raw;
  }
  const fees = feeEntries(form).map(({ slot, fee }) => ({
    slot,
    amount: toNumber(fee.amount),
    currency: fee.currency || currency || '',
  }));
  if (fees.length) out.fees = fees;
  return out as QuoteLineInput;
}

/** The filled fee slots in the order toLineInput sends them (server paths index into this). */
export function feeEntries(form: LineForm): { slot: number; fee: FeeForm }[] {
  return form.fees.flatMap((fee, slot) => (fee.amount.trim() ? [{ slot, fee }] : []));
}

export function setValue(form: LineForm, field: ScalarField, value: string): LineForm {
  const values = { ...form.values, [field]: value };
  // A VAT rate belongs to RMB prices only (docs/product-rules.md#quote-lines): it goes with the
  // currency.
  if (field === 'currency' && value !== 'CNY') delete values.taxRate;
  return { ...form, values };
}

export function setFee(form: LineForm, slot: number, part: keyof FeeForm, value: string): LineForm {
  const fees = form.fees.map((f, i) => (i === slot ? { ...f, [part]: value } : f));
  return { ...form, fees };
}

/** A line read from the spreadsheet, laid over the editor's: what the file states wins. */
export function mergeLine(form: LineForm, uploaded: QuoteLineInput): LineForm {
  const next = fromLineInput(uploaded);
  const values = { ...form.values };
  for (const [k, v] of Object.entries(next.values)) if (v) values[k as ScalarField] = v;
  const fees = uploaded.fees?.length ? next.fees : form.fees;
  return { ...form, quoted: uploaded.quoted, values, fees };
}
