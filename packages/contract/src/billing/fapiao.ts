// The numbers of a fapiao (research §5): a fully digital invoice (数电票) has one 20-digit number
// (2 year, 2 tax region, 1 channel, 15 sequence); a paper invoice has a 10- or 12-digit invoice code
// and an 8-digit number.

export const DIGITAL_FAPIAO_NUMBER = /^\d{20}$/;
export const PAPER_FAPIAO_CODE = /^(\d{10}|\d{12})$/;
export const PAPER_FAPIAO_NUMBER = /^\d{8}$/;

/**
 * The key an invoice number is unique by within a supplier: the digital number, the paper code and
 * number, or the commercial invoice's number as written (trimmed, upper case).
 */
export function invoiceKey(invoice: {
  kind: string;
  number: string;
  code?: string | undefined;
}): string {
  if (invoice.kind === 'commercial') return `C:${invoice.number.trim().toUpperCase()}`;
  return invoice.code ? `F:${invoice.code}-${invoice.number}` : `F:${invoice.number}`;
}
