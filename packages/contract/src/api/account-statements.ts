// Account statements (issue 16; docs/product-rules.md#account-statements). The buyer's ERP sends
// its statement of a supplier's account for a period with its integration key; the supplier
// (/sup/accountStatement/index) sees it beside its own bills, uploads its own side from the
// template (/sup/accountStatement/addOffer), and confirms it or disputes lines with a reason; the
// buyer (/hna/accountStatement/index) sees statements with their differences and disputes.
// Another company's statement is 404; a move the state does not allow or a stale `version` is 409.
import { z } from 'zod';
import { CURRENCIES } from '../inquiry/constants.ts';
import { menuPermission } from '../menus/catalog.ts';
import {
  ACCOUNT_STATEMENT_STATES,
  STATEMENT_AMOUNT_MAX,
  STATEMENT_DIFFERENCE_KINDS,
  STATEMENT_DOC_TYPES,
  STATEMENT_LINES_MAX,
  STATEMENT_NUMBER_MAX,
  STATEMENT_PERIOD_MAX_DAYS,
  STATEMENT_REASON_MAX,
  STATEMENT_REFERENCE_MAX,
} from '../statements/constants.ts';
import { defineCall } from './define.ts';
import { batchRowError } from './inquiry.ts';
import { envelope, page, pageInput } from './schema-helpers.ts';

const id = z.string().min(1).max(64);
const isoDateTime = z.iso.datetime({ offset: true });
const version = z.coerce.number().int().min(0);
const tag = 'accountStatement';

/** The supplier's statements (docs/routes.txt: /sup/accountStatement/index, addOffer). */
export const SUPPLIER_STATEMENT_PERMISSION = menuPermission('/sup/accountStatement/index');
/** The buyer's "statement management" (docs/routes.txt: /hna/accountStatement/index). */
export const BUYER_STATEMENT_PERMISSION = menuPermission('/hna/accountStatement/index');

export const accountStatementState = z.enum(ACCOUNT_STATEMENT_STATES);
export const statementDocType = z.enum(STATEMENT_DOC_TYPES);

/** An amount in cents' precision; a balance may be negative. */
const amount = z
  .number()
  .min(-STATEMENT_AMOUNT_MAX)
  .max(STATEMENT_AMOUNT_MAX)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: 'statement.cents' });
const lineAmount = amount.refine((n) => n >= 0, { message: 'statement.negative' });

const erpLine = z
  .object({
    date: z.iso.date(),
    docType: statementDocType,
    /** The document's number; for a portal bill, the bill number. */
    reference: z.string().trim().min(1).max(STATEMENT_REFERENCE_MAX),
    debit: lineAmount.default(0),
    credit: lineAmount.default(0),
  })
  .refine((l) => (l.debit === 0) !== (l.credit === 0), {
    message: 'statement.debitOrCredit',
    path: ['debit'],
  });

const DAY_MS = 86_400_000;

export const erpAccountStatementInput = z
  .object({
    /** The ERP's statement number; a new send with the same number replaces it until confirmed. */
    statementNumber: z
      .string()
      .trim()
      .min(1)
      .max(STATEMENT_NUMBER_MAX)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, { message: 'statement.numberFormat' }),
    supplierCode: z.string().trim().min(1).max(40),
    currency: z.enum(CURRENCIES),
    periodFrom: z.iso.date(),
    periodTo: z.iso.date(),
    openingBalance: amount,
    /** Must equal the opening balance plus debits minus credits (within one cent). */
    closingBalance: amount,
    lines: z.array(erpLine).max(STATEMENT_LINES_MAX),
  })
  .superRefine((s, ctx) => {
    const from = Date.parse(s.periodFrom);
    const to = Date.parse(s.periodTo);
    if (to < from) {
      ctx.addIssue({ code: 'custom', path: ['periodTo'], message: 'statement.periodOrder' });
    } else if ((to - from) / DAY_MS > STATEMENT_PERIOD_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['periodTo'], message: 'statement.periodTooLong' });
    }
    s.lines.forEach((l, i) => {
      if (l.date < s.periodFrom || l.date > s.periodTo) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'date'],
          message: 'statement.outOfPeriod',
        });
      }
    });
    const closing = s.lines.reduce((b, l) => b + l.debit - l.credit, s.openingBalance);
    if (Math.abs(closing - s.closingBalance) > 0.005) {
      ctx.addIssue({
        code: 'custom',
        path: ['closingBalance'],
        message: 'statement.closingMismatch',
      });
    }
  });
export type ErpAccountStatementInput = z.input<typeof erpAccountStatementInput>;

export const erpAccountStatement = defineCall({
  method: 'POST',
  path: '/admin/integration/erp/accountStatement',
  encoding: 'json',
  audience: 'integration',
  tag: 'integration',
  summary:
    "The ERP sends its statement of a supplier's account for a period (X-Integration-Key). Running balances are computed from the opening balance (debit adds, credit subtracts). A send with a known number replaces that statement (its disputes cleared, reopened) unless the supplier confirmed it (409).",
  input: erpAccountStatementInput,
  answer: envelope(
    z.object({
      id,
      state: accountStatementState,
      version: z.number().int(),
      replaced: z.boolean(),
    }),
  ),
  errors: [401, 409],
});

export const statementListInput = pageInput.extend({
  state: accountStatementState.optional(),
  /** Statement number starts with. */
  q: z.string().trim().max(STATEMENT_NUMBER_MAX).optional(),
});

export const accountStatementRow = z.object({
  id,
  number: z.string(),
  supplierName: z.string(),
  supplierCode: z.string(),
  currency: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  openingBalance: z.number(),
  closingBalance: z.number(),
  state: accountStatementState,
  disputeCount: z.number().int(),
  differenceCount: z.number().int(),
  supplierUploadedAt: isoDateTime.nullable(),
  answeredAt: isoDateTime.nullable(),
  version: z.number().int(),
  updatedAt: isoDateTime,
});
export type AccountStatementRow = z.infer<typeof accountStatementRow>;

export const statementLineOut = z.object({
  position: z.number().int(),
  date: z.string(),
  docType: statementDocType,
  reference: z.string(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number(),
  /** The supplier's reason when it disputed this line (buyer's lines only). */
  disputeReason: z.string().nullable(),
  /** The supplier's bill this line names, when it is one. */
  bill: z
    .object({ id, number: z.string(), amount: z.number(), state: z.string(), currency: z.string() })
    .nullable(),
});
export type StatementLine = z.infer<typeof statementLineOut>;

export const statementDifference = z.object({
  kind: z.enum(STATEMENT_DIFFERENCE_KINDS),
  docType: statementDocType,
  reference: z.string(),
  /** The buyer's amount (debit − credit), null when the buyer's side lacks it. */
  buyerAmount: z.number().nullable(),
  /** The supplier's amount (its upload, or its bill), null when the supplier's side lacks it. */
  supplierAmount: z.number().nullable(),
});
export type StatementDifference = z.infer<typeof statementDifference>;

export const accountStatementDetail = accountStatementRow.extend({
  buyerLines: z.array(statementLineOut),
  supplierLines: z.array(statementLineOut),
  supplierClosingBalance: z.number().nullable(),
  differences: z.array(statementDifference),
  /** What the caller may do now. */
  actions: z.array(z.enum(['upload', 'confirm', 'dispute'])),
});
export type AccountStatementDetail = z.infer<typeof accountStatementDetail>;

export const statementMoveInput = z.object({ id, version });
export const disputeStatementInput = z.object({
  id,
  version,
  lines: z
    .array(
      z.object({
        /** A line of the buyer's statement. */
        position: z.number().int().min(1).max(STATEMENT_LINES_MAX),
        reason: z.string().trim().min(1).max(STATEMENT_REASON_MAX),
      }),
    )
    .min(1)
    .max(STATEMENT_LINES_MAX)
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      lines.forEach((l, i) => {
        if (seen.has(l.position)) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'position'],
            message: 'statement.lineRepeated',
          });
        }
        seen.add(l.position);
      });
    }),
});

export const statementWriteResult = envelope(
  z.object({ id, state: accountStatementState, version: z.number().int() }),
);

const supplier = { audience: 'supplier', permission: SUPPLIER_STATEMENT_PERMISSION, tag } as const;
const buyer = { audience: 'buyer', permission: BUYER_STATEMENT_PERMISSION, tag } as const;

export const listSupplierStatements = defineCall({
  ...supplier,
  method: 'GET',
  path: '/admin/finance/accountStatement/list',
  encoding: 'query',
  summary: "The caller's company's account statements, newest change first.",
  input: statementListInput,
  answer: envelope(page(accountStatementRow)),
});

export const getSupplierStatement = defineCall({
  ...supplier,
  method: 'GET',
  path: '/admin/finance/accountStatement/detail',
  encoding: 'query',
  summary:
    "One statement of the caller's company: the buyer's lines beside the supplier's bills and uploaded lines, and the differences.",
  input: z.object({ id }),
  answer: envelope(accountStatementDetail),
  errors: [404],
});

export const confirmStatement = defineCall({
  ...supplier,
  method: 'POST',
  path: '/admin/finance/accountStatement/confirm',
  encoding: 'json',
  summary:
    'The supplier confirms an open statement (final; the ERP hears it). 409 when disputed, confirmed or stale; 403 when the company is frozen.',
  input: statementMoveInput,
  answer: statementWriteResult,
  errors: [403, 404, 409],
});

export const disputeStatement = defineCall({
  ...supplier,
  method: 'POST',
  path: '/admin/finance/accountStatement/dispute',
  encoding: 'json',
  summary:
    "The supplier disputes lines of an open statement, each with a reason (the ERP hears it); the ERP's next send of the statement reopens it.",
  input: disputeStatementInput,
  answer: statementWriteResult,
  errors: [403, 404, 409],
});

export const statementTemplate = defineCall({
  ...supplier,
  method: 'GET',
  path: '/admin/file/template/accountStatement',
  encoding: 'query',
  summary:
    "The xlsx template of the supplier's side of a statement: date, document type, reference, debit, credit.",
  input: z.object({ id }),
  answer: z.string(),
  errors: [404],
});

export const uploadStatementAnswer = envelope(
  z.object({
    /** Lines taken (the supplier's side is replaced by them when no row failed). */
    applied: z.number().int(),
    errors: z.array(batchRowError),
    rowsRead: z.number().int(),
    version: z.number().int(),
  }),
);
export const uploadStatement = defineCall({
  ...supplier,
  method: 'POST',
  path: '/admin/finance/accountStatement/batchUpload',
  encoding: 'multipart',
  summary:
    "Uploads the supplier's side of a statement from the template (multipart: id, version, file). Every row is checked; when any fails nothing is saved and the rows are reported, otherwise the supplier's side is replaced and compared with the buyer's.",
  input: statementMoveInput,
  answer: uploadStatementAnswer,
  errors: [403, 404, 409],
});

export const listBuyerStatements = defineCall({
  ...buyer,
  method: 'GET',
  path: '/admin/finance/hnaAccountStatement/list',
  encoding: 'query',
  summary: "Every supplier's account statements, newest change first; by state and number.",
  input: statementListInput,
  answer: envelope(page(accountStatementRow)),
});

export const getBuyerStatement = defineCall({
  ...buyer,
  method: 'GET',
  path: '/admin/finance/hnaAccountStatement/detail',
  encoding: 'query',
  summary: 'One statement with both sides, the differences and the disputed lines.',
  input: z.object({ id }),
  answer: envelope(accountStatementDetail),
  errors: [404],
});
