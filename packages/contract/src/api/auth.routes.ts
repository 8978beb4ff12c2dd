// Generated from auth.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './auth.ts';

export const authApi = {
  getPublicKey: route<typeof calls.getPublicKey>({
    method: 'GET',
    path: '/os/kaptcha/key/public',
    encoding: 'query',
    audience: 'public',
    auth: false,
  }),
  getDemoMode: route<typeof calls.getDemoMode>({
    method: 'GET',
    path: '/os/demo',
    encoding: 'query',
    audience: 'public',
    auth: false,
  }),
  token: route<typeof calls.token>({
    method: 'POST',
    path: '/oauth/token',
    encoding: 'form',
    audience: 'public',
    auth: false,
  }),
  loginLog: route<typeof calls.loginLog>({
    method: 'POST',
    path: '/admin/sys/user/loginLog',
    encoding: 'form',
    audience: 'signedIn',
    auth: true,
  }),
  getUserInfo: route<typeof calls.getUserInfo>({
    method: 'GET',
    path: '/admin/sys/user/getUserInfo',
    encoding: 'query',
    audience: 'signedIn',
    auth: true,
  }),
  getLoginType: route<typeof calls.getLoginType>({
    method: 'GET',
    path: '/admin/sys/user/getLoginType',
    encoding: 'query',
    audience: 'signedIn',
    auth: true,
  }),
  logout: route<typeof calls.logout>({
    method: 'POST',
    path: '/admin/sys/user/logout',
    encoding: 'form',
    audience: 'signedIn',
    auth: true,
  }),
  updatePassword: route<typeof calls.updatePassword>({
    method: 'POST',
    path: '/admin/sys/user/updatePasswordV2',
    encoding: 'json',
    audience: 'signedIn',
    auth: true,
  }),
} as const;
