import type { z } from 'zod';
import { route } from './define.ts';
import type * as s from './system.ts';

export const systemApi = {
  health: route<z.input<typeof s.emptyInput>, z.output<typeof s.healthAnswer>>({
    method: 'GET',
    path: '/health',
    encoding: 'query',
    auth: false,
  }),
};
