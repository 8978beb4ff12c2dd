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
