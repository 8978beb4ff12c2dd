// Calls that are not part of any business object.
import { z } from 'zod';
import { defineCall, envelope } from './define.ts';

export const health = defineCall({
  method: 'GET',
  path: '/health',
  encoding: 'query',
  auth: false,
  tag: 'system',
  summary: 'Liveness: answers without touching the database (the trivial endpoint of the bench).',
  input: z.object({}),
  answer: envelope(z.object({ status: z.literal('ok') })),
});

export const systemCalls = { health };
