// API log, simulator and dev mailbox fixtures with a small in-memory server behind their calls:
// filters and paging as the server does them, resend refused (409) while a message is in flight,
// simulator settings that keep what was saved.
import {
  integrationApi,
  type ApiLogDetail,
  type ApiLogRow,
  type MailRow,
  type SimulatorSetting,
} from '@portal/contract';
import { failure, ok } from './fixtures';
import type { MockApi, Reply } from './mock-api';
import { matches, page } from './resource-fixtures';

const T0 = Date.parse('2026-03-02T08:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** One request/answer pair per message, newest first: OA, QAUDIT (failed, retried), ERP, e-mail. */
export function apiLogDetails(): ApiLogDetail[] {
  const message = (
    n: number,
    system: string,
    kind: string,
    endpoint: string,
    answer: { ok: boolean; response: unknown; httpStatus: number | null; ms: number },
    state: Pick<ApiLogDetail, 'messageStatus' | 'attempts' | 'lastError'>,
  ): ApiLogDetail[] => {
    const at = T0 - n * 60_000;
    const base = {
      outboxId: `msg-${n}`,
      system,
      kind,
      endpoint,
      request: { supplierId: `sup-${n}`, name: 'Demo Aero Parts Co., Ltd.', taxId: '91310000MA1K' },
      subjectId: `sup-${n}`,
      nextAttemptAt: iso(at + answer.ms),
      messageUpdatedAt: iso(at + answer.ms),
      ...state,
    };
    return [
      {
        ...base,
        id: `log-${n}-in`,
        direction: 'in',
        ok: answer.ok,
        outcome: answer.ok ? 'answered' : 'failed',
        httpStatus: answer.httpStatus,
        durationMs: answer.ms,
        createdAt: iso(at + answer.ms),
        response: answer.response,
      },
      {
        ...base,
        id: `log-${n}-out`,
        direction: 'out',
        ok: true,
        outcome: 'sent',
        httpStatus: null,
        durationMs: 0,
        createdAt: iso(at),
        response: null,
      },
    ];
  };
  const answered = { messageStatus: 'answered', attempts: 1, lastError: '' } as const;
  return [
    ...message(
      1,
      'oa',
      'supplier.submitOA',
      'simulator:oa',
      {
        ok: true,
        response: { approved: true, remarks: 'Approved by the OA simulator' },
        httpStatus: null,
        ms: 3000,
      },
      answered,
    ),
    ...message(
      2,
      'qaudit',
      'supplier.submitQAUDIT',
      'https://qaudit.example.com/api/review',
      { ok: false, response: { error: 'busy' }, httpStatus: 503, ms: 412 },
      { messageStatus: 'failed', attempts: 5, lastError: 'HTTP 503' },
    ),
    ...message(
      3,
      'erp',
      'supplier.syncErp',
      'simulator:erp',
      {
        ok: true,
        response: { approved: true, remarks: 'Approved by the ERP simulator' },
        httpStatus: null,
        ms: 3000,
      },
      { messageStatus: 'sent', attempts: 1, lastError: '' },
    ),
    ...message(
      4,
      'mail',
      'mail.invite',
      'mailbox',
      { ok: true, response: { delivered: true }, httpStatus: null, ms: 4 },
      answered,
    ),
  ];
}

const rowOf = (d: ApiLogDetail): ApiLogRow => ({
  id: d.id,
  outboxId: d.outboxId,
  system: d.system,
  kind: d.kind,
  direction: d.direction,
  endpoint: d.endpoint,
  ok: d.ok,
  outcome: d.outcome,
  httpStatus: d.httpStatus,
  durationMs: d.durationMs,
  createdAt: d.createdAt,
});

export function apiLogHandlers(api: MockApi, details = apiLogDetails()): ApiLogDetail[] {
  api.on(integrationApi.listApiLogs, (req): Reply => {
    const p = req.params;
    const found = details
      .filter(
        (d) =>
          (!p.system || d.system === p.system) &&
          (!p.ok || (p.ok === 'true') === d.ok) &&
          matches(p.q, d.kind ?? '', d.endpoint),
      )
      .map(rowOf);
    return [200, page(found, req)];
  });
  api.on(integrationApi.getApiLog, (req): Reply => {
    const found = details.find((d) => d.id === req.params.id);
    return found ? [200, ok(found)] : [404, failure(404, 'This API log entry does not exist')];
  });
  api.on(integrationApi.resendApiLog, (req): Reply => {
    const found = details.find((d) => d.id === req.body.id);
    if (!found?.outboxId) return [404, failure(404, 'This API log entry does not exist')];
    if (found.messageStatus === 'pending' || found.messageStatus === 'sent') {
      return [409, failure(409, 'This message is still waiting to be delivered or answered.')];
    }
    for (const d of details) {
      if (d.outboxId === found.outboxId)
        Object.assign(d, { messageStatus: 'pending', attempts: 0 });
    }
    return [200, ok({ outboxId: found.outboxId, status: 'pending', attempts: 0 })];
  });
  return details;
}

export function simulatorSettingsFixture(): SimulatorSetting[] {
  return [
    { system: 'oa', answer: 'approve', delayMs: 3000, simulated: true },
    { system: 'qaudit', answer: 'fail', delayMs: 0, simulated: true },
    { system: 'erp', answer: 'approve', delayMs: 3000, simulated: false },
  ];
}

export function simulatorHandlers(
  api: MockApi,
  settings = simulatorSettingsFixture(),
): SimulatorSetting[] {
  api.on(integrationApi.getSimulator, [200, ok({ systems: settings })]);
  api.on(integrationApi.setSimulator, (req): Reply => {
    const { system, answer, delayMs } = req.body as {
      system: string;
      answer: 'approve' | 'fail';
      delayMs: number;
    };
    const found = settings.find((s) => s.system === system);
    if (!found) return [400, failure(400, 'The request is not valid')];
    Object.assign(found, { answer, delayMs });
    return [200, ok({ systems: settings })];
  });
  return settings;
}

export function mailboxRows(): MailRow[] {
  const to = [
    'li.na@demo-aero.example',
    'sales@pacific-avionics.example',
    'li.na@demo-aero.example',
  ];
  return to.map((address, i) => ({
    id: `mail-${i + 1}`,
    to: address,
    subject: i === 1 ? 'Supplier registration invitation' : `Your supplier audit, step ${i + 1}`,
    body:
      i === 1
        ? 'You are invited to register as a supplier.\nYour invitation code: K7P2QX9M\nIt is valid for 7 days.'
        : `Dear supplier,\nyour registration moved to step ${i + 1}.`,
    createdAt: iso(T0 - i * 3_600_000),
  }));
}

export interface MailboxFixtureOptions {
  rows?: MailRow[];
  /** The mailbox is off: the list answers 404 and the status says so. */
  off?: boolean;
}

export function mailboxHandlers(api: MockApi, opts: MailboxFixtureOptions = {}): MailRow[] {
  const rows = opts.rows ?? mailboxRows();
  api.on(integrationApi.listMailbox, (req): Reply => {
    if (opts.off) return [404, failure(404, 'The dev mailbox is turned off')];
    return [
      200,
      page(
        rows.filter((r) => matches(req.params.to, r.to)),
        req,
      ),
    ];
  });
  api.on(integrationApi.devMailboxStatus, [200, ok({ enabled: !opts.off })]);
  return rows;
}
