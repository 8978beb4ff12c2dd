// Routes of the forgotten-password calls (`/forgetPassword`, `/resetPass`): public, rate-limited.
// Types from password-reset.ts (type-only import: no zod at run time).
import type { z } from 'zod';
import { route } from './define.ts';
import type * as s from './password-reset.ts';

type In<T extends z.ZodType> = z.input<T>;
type Out<T extends z.ZodType> = z.output<T>;

export const passwordResetApi = {
  sendResetCode: route<In<typeof s.sendResetCodeInput>, Out<typeof s.sendResetCodeAnswer>>({
    method: 'POST',
    path: '/os/ap/resetPwd/code',
    encoding: 'json',
    auth: false,
  }),
  resetPassword: route<In<typeof s.resetPasswordInput>, Out<typeof s.resetPasswordAnswer>>({
    method: 'POST',
    path: '/os/ap/resetPwd/reset',
    encoding: 'json',
    auth: false,
  }),
} as const;

/** A reset code works this long after it was sent, for this many wrong tries. */
export const RESET_CODE_TTL_MINUTES = 10;
export const RESET_CODE_MAX_ATTEMPTS = 5;
