// The signed-in user: profile and menus, how they signed in, and the client's MAC for the login log.
import { OPERATION_LOG_TYPES, getLoginType, getUserInfo, loginLog } from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { done, ok } from '../../core/envelope.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { UserService } from './service.ts';

export interface UserServices {
  users: UserService;
  operationLog: OperationLog;
}

export const userPlugin: ModulePlugin<UserServices> = async (app, { guard, services }) => {
  const { users, operationLog } = services;

  registerCall(app, guard, getUserInfo, async (_input, req) =>
    users.userInfoAnswer(actorOf(req).userId, requestLanguage(req)),
  );

  registerCall(app, guard, getLoginType, async (_input, req) =>
    ok(req, {
      loginType: 'password' as const,
      companyKind: actorOf(req).companyKind,
      // u-shield binding comes with user management; nobody is bound yet.
      uShieldBound: false,
    }),
  );

  registerCall(app, guard, loginLog, async (input, req) => {
    await operationLog.attachMac(
      actorOf(req).sessionId,
      input.macAddr ?? '',
      OPERATION_LOG_TYPES.login,
    );
    return done(req);
  });
};
