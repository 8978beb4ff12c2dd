// Sign-in calls: the public key, the OAuth token endpoint (POST form or GET query), sign-out and
// password change.
import { getDemoMode, getPublicKey, logout, token, updatePassword } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { done, ok } from '../../core/envelope.ts';
import { ApiError } from '../../http/api-error.ts';
import { registerCall, requireAuth, type RouteDeps } from '../../http/register-call.ts';
import { requestOrigin } from '../security-keys/index.ts';
import type { RsaKeyService } from './rsa-keys.ts';
import type { AuthService, RequestMeta } from './service.ts';

const GRANT_TYPES = new Set(['password', 'refresh_token', 'security_key']);

export function requestMeta(req: FastifyRequest): RequestMeta {
  return {
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
    origin: requestOrigin(req),
  };
}

export function registerAuthRoutes(
  app: FastifyInstance,
  guard: RouteDeps,
  deps: { auth: AuthService; keys: RsaKeyService },
): void {
  // Each key is a database row: an address gets only so many per window (429 after).
  registerCall(app, guard, getPublicKey, async (_input, req) =>
    ok(req, await deps.keys.issue(req.ip)),
  );

  registerCall(app, guard, getDemoMode, async (_input, req) =>
    ok(req, { demo: deps.auth.demoMode }),
  );

  // The contract's POST form, and the GET query form older clients still send.
  for (const variant of [{}, { method: 'GET', encoding: 'query' }] as const) {
    app.register(async (scope) => {
      // OAuth says an unknown grant type is `unsupported_grant_type`, not a validation failure.
      scope.addHook('preValidation', async (req) => {
        const source = (req.method === 'POST' ? req.body : req.query) as
          Record<string, unknown> | undefined;
        const grant = source?.grant_type;
        if (typeof grant === 'string' && grant !== '' && !GRANT_TYPES.has(grant)) {
          throw new ApiError(400, 'auth.unknownGrant', { error: 'unsupported_grant_type' });
        }
      });
      registerCall(
        scope,
        guard,
        token,
        async (input, req, reply) => {
          // Tokens must not be cached by the browser or a proxy (RFC 6749 section 5.1).
          reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
          if (input.grant_type === 'password') {
            return deps.auth.passwordGrant(input, requestMeta(req));
          }
          if (input.grant_type === 'security_key') {
            return deps.auth.securityKeyGrant(input, requestMeta(req));
          }
          return deps.auth.refreshGrant(input, requestMeta(req));
        },
        variant,
      );
    });
  }

  registerCall(app, guard, logout, async (_input, req) => {
    await deps.auth.logout(requireAuth(req), requestMeta(req));
    return done(req);
  });

  registerCall(app, guard, updatePassword, async (input, req) => {
    await deps.auth.changePassword(requireAuth(req), input, requestMeta(req));
    return done(req, 'password.changed');
  });
}
