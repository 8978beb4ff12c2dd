// docs/product-rules.md#the-password-rule: one definition for the browser and the server.
// Each check answers a message key (see messages/) or null when the value passes.
import type { MessageKey } from '../messages/index.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants.ts';

/** Letters, digits and the six allowed symbols only; at least one of each kind. */
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)(?=.*[$@!%*#?&])[A-Za-z\\d$@!%*#?&]{${PASSWORD_MIN},${PASSWORD_MAX}}$`,
);

export function checkNewPassword(value: string): MessageKey | null {
  if (!value) return 'password.required';
  return PASSWORD_PATTERN.test(value) ? null : 'password.rule';
}

export function checkOldPassword(value: string): MessageKey | null {
  return value ? null : 'password.oldRequired';
}

export function checkConfirmPassword(value: string, newPassword: string): MessageKey | null {
  if (!value) return 'password.confirmRequired';
  return value === newPassword ? null : 'password.mismatch';
}

export interface PasswordChangeValues {
  oldPwd: string;
  password: string;
  confirm: string;
}

/** All three fields at once, for forms: field name → message key. */
export function checkPasswordChange(
  values: PasswordChangeValues,
): Partial<Record<keyof PasswordChangeValues, MessageKey>> {
  const errors: Partial<Record<keyof PasswordChangeValues, MessageKey>> = {};
  const oldPwd = checkOldPassword(values.oldPwd);
  if (oldPwd) errors.oldPwd = oldPwd;
  const password = checkNewPassword(values.password);
  if (password) errors.password = password;
  else if (values.password === values.oldPwd) errors.password = 'password.sameAsOld';
  const confirm = checkConfirmPassword(values.confirm, values.password);
  if (confirm) errors.confirm = confirm;
  return errors;
}
