import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listBuyerContracts } from '@portal/contract';
import { answerSerializerCompiler, compiledWriter } from './answer-serializer.ts';

const answer = z.object({
  code: z.number().int(),
  data: z.object({ name: z.string(), at: z.iso.datetime(), note: z.string().nullable() }),
});
const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const good = { code: 200, data: { name: '王磊', at: '2026-11-27T10:00:00.000Z', note: null } };

describe('answer serializer', () => {
  it('writes what zod writes, leaving out fields the schema does not name', () => {
    const write = answerSerializerCompiler({ check: false })(route(answer) as never);
    const withExtra = { ...good, data: { ...good.data, secret: 'hash' } };
    expect(write(withExtra)).toBe(JSON.stringify(answer.encode(good as never)));
  });

  it('compiles every answer of the contract list, the same bytes as zod', () => {
    const write = compiledWriter(listBuyerContracts.answer);
    expect(write).not.toBeNull();
    const data = {
      code: 200,
      msg: 'ok',
      data: { records: [], total: 0, totalCapped: false, current: 1, size: 20 },
    };
    expect(write!(data)).toBe(JSON.stringify(listBuyerContracts.answer.encode(data as never)));
  });

  it("keeps zod's encoder for what JSON Schema cannot state (a transform)", () => {
    const transformed = z.object({ n: z.string().transform((s) => s.length) });
    expect(compiledWriter(transformed)).toBeNull();
    const write = answerSerializerCompiler({ check: false })(route(transformed) as never);
    expect(() => write({ n: 3 })).toThrow();
  });

  it('with check, fails an answer zod refuses, which the compiled writer alone would send', () => {
    const wrong = { code: 200, data: { ...good.data, name: 12 } };
    const fast = answerSerializerCompiler({ check: false })(route(answer) as never);
    expect(fast(wrong)).toContain('"name":"12"');
    const checked = answerSerializerCompiler({ check: true })(route(answer) as never);
    expect(() => checked(wrong)).toThrow();
    expect(checked(good)).toBe(JSON.stringify(good));
  });
});
