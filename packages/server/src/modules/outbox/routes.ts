// The API log (list, detail, resend), the simulator's settings (system:apiLog) and the public dev
// mailbox (served only while it is on).
import {
  OPERATION_LOG_TYPES,
  devMailboxStatus,
  formatMessage,
  getApiLog,
  getSimulator,
  listApiLogs,
  listMailbox,
  resendApiLog,
  setSimulator,
  type OperationLogType,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, requireAuth, type RouteDeps } from '../../http/register-call.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { ApiLogRepository } from './api-log-repository.ts';
import { listMailbox as readMailbox } from './mailbox-repository.ts';
import { resendMessage } from './resend.ts';
import { saveSimulatorSetting, simulatorSettings } from './simulator.ts';

export function registerOutboxRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { config: AppConfig; operationLog: OperationLog },
  db: Kysely<Database>,
): void {
  const apiLogs = new ApiLogRepository(db);
  const done = (req: FastifyRequest) => formatMessage(requestLanguage(req), 'ok.done');

  /** Resends and simulator changes are changes: they go in the operation log. */
  const logChange = async (req: FastifyRequest, type: OperationLogType, item: string) => {
    const auth = requireAuth(req);
    const profile = await deps.users.profile(auth.userId);
    await deps.operationLog.write({
      userId: auth.userId,
      sessionId: auth.sessionId,
      account: profile?.row.account ?? '',
      name: profile?.row.realName ?? '',
      type,
      item,
      ip: req.ip,
      at: deps.config.now(),
    });
  };

  registerCall(app, deps, listApiLogs, async (input, req) => {
    const { records, total } = await apiLogs.list(input);
    return {
      code: 200,
      msg: done(req),
      data: { records, total, current: input.current, size: input.size },
    };
  });

  registerCall(app, deps, getApiLog, async (input, req) => {
    const detail = await apiLogs.detail(input.id);
    if (!detail) throw new ApiError(404, 'apiLog.notFound');
    return { code: 200, msg: done(req), data: detail };
  });

  registerCall(app, deps, resendApiLog, async (input, req) => {
    const resent = await resendMessage(db, input.id, deps.config.now());
    await logChange(req, OPERATION_LOG_TYPES.modify, `apiLog.resend:${resent.outboxId}`);
    return { code: 200, msg: done(req), data: resent };
  });

  registerCall(app, deps, getSimulator, async (_input, req) => ({
    code: 200,
    msg: done(req),
    data: { systems: await simulatorSettings(db, deps.config) },
  }));

  registerCall(app, deps, setSimulator, async (input, req) => {
    await saveSimulatorSetting(db, input);
    await logChange(
      req,
      OPERATION_LOG_TYPES.modify,
      `simulator:${input.system}:${input.answer}:${input.delayMs}`,
    );
    return {
      code: 200,
      msg: done(req),
      data: { systems: await simulatorSettings(db, deps.config) },
    };
  });

  registerCall(app, deps, listMailbox, async (input, req) => {
    if (!deps.config.devMailbox) throw new ApiError(404, 'mailbox.off');
    const { records, total } = await readMailbox(db, input);
    return {
      code: 200,
      msg: done(req),
      data: { records, total, current: input.current, size: input.size },
    };
  });

  registerCall(app, deps, devMailboxStatus, async (_input, req) => ({
    code: 200,
    msg: done(req),
    data: { enabled: deps.config.devMailbox },
  }));
}
