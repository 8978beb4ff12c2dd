// Generated from integration.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './integration.ts';

export const integrationApi = {
  listApiLogs: route<typeof calls.listApiLogs>({
    method: 'GET',
    path: '/admin/sys/apiLog/list',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'system:apiLog',
  }),
  getApiLog: route<typeof calls.getApiLog>({
    method: 'GET',
    path: '/admin/sys/apiLog/detail',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'system:apiLog',
  }),
  resendApiLog: route<typeof calls.resendApiLog>({
    method: 'POST',
    path: '/admin/sys/apiLog/resend',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'system:apiLog',
  }),
  getSimulator: route<typeof calls.getSimulator>({
    method: 'GET',
    path: '/admin/sys/simulator',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'system:apiLog',
  }),
  setSimulator: route<typeof calls.setSimulator>({
    method: 'POST',
    path: '/admin/sys/simulator',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'system:apiLog',
  }),
  listMailbox: route<typeof calls.listMailbox>({
    method: 'GET',
    path: '/dev/mailbox',
    encoding: 'query',
    audience: 'public',
    auth: false,
  }),
  devMailboxStatus: route<typeof calls.devMailboxStatus>({
    method: 'GET',
    path: '/dev/mailbox/status',
    encoding: 'query',
    audience: 'public',
    auth: false,
  }),
} as const;
