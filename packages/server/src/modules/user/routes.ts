// The signed-in user: profile and menus, how they signed in, and the client's MAC for the login log.
import {
  OPERATION_LOG_TYPES,
  formatMessage,
  getLoginType,
  getUserInfo,
  loginLog,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, requireAuth, type RouteDeps } from '../../http/register-call.ts';
import type { OperationLog } from '../../core/operation-log.ts';

export function registerUserRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { operationLog: OperationLog },
): void {
  registerCall(app, deps, getUserInfo, async (_input, req) =>
    deps.users.userInfoAnswer(requireAuth(req).userId, requestLanguage(req)),
  );

  registerCall(app, deps, getLoginType, async (_input, req) => {
    const profile = await deps.users.profile(requireAuth(req).userId);
    if (!profile) throw new ApiError(401, 'auth.invalidToken', { error: 'invalid_token' });
    return {
      code: 200,
      msg: formatMessage(requestLanguage(req), 'ok.done'),
      data: {
        loginType: 'password' as const,
        companyKind: profile.row.companyKind,
        // u-shield binding comes with user management; nobody is bound yet.
        uShieldBound: false,
      },
    };
  });

  registerCall(app, deps, loginLog, async (input, req) => {
    const auth = requireAuth(req);
    await deps.operationLog.attachMac(
      auth.sessionId,
      input.macAddr ?? '',
      OPERATION_LOG_TYPES.login,
    );
    return { code: 200, msg: formatMessage(requestLanguage(req), 'ok.done') };
  });
}
