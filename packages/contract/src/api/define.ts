// One typed definition per API call: the server registers its route from it (validation and
// OpenAPI), the widgets' http client calls it with typed input and answer.
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallDef<
  Input extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path under the API base, in SPEC.md section 7's style (`/admin/sys/user/getUserInfo`). */
  path: string;
  /** Where the input travels: the query string, a JSON body or a form-encoded body. */
  encoding: 'query' | 'json' | 'form';
  /** Needs a signed-in user (a Bearer access token). */
  auth: boolean;
  /** Permission code the caller must hold, when the call is for some roles only. */
  permission?: string;
  summary: string;
  tag: string;
  input: Input;
  answer: Answer;
}

export function defineCall<Input extends z.ZodType, Answer extends z.ZodType>(
  def: CallDef<Input, Answer>,
): CallDef<Input, Answer> {
  return def;
}

export type CallInput<C extends CallDef> = z.input<C['input']>;
export type CallAnswer<C extends CallDef> = z.output<C['answer']>;

/** The answer envelope of every call but the OAuth token endpoint: `{ code: 200, msg, data }`. */
export function envelope<Data extends z.ZodType>(data: Data) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const emptyEnvelope = z.object({ code: z.number().int(), msg: z.string() });

/** A failure: HTTP 4xx/5xx with this body; `data.fields` maps a field to its message. */
export const errorBody = z.object({
  code: z.number().int(),
  msg: z.string(),
  error: z.string().optional(),
  error_description: z.string(),
  data: z.object({ fields: z.record(z.string(), z.string()).optional() }).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Paged list input and answer (DESIGN.md section 5). */
export const pageInput = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(20),
  sort: z.string().max(64).optional(),
});
export function page<Row extends z.ZodType>(row: Row) {
  return z.object({
    records: z.array(row),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
  });
}
