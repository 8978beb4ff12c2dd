// Generated from system.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './system.ts';

export const systemApi = {
  health: route<typeof calls.health>({
    method: 'GET',
    path: '/health',
    encoding: 'query',
    audience: 'public',
    auth: false,
  }),
} as const;
