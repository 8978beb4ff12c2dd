// Registers a route from a contract call: method and path, zod input (query string or body by the
// call's encoding), the 200 answer schema, the auth and permission checks, and OpenAPI metadata.
// Every route goes through here, so every route is validated and documented from the contract.
// Multipart calls (uploads) are registered with registerUploadCall: their body is streamed, not
// parsed ahead, so the handler's receiver reads the file part and the other parts are validated as
// the call's input once the stream has been read.
import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  isMessageKey,
  permissionSupplierKind,
  type Audience,
  type CallDef,
  type HttpMethod,
  type MessageKey,
  type SupplierKind,
  uploadTooLarge,
} from '@portal/contract';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../core/actor.ts';
import { ApiError } from './api-error.ts';
import { callName } from './call-registry.ts';

/** A checked session: who signed in, for which company. */
export interface SessionRef {
  sessionId: string;
  userId: string;
  companyId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, set by the auth check of calls with `auth: true`. */
    auth: SessionRef | null;
  }
}

/** What the checks of a call ask: the session of a token, and the caller's name, side and roles. */
export interface RouteDeps {
  auth: { authenticate(token: string | undefined): Promise<SessionRef> };
  users: {
    profile(userId: string): Promise<
      | {
          row: {
            account: string;
            realName: string;
            companyKind: Actor['companyKind'];
            /** Absent or null for a buyer; a call of a one-kind page needs it (actorCheck). */
            supplierKind?: SupplierKind | null;
            securityKeyPending: boolean;
          };
          permissions: ReadonlySet<string>;
        }
      | undefined
    >;
  };
}

/**
 * What app.ts hands a module's plugin: the checks its calls need (`guard`) and the services the
 * module serves its calls with, built and wired in app.ts.
 */
export interface ModuleOptions<Services> {
  guard: RouteDeps;
  services: Services;
}

/** A module's routes: one Fastify plugin per module, registered by app.ts under /api. */
export type ModulePlugin<Services> = FastifyPluginAsync<ModuleOptions<Services>>;

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

/**
 * A handler answers the call's answer, a PreSerialized one, or the reply itself when it has sent
 * the answer already (a file or a spreadsheet streamed with headers of its own).
 */
export type CallHandler<C extends CallDef> = (
  input: z.output<C['input']>,
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.output<C['answer']> | PreSerialized | FastifyReply>;

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
export function requireAuth(req: FastifyRequest): SessionRef {
  if (!req.auth) throw new ApiError(401, 'auth.required', { error: 'invalid_request' });
  return req.auth;
}

/**
 * Authenticates the Bearer header, the only place an access token is read: never from a URL,
 * which history, proxies and logs keep (a file link carries a one-time ticket instead,
 * docs/decisions/2026-11-26-download-tickets.md).
 */
export function authCheck(deps: RouteDeps): preHandlerAsyncHookHandler {
  return async (req) => {
    req.auth = await deps.auth.authenticate(bearerToken(req));
  };
}

/**
 * Makes the caller's actor (the session with the user's name, company side and permissions, from
 * the cached profile); then 403 unless the caller's company is on the call's side (a supplier
 * calling a buyer call, or the other way round) and one of its roles holds the call's permission,
 * and, for a call of a one-kind page, unless the company is a supplier of that kind.
 */
export function actorCheck(deps: RouteDeps, call: CallDef): preHandlerAsyncHookHandler {
  return async (req) => {
    const session = requireAuth(req);
    const profile = await deps.users.profile(session.userId);
    if (!profile) throw new ApiError(401, 'auth.invalidToken', { error: 'invalid_token' });
    req.actor = {
      userId: session.userId,
      companyId: session.companyId,
      companyKind: profile.row.companyKind,
      sessionId: session.sessionId,
      ip: req.ip,
      account: profile.row.account,
      name: profile.row.realName,
      permissions: profile.permissions,
    };
    const side = call.audience === 'supplier' || call.audience === 'buyer' ? call.audience : null;
    if (side && profile.row.companyKind !== side) throw new ApiError(403, 'auth.forbidden');
    if (call.permission && !profile.permissions.has(call.permission)) {
      throw new ApiError(403, 'auth.forbidden');
    }
    // A page of one supplier kind (PAGE_SUPPLIER_KIND): its calls refuse the other kinds, whose
    // shared supplier roles hold the permission.
    const kind = call.permission ? permissionSupplierKind(call.permission) : undefined;
    if (kind && profile.row.supplierKind !== kind) {
      throw new ApiError(403, 'auth.transportSuppliersOnly');
    }
    // docs/decisions/2026-11-27-security-keys.md: a required key comes before any work.
    if (profile.row.securityKeyPending && !call.beforeSecurityKey) {
      throw new ApiError(403, 'securityKey.registrationRequired');
    }
  };
}

/** OpenAPI security of each audience; a public call says so with an empty list. */
const SECURITY: Record<Audience, Record<string, string[]>[]> = {
  public: [],
  integration: [{ integrationKey: [] }],
  signedIn: [{ bearerAuth: [] }],
  supplier: [{ bearerAuth: [] }],
  buyer: [{ bearerAuth: [] }],
};

/**
 * The route's schema: validation and answer, and what the OpenAPI document says of it. The
 * operation is named after the call (`listCageCodes`); a second method of one call (the token's GET)
 * adds the method (`tokenGet`).
 */
function callSchema(
  call: CallDef,
  method: HttpMethod,
  encoding: CallDef['encoding'],
  body: z.ZodType = call.input,
): FastifySchema & Record<string, unknown> {
  const name = callName(call);
  return {
    operationId:
      method === call.method ? name : `${name}${method[0]}${method.slice(1).toLowerCase()}`,
    tags: [call.tag],
    summary: call.summary,
    response: { 200: call.answer },
    ...(encoding === 'query' ? { querystring: call.input } : { body }),
    ...(CONSUMES[encoding] ? { consumes: CONSUMES[encoding] } : {}),
    security: SECURITY[call.audience],
  };
}

function callPreHandlers(deps: RouteDeps, call: CallDef): preHandlerAsyncHookHandler[] {
  const preHandler: preHandlerAsyncHookHandler[] = [];
  if (call.auth) {
    preHandler.push(authCheck(deps));
    preHandler.push(actorCheck(deps, call));
  }
  return preHandler;
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
  if (encoding === 'multipart') {
    throw new Error(`${call.path} is a multipart call: register it with registerUploadCall`);
  }
  const schema = callSchema(call, method, encoding);
  // Who may call is settled before the input is validated: a caller without the session or the
  // permission gets 401/403 whatever it sent, and learns nothing of the call's rules from a 400.
  const preValidation = callPreHandlers(deps, call);
  // A POST without a body (logout) validates as an empty object, not as "expected object".
  if (encoding !== 'query') {
    preValidation.unshift(async (req) => {
      if (req.body === undefined || req.body === null) req.body = {};
    });
  }

  app.route({
    method,
    url: call.path,
    schema,
    config: { call },
    preValidation,
    handler: async (req, reply) => {
      const input = (encoding === 'query' ? req.query : req.body) as z.output<C['input']>;
      const answer = await handler(input, req, reply);
      if (answer === reply) return reply;
      // A string with a JSON content type goes out as is, past the schema serializer.
      if (answer instanceof PreSerialized) {
        return reply.type('application/json; charset=utf-8').send(answer.json);
      }
      return answer;
    },
  });
}

// ---- multipart uploads --------------------------------------------------------------------

/**
 * Registers @fastify/multipart: one file per request, smaller than `maxBytes` (the product rules
 * say "smaller than 100 MB", so a file of exactly the limit is refused too), and a few short
 * fields.
 * Without `attachFieldsToBody` nothing is buffered: a handler streams the file where it goes.
 */
export async function registerMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(maxBytes - 1, 0),
      files: 1,
      fields: 20,
      fieldSize: 16 * 1024,
      parts: 21,
      headerPairs: 100,
    },
  });
}

/** Takes the `file` part's stream to wherever the call keeps it. */
export interface FileReceiver<F> {
  /**
   * Reads the part's stream to its end, or throws an ApiError (and leaves nothing behind). The
   * stream is cut at the size limit: check `part.file.truncated` afterwards (isTruncated).
   */
  receive(part: MultipartFile, req: FastifyRequest): Promise<F>;
  /** Undoes a receive when the call fails after it, so a failed upload leaves no file behind. */
  discard(file: F): Promise<void>;
}

export type UploadHandler<C extends CallDef, F> = (
  input: z.output<C['input']>,
  file: F,
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.output<C['answer']>>;

/** The name of the multipart part that carries the upload. */
export const FILE_PART = 'file';

/** Whether the upload was cut at the size limit (busboy ends the stream early and flags it). */
export function isTruncated(part: MultipartFile): boolean {
  return part.file.truncated;
}

/**
 * A multipart call: authorization as any call, then the parts are read in order (the file through
 * `receiver`, the others collected as fields), the fields are validated with the call's input
 * schema, and the handler gets both. If anything fails after the file was received, the receiver
 * discards it.
 */
export function registerUploadCall<C extends CallDef, F>(
  app: FastifyInstance,
  deps: RouteDeps,
  call: C,
  receiver: FileReceiver<F>,
  handler: UploadHandler<C, F>,
): void {
  if (call.encoding !== 'multipart') throw new Error(`${call.path} is not a multipart call`);
  // Documented as the input's fields plus the binary `file` part; never validated as a body, since
  // the body is still unread when validation runs.
  const docsBody =
    call.input instanceof z.ZodObject
      ? call.input.extend({ [FILE_PART]: z.string().meta({ format: 'binary' }) })
      : call.input;
  app.route({
    method: call.method,
    url: call.path,
    schema: callSchema(call, call.method, 'multipart', docsBody),
    config: { call },
    validatorCompiler: (req) =>
      req.httpPart === 'body'
        ? () => ({ value: undefined })
        : validatorCompiler(req as Parameters<typeof validatorCompiler>[0]),
    preHandler: callPreHandlers(deps, call),
    handler: async (req, reply) => {
      const { fields, file } = await readMultipart(req, receiver);
      try {
        if (file === undefined) {
          throw new ApiError(400, 'file.missing', { fields: { [FILE_PART]: 'file.missing' } });
        }
        const input = parseFields(call, fields);
        return await handler(input, file, req, reply);
      } catch (error) {
        if (file !== undefined) await receiver.discard(file);
        throw error;
      }
    },
  } satisfies RouteOptions);
}

async function readMultipart<F>(
  req: FastifyRequest,
  receiver: FileReceiver<F>,
): Promise<{ fields: Record<string, string | string[]>; file: F | undefined }> {
  if (!req.isMultipart()) throw new ApiError(415, 'http.unsupportedMediaType');
  const fields: Record<string, string | string[]> = {};
  let file: F | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_PART) {
          part.file.resume();
          throw new ApiError(400, 'http.badRequest', {
            error: 'invalid_request',
            fields: { [part.fieldname]: 'field.invalid' },
          });
        }
        file = await receiver.receive(part, req);
      } else {
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        const previous = fields[part.fieldname];
        fields[part.fieldname] =
          previous === undefined
            ? value
            : [...(Array.isArray(previous) ? previous : [previous]), value];
      }
    }
  } catch (error) {
    if (file !== undefined) await receiver.discard(file);
    throw multipartError(error);
  }
  return { fields, file };
}

/** Errors of the multipart parser are the client's: a limit (413) or a malformed body (400). */
function multipartError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new ApiError(413, 'upload.size', { params: uploadTooLarge().params });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new ApiError(413, 'http.tooLarge');
  }
  // Busboy's own errors (a cut or malformed body) carry no code; disk errors carry an errno code.
  if (typeof code === 'string' && !code.startsWith('FST_')) return error;
  return new ApiError(400, 'http.badRequest', { error: 'invalid_request' });
}

function parseFields<C extends CallDef>(
  call: C,
  fields: Record<string, string | string[]>,
): z.output<C['input']> {
  const parsed = call.input.safeParse(fields);
  if (parsed.success) return parsed.data as z.output<C['input']>;
  const messages: Record<string, MessageKey> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.map(String).join('.') || '_';
    messages[name] ??= isMessageKey(issue.message)
      ? issue.message
      : issue.code === 'invalid_type' && issue.input === undefined
        ? 'field.required'
        : 'field.invalid';
  }
  throw new ApiError(400, 'http.badRequest', { error: 'invalid_request', fields: messages });
}
