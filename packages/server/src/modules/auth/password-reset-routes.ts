// The forgotten-password routes: ask for a code, set a new password with it (public).
import { resetPassword, sendResetCode } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type RouteDeps } from '../../http/register-call.ts';
import type { PasswordResetService } from './password-reset.ts';

export function registerPasswordResetRoutes(
  app: FastifyInstance,
  guard: RouteDeps,
  reset: PasswordResetService,
): void {
  registerCall(app, guard, sendResetCode, async (input, req) => {
    const data = await reset.sendCode(input, req.ip, requestLanguage(req));
    return ok(req, data, 'reset.sent', { minutes: data.expiresInMinutes });
  });
  registerCall(app, guard, resetPassword, async (input, req) =>
    ok(req, await reset.reset(input, req.ip), 'reset.done'),
  );
}
