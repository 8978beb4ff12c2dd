// The new-password rule as a zod schema, for server-side input schemas; its issue message is the
// message key. Kept apart from password.ts so the browser's import of the rule brings no zod.
import { z } from 'zod';
import type { MessageKey } from '../messages/index.ts';
import { PASSWORD_INPUT_MAX } from '../constants.ts';
import { checkNewPassword } from './password.ts';

export const newPasswordSchema = z
  .string()
  .max(PASSWORD_INPUT_MAX, { message: 'password.rule' satisfies MessageKey })
  .refine((v) => checkNewPassword(v) === null, { message: 'password.rule' satisfies MessageKey });
