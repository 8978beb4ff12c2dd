// Call definitions of a company's own people (/sup/sys/employee for a supplier's administrator,
// /hna/sys/employee for the buyer's): list, create with a password, invite by e-mail (a one-time
// code to choose the password), edit name, contacts and position, freeze and thaw, and send a
// password-reset code. The company comes from the session, so nobody reaches another company's
// staff: another company's id answers 404 like a missing one. Each side needs its own page's
// permission (STAFF_PERMISSIONS); the calls are shared because the rules are the same.
import { z } from 'zod';
import type { MessageKey } from '../messages/index.ts';
import { LANGUAGES } from '../constants.ts';
import {
  AVATAR_MAX_BYTES,
  STAFF_IMPORT_MAX_ROWS,
  STAFF_INPUT_MAX,
  STAFF_INVITE_TTL_HOURS,
  STAFF_STATES,
} from '../staff/constants.ts';
import { defineCall } from './define.ts';
import { batchRowError } from './inquiry.ts';
import { emptyEnvelope, envelope, page, pageInput } from './schema-helpers.ts';

const tag = 'staff';
const m = (key: MessageKey) => ({ message: key });
const id = z.string().min(1).max(64);
const version = z.coerce.number().int().min(1);
const isoDateTime = z.iso.datetime({ offset: true });

const text = (max = STAFF_INPUT_MAX) => z.string().trim().max(max, m('staff.tooLong'));
const optional = (schema: z.ZodType<string, string>) =>
  z.union([z.literal(''), schema]).default('');
export const staffFields = {
  name: text().min(1, m('staff.nameRequired')),
  account: text()
    .min(1, m('staff.accountRequired'))
    .regex(/^[A-Za-z0-9._-]{3,20}$/, m('staff.accountRule')),
  email: optional(text(80).pipe(z.email(m('staff.emailRule')))),
  mobile: optional(text().regex(/^\+?[0-9 -]{6,20}$/, m('staff.mobileRule'))),
  position: optional(text()),
};

export const staffListInput = pageInput.extend({
  /** Name, account, e-mail or mobile contains it. */
  q: z.string().trim().max(50).optional(),
  state: z.enum(STAFF_STATES).optional(),
});
export const staffRow = z.object({
  id,
  account: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  position: z.string(),
  /** The role names (message keys of the seeded roles, or a company's own names). */
  roles: z.array(z.string()),
  /** The same roles' ids, as the roles screen's assignment takes them. */
  roleIds: z.array(z.string()),
  state: z.enum([...STAFF_STATES, 'disabled']),
  /** Holds the staff page's permission: one of them must stay active. */
  admin: z.boolean(),
  /** Invited and not yet signed in with a password of their own. */
  invited: z.boolean(),
  /** A security key is required at sign-in (the buyer's u-shield; api/security-keys.ts). */
  keyRequired: z.boolean(),
  /** A security key is registered. */
  hasKey: z.boolean(),
  lastSignInAt: isoDateTime.nullable(),
  version: z.number().int(),
});
export type StaffRow = z.infer<typeof staffRow>;

export const listStaff = defineCall({
  method: 'GET',
  path: '/admin/sys/employee/pageEmployees',
  encoding: 'query',
  audience: 'signedIn',
  tag,
  summary:
    "The caller's company's people, by name; needs the staff page of the caller's side (`menu:/sup/sys/employee` or `menu:/hna/sys/employee`).",
  input: staffListInput,
  answer: envelope(page(staffRow)),
  errors: [403],
});

export const createStaffInput = z.object({
  ...staffFields,
  passPriKey: z.string().min(1).max(64),
  /** The password, encrypted with the public key of `passPriKey` (RSA-OAEP SHA-256). */
  password: z.string().min(1).max(1024),
});
export const staffAnswer = envelope(staffRow);
export const createStaff = defineCall({
  method: 'POST',
  path: '/admin/sys/employee/create',
  encoding: 'json',
  audience: 'signedIn',
  tag,
  summary:
    "Creates a colleague in the caller's company with the password the administrator chose (the password rule applies).",
  input: createStaffInput,
  answer: staffAnswer,
  errors: [403, 409],
});

export const inviteStaffInput = z.object({
  ...staffFields,
  email: text(80)
    .min(1, m('staff.emailRequired'))
    .pipe(z.email(m('staff.emailRule'))),
});
export const inviteStaff = defineCall({
  method: 'POST',
  path: '/admin/sys/employee/invite',
  encoding: 'json',
  audience: 'signedIn',
  tag,
  summary: `Creates a colleague without a password and e-mails a one-time code (valid ${STAFF_INVITE_TTL_HOURS} hours) to choose it on the reset-password page.`,
  input: inviteStaffInput,
  answer: staffAnswer,
  errors: [403, 409],
});

export const updateStaffInput = z.object({
  id,
  version,
  name: staffFields.name,
  email: staffFields.email,
  mobile: staffFields.mobile,
  position: staffFields.position,
});
export const updateStaff = defineCall({
  method: 'POST',
  path: '/admin/sys/employee/update',
  encoding: 'json',
  audience: 'signedIn',
  tag,
  summary: "Changes a colleague's name, e-mail, mobile and position (the account stays).",
  input: updateStaffInput,
  answer: staffAnswer,
  errors: [403],
});

export const updateStaffStatusInput = z.object({
  id,
  version,
  action: z.enum(['freeze', 'thaw']),
});
export const updateStaffStatus = defineCall({
  method: 'POST',
  path: '/admin/sys/employee/updateStatus',
  encoding: 'json',
  audience: 'signedIn',
  tag,
  summary:
    "Freezes a colleague (their sessions end and they cannot sign in) or thaws them. Nobody freezes themselves or the company's last active administrator.",
  input: updateStaffStatusInput,
  answer: staffAnswer,
  errors: [403],
});

export const resetStaffPasswordInput = z.object({ id });
export const resetStaffPassword = defineCall({
  method: 'POST',
  path: '/admin/sys/employee/resetPassword',
  encoding: 'json',
  audience: 'signedIn',
  tag,
  summary:
    'E-mails a colleague a code to choose a new password on the reset-password page; the old password keeps working until then.',
  input: resetStaffPasswordInput,
  answer: emptyEnvelope,
  errors: [403, 409],
});

/**
 * One row of the import template, checked as the create form checks one colleague (the same
 * fields); `role` is the id the reader took from the role list, if the row names one.
 */
export const staffImportRow = z.object({
  name: staffFields.name,
  account: staffFields.account,
  email: staffFields.email,
  mobile: staffFields.mobile,
  position: staffFields.position,
  role: z.string().max(64).optional(),
});
export type StaffImportRow = z.output<typeof staffImportRow>;

export const staffImportTemplateInput = z.object({
  /** The headers' first language and the role list's names; the request's language by default. */
  lang: z.enum(LANGUAGES).optional(),
});
export const staffImportTemplate = defineCall({
  method: 'GET',
  path: '/admin/file/template/staffImport',
  encoding: 'query',
  audience: 'signedIn',
  tag,
  summary:
    "The xlsx template of the staff import: one sheet to fill (headers in both languages, the caller's company's roles as a list) and one explaining every column. Needs the staff page of the caller's side.",
  input: staffImportTemplateInput,
  answer: z.string(),
  errors: [403],
});

export const importedStaff = z.object({
  /** 1-based spreadsheet row. */
  row: z.number().int(),
  id,
  account: z.string(),
  name: z.string(),
  email: z.string(),
  /** The role names given (message keys of the seeded roles, or a company's own names). */
  roles: z.array(z.string()),
  /** An invitation code was mailed (the row had an e-mail address). */
  invited: z.boolean(),
});
export type ImportedStaff = z.infer<typeof importedStaff>;

export const importStaffInput = z.object({});
export const importStaffAnswer = envelope(
  z.object({
    rowsRead: z.number().int(),
    /** The rows created, together in one transaction. */
    created: z.array(importedStaff),
    /** Why each refused row was refused, in the caller's language (a row may have several). */
    errors: z.array(batchRowError),
  }),
);
export const importStaff = defineCall({
  method: 'POST',
  path: '/admin/sys/employee/batchUpload',
  encoding: 'multipart',
  audience: 'signedIn',
  tag,
  summary: `Creates colleagues from the filled-in template (multipart: file; xlsx only, at most ${STAFF_IMPORT_MAX_ROWS} rows). Each row is checked as the create form checks one, for accounts taken in the file or the portal, and for the role; the rows that pass are created together (each invited by e-mail when it has an address) and the others reported row by row.`,
  input: importStaffInput,
  answer: importStaffAnswer,
  errors: [403, 413],
});

/** The signed-in user's own profile, as the profile page shows and edits it. */
export const myProfile = z.object({
  id,
  account: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** The avatar's file id (download it like any file of the company), or ''. */
  avatar: z.string(),
  version: z.number().int(),
});
export type MyProfile = z.infer<typeof myProfile>;
export const myProfileAnswer = envelope(myProfile);

export const getMyProfile = defineCall({
  method: 'GET',
  path: '/admin/sys/user/profile',
  encoding: 'query',
  audience: 'signedIn',
  tag,
  summary: "The signed-in user's own name, e-mail, mobile and avatar.",
  input: z.object({}),
  answer: myProfileAnswer,
});

export const updateMyProfileInput = z.object({
  version,
  name: staffFields.name,
  email: staffFields.email,
  mobile: staffFields.mobile,
  /** A file the caller uploaded (PNG or JPEG, at most 1 MB), or '' for none. */
  avatar: z.union([z.literal(''), id]).default(''),
});
export const updateMyProfile = defineCall({
  method: 'POST',
  path: '/admin/sys/user/update',
  encoding: 'json',
  audience: 'signedIn',
  tag,
  summary: `Changes the signed-in user's own name, e-mail, mobile and avatar (a file they uploaded: PNG or JPEG, at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB). Always the caller's own account: there is no id to name another's.`,
  input: updateMyProfileInput,
  answer: myProfileAnswer,
  errors: [409],
});

export const staffCalls = {
  listStaff,
  createStaff,
  inviteStaff,
  updateStaff,
  updateStaffStatus,
  resetStaffPassword,
  staffImportTemplate,
  importStaff,
  getMyProfile,
  updateMyProfile,
};
