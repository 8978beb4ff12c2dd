// Generated from operation-log.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './operation-log.ts';

export const operationLogApi = {
  listOperationLogs: route<typeof calls.listOperationLogs>({
    method: 'GET',
    path: '/admin/sys/log/list',
    encoding: 'query',
    audience: 'signedIn',
    auth: true,
    permission: 'sys:log:list',
  }),
  getOperationLog: route<typeof calls.getOperationLog>({
    method: 'GET',
    path: '/admin/sys/log/detail',
    encoding: 'query',
    audience: 'signedIn',
    auth: true,
    permission: 'sys:log:list',
  }),
  exportOperationLogs: route<typeof calls.exportOperationLogs>({
    method: 'GET',
    path: '/admin/sys/log/export',
    encoding: 'query',
    audience: 'signedIn',
    auth: true,
    permission: 'sys:log:list',
  }),
} as const;
