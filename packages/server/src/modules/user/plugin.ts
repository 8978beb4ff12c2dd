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
  /** Whether a security key is required of the user and whether one is registered. */
  keyStatus: (userId: string) => Promise<{ required: boolean; bound: boolean }>;
}

export const userPlugin: ModulePlugin<UserServices> = async (app, { guard, services }) => {
  const { users, operationLog, keyStatus } = services;

  registerCall(app, guard, getUserInfo, async (_input, req) =>
    users.userInfoAnswer(actorOf(req).userId, requestLanguage(req)),
  );

  // The u-shield is a security key (docs/decisions/2026-11-27-security-keys.md): whoever has one
  // signs in with the password and the key; a required key not yet registered is registered first.
  registerCall(app, guard, getLoginType, async (_input, req) => {
    const actor = actorOf(req);
    const key = await keyStatus(actor.userId);
    return ok(req, {
      loginType: key.bound || key.required ? ('securityKey' as const) : ('password' as const),
      companyKind: actor.companyKind,
      uShieldBound: key.bound,
      keyRequired: key.required,
    });
  });

  registerCall(app, guard, loginLog, async (input, req) => {
    await operationLog.attachMac(
      actorOf(req).sessionId,
      input.macAddr ?? '',
      OPERATION_LOG_TYPES.login,
    );
    return done(req);
  });
};
