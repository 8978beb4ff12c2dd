// Routes of the outside-system calls' log (API log), the simulator's settings and the dev mailbox:
// plain data the browser imports; their types come from integration.ts (type-only import).
import type { z } from 'zod';
import { SUPPLIER_PERMISSIONS } from '../supplier/audit-state.ts';
import { route } from './define.ts';
import type * as s from './integration.ts';
import type * as h from './schema-helpers.ts';

/** Where the outbox sends: three systems that answer a request, and e-mail, which is delivered. */
export const OUTSIDE_SYSTEMS = ['oa', 'qaudit', 'erp', 'mail'] as const;
export type OutsideSystemName = (typeof OUTSIDE_SYSTEMS)[number];
/** The systems the built-in simulator can stand in for. */
export const SIMULATED_SYSTEMS = ['oa', 'qaudit', 'erp'] as const;
export type SimulatedSystemName = (typeof SIMULATED_SYSTEMS)[number];
export const SIMULATOR_ANSWERS = ['approve', 'fail'] as const;
/** The longest simulated delay an administrator may set (10 minutes). */
export const SIMULATOR_DELAY_MAX_MS = 600_000;
export const OUTBOX_STATUSES = ['pending', 'sent', 'answered', 'failed'] as const;
export type OutboxStatusName = (typeof OUTBOX_STATUSES)[number];
export const API_LOG_DIRECTIONS = ['out', 'in'] as const;
/** What one API log entry says: a request `sent`, an answer `answered`, or a call that `failed`. */
export const API_LOG_OUTCOMES = ['sent', 'answered', 'failed'] as const;
export type ApiLogOutcome = (typeof API_LOG_OUTCOMES)[number];

type In<T extends z.ZodType> = z.input<T>;
type Out<T extends z.ZodType> = z.output<T>;

const apiLog = SUPPLIER_PERMISSIONS.apiLog;

export const integrationApi = {
  listApiLogs: route<In<typeof s.apiLogListInput>, Out<typeof s.listApiLogsAnswer>>({
    method: 'GET',
    path: '/admin/sys/apiLog/list',
    encoding: 'query',
    auth: true,
    permission: apiLog,
  }),
  getApiLog: route<In<typeof s.apiLogIdInput>, Out<typeof s.getApiLogAnswer>>({
    method: 'GET',
    path: '/admin/sys/apiLog/detail',
    encoding: 'query',
    auth: true,
    permission: apiLog,
  }),
  resendApiLog: route<In<typeof s.apiLogIdInput>, Out<typeof s.resendApiLogAnswer>>({
    method: 'POST',
    path: '/admin/sys/apiLog/resend',
    encoding: 'json',
    auth: true,
    permission: apiLog,
  }),
  getSimulator: route<In<typeof h.emptyInput>, Out<typeof s.simulatorAnswer>>({
    method: 'GET',
    path: '/admin/sys/simulator',
    encoding: 'query',
    auth: true,
    permission: apiLog,
  }),
  setSimulator: route<In<typeof s.setSimulatorInput>, Out<typeof s.simulatorAnswer>>({
    method: 'POST',
    path: '/admin/sys/simulator',
    encoding: 'json',
    auth: true,
    permission: apiLog,
  }),
  // The dev mailbox is public (it stands in for the recipients' own inboxes) and only served while
  // no SMTP server is configured and DEV_MAILBOX is not 0; otherwise it answers 404.
  listMailbox: route<In<typeof s.mailboxListInput>, Out<typeof s.listMailboxAnswer>>({
    method: 'GET',
    path: '/dev/mailbox',
    encoding: 'query',
    auth: false,
  }),
  /** Whether the dev mailbox is on, so the login page links to it only then (always 200). */
  devMailboxStatus: route<In<typeof h.emptyInput>, Out<typeof s.devMailboxStatusAnswer>>({
    method: 'GET',
    path: '/dev/mailbox/status',
    encoding: 'query',
    auth: false,
  }),
};
