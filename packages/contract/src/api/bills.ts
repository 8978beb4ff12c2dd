// Electronic bills and invoices (issue 16; docs/product-rules.md#bills). The supplier
// (/sup/bill/index) bills what was delivered of its confirmed contracts, attaches its fapiao or
// commercial invoices, sees each line matched against the contract price and the delivered
// quantity, and submits; a submitted bill cannot be withdrawn. The buyer's finance review
// (/hna/financeReview/index) approves or refuses it with a reason; a refused bill is corrected as a
// new version. Another company's bill or contract is 404; a move the state does not allow or a
// stale `version` is 409; a reused invoice number is 409.
import { z } from 'zod';
import { CURRENCIES } from '../inquiry/constants.ts';
import { menuPermission } from '../menus/catalog.ts';
import {
  BILL_AMOUNT_MAX,
  BILL_KINDS,
  BILL_LINES_MAX,
  BILL_REASON_MAX,
  BILL_REMARKS_MAX,
  BILL_STATES,
  BILL_TOLERANCE_MAX_PCT,
  FAPIAO_TAX_RATES,
} from '../billing/constants.ts';
import {
  DIGITAL_FAPIAO_NUMBER,
  PAPER_FAPIAO_CODE,
  PAPER_FAPIAO_NUMBER,
} from '../billing/fapiao.ts';
import { expectedTax, sameMoney } from '../billing/match.ts';
import { TRANSPORT_MODES } from '../shipping/constants.ts';
import { defineCall } from './define.ts';
import { attachment } from './inquiry.ts';
import { cappedPage, envelope, page, pageInput } from './schema-helpers.ts';

const id = z.string().min(1).max(64);
const isoDateTime = z.iso.datetime({ offset: true });
const version = z.coerce.number().int().min(0);
const text = (max: number) => z.string().trim().max(max);
const tag = 'bill';

/** The supplier's electronic bills (SPEC: "electronic bill"; docs/routes.txt: /sup/bill/index). */
export const SUPPLIER_BILL_PERMISSION = menuPermission('/sup/bill/index');
/** The buyer's "finance supplier review" (docs/routes.txt: /hna/financeReview/index). */
export const BUYER_BILL_PERMISSION = menuPermission('/hna/financeReview/index');

export const billState = z.enum(BILL_STATES);
export const billKind = z.enum(BILL_KINDS);

/** An amount in cents' precision, not negative. */
const money = z
  .number()
  .min(0)
  .max(BILL_AMOUNT_MAX)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: 'bill.cents' });

/** A unit price: up to four decimals, as the contract's. */
const unitPrice = z
  .number()
  .min(0)
  .max(BILL_AMOUNT_MAX)
  .refine((n) => Math.abs(n * 10_000 - Math.round(n * 10_000)) < 1e-4, {
    message: 'bill.priceDecimals',
  });

const billLineInput = z.object({
  /** The line of the bill's contract (its number in the current version). */
  lineNo: z.number().int().min(1),
  quantity: z.number().int().min(1).max(99_999_999),
  unitPrice,
});

const billLinesInput = z
  .array(billLineInput)
  .min(1)
  .max(BILL_LINES_MAX)
  .superRefine((lines, ctx) => {
    const seen = new Set<number>();
    lines.forEach((l, i) => {
      if (seen.has(l.lineNo)) {
        ctx.addIssue({ code: 'custom', path: [i, 'lineNo'], message: 'bill.lineRepeated' });
      }
      seen.add(l.lineNo);
    });
  });

export const createBillInput = z.object({
  /** A confirmed goods contract of the caller's company. */
  contractId: id,
  lines: billLinesInput,
  remarks: text(BILL_REMARKS_MAX).default(''),
});
/** A repair bill: one repair order (a confirmed repair contract) at a billable status. */
export const createRepairBillInput = z.object({
  contractId: id,
  /** The billed amount without tax; matched against the quoted amount plus approved added costs. */
  amount: money,
  remarks: text(BILL_REMARKS_MAX).default(''),
});
/** A freight bill: one awarded transport order that was delivered. */
export const createFreightBillInput = z.object({
  transportOrderId: id,
  /** The billed charges without tax; matched against the awarded price. */
  amount: money,
  remarks: text(BILL_REMARKS_MAX).default(''),
});
/** A goods draft takes `lines`; a repair or freight draft takes `amount`. */
export const updateBillInput = z
  .object({
    id,
    version,
    lines: billLinesInput.optional(),
    amount: money.optional(),
    remarks: text(BILL_REMARKS_MAX).default(''),
  })
  .refine((v) => (v.lines === undefined) !== (v.amount === undefined), {
    message: 'bill.linesOrAmount',
    path: ['lines'],
  });

const invoiceDate = z.iso.date();
const fapiaoInput = z.object({
  kind: z.enum(['fapiaoSpecial', 'fapiaoOrdinary']),
  /** The 20-digit number of a fully digital fapiao, or the 8-digit number of a paper one. */
  number: z.string().trim().max(20),
  /** The paper fapiao's 10- or 12-digit invoice code; absent for a fully digital one. */
  code: z.string().trim().max(12).optional(),
  date: invoiceDate,
  /** Amount without tax. */
  amount: money,
  taxRate: z.union(FAPIAO_TAX_RATES.map((r) => z.literal(r))),
  taxAmount: money,
  total: money,
  /** The scan or PDF: a file the caller's company uploaded. */
  fileId: id,
});
const commercialInput = z.object({
  kind: z.literal('commercial'),
  number: z.string().trim().min(1).max(40),
  date: invoiceDate,
  currency: z.enum(CURRENCIES),
  /** Amount before any tax. */
  amount: money,
  taxAmount: money.default(0),
  total: money,
  fileId: id.optional(),
});

export const invoiceInput = z
  .discriminatedUnion('kind', [fapiaoInput, commercialInput])
  .superRefine((inv, ctx) => {
    const fail = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (inv.kind !== 'commercial') {
      if (inv.code) {
        if (!PAPER_FAPIAO_CODE.test(inv.code)) fail('code', 'bill.fapiaoCode');
        if (!PAPER_FAPIAO_NUMBER.test(inv.number)) fail('number', 'bill.fapiaoPaperNumber');
      } else if (!DIGITAL_FAPIAO_NUMBER.test(inv.number)) {
        fail('number', 'bill.fapiaoDigitalNumber');
      }
      if (!sameMoney(inv.taxAmount, expectedTax(inv.amount, inv.taxRate))) {
        fail('taxAmount', 'bill.taxMismatch');
      }
    }
    if (!sameMoney(inv.total, inv.amount + inv.taxAmount)) fail('total', 'bill.totalMismatch');
  });
export type InvoiceInput = z.input<typeof invoiceInput>;

export const addBillInvoiceInput = z.object({ id, version, invoice: invoiceInput });
export const removeBillInvoiceInput = z.object({ id, version, invoiceId: id });
export const billMoveInput = z.object({ id, version });
export const refuseBillInput = z.object({
  id,
  version,
  /** Why: the supplier reads it to correct the bill. */
  reason: text(BILL_REASON_MAX).min(1),
});

export const billListInput = pageInput.extend({
  state: billState.optional(),
  /** Bill number or contract number starts with. */
  q: z.string().trim().max(60).optional(),
});

/** What a new bill may bill now, by kind (the new-bill pick list). */
export const billSourceListInput = pageInput.extend({
  kind: billKind,
  /** Contract or transport order number, or (goods, repair) contract title, contains. */
  q: z.string().trim().max(60).optional(),
});

const freightFields = z.object({
  transportMode: z.enum(TRANSPORT_MODES),
  route: z.string(),
  weightKg: z.number(),
  volumeM3: z.number(),
  charges: z.number(),
});

export const billSourceRow = z.object({
  kind: billKind,
  /** The contract's id (goods, repair) or the transport order's (freight). */
  id,
  number: z.string(),
  /** The contract's title; for a transport order its route. */
  title: z.string(),
  currency: z.string(),
  /** Goods: lines with something delivered and not billed; repair and freight: 1. */
  billableLines: z.number().int(),
  /** Repair: quoted amount + approved added costs; freight: the awarded price; goods: null. */
  amount: z.number().nullable(),
  repair: z
    .object({
      serialNumber: z.string(),
      status: z.string(),
      quotedAmount: z.number(),
      approvedCosts: z.number(),
    })
    .nullable(),
  freight: freightFields.nullable(),
});
export type BillSourceRow = z.infer<typeof billSourceRow>;

export const billRow = z.object({
  id,
  number: z.string(),
  /** 1 for the first version, 2 for the first correction… */
  revision: z.number().int(),
  kind: billKind,
  state: billState,
  contractId: id.nullable(),
  /** The contract's number; for a freight bill the transport order's. */
  contractNumber: z.string(),
  supplierName: z.string(),
  currency: z.string(),
  /** The lines' amounts added up (without tax). */
  amount: z.number(),
  invoiceCount: z.number().int(),
  /** Lines whose match is beyond tolerance. */
  flaggedLines: z.number().int(),
  /** A refused version that was corrected: history, no longer acted on. */
  superseded: z.boolean(),
  submittedAt: isoDateTime.nullable(),
  /** When the reviewer decided. */
  feedbackDate: isoDateTime.nullable(),
  rejectReason: z.string(),
  version: z.number().int(),
  updatedAt: isoDateTime,
});
export type BillRow = z.infer<typeof billRow>;

const lineMatch = z.object({
  quantityDiff: z.number(),
  priceDiff: z.number(),
  quantityDiffPct: z.number().nullable(),
  priceDiffPct: z.number().nullable(),
  flags: z.array(z.enum(['quantity', 'price'])),
});

export const billLineOut = z.object({
  source: z.enum(['contractLine', 'repair', 'transportOrder']),
  lineNo: z.number().int().nullable(),
  partNumber: z.string(),
  description: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  amount: z.number(),
  /** The contract's unit price when the line was last written. */
  contractPrice: z.number(),
  /** Delivered and not billed by another bill, when the line was last written. */
  billableQuantity: z.number().int(),
  match: lineMatch,
});

export const invoiceOut = z.object({
  id,
  kind: z.enum(['fapiaoSpecial', 'fapiaoOrdinary', 'commercial']),
  number: z.string(),
  code: z.string(),
  date: z.string(),
  currency: z.string(),
  amount: z.number(),
  taxRate: z.number().nullable(),
  taxAmount: z.number(),
  total: z.number(),
  file: attachment.nullable(),
});
export type BillInvoice = z.infer<typeof invoiceOut>;

export const billTolerance = z.object({
  quantityPct: z.number().min(0).max(BILL_TOLERANCE_MAX_PCT),
  pricePct: z.number().min(0).max(BILL_TOLERANCE_MAX_PCT),
});

export const billDetail = billRow.extend({
  remarks: z.string(),
  /** Freight bills only (null otherwise). */
  freight: freightFields.nullable(),
  /** Repair bills only: the repair as it stands now (the line holds what it was matched with). */
  repair: z
    .object({
      serialNumber: z.string(),
      status: z.string(),
      quotedAmount: z.number(),
      approvedCosts: z.number(),
    })
    .nullable(),
  lines: z.array(billLineOut),
  invoices: z.array(invoiceOut),
  /** The invoices' amounts without tax added up; must equal `amount` to submit. */
  invoiceAmount: z.number(),
  invoiceTotal: z.number(),
  tolerance: billTolerance,
  /** What the caller may do now. */
  actions: z.array(z.enum(['edit', 'submit', 'correct', 'approve', 'refuse'])),
  /** Every version of this bill, oldest first (this one included). */
  versions: z.array(
    z.object({
      id,
      revision: z.number().int(),
      state: billState,
      rejectReason: z.string(),
      feedbackDate: isoDateTime.nullable(),
    }),
  ),
  history: z.array(
    z.object({ action: z.string(), remarks: z.string(), byName: z.string(), at: isoDateTime }),
  ),
});
export type BillDetail = z.infer<typeof billDetail>;

/** A confirmed goods contract's lines with what may be billed. */
export const billableLines = z.object({
  contractId: id,
  contractNumber: z.string(),
  currency: z.string(),
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      partNumber: z.string(),
      description: z.string(),
      unit: z.string(),
      contractPrice: z.number(),
      delivered: z.number().int(),
      billed: z.number().int(),
      billable: z.number().int(),
    }),
  ),
});

export const billWriteResult = envelope(
  z.object({ id, state: billState, version: z.number().int() }),
);

const supplier = { audience: 'supplier', permission: SUPPLIER_BILL_PERMISSION, tag } as const;
const buyer = { audience: 'buyer', permission: BUYER_BILL_PERMISSION, tag } as const;

export const listSupplierBills = defineCall({
  ...supplier,
  method: 'GET',
  path: '/admin/finance/bill/list',
  encoding: 'query',
  summary: "The caller's company's bills, newest change first; by state and number.",
  input: billListInput,
  answer: envelope(cappedPage(billRow)),
});

export const getSupplierBill = defineCall({
  ...supplier,
  method: 'GET',
  path: '/admin/finance/bill/detail',
  encoding: 'query',
  summary:
    "One bill of the caller's company: lines with their match, invoices, versions and history.",
  input: z.object({ id }),
  answer: envelope(billDetail),
  errors: [404],
});

export const getBillableLines = defineCall({
  ...supplier,
  method: 'GET',
  path: '/admin/finance/bill/billable',
  encoding: 'query',
  summary:
    "A confirmed goods contract of the caller's company: per line the contract price, the quantity delivered (ship notices the buyer or supplier marked delivered), already billed, and still billable.",
  input: z.object({ contractId: id }),
  answer: envelope(billableLines),
  errors: [404, 409],
});

export const getBillKinds = defineCall({
  ...supplier,
  method: 'GET',
  path: '/admin/finance/bill/kinds',
  encoding: 'query',
  summary:
    "The kinds of bill the caller's company may draft: a transport supplier freight, others goods and repair.",
  input: z.object({}),
  answer: envelope(z.object({ kinds: z.array(billKind) })),
});

export const listBillSources = defineCall({
  ...supplier,
  method: 'GET',
  path: '/admin/finance/bill/sources',
  encoding: 'query',
  summary:
    "What the caller's company may bill now, by kind, newest first: confirmed goods contracts with a line delivered and not yet billed; confirmed repair contracts at a billable repair status not in a live bill; confirmed transport orders delivered (signed for) and not in a live bill. A kind the company does not bill is 409.",
  input: billSourceListInput,
  answer: envelope(page(billSourceRow)),
  errors: [409],
});

export const createRepairBill = defineCall({
  ...supplier,
  method: 'POST',
  path: '/admin/finance/bill/createRepair',
  encoding: 'json',
  summary:
    'The supplier drafts a repair bill for one repair order at a billable status (shipped, agree to pay, contractor completed, bill to be updated), matched against the quoted amount plus the approved added costs. 403 when frozen; 409 when the repair is not billable or already in a live bill.',
  input: createRepairBillInput,
  answer: billWriteResult,
  errors: [403, 404, 409],
});

export const createFreightBill = defineCall({
  ...supplier,
  method: 'POST',
  path: '/admin/finance/bill/createFreight',
  encoding: 'json',
  summary:
    'A transport supplier drafts a freight bill for one of its confirmed transport orders that was delivered (its waybills signed for, or its ship notice delivered): mode, route, weight, volume and charges from the order, matched against the awarded price. 403 when frozen; 409 when not delivered or already in a live bill.',
  input: createFreightBillInput,
  answer: billWriteResult,
  errors: [403, 404, 409],
});

export const createBill = defineCall({
  ...supplier,
  method: 'POST',
  path: '/admin/finance/bill/create',
  encoding: 'json',
  summary:
    'The supplier drafts a goods bill for lines of its confirmed contract that were delivered. Each line is matched against the contract price and the billable quantity; differences beyond tolerance are flagged, not refused. 403 when the company is frozen; 409 for a line with nothing delivered.',
  input: createBillInput,
  answer: billWriteResult,
  errors: [403, 404, 409],
});

export const updateBill = defineCall({
  ...supplier,
  method: 'POST',
  path: '/admin/finance/bill/update',
  encoding: 'json',
  summary:
    'The supplier rewrites the lines (goods) or the amount (repair, freight) of its draft bill. 409 once submitted or when stale.',
  input: updateBillInput,
  answer: billWriteResult,
  errors: [403, 404, 409],
});

export const addBillInvoice = defineCall({
  ...supplier,
  method: 'POST',
  path: '/admin/finance/bill/invoice/add',
  encoding: 'json',
  summary:
    "Attaches a fapiao (20-digit digital number, or paper code and number; tax = amount × rate within one cent; total = amount + tax) or a commercial invoice (in the bill's currency) to a draft bill. 409 when the supplier already used the invoice number.",
  input: addBillInvoiceInput,
  answer: billWriteResult,
  errors: [403, 404, 409],
});

export const removeBillInvoice = defineCall({
  ...supplier,
  method: 'POST',
  path: '/admin/finance/bill/invoice/remove',
  encoding: 'json',
  summary: 'Takes an invoice off a draft bill.',
  input: removeBillInvoiceInput,
  answer: billWriteResult,
  errors: [403, 404, 409],
});

export const submitBill = defineCall({
  ...supplier,
  method: 'POST',
  path: '/admin/finance/bill/submit',
  encoding: 'json',
  summary:
    "Submits a draft bill for review (pending review); it cannot be withdrawn. Needs at least one invoice, and the invoices' amounts without tax must add up to the bill's amount within one cent (409 otherwise).",
  input: billMoveInput,
  answer: billWriteResult,
  errors: [403, 404, 409],
});

export const correctBill = defineCall({
  ...supplier,
  method: 'POST',
  path: '/admin/finance/bill/correct',
  encoding: 'json',
  summary:
    'Starts the correction of a refused bill: a new draft version with its lines and invoices, the refused version kept as history. Answers the new version.',
  input: billMoveInput,
  answer: billWriteResult,
  errors: [403, 404, 409],
});

export const listBuyerBills = defineCall({
  ...buyer,
  method: 'GET',
  path: '/admin/finance/hnaBill/list',
  encoding: 'query',
  summary:
    "Every supplier's submitted bills (no drafts) with their flagged lines; by state and number.",
  input: billListInput,
  answer: envelope(cappedPage(billRow)),
});

export const getBuyerBill = defineCall({
  ...buyer,
  method: 'GET',
  path: '/admin/finance/hnaBill/detail',
  encoding: 'query',
  summary: 'One submitted bill with its match results, invoices, versions and history (buyer).',
  input: z.object({ id }),
  answer: envelope(billDetail),
  errors: [404],
});

export const approveBill = defineCall({
  ...buyer,
  method: 'POST',
  path: '/admin/finance/hnaBill/approve',
  encoding: 'json',
  summary: 'Approves a bill pending review; the ERP hears it. 409 otherwise or when stale.',
  input: billMoveInput,
  answer: billWriteResult,
  errors: [404, 409],
});

export const refuseBill = defineCall({
  ...buyer,
  method: 'POST',
  path: '/admin/finance/hnaBill/refuse',
  encoding: 'json',
  summary:
    'Refuses a bill pending review with a reason the supplier reads (not approved). 409 otherwise or when stale.',
  input: refuseBillInput,
  answer: billWriteResult,
  errors: [404, 409],
});

export const getBillTolerance = defineCall({
  ...buyer,
  method: 'GET',
  path: '/admin/finance/hnaBill/tolerance',
  encoding: 'query',
  summary:
    "The buyer's matching tolerances in percent (default 2 % quantity, 5 % price) and their version.",
  input: z.object({}),
  answer: envelope(billTolerance.extend({ version: z.number().int() })),
});

export const setBillTolerance = defineCall({
  ...buyer,
  method: 'POST',
  path: '/admin/finance/hnaBill/tolerance',
  encoding: 'json',
  summary:
    'Sets the matching tolerances (0 to 50 %); bills written afterwards are matched with them. 409 when stale.',
  input: billTolerance.extend({ version }),
  answer: envelope(billTolerance.extend({ version: z.number().int() })),
  errors: [409],
});
