// Contracts and orders (issue 14): schemas and call definitions. The ERP issues and revises
// contracts with its integration key; supplier calls (later parts) answer only the caller's
// company's contracts (another company's id is 404).
import { z } from 'zod';
import { AMOUNT_MAX, CURRENCIES, QUANTITY_MAX, UNITS } from '../inquiry/constants.ts';
import { CONTRACT_NUMBER_MAX, LINE_ANSWERS } from '../order/constants.ts';
import { orderAnswerSchema } from '../order/line-answer.ts';
import {
  ANSWER_REASON_MAX,
  CONTRACT_ATTACHMENT_SOURCES,
  CONTRACT_KINDS,
  CONTRACT_STATES,
  ERP_CONTRACT_ATTACHMENTS_MAX,
  MAX_CONTRACT_LINES,
} from '../order/constants.ts';
import { LANGUAGES } from '../constants.ts';
import { defineCall } from './define.ts';
import { uploadedFile } from './files.ts';
import { attachment, batchRowError } from './inquiry.ts';
import { cappedPage, envelope, pageInput } from './schema-helpers.ts';
import { menuPermission } from '../menus/catalog.ts';
import { repairOrderInput } from '../repair/order-input.ts';

const id = z.string().min(1).max(64);

const text = (max: number) => z.string().trim().max(max).default('');

export const contractKind = z.enum(CONTRACT_KINDS);
export const contractState = z.enum(CONTRACT_STATES);

/** The buyer's invoicing details printed on the supplier's invoice (SPEC: invoice information). */
export const contractInvoice = z.object({
  title: text(100),
  taxId: text(20),
  bank: text(100),
  account: text(40),
  address: text(200),
  phone: text(30),
});
export type ContractInvoice = z.output<typeof contractInvoice>;

export const erpContractLine = z.object({
  lineNo: z.number().int().min(1).max(9999),
  materialNumber: z.string().trim().min(1).max(40),
  partNumber: text(40),
  description: text(200),
  quantity: z.number().int().positive().max(QUANTITY_MAX),
  unit: z.enum(UNITS),
  unitPrice: z.number().positive().max(AMOUNT_MAX),
  deliveryDate: z.iso.date(),
});

export const erpContractInput = z.object({
  contractNumber: z
    .string()
    .trim()
    .min(1)
    .max(CONTRACT_NUMBER_MAX)
    .regex(/^[A-Za-z0-9._/-]+$/),
  kind: contractKind,
  /** The supplier by its supplier code (S100001). */
  supplierCode: z.string().trim().min(1).max(40),
  title: text(200),
  currency: z.enum(CURRENCIES),
  buyerContact: text(60),
  /** The inquiry whose winning quote this contract comes from, when there is one. */
  inquiryNumber: z.string().trim().min(1).max(40).optional(),
  invoice: contractInvoice.default({
    title: '',
    taxId: '',
    bank: '',
    account: '',
    address: '',
    phone: '',
  }),
  /** Why a revision was made; shown with the version. */
  remark: text(ANSWER_REASON_MAX),
  lines: z
    .array(erpContractLine)
    .min(1)
    .max(MAX_CONTRACT_LINES)
    .refine((lines) => new Set(lines.map((l) => l.lineNo)).size === lines.length, {
      message: 'Line numbers must be unique',
    }),
  /**
   * Documents for the supplier (the contract text, drawings, specifications): ids the ERP's
   * document upload answered. Each is attached to the version this call makes; one named again
   * keeps the version it first came with (docs/decisions/2026-11-27-contract-attachments.md).
   */
  attachments: z.array(id).max(ERP_CONTRACT_ATTACHMENTS_MAX).default([]),
  /** Repair progress (issue 14): the repair order's data; only for kind `repair` (400 otherwise). */
  repair: repairOrderInput.optional(),
});
export type ErpContractInput = z.input<typeof erpContractInput>;

export const createErpContractAnswer = envelope(
  z.object({
    id,
    contractNumber: z.string(),
    version: z.number().int(),
    state: contractState,
    /** true: a new contract; false: a new version of an existing one. */
    created: z.boolean(),
  }),
);
export const createErpContract = defineCall({
  method: 'POST',
  path: '/admin/integration/erp/contract',
  encoding: 'json',
  audience: 'integration',
  tag: 'integration',
  summary:
    'The ERP issues a contract or order (purchase, repair, tool, AOG, domestic transport) to one supplier (by code), or revises it: the same contract number again makes a new version for the supplier to answer. A closed contract, or another supplier or kind for an existing number, answers 409. Authenticated by the `X-Integration-Key` header.',
  input: erpContractInput,
  answer: createErpContractAnswer,
});

export const uploadErpContractFile = defineCall({
  method: 'POST',
  path: '/admin/integration/erp/contractFile',
  encoding: 'multipart',
  audience: 'integration',
  tag: 'integration',
  summary:
    "The ERP uploads one document for a contract (multipart part `file`: pdf, Office, picture, zip or text, under 20 MB, content matching the extension) and names its id in the contract call's `attachments`. A document no contract names is removed after a day. Authenticated by the `X-Integration-Key` header.",
  input: z.object({}),
  answer: envelope(uploadedFile),
  errors: [413],
});

/** The supplier's contract pages need the contract list's menu (SPEC: /sup/supContract/index). */
export const SUPPLIER_CONTRACTS_PERMISSION = menuPermission('/sup/supContract/index');
const isoDateTime = z.iso.datetime({ offset: true });

export const supplierContractListInput = pageInput.extend({
  kind: contractKind.optional(),
  /** The tab: a state. */
  state: contractState.optional(),
  /** Contract number or title contains. */
  q: z.string().trim().max(60).optional(),
});
export const contractRow = z.object({
  id,
  contractNumber: z.string(),
  kind: contractKind,
  title: z.string(),
  state: contractState,
  currentVersion: z.number().int(),
  currency: z.string(),
  totalAmount: z.number(),
  lineCount: z.number().int(),
  buyerContact: z.string(),
  signed: z.boolean(),
  updatedAt: isoDateTime,
  version: z.number().int(),
});
export type ContractRow = z.infer<typeof contractRow>;

export const listSupplierContracts = defineCall({
  method: 'GET',
  path: '/admin/contract/Contract/list',
  encoding: 'query',
  audience: 'supplier',
  permission: SUPPLIER_CONTRACTS_PERMISSION,
  tag: 'contract',
  summary:
    "The caller's company's contracts, newest change first, by kind and state (the list's tabs), with a search on number and title.",
  input: supplierContractListInput,
  answer: envelope(cappedPage(contractRow)),
});

export const contractLine = z.object({
  id,
  lineNo: z.number().int(),
  materialNumber: z.string(),
  partNumber: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  unitPrice: z.number(),
  deliveryDate: z.string(),
  answer: z.enum(LINE_ANSWERS),
  answerReason: z.string(),
  deliveries: z.array(z.object({ quantity: z.number().int(), date: z.string() })),
});
export type ContractLine = z.infer<typeof contractLine>;

/** A document of the contract (docs/decisions/2026-11-27-contract-attachments.md). */
export const contractAttachment = attachment.extend({
  source: z.enum(CONTRACT_ATTACHMENT_SOURCES),
  /** The contract version current when it was attached. */
  versionNo: z.number().int(),
  /** Who uploaded it: the supplier's user, or the buyer contact for the ERP's documents. */
  uploadedBy: z.string(),
});
export type ContractAttachment = z.infer<typeof contractAttachment>;

export const contractDetail = contractRow.extend({
  invoice: contractInvoice,
  inquiryId: id.nullable(),
  signedAt: isoDateTime.nullable(),
  signedBy: z.string().nullable(),
  /** The signed copy the supplier uploaded with its sign-for, if any. */
  signedFile: attachment.nullable().optional(),
  /** The ERP's documents and the supplier's uploads, oldest first. */
  attachments: z.array(contractAttachment),
  createdAt: isoDateTime,
  /** The lines of the current version. */
  lines: z.array(contractLine),
  versions: z.array(
    z.object({
      versionNo: z.number().int(),
      issuedBy: z.enum(['erp', 'buyer', 'supplier']),
      issuedByName: z.string(),
      remark: z.string(),
      totalAmount: z.number(),
      createdAt: isoDateTime,
      /**
       * The version's lines as stored (answers and deliveries included), so any two versions can
       * be compared; null for a version older than the newest MAX_VERSIONS_WITH_LINES (those
       * the page does not carry).
       */
      lines: z.array(contractLine).max(MAX_CONTRACT_LINES).nullable(),
    }),
  ),
  history: z.array(
    z.object({
      event: z.string(),
      versionNo: z.number().int(),
      byName: z.string(),
      remark: z.string(),
      at: isoDateTime,
    }),
  ),
});
export type ContractDetail = z.infer<typeof contractDetail>;

export const getSupplierContract = defineCall({
  method: 'GET',
  path: '/admin/contract/Contract/detail',
  encoding: 'query',
  audience: 'supplier',
  permission: SUPPLIER_CONTRACTS_PERMISSION,
  tag: 'contract',
  summary:
    "One of the caller's company's contracts: header, invoice information, the current version's lines with their answers, every version and the history. Another company's contract is 404.",
  input: z.object({ id }),
  answer: envelope(contractDetail),
  errors: [404],
});

const version = z.coerce.number().int().min(1);
export const contractAnswerResult = envelope(
  z.object({ state: contractState, currentVersion: z.number().int(), version: z.number().int() }),
);

export const answerContractInput = orderAnswerSchema.extend({ id, version });
export const answerContract = defineCall({
  method: 'POST',
  path: '/admin/contract/cgContractAnswer/answer',
  encoding: 'json',
  audience: 'supplier',
  permission: SUPPLIER_CONTRACTS_PERMISSION,
  tag: 'contract',
  summary:
    'The supplier answers every line of the current version at once: confirm, amend (price, quantity, deliveries, with a reason) or reject (with a reason). All confirmed confirms the contract; all rejected rejects it; anything else makes a new version that waits for the buyer. The ERP hears the answer. 409 when the contract is not waiting for an answer or `version` is stale; 403 when the company is frozen (a rejection of every line stays allowed).',
  input: answerContractInput,
  answer: contractAnswerResult,
  errors: [403, 404, 409],
});

export const confirmWholeContract = defineCall({
  method: 'POST',
  path: '/admin/contract/cgContractAnswer/confirmAll',
  encoding: 'json',
  audience: 'supplier',
  permission: SUPPLIER_CONTRACTS_PERMISSION,
  tag: 'contract',
  summary:
    'The supplier confirms the whole current version as ordered (whole-order confirm). The ERP hears it. 409 when the contract is not waiting for an answer or `version` is stale; 403 when the company is frozen.',
  input: z.object({ id, version }),
  answer: contractAnswerResult,
  errors: [403, 404, 409],
});

// ---- sign-for: the supplier records receipt of the contract document -----------------------

export const signForContractInput = z.object({
  id,
  version,
  /** The signed copy, uploaded first through the files module; it must be the company's own. */
  fileId: id.optional(),
});
export const signForContract = defineCall({
  method: 'POST',
  path: '/admin/contract/Contract/signFor',
  encoding: 'json',
  audience: 'supplier',
  permission: SUPPLIER_CONTRACTS_PERMISSION,
  tag: 'contract',
  summary:
    "The supplier records that it received the contract document (SPEC: /sup/supContract/signFor): who and when, optionally with the signed copy (a file the caller's company uploaded). Signing again replaces the record (a revision brings a new document). Confirming does not wait for it. 409 when the contract is closed or `version` is stale; 400 when the file is not the company's.",
  input: signForContractInput,
  answer: contractAnswerResult,
  errors: [400, 404, 409],
});

// ---- contract attachments: the supplier's own documents on its contract ---------------------

export const uploadContractAttachmentInput = z.object({ id });
export const uploadContractAttachment = defineCall({
  method: 'POST',
  path: '/admin/contract/Contract/attachment/upload',
  encoding: 'multipart',
  audience: 'supplier',
  permission: SUPPLIER_CONTRACTS_PERMISSION,
  tag: 'contract',
  summary:
    "Attaches a document to one of the caller's company's contracts (multipart: `id` and `file`): under 20 MB, pdf, Office, picture, zip or text, content matching the extension, at most 20 of the company's own per contract, within the company's storage quota. 409 when the contract is closed or has its 20; 403 when the company is frozen; another company's contract is 404.",
  input: uploadContractAttachmentInput,
  answer: envelope(contractAttachment),
  errors: [403, 404, 409, 413],
});

export const deleteContractAttachmentInput = z.object({ id, fileId: id });
export const deleteContractAttachment = defineCall({
  method: 'POST',
  path: '/admin/contract/Contract/attachment/delete',
  encoding: 'json',
  audience: 'supplier',
  permission: SUPPLIER_CONTRACTS_PERMISSION,
  tag: 'contract',
  summary:
    "Deletes one of the caller's company's own uploads from its contract, file and all. 409 once the version it came with is confirmed or superseded, or the contract is closed, and for the ERP's documents; another company's contract or file is 404.",
  input: deleteContractAttachmentInput,
  answer: envelope(z.object({ fileId: id })),
  errors: [404, 409],
});

// ---- contract feedback batch upload (SPEC: batch upload for contract feedback) ---------------

export const contractFeedbackTemplateInput = z.object({
  /** The headers' first language and the answer list's labels; the request's language by default. */
  lang: z.enum(LANGUAGES).optional(),
});
export const contractFeedbackTemplate = defineCall({
  method: 'GET',
  path: '/admin/file/template/contractFeedback',
  encoding: 'query',
  audience: 'supplier',
  permission: SUPPLIER_CONTRACTS_PERMISSION,
  tag: 'contract',
  summary:
    "The xlsx template of the contract feedback upload: one row per line of the caller's company's contracts waiting for its answer (whole contracts, oldest first, up to 2,000 rows), headers in both languages, a list for the answer.",
  input: contractFeedbackTemplateInput,
  answer: z.string(),
});

export const contractFeedbackUploadAnswer = envelope(
  z.object({
    rowsRead: z.number().int(),
    /** The contracts answered, each with the rows that answered it and the state it reached. */
    applied: z.array(
      z.object({
        contractNumber: z.string(),
        rows: z.array(z.number().int()),
        state: contractState,
      }),
    ),
    /** Why each refused row was refused, in the caller's language. */
    errors: z.array(batchRowError),
  }),
);
export const uploadContractFeedback = defineCall({
  method: 'POST',
  path: '/admin/contract/cgContractAnswer/batchUpload',
  encoding: 'multipart',
  audience: 'supplier',
  permission: SUPPLIER_CONTRACTS_PERMISSION,
  tag: 'contract',
  summary:
    'Answers contracts from the filled-in feedback template (multipart: file, xlsx, at most 2,000 rows and 10 MB). Each row answers one line: confirm, amend (new unit price, quantity or one delivery date, with a reason) or reject (with a reason), by the same rules as the answer call. A contract is answered whole: when any of its rows is refused, or a line of it is missing, none of its rows is applied; contracts whose answer cells are all empty are left alone. The answer reports row by row what was applied and what was refused.',
  input: z.object({}),
  answer: contractFeedbackUploadAnswer,
  errors: [400, 413],
});

// ---- the buyer's contract review (every supplier's contracts) ------------------------------

/** The buyer's contract pages need their menu (docs/routes.txt: /hna/hnaContract/index). */
export const BUYER_CONTRACTS_PERMISSION = menuPermission('/hna/hnaContract/index');

export const buyerContractListInput = supplierContractListInput.extend({
  /** The supplier, by its code (S100001). */
  supplierCode: z.string().trim().min(1).max(40).optional(),
});
const supplierOfContract = {
  supplierId: id,
  supplierCode: z.string(),
  supplierName: z.string(),
};
export const buyerContractRow = contractRow.extend(supplierOfContract);
export type BuyerContractRow = z.infer<typeof buyerContractRow>;
export const buyerContractDetail = contractDetail.extend(supplierOfContract);
export type BuyerContractDetail = z.infer<typeof buyerContractDetail>;

export const listBuyerContracts = defineCall({
  method: 'GET',
  path: '/admin/contract/hnaContract/list',
  encoding: 'query',
  audience: 'buyer',
  permission: BUYER_CONTRACTS_PERMISSION,
  tag: 'contract',
  summary:
    "Every supplier's contracts, newest change first, by supplier code, kind and state, with a search on number and title.",
  input: buyerContractListInput,
  answer: envelope(cappedPage(buyerContractRow)),
});

export const getBuyerContract = defineCall({
  method: 'GET',
  path: '/admin/contract/hnaContract/detail',
  encoding: 'query',
  audience: 'buyer',
  permission: BUYER_CONTRACTS_PERMISSION,
  tag: 'contract',
  summary:
    "Any supplier's contract, as the supplier sees it (header, invoice information, current lines, versions, history), with the supplier's name and code.",
  input: z.object({ id }),
  answer: envelope(buyerContractDetail),
  errors: [404],
});

const buyerRemark = z.string().trim().max(ANSWER_REASON_MAX, { message: 'order.reasonTooLong' });
export const acceptContractChangeInput = z.object({ id, version });
export const acceptContractChange = defineCall({
  method: 'POST',
  path: '/admin/contract/hnaContract/acceptChange',
  encoding: 'json',
  audience: 'buyer',
  permission: BUYER_CONTRACTS_PERMISSION,
  tag: 'contract',
  summary:
    "The buyer accepts the supplier's changed version: it becomes the agreed contract (confirmed). The ERP hears it. 409 when no changes wait or `version` is stale.",
  input: acceptContractChangeInput,
  answer: contractAnswerResult,
  errors: [404, 409],
});
export const refuseContractChangeInput = z.object({
  id,
  version,
  remark: buyerRemark.min(1, { message: 'order.reasonRequired' }),
});
export const refuseContractChange = defineCall({
  method: 'POST',
  path: '/admin/contract/hnaContract/refuseChange',
  encoding: 'json',
  audience: 'buyer',
  permission: BUYER_CONTRACTS_PERMISSION,
  tag: 'contract',
  summary:
    "The buyer refuses the supplier's changes, with a remark: the buyer's last terms come back as a new version for the supplier to answer (to confirm). The ERP hears it. 409 when no changes wait or `version` is stale.",
  input: refuseContractChangeInput,
  answer: contractAnswerResult,
  errors: [404, 409],
});
export const closeContractInput = z.object({ id, version, remark: buyerRemark.default('') });
export const closeContract = defineCall({
  method: 'POST',
  path: '/admin/contract/hnaContract/close',
  encoding: 'json',
  audience: 'buyer',
  permission: BUYER_CONTRACTS_PERMISSION,
  tag: 'contract',
  summary:
    'The buyer closes a contract (any state but closed); nothing moves afterwards. The ERP hears it. 409 when it is closed already or `version` is stale.',
  input: closeContractInput,
  answer: contractAnswerResult,
  errors: [404, 409],
});
