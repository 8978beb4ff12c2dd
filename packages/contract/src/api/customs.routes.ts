// Generated from customs.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './customs.ts';

export const customsApi = {
  listCustoms: route<typeof calls.listCustoms>({
    method: 'GET',
    path: '/admin/supplier/supCustoms/list',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supCustoms/detailAuthorize',
  }),
  createCustoms: route<typeof calls.createCustoms>({
    method: 'POST',
    path: '/admin/supplier/supCustoms/authorize',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supCustoms/detailAuthorize',
  }),
  revokeCustoms: route<typeof calls.revokeCustoms>({
    method: 'POST',
    path: '/admin/supplier/supCustoms/revoke',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'menu:/sup/supCustoms/detailAuthorize',
  }),
} as const;
