// Generated from password-reset.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './password-reset.ts';

export const passwordResetApi = {
  sendResetCode: route<typeof calls.sendResetCode>({
    method: 'POST',
    path: '/os/ap/resetPwd/code',
    encoding: 'json',
    audience: 'public',
    auth: false,
  }),
  resetPassword: route<typeof calls.resetPassword>({
    method: 'POST',
    path: '/os/ap/resetPwd/reset',
    encoding: 'json',
    audience: 'public',
    auth: false,
  }),
} as const;
