// One definition per API call. `defineCall` in `<domain>.ts` is the only hand-written definition:
// method, path, encoding, who may call it (audience and permission), summary, tag and the zod
// schemas of its input and answer. The server registers its Fastify route from it (checks,
// validation, OpenAPI). The browser must not load zod, so `<domain>.routes.ts` holds the same calls
// as plain data (`CallRoute`), generated from the definitions by `npm run generate:routes`
// (packages/contract/build/call-routes.ts) and typed from them by a type-only import; a test fails
// when a generated file is stale. The relation is one way: definitions never import routes.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make a call. `public`: anyone. `integration`: an outside system with its key
 * (X-Integration-Key). `signedIn`: any signed-in user. `supplier` / `buyer`: a signed-in user of a
 * supplier company / of the buyer group; the other side gets 403 whatever its permissions.
 */
export type Audience = 'public' | 'integration' | 'signedIn' | 'supplier' | 'buyer';
export const AUDIENCES = ['public', 'integration', 'signedIn', 'supplier', 'buyer'] as const;

/** The audiences that need a signed-in user's Bearer access token. */
export function needsSession(audience: Audience): boolean {
  return audience === 'signedIn' || audience === 'supplier' || audience === 'buyer';
}

export interface CallRoute<Input = unknown, Answer = unknown> {
  method: HttpMethod;
  /** Path under the API base, as docs/architecture.md's API conventions say (`/admin/sys/…`). */
  path: string;
  /**
   * Where the input travels: the query string, a JSON body, a form-encoded body, or a multipart
   * body whose `file` part is the upload and whose other parts are the input's fields.
   */
  encoding: 'query' | 'json' | 'form' | 'multipart';
  audience: Audience;
  /** Needs a signed-in user (a Bearer access token): `needsSession(audience)`. */
  auth: boolean;
  /** Permission code the caller must hold, when the call is for some roles only. */
  permission?: string;
  /** Type-level only: never set at run time. */
  readonly types?: { input: Input; answer: Answer };
}

/** The failure statuses the OpenAPI document lists for a call. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

/** What a definition says: the route without `auth` (it follows from the audience), and the rest. */
export interface CallSpec<Input extends z.ZodType, Answer extends z.ZodType> {
  method: HttpMethod;
  path: string;
  encoding: CallRoute['encoding'];
  audience: Audience;
  permission?: string;
  summary: string;
  tag: string;
  input: Input;
  answer: Answer;
  /**
   * Failures the call answers beyond those its shape implies (the server documents 400 always,
   * 401 and 403 from the audience and permission, 404 for a call that names something by id, 409
   * for a versioned change, 413 for a body): a rate limit, a duplicate, a check of its own.
   */
  errors?: readonly ErrorStatus[];
  /**
   * A signed-in call that a user who must register a security key and has none yet may still make
   * (who am I, sign out, register the key): the server answers every other call of that user with
   * 403 `securityKey.registrationRequired` (docs/decisions/2026-11-27-security-keys.md).
   */
  beforeSecurityKey?: true;
}

export interface CallDef<
  Input extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
> extends CallRoute<z.input<Input>, z.output<Answer>> {
  summary: string;
  tag: string;
  input: Input;
  answer: Answer;
  errors?: readonly ErrorStatus[];
  beforeSecurityKey?: true;
}

export function defineCall<Input extends z.ZodType, Answer extends z.ZodType>(
  spec: CallSpec<Input, Answer>,
): CallDef<Input, Answer> {
  return { ...spec, auth: needsSession(spec.audience) };
}

export type CallInput<C extends CallRoute> = NonNullable<C['types']>['input'];
export type CallAnswer<C extends CallRoute> = NonNullable<C['types']>['answer'];

/** The browser's half of a definition: its route, typed with the definition's input and answer. */
export type RouteOf<D extends CallDef> = CallRoute<CallInput<D>, CallAnswer<D>>;

/** A generated route (`<domain>.routes.ts`): plain data, typed by the definition it came from. */
export function route<D extends CallDef>(fields: Omit<CallRoute, 'types'>): RouteOf<D> {
  return fields;
}

/** Whether a value is a call definition (the generator and the server's registry look for them). */
export function isCallDef(value: unknown): value is CallDef {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'audience' in value &&
    'input' in value &&
    'answer' in value
  );
}
