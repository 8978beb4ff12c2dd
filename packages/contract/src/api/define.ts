// One typed definition per API call. A call has two halves:
// - its route (`CallRoute`: method, path, encoding, auth), plain data with the input and answer types
//   attached at the type level only. The browser imports routes, so no zod reaches a widget bundle.
// - its definition (`CallDef`): the route plus the zod schemas, summary and tag. The server registers
//   its Fastify route from it (validation and OpenAPI); `defineCall` checks that the schemas agree
//   with the route's types, so the two halves cannot drift apart.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallRoute<Input = unknown, Answer = unknown> {
  method: HttpMethod;
  /** Path under the API base, in SPEC.md section 7's style (`/admin/sys/user/getUserInfo`). */
  path: string;
  /**
   * Where the input travels: the query string, a JSON body, a form-encoded body, or a multipart
   * body whose `file` part is the upload and whose other parts are the input's fields.
   */
  encoding: 'query' | 'json' | 'form' | 'multipart';
  /** Needs a signed-in user (a Bearer access token). */
  auth: boolean;
  /** Permission code the caller must hold, when the call is for some roles only. */
  permission?: string;
  /** Type-level only: never set at run time. */
  readonly types?: { input: Input; answer: Answer };
}

export interface CallDef<
  Input extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
> extends CallRoute<z.input<Input>, z.output<Answer>> {
  summary: string;
  tag: string;
  input: Input;
  answer: Answer;
}

export function route<Input, Answer>(fields: Omit<CallRoute, 'types'>): CallRoute<Input, Answer> {
  return fields;
}

export function defineCall<Input extends z.ZodType, Answer extends z.ZodType>(
  callRoute: CallRoute<z.input<Input>, z.output<Answer>>,
  spec: { summary: string; tag: string; input: Input; answer: Answer },
): CallDef<Input, Answer> {
  return { ...callRoute, ...spec };
}

export type CallInput<C extends CallRoute> = NonNullable<C['types']>['input'];
export type CallAnswer<C extends CallRoute> = NonNullable<C['types']>['answer'];
