// The staff forms' rules, a chunk of their own (the contract's schemas bring zod): the contract's
// fields, and for a colleague created with a password the password rule and its confirmation.
import {
  checkConfirmPassword,
  checkNewPassword,
  inviteStaffInput,
  staffFields,
  updateStaffInput,
} from '@portal/contract';
import { z } from 'zod';

export const createRules = z
  .object({ ...staffFields, password: z.string().default(''), confirm: z.string().default('') })
  .superRefine((values, ctx) => {
    const password = checkNewPassword(values.password);
    if (password) ctx.addIssue({ code: 'custom', path: ['password'], message: password });
    const confirm = checkConfirmPassword(values.confirm, values.password);
    if (confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: confirm });
  });

export const inviteRules = inviteStaffInput;
export const editRules = updateStaffInput;
