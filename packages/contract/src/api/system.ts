// Calls that are not part of any business object.
import { z } from 'zod';
import { defineCall } from './define.ts';
import { emptyInput, envelope } from './schema-helpers.ts';

export { emptyInput };
export const healthAnswer = envelope(z.object({ status: z.literal('ok') }));

export const health = defineCall({
  method: 'GET',
  path: '/health',
  encoding: 'query',
  audience: 'public',
  tag: 'system',
  summary: 'Liveness: answers without touching the database (the trivial endpoint of the bench).',
  input: emptyInput,
  answer: healthAnswer,
});

export const systemCalls = { health };
