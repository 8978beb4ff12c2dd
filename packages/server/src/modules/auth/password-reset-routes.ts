// The forgotten-password routes: ask for a code, set a new password with it (public).
import { formatMessage, resetPassword, sendResetCode } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type RouteDeps } from '../../http/register-call.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { PasswordResetService } from './password-reset.ts';
import { AuthRepository } from './repository.ts';
import type { RsaKeyService } from './rsa-keys.ts';

export interface PasswordResetDeps extends RouteDeps {
  config: AppConfig;
  keys: RsaKeyService;
  operationLog: OperationLog;
}

export function registerPasswordResetRoutes(
  app: FastifyInstance,
  deps: PasswordResetDeps,
  db: Kysely<Database>,
): void {
  const reset = new PasswordResetService(
    db,
    new AuthRepository(db),
    deps.auth,
    deps.keys,
    deps.operationLog,
    deps.config,
  );
  registerCall(app, deps, sendResetCode, async (input, req) => {
    const lang = requestLanguage(req);
    const data = await reset.sendCode(input, req.ip, lang);
    return {
      code: 200,
      msg: formatMessage(lang, 'reset.sent', { minutes: data.expiresInMinutes }),
      data,
    };
  });
  registerCall(app, deps, resetPassword, async (input, req) => ({
    code: 200,
    msg: formatMessage(requestLanguage(req), 'reset.done'),
    data: await reset.reset(input, req.ip),
  }));
}
