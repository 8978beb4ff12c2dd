// Contracts and orders (issue 14): what the buyer's ERP sends after a quote wins, and what the
// supplier answers. The vocabulary follows the public acknowledgement standards (X12 855,
// cXML ConfirmationRequest, Oracle's acknowledgement codes): confirm a line as ordered, amend it
// (price, quantity, deliveries) with a reason, or reject it with a reason; the order's answer
// follows from its lines (docs/product-rules.md#contracts-and-orders).

/** The kinds of the SPEC's contract screens: purchase, repair, tool, AOG, domestic transport. */
export const CONTRACT_KINDS = ['purchase', 'repair', 'tool', 'aog', 'transport'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/**
 * A contract's state, which is also the supplier's list tab.
 * - toConfirm: issued (or revised) by the buyer, waiting for the supplier's answer;
 * - confirmed: every line confirmed as ordered, or the buyer accepted the supplier's changes;
 *   read-only from then on;
 * - changed: the supplier amended or rejected some lines; the new version waits for the buyer;
 * - rejected: the supplier rejected every line;
 * - closed: the buyer closed or cancelled it; nothing moves any more.
 */
export const CONTRACT_STATES = ['toConfirm', 'confirmed', 'changed', 'rejected', 'closed'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

/** A line's answer in the version the supplier is answering. `open`: not answered yet. */
export const LINE_ANSWERS = ['open', 'confirmed', 'amended', 'rejected'] as const;
export type LineAnswer = (typeof LINE_ANSWERS)[number];

/**
 * The order-level acknowledgement that the ERP hears, in X12 855 BAK02 codes (the most widely
 * implemented public list): AT accepted as ordered, AC accepted with changes, RJ rejected.
 */
export const ORDER_ACK_CODES = { confirmed: 'AT', changed: 'AC', rejected: 'RJ' } as const;
export type OrderAckCode = (typeof ORDER_ACK_CODES)[keyof typeof ORDER_ACK_CODES];

/** At most this many deliveries per line (a part now, the rest on backorder, in a few steps). */
export const MAX_DELIVERIES_PER_LINE = 10;
/** The longest contract number the ERP keeps (its own numbers, and those the portal makes). */
export const CONTRACT_NUMBER_MAX = 40;
/** At most this many lines per contract (the ERP's largest purchase orders stay far below). */
export const MAX_CONTRACT_LINES = 500;
/**
 * The contract page carries the lines of this many newest versions (older ones answer `lines:
 * null`): a page stays within MAX_CONTRACT_LINES × this many lines however often a contract was
 * revised (docs/decisions/2026-11-27-contract-version-lines.md).
 */
export const MAX_VERSIONS_WITH_LINES = 10;
/** A reason for an amendment or a rejection, and the buyer's remark on refusing one. */
export const ANSWER_REASON_MAX = 200;
/** At most this many rows in a contract feedback file (the template holds whole contracts only). */
export const CONTRACT_FEEDBACK_MAX_ROWS = 2000;

/**
 * Contract attachments (docs/decisions/2026-11-27-contract-attachments.md): the supplier's own
 * uploads per contract (the ERP's documents are counted apart), each under this size and of these
 * types (the product rules' list without archives of mail and slides: documents, sheets, pictures
 * and a zip for drawings).
 */
export const CONTRACT_ATTACHMENTS_MAX = 20;
export const CONTRACT_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const CONTRACT_ATTACHMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'jpg',
  'jpeg',
  'png',
  'zip',
  'txt',
] as const;
/** Who attached a document: the buyer's ERP with the contract, or the supplier on its page. */
export const CONTRACT_ATTACHMENT_SOURCES = ['erp', 'supplier'] as const;
export type ContractAttachmentSource = (typeof CONTRACT_ATTACHMENT_SOURCES)[number];
/** The ERP's documents per contract call. */
export const ERP_CONTRACT_ATTACHMENTS_MAX = 20;
