// Call definitions of the forgotten password: a verification code by e-mail, then a new password.
import { z } from 'zod';
import { accountSchema, emailSchema } from '../supplier/registration.ts';
import { defineCall } from './define.ts';
import { envelope } from './schema-helpers.ts';

const tag = 'auth';

export const sendResetCodeInput = z.object({ account: accountSchema, email: emailSchema });
export const sendResetCodeAnswer = envelope(z.object({ expiresInMinutes: z.number().int() }));
export const sendResetCode = defineCall({
  method: 'POST',
  path: '/os/ap/resetPwd/code',
  encoding: 'json',
  audience: 'public',
  tag,
  summary:
    "Sends a 6-digit verification code to the account's e-mail when account and address match. The answer is the same either way, so it does not tell which accounts exist. Rate-limited.",
  input: sendResetCodeInput,
  answer: sendResetCodeAnswer,
});

export const resetPasswordInput = z.object({
  account: accountSchema,
  code: z
    .string({ message: 'reset.codeRule' })
    .trim()
    .regex(/^\d{6}$/, { message: 'reset.codeRule' }),
  passPriKey: z.string().min(1).max(64),
  /** The new password, encrypted with the public key of `passPriKey` (RSA-OAEP SHA-256). */
  password: z.string().min(1).max(1024),
});
export const resetPasswordAnswer = envelope(z.object({ account: z.string() }));
export const resetPassword = defineCall({
  method: 'POST',
  path: '/os/ap/resetPwd/reset',
  encoding: 'json',
  audience: 'public',
  tag,
  summary:
    'Sets a new password with the code from the e-mail (valid 10 minutes, 5 tries). Every session of the account ends.',
  input: resetPasswordInput,
  answer: resetPasswordAnswer,
});
