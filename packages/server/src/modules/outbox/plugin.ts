// The API log (list, detail, resend) and the simulator's settings (buyer calls, `system:apiLog`),
// and the public dev mailbox (served only while it is on).
import {
  OPERATION_LOG_TYPES,
  devMailboxStatus,
  getApiLog,
  getSimulator,
  listApiLogs,
  listMailbox,
  resendApiLog,
  setSimulator,
} from '@portal/contract';
import type { AppConfig } from '../../config.ts';
import { actorOf } from '../../core/actor.ts';
import type { Db } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { ApiError } from '../../http/api-error.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import { apiLogDetail, apiLogPage } from './api-log-queries.ts';
import { mailboxPage } from './mailbox-queries.ts';
import { resendMessage } from './resend.ts';
import { saveSimulatorSetting, simulatorSettings } from './simulator.ts';

export interface OutboxServices {
  db: Db;
  config: AppConfig;
  operationLog: OperationLog;
}

export const outboxPlugin: ModulePlugin<OutboxServices> = async (app, { guard, services }) => {
  const { db, config, operationLog } = services;

  registerCall(app, guard, listApiLogs, async (input, req) => {
    const { records, total } = await apiLogPage(db, input);
    return ok(req, { records, total, current: input.current, size: input.size });
  });

  registerCall(app, guard, getApiLog, async (input, req) => {
    const detail = await apiLogDetail(db, input.id);
    if (!detail) throw new ApiError(404, 'apiLog.notFound');
    return ok(req, detail);
  });

  // Resends and simulator changes are changes: they go in the operation log.
  registerCall(app, guard, resendApiLog, async (input, req) => {
    const resent = await resendMessage(db, input.id, config.now());
    await operationLog.logAction(
      actorOf(req),
      OPERATION_LOG_TYPES.modify,
      `apiLog.resend:${resent.outboxId}`,
    );
    return ok(req, resent);
  });

  registerCall(app, guard, getSimulator, async (_input, req) =>
    ok(req, { systems: await simulatorSettings(db, config) }),
  );

  registerCall(app, guard, setSimulator, async (input, req) => {
    await saveSimulatorSetting(db, input);
    await operationLog.logAction(
      actorOf(req),
      OPERATION_LOG_TYPES.modify,
      `simulator:${input.system}:${input.answer}:${input.delayMs}`,
    );
    return ok(req, { systems: await simulatorSettings(db, config) });
  });

  registerCall(app, guard, listMailbox, async (input, req) => {
    if (!config.devMailbox) throw new ApiError(404, 'mailbox.off');
    const { records, total } = await mailboxPage(db, input);
    return ok(req, { records, total, current: input.current, size: input.size });
  });

  registerCall(app, guard, devMailboxStatus, async (_input, req) =>
    ok(req, { enabled: config.devMailbox }),
  );
};
