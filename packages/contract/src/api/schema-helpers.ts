// zod building blocks shared by the call definitions (server side and types only).
import { z } from 'zod';

/** The answer envelope of every call but the OAuth token endpoint: `{ code: 200, msg, data }`. */
export function envelope<Data extends z.ZodType>(data: Data) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const emptyEnvelope = z.object({ code: z.number().int(), msg: z.string() });
export const emptyInput = z.object({});

/**
 * A failure: HTTP 4xx/5xx with this body; `data.fields` maps a field to its message. Registered as
 * the OpenAPI component `ErrorBody`, which every operation's error answers refer to.
 */
export const errorBody = z
  .object({
    code: z.number().int(),
    msg: z.string(),
    error: z.string().optional(),
    error_description: z.string(),
    data: z.object({ fields: z.record(z.string(), z.string()).optional() }).optional(),
  })
  .meta({ id: 'ErrorBody' });

/** Paged list input and answer (docs/architecture.md, API conventions). */
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
/**
 * Pages a list at scale counts beyond the one asked for; past them the answer says `totalCapped`
 * (counting hundreds of thousands of matches costs more than the page: the operation log's rule,
 * docs/decisions/2026-11-27-contract-list-bench.md).
 */
export const LIST_COUNT_AHEAD_PAGES = 5;
/** A list page whose total stops LIST_COUNT_AHEAD_PAGES pages past the one asked for. */
export function cappedPage<Row extends z.ZodType>(row: Row) {
  return page(row).extend({
    /** More rows match than `total` counts. */
    totalCapped: z.boolean(),
  });
}
