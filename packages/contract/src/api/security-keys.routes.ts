// Generated from security-keys.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './security-keys.ts';

export const securityKeysApi = {
  listMySecurityKeys: route<typeof calls.listMySecurityKeys>({
    method: 'GET',
    path: '/admin/sys/user/securityKey/list',
    encoding: 'query',
    audience: 'signedIn',
    auth: true,
  }),
  securityKeyRegistrationOptions: route<typeof calls.securityKeyRegistrationOptions>({
    method: 'POST',
    path: '/admin/sys/user/securityKey/registerOptions',
    encoding: 'json',
    audience: 'signedIn',
    auth: true,
  }),
  registerSecurityKey: route<typeof calls.registerSecurityKey>({
    method: 'POST',
    path: '/admin/sys/user/securityKey/register',
    encoding: 'json',
    audience: 'signedIn',
    auth: true,
  }),
  requireSecurityKey: route<typeof calls.requireSecurityKey>({
    method: 'POST',
    path: '/admin/sys/employee/securityKey/require',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/sys/employee',
  }),
  resetSecurityKeys: route<typeof calls.resetSecurityKeys>({
    method: 'POST',
    path: '/admin/sys/employee/securityKey/reset',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'menu:/hna/sys/employee',
  }),
} as const;
