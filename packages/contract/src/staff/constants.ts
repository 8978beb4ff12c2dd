// Constants of the staff pages (a company's own people), read by the browser and the server.
import { menuPermission } from '../menus/catalog.ts';

/** The staff page of each side: holding it is holding the right to manage the company's people. */
export const STAFF_PERMISSIONS = {
  supplier: menuPermission('/sup/sys/employee'),
  buyer: menuPermission('/hna/sys/employee'),
} as const;

/** SPEC section 5: every input of the staff form takes at most 20 characters. */
export const STAFF_INPUT_MAX = 20;
export const STAFF_STATES = ['enabled', 'frozen'] as const;
export type StaffState = (typeof STAFF_STATES)[number];
/** How long an invited colleague's code to choose a password stays valid. */
export const STAFF_INVITE_TTL_HOURS = 72;
/**
 * The bulk import of staff from the xlsx template (docs/decisions/2026-11-27-staff-import.md): at
 * most this many rows per file, and the file at most STAFF_IMPORT_MAX_BYTES (500 filled rows are
 * about 40 KB).
 */
export const STAFF_IMPORT_MAX_ROWS = 500;
export const STAFF_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** The template's columns, in order; `role` takes a role's name from the list. */
export const STAFF_IMPORT_COLUMNS = [
  'name',
  'account',
  'email',
  'mobile',
  'position',
  'role',
] as const;
export type StaffImportColumn = (typeof STAFF_IMPORT_COLUMNS)[number];
/** The own profile's avatar (docs/decisions/2026-11-27-own-profile.md): PNG or JPEG, at most 1 MB. */
export const AVATAR_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const AVATAR_MAX_BYTES = 1024 * 1024;
