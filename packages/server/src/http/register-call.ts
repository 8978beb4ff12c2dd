// Registers a route from a contract call: method and path, zod input (query string or body by the
// call's encoding), the 200 answer schema, the auth and permission checks, and OpenAPI metadata.
// Every route goes through here, so every route is validated and documented from the contract.
import type { CallDef, HttpMethod } from '@portal/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod';
import type { AuthContext, AuthService } from '../modules/auth/service.ts';
import type { UserService } from '../modules/user/service.ts';
import { ApiError } from './api-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, set by the auth check of calls with `auth: true`. */
    auth: AuthContext | null;
  }
}

export interface RouteDeps {
  auth: AuthService;
  users: UserService;
}

/**
 * An answer serialized ahead of time (a cached getUserInfo). Build it with `preSerialized`, which
 * checks it against the call's answer schema once, so skipping the per-request check is safe.
 */
export class PreSerialized {
  constructor(readonly json: string) {}
}

export function preSerialized<C extends CallDef>(call: C, answer: z.output<C['answer']>) {
  return new PreSerialized(JSON.stringify(call.answer.encode(answer)));
}

export type CallHandler<C extends CallDef> = (
  input: z.output<C['input']>,
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.output<C['answer']> | PreSerialized>;

export interface CallVariant {
  method?: HttpMethod;
  encoding?: CallDef['encoding'];
}

const CONSUMES: Record<CallDef['encoding'], string[] | undefined> = {
  query: undefined,
  json: ['application/json'],
  form: ['application/x-www-form-urlencoded'],
  multipart: ['multipart/form-data'],
};

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  const match = header && /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The session of a call registered with `auth: true`. */
export function requireAuth(req: FastifyRequest): AuthContext {
  if (!req.auth) throw new ApiError(401, 'auth.required', { error: 'invalid_request' });
  return req.auth;
}

export function authCheck(deps: RouteDeps): preHandlerAsyncHookHandler {
  return async (req) => {
    req.auth = await deps.auth.authenticate(bearerToken(req));
  };
}

/** 403 unless one of the caller's roles holds the permission code. */
export function permissionCheck(deps: RouteDeps, code: string): preHandlerAsyncHookHandler {
  return async (req) => {
    const profile = await deps.users.profile(requireAuth(req).userId);
    if (!profile?.permissions.has(code)) throw new ApiError(403, 'auth.forbidden');
  };
}

export function registerCall<C extends CallDef>(
  app: FastifyInstance,
  deps: RouteDeps,
  call: C,
  handler: CallHandler<C>,
  variant: CallVariant = {},
): void {
  const method = variant.method ?? call.method;
  const encoding = variant.encoding ?? call.encoding;
  const schema: FastifySchema & Record<string, unknown> = {
    tags: [call.tag],
    summary: call.summary,
    response: { 200: call.answer },
    ...(encoding === 'query' ? { querystring: call.input } : { body: call.input }),
    ...(CONSUMES[encoding] ? { consumes: CONSUMES[encoding] } : {}),
    ...(call.auth ? { security: [{ bearerAuth: [] }] } : {}),
  };
  const preHandler: preHandlerAsyncHookHandler[] = [];
  if (call.auth) preHandler.push(authCheck(deps));
  if (call.permission) preHandler.push(permissionCheck(deps, call.permission));

  app.route({
    method,
    url: call.path,
    schema,
    // A POST without a body (logout) validates as an empty object, not as "expected object".
    preValidation:
      encoding === 'query'
        ? undefined
        : async (req) => {
            if (req.body === undefined || req.body === null) req.body = {};
          },
    preHandler,
    handler: async (req, reply) => {
      const input = (encoding === 'query' ? req.query : req.body) as z.output<C['input']>;
      const answer = await handler(input, req, reply);
      // A string with a JSON content type goes out as is, past the schema serializer.
      if (answer instanceof PreSerialized) {
        return reply.type('application/json; charset=utf-8').send(answer.json);
      }
      return answer;
    },
  });
}
