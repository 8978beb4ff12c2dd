// The operation log (issue 13, docs/product-rules.md#operation-log): who did what, from where and
// when, with what a change changed. Buyers holding the log's permission read every company's
// entries; a supplier administrator holding it reads its own company's, the server setting the
// company. Exporting, and opening another company's entry, leave a query (type 5) line.
import { z } from 'zod';
import {
  LANGUAGES,
  OPERATION_LOG_LIMITS as LIMITS,
  OPERATION_LOG_PERMISSION,
  OPERATION_LOG_TYPE_CODES,
} from '../constants.ts';
import type { MessageKey } from '../messages/index.ts';
import { defineCall } from './define.ts';
import { envelope, page, pageInput } from './schema-helpers.ts';

const tag = 'operationLog';
const m = (key: MessageKey) => ({ message: key });
const id = z.string().min(1).max(64);
const isoDate = z.iso.date(m('oplog.dateRule'));
const isoDateTime = z.iso.datetime({ offset: true });
const DAY_MS = 24 * 60 * 60 * 1000;

/** The filters of the list and of the export; dates are business days (UTC+8), both included. */
const filterShape = {
  type: z.enum(OPERATION_LOG_TYPE_CODES).optional(),
  /** The acting user's account, exactly. */
  account: z.string().trim().max(LIMITS.text).optional(),
  /** A buyer's filter; a supplier's list is its own company's whatever it sends. */
  companyId: id.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Part of the item, the name or the account, any case. */
  q: z.string().trim().max(LIMITS.text).optional(),
};

type Range = { from?: string | undefined; to?: string | undefined };
const inOrder = (v: Range) => !v.from || !v.to || v.from <= v.to;
const notTooLong = (v: Range) =>
  !v.from || !v.to || (Date.parse(v.to) - Date.parse(v.from)) / DAY_MS < LIMITS.rangeDays;

/** The time range's rules, on the list's and the export's input alike. */
function checkedRange<S extends z.ZodType<Range>>(schema: S) {
  return schema
    .refine(inOrder, { ...m('oplog.rangeOrder'), path: ['to'] })
    .refine(notTooLong, { ...m('oplog.rangeTooLong'), path: ['to'] });
}

export const operationLogListInput = checkedRange(
  pageInput.extend({
    size: z.coerce.number().int().min(1).max(LIMITS.pageSize).default(20),
    ...filterShape,
  }),
);
export type OperationLogListInput = z.input<typeof operationLogListInput>;

export const operationLogRow = z.object({
  id,
  userId: z.string().nullable(),
  account: z.string(),
  name: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  /** 0 exit, 1 login, 2 add, 3 modify, 4 delete, 5 query. */
  type: z.enum(OPERATION_LOG_TYPE_CODES),
  item: z.string(),
  ip: z.string(),
  mac: z.string(),
  createdAt: isoDateTime,
  /** Whether the entry kept what its change changed (the detail shows it). */
  hasChanges: z.boolean(),
});
export type OperationLogRow = z.infer<typeof operationLogRow>;

export const operationLogDetail = operationLogRow.extend({
  /** The record before the change; null when the entry kept none. */
  before: z.unknown(),
  /** The record after the change; null when the entry kept none. */
  after: z.unknown(),
  /** A side was too large to keep whole: what shows is the start of its JSON text. */
  truncated: z.boolean(),
});
export type OperationLogDetail = z.infer<typeof operationLogDetail>;

export const listOperationLogsAnswer = envelope(
  page(operationLogRow).extend({
    /**
     * The filter matches more rows than `total` counts: the count stops
     * OPERATION_LOG_LIMITS.countAheadPages pages after the one asked for (countAheadPagesWithText
     * with a text filter).
     */
    totalCapped: z.boolean(),
  }),
);
export const listOperationLogs = defineCall({
  method: 'GET',
  path: '/admin/sys/log/list',
  encoding: 'query',
  audience: 'signedIn',
  permission: OPERATION_LOG_PERMISSION,
  tag,
  summary:
    "The operation log, newest first, paged, by type, account, company, business-day range and text. A supplier administrator's is its own company's; another company's `companyId` from a supplier answers 404.",
  input: operationLogListInput,
  answer: listOperationLogsAnswer,
});

export const operationLogIdInput = z.object({ id });
export const getOperationLogAnswer = envelope(operationLogDetail);
export const getOperationLog = defineCall({
  method: 'GET',
  path: '/admin/sys/log/detail',
  encoding: 'query',
  audience: 'signedIn',
  permission: OPERATION_LOG_PERMISSION,
  tag,
  summary:
    "One entry with what its change changed. Another company's entry is 404 to a supplier; a buyer opening one leaves a query (type 5) line.",
  input: operationLogIdInput,
  answer: getOperationLogAnswer,
});

export const exportOperationLogsInput = checkedRange(
  z.object({
    ...filterShape,
    /** The headers' and type names' language; the request's by default. */
    lang: z.enum(LANGUAGES).optional(),
  }),
);
export const exportOperationLogsAnswer = z.string();
export const exportOperationLogs = defineCall({
  method: 'GET',
  path: '/admin/sys/log/export',
  encoding: 'query',
  audience: 'signedIn',
  permission: OPERATION_LOG_PERMISSION,
  tag,
  summary: `The filtered entries as an xlsx workbook, newest first, at most ${LIMITS.exportRows} rows; leaves a query (type 5) line.`,
  input: exportOperationLogsInput,
  answer: exportOperationLogsAnswer,
});

export const operationLogCalls = { listOperationLogs, getOperationLog, exportOperationLogs };
