// The registration form (docs/product-rules.md#registration) as zod: the browser checks the plain
// form with `registrationFormSchema`; the server takes `registerFields` with the password encrypted
// (as at sign-in) and checks the decrypted password with the same rule. Issue messages are message
// keys.
import { z } from 'zod';
import type { MessageKey } from '../messages/index.ts';
import { PASSWORD_INPUT_MAX } from '../constants.ts';
import { newPasswordSchema } from '../validation/password-schema.ts';
import {
  ACCOUNT_PATTERN,
  COUNTRIES,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  REGISTER_KINDS,
  TAX_CATEGORIES,
  TIME_ZONES,
} from './constants.ts';

const m = (key: MessageKey) => ({ message: key });

const inviteCodePattern = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

/** Tax IDs: letters, digits and dashes; a USCC is 18 of them. */
export const taxIdSchema = z
  .string(m('register.taxIdRule'))
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{5,32}$/, m('register.taxIdRule'));

export const companyNameSchema = z
  .string(m('register.companyNameRequired'))
  .trim()
  .min(2, m('register.companyNameRequired'))
  .max(100, m('register.companyNameRule'));

export const accountSchema = z
  .string(m('register.accountRule'))
  .trim()
  .regex(ACCOUNT_PATTERN, m('register.accountRule'));

export const emailSchema = z
  .string(m('register.emailRule'))
  .trim()
  .max(120, m('register.emailRule'))
  .pipe(z.email(m('register.emailRule')));

export const inviteCodeSchema = z
  .string(m('register.inviteCodeRule'))
  .trim()
  .toUpperCase()
  .regex(inviteCodePattern, m('register.inviteCodeRule'));

/** Everything but the password: what the server stores and the duplicate check looks at. */
export const registerFields = z.object({
  acceptConduct: z.literal(true, m('register.conductRequired')),
  supplierKind: z.enum(REGISTER_KINDS, m('register.kindRequired')),
  country: z.enum(COUNTRIES, m('register.countryRequired')),
  taxCategory: z.enum(TAX_CATEGORIES, m('register.taxCategoryRequired')),
  taxId: taxIdSchema,
  companyName: companyNameSchema,
  account: accountSchema,
  email: emailSchema,
  inviteCode: inviteCodeSchema,
  timeZone: z.enum(TIME_ZONES, m('register.timeZoneRequired')),
});
export type RegisterFields = z.output<typeof registerFields>;

/** The form as the user fills it: the plain password twice. */
export const registrationFormSchema = registerFields
  .extend({
    password: z
      // Registration has no old password: "Please enter your password", not "the new password".
      .string(m('login.passwordRequired'))
      .min(1, m('login.passwordRequired'))
      .pipe(newPasswordSchema),
    repeatPassword: z
      .string(m('password.confirmRequired'))
      .min(1, m('password.confirmRequired'))
      .max(PASSWORD_INPUT_MAX, m('password.mismatch')),
  })
  .refine((v) => v.password === v.repeatPassword, {
    ...m('password.mismatch'),
    path: ['repeatPassword'],
  });
export type RegistrationForm = z.input<typeof registrationFormSchema>;
