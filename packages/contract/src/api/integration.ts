// The outside-system calls' log, the simulator's settings and the dev mailbox: schemas and call
// definitions (server side and types only). Every call to OA, QAUDIT, the ERP and e-mail leaves
// through the server's outbox; each request and each answer is one API log entry.
import { z } from 'zod';
import { SUPPLIER_PERMISSIONS } from '../supplier/audit-state.ts';
import { defineCall } from './define.ts';
import {
  API_LOG_DIRECTIONS,
  API_LOG_OUTCOMES,
  OUTBOX_STATUSES,
  OUTSIDE_SYSTEMS,
  SIMULATED_SYSTEMS,
  SIMULATOR_ANSWERS,
  SIMULATOR_DELAY_MAX_MS,
} from '../integration/constants.ts';
import { emptyInput, envelope, page, pageInput } from './schema-helpers.ts';

const tag = 'integration';
const id = z.string().min(1).max(64);
const isoDateTime = z.iso.datetime({ offset: true });

export const outsideSystem = z.enum(OUTSIDE_SYSTEMS);
export const simulatedSystem = z.enum(SIMULATED_SYSTEMS);
export const outboxStatus = z.enum(OUTBOX_STATUSES);

// ---- the API log ---------------------------------------------------------------------------

export const apiLogListInput = pageInput.extend({
  system: outsideSystem.optional(),
  /** `true`: answers that went well and requests sent; `false`: failures only. */
  ok: z.enum(['true', 'false']).optional(),
  /** Part of the message kind (`supplier.submitOA`) or of the endpoint. */
  q: z.string().trim().max(100).optional(),
});

export const apiLogRow = z.object({
  id,
  outboxId: z.string().nullable(),
  system: z.string(),
  /** The outbox message's kind; null when the message is gone. */
  kind: z.string().nullable(),
  direction: z.enum(API_LOG_DIRECTIONS),
  /** The URL called, `simulator:<system>`, `mailbox` or `smtp`. */
  endpoint: z.string(),
  ok: z.boolean(),
  outcome: z.enum(API_LOG_OUTCOMES),
  httpStatus: z.number().int().nullable(),
  durationMs: z.number().int(),
  createdAt: isoDateTime,
});
export type ApiLogRow = z.infer<typeof apiLogRow>;

/**
 * One entry with what was sent and what came back, and its outbox message as it is now (the
 * message fields are null when the message is gone).
 */
export const apiLogDetail = apiLogRow.extend({
  /** What was sent (the outbox message's payload). */
  request: z.unknown(),
  /** What came back (`in` entries): the answer, or `{ error }` when there was none. */
  response: z.unknown(),
  messageStatus: outboxStatus.nullable(),
  subjectId: z.string().nullable(),
  attempts: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: isoDateTime.nullable(),
  messageUpdatedAt: isoDateTime.nullable(),
});
export type ApiLogDetail = z.infer<typeof apiLogDetail>;

export const apiLogIdInput = z.object({ id });

export const listApiLogsAnswer = envelope(page(apiLogRow));
export const listApiLogs = defineCall({
  method: 'GET',
  path: '/admin/sys/apiLog/list',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.apiLog,
  tag,
  summary:
    'Requests to and answers from the outside systems (OA, QAUDIT, ERP, e-mail), newest first, paged.',
  input: apiLogListInput,
  answer: listApiLogsAnswer,
});

export const getApiLogAnswer = envelope(apiLogDetail);
export const getApiLog = defineCall({
  method: 'GET',
  path: '/admin/sys/apiLog/detail',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.apiLog,
  tag,
  summary: "One API log entry with its request and answer and its outbox message's state.",
  input: apiLogIdInput,
  answer: getApiLogAnswer,
});

export const resendApiLogAnswer = envelope(
  z.object({ outboxId: id, status: outboxStatus, attempts: z.number().int() }),
);
export const resendApiLog = defineCall({
  method: 'POST',
  path: '/admin/sys/apiLog/resend',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.apiLog,
  tag,
  summary:
    "Queues the entry's outbox message again (attempts start over). 409 while it is still pending or awaiting an answer.",
  input: apiLogIdInput,
  answer: resendApiLogAnswer,
});

// ---- the simulator -------------------------------------------------------------------------

export const simulatorSetting = z.object({
  system: simulatedSystem,
  answer: z.enum(SIMULATOR_ANSWERS),
  /** How long the simulated system takes to answer. */
  delayMs: z.coerce.number().int().min(0).max(SIMULATOR_DELAY_MAX_MS),
  /** Whether the system is really the simulator (no real URL configured for it). */
  simulated: z.boolean(),
});
export type SimulatorSetting = z.infer<typeof simulatorSetting>;

export const setSimulatorInput = simulatorSetting.omit({ simulated: true });
export type SetSimulatorInput = z.input<typeof setSimulatorInput>;

export const simulatorAnswer = envelope(z.object({ systems: z.array(simulatorSetting) }));
export const getSimulator = defineCall({
  method: 'GET',
  path: '/admin/sys/simulator',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.apiLog,
  tag,
  summary: 'What the built-in simulator answers for each outside system, and after how long.',
  input: emptyInput,
  answer: simulatorAnswer,
});
export const setSimulator = defineCall({
  method: 'POST',
  path: '/admin/sys/simulator',
  encoding: 'json',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.apiLog,
  tag,
  summary:
    "Sets one system's simulated answer (approve or fail) and delay; answers every system's setting.",
  input: setSimulatorInput,
  answer: simulatorAnswer,
});

// ---- the dev mailbox -----------------------------------------------------------------------

export const mailboxListInput = pageInput.extend({
  /** Part of the recipient's address, any case. */
  to: z.string().trim().max(254).optional(),
});

export const mailRow = z.object({
  id,
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: isoDateTime,
});
export type MailRow = z.infer<typeof mailRow>;

export const listMailboxAnswer = envelope(page(mailRow));
// The dev mailbox is public (it stands in for the recipients' own inboxes) and only served while
// no SMTP server is configured and DEV_MAILBOX is not 0; otherwise it answers 404.
export const listMailbox = defineCall({
  method: 'GET',
  path: '/dev/mailbox',
  encoding: 'query',
  audience: 'public',
  tag,
  summary:
    'The dev mailbox: e-mails the portal sent while no SMTP server is configured, newest first. 404 when it is off.',
  input: mailboxListInput,
  answer: listMailboxAnswer,
});

export const devMailboxStatusAnswer = envelope(z.object({ enabled: z.boolean() }));
export const devMailboxStatus = defineCall({
  method: 'GET',
  path: '/dev/mailbox/status',
  encoding: 'query',
  audience: 'public',
  tag,
  summary: 'Whether the dev mailbox is on.',
  input: emptyInput,
  answer: devMailboxStatusAnswer,
});

export const integrationCalls = {
  listApiLogs,
  getApiLog,
  resendApiLog,
  getSimulator,
  setSimulator,
  listMailbox,
  devMailboxStatus,
};
