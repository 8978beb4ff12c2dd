// An invoice as the form holds it, and the checks the form runs before sending: the same rules as
// the contract's invoiceInput, from the same functions (expectedTax, sameMoney, the fapiao number
// patterns), so a fapiao whose tax does not add up never leaves the browser. The server checks
// again. Messages are contract keys (bill.*) or this screen's (inv.*).
import {
  DIGITAL_FAPIAO_NUMBER,
  FAPIAO_TAX_RATES,
  PAPER_FAPIAO_CODE,
  PAPER_FAPIAO_NUMBER,
  expectedTax,
  roundMoney,
  sameMoney,
  type InvoiceInput,
  type InvoiceKind,
  type UploadedFile,
} from '@portal/contract';

export interface InvoiceDraft {
  kind: InvoiceKind;
  /** A paper fapiao (code and 8-digit number) rather than a fully digital one (20 digits). */
  paper: boolean;
  number: string;
  code: string;
  date: string;
  amount: string;
  taxRate: string;
  taxAmount: string;
  total: string;
  /** The supplier typed the tax (or total) itself: stop filling it in. */
  taxTyped: boolean;
  totalTyped: boolean;
  files: UploadedFile[];
}

export type InvoiceErrors = Partial<Record<keyof InvoiceDraft, string>>;

export function newInvoice(currency: string, rate: number): InvoiceDraft {
  return {
    kind: currency === 'CNY' ? 'fapiaoSpecial' : 'commercial',
    paper: false,
    number: '',
    code: '',
    date: '',
    amount: '',
    taxRate: String(rate),
    taxAmount: currency === 'CNY' ? '' : '0',
    total: '',
    taxTyped: currency !== 'CNY',
    totalTyped: false,
    files: [],
  };
}

const CENTS = /^\d+(\.\d{1,2})?$/;
export const parseMoney = (v: string): number | null =>
  CENTS.test(v.trim()) ? Number(v.trim()) : null;

const isFapiao = (d: InvoiceDraft) => d.kind !== 'commercial';

/** The draft after `patch`, with the tax and total filled in until the supplier types its own. */
export function withComputed(d: InvoiceDraft, patch: Partial<InvoiceDraft>): InvoiceDraft {
  const next = { ...d, ...patch };
  const amount = parseMoney(next.amount);
  if (isFapiao(next) && !next.taxTyped) {
    next.taxAmount = amount === null ? '' : expectedTax(amount, Number(next.taxRate)).toFixed(2);
  }
  const tax = parseMoney(next.taxAmount);
  if (!next.totalTyped) {
    next.total = amount === null || tax === null ? '' : roundMoney(amount + tax).toFixed(2);
  }
  return next;
}

/** What the server would refuse, by field. */
export function invoiceProblems(d: InvoiceDraft): InvoiceErrors {
  const out: InvoiceErrors = {};
  const number = d.number.trim();
  if (isFapiao(d)) {
    if (d.paper) {
      if (!PAPER_FAPIAO_CODE.test(d.code.trim())) out.code = 'bill.fapiaoCode';
      if (!PAPER_FAPIAO_NUMBER.test(number)) out.number = 'bill.fapiaoPaperNumber';
    } else if (!DIGITAL_FAPIAO_NUMBER.test(number)) out.number = 'bill.fapiaoDigitalNumber';
    if (!d.files.length) out.files = 'inv.fileRequired';
  } else if (!number) out.number = 'inv.required';
  if (!d.date) out.date = 'inv.required';
  const amount = parseMoney(d.amount);
  const tax = parseMoney(d.taxAmount);
  const total = parseMoney(d.total);
  if (amount === null) out.amount = 'bill.cents';
  if (tax === null) out.taxAmount = 'bill.cents';
  if (total === null) out.total = 'bill.cents';
  if (amount !== null && tax !== null && isFapiao(d)) {
    if (!sameMoney(tax, expectedTax(amount, Number(d.taxRate)))) out.taxAmount = 'bill.taxMismatch';
  }
  if (amount !== null && tax !== null && total !== null && !sameMoney(total, amount + tax)) {
    out.total = 'bill.totalMismatch';
  }
  return out;
}

export function toInvoiceInput(d: InvoiceDraft, currency: string): InvoiceInput {
  const money = {
    amount: parseMoney(d.amount) ?? 0,
    taxAmount: parseMoney(d.taxAmount) ?? 0,
    total: parseMoney(d.total) ?? 0,
  };
  if (d.kind === 'commercial') {
    return {
      kind: 'commercial',
      number: d.number.trim(),
      date: d.date,
      currency: currency as Extract<InvoiceInput, { kind: 'commercial' }>['currency'],
      ...money,
      ...(d.files[0] ? { fileId: d.files[0].id } : {}),
    };
  }
  return {
    kind: d.kind,
    number: d.number.trim(),
    ...(d.paper ? { code: d.code.trim() } : {}),
    date: d.date,
    taxRate: Number(d.taxRate) as (typeof FAPIAO_TAX_RATES)[number],
    fileId: d.files[0]?.id ?? '',
    ...money,
  };
}
