// How answers become JSON. Every route's 200 answer has a zod schema (the contract's `answer`).
// Encoding through zod and then JSON.stringify cost a list request about a tenth of its CPU (a
// profile under load: 0.14 ms for 20 contract rows), so an answer whose schema JSON Schema can
// state is written by fast-json-stringify compiled from that JSON Schema instead (0.02 ms, the
// same bytes). Schemas it cannot state (transforms, codecs, dates as objects) keep zod's encoder.
//
// fast-json-stringify writes what the schema names but does not check values as zod does (a
// missing field or a number where a string belongs). So the tests run with `checkAnswers`: each
// answer is also encoded by zod, and an answer zod refuses or writes differently fails the request
// as it would have before (docs/decisions/2026-11-27-compiled-answer-serializer.md).
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/**
 * The writer fast-json-stringify compiles for a zod schema, or null when JSON Schema cannot state
 * it: toJSONSchema throws on transforms, codecs and dates, which only zod's encoder writes right.
 */
export function compiledWriter(schema: z.ZodType): Serialize | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    return fastJson(json as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return null;
  }
}

/** Thrown (as a 500) when a checked answer is one zod refuses or writes otherwise. */
export class AnswerMismatchError extends Error {}

/**
 * Fastify's serializer compiler for the routes' answers: compiled writers, shared by every route
 * with the same schema; zod's encoder for what they cannot write; with `check`, both, compared.
 */
export function answerSerializerCompiler(options: {
  check: boolean;
}): FastifySerializerCompiler<RouteSchema['schema']> {
  const writers = new WeakMap<object, Serialize | null>();
  return (route: RouteSchema) => {
    const viaZod: Serialize = zodSerializerCompiler(route);
    const schema = route.schema;
    if (!(schema instanceof z.ZodType)) return viaZod;
    let writer = writers.get(schema);
    if (writer === undefined) {
      writer = compiledWriter(schema);
      writers.set(schema, writer);
    }
    if (!writer) return viaZod;
    if (!options.check) return writer;
    const fast = writer;
    return (data: unknown) => {
      const expected = viaZod(data); // throws as before when zod refuses the answer
      const written = fast(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new AnswerMismatchError(
          `${route.method} ${route.url}: the compiled answer writer wrote ${written.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`,
        );
      }
      return written;
    };
  };
}
