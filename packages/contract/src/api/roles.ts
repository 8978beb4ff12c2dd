// Call definitions of role management (SPEC section 6): a company's administrator lists its roles,
// creates one with a name and code, gives it permissions from the tree its side may grant, deletes
// one nobody holds, and gives roles to its users. The buyer's calls are under `admin/sys/role`
// (SPEC section 7's sys/role group), a supplier's under `admin/sys/supRole`: the same inputs and
// answers, each side's needing its own role screen's permission (ROLE_ADMIN_PERMISSIONS), so a
// supplier gets 403 from every buyer call whatever its roles hold.
import { z } from 'zod';
import type { MessageKey } from '../messages/index.ts';
import { ROLE_ADMIN_PERMISSIONS } from '../roles/permissions.ts';
import { defineCall } from './define.ts';
import { envelope, page, pageInput } from './schema-helpers.ts';

const tag = 'roles';
const m = (key: MessageKey) => ({ message: key });
const id = z.string().min(1).max(64);
const version = z.coerce.number().int().min(1);

/** The longest role name and code (docs/product-rules.md#roles). */
export const ROLE_TEXT_MAX = 50;
export const ROLE_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

const roleName = z
  .string(m('roles.nameRequired'))
  .trim()
  .min(1, m('roles.nameRequired'))
  .max(ROLE_TEXT_MAX, m('roles.tooLong'));
const roleCode = z
  .string(m('roles.codeRequired'))
  .trim()
  .min(1, m('roles.codeRequired'))
  .max(ROLE_TEXT_MAX, m('roles.tooLong'))
  .regex(ROLE_CODE_PATTERN, m('roles.codeRule'));
const permissionCodes = z.array(z.string().min(1).max(200)).max(1000).default([]);

export const roleListInput = pageInput.extend({ q: z.string().trim().max(100).optional() });
export const roleRow = z.object({
  id,
  code: z.string(),
  /** A built-in role's name is an i18n key (`role.supplierAdmin`); a company's own is its text. */
  name: z.string(),
  /** The seed's roles, shared by every company of the side: given, never changed. */
  builtIn: z.boolean(),
  /** How many users hold the role (of the caller's company). */
  userCount: z.number().int(),
  permissionCount: z.number().int(),
  /** Its permission codes (a company has few roles: the edit form opens from the row). */
  permissions: z.array(z.string()),
  version: z.number().int(),
});
export type RoleRow = z.infer<typeof roleRow>;
export const listRolesAnswer = envelope(page(roleRow));

export const roleRef = z.object({ id });
export const roleDetail = roleRow;
export type RoleDetail = z.infer<typeof roleDetail>;
export const roleDetailAnswer = envelope(roleDetail);

export const createRoleInput = z.object({
  code: roleCode,
  name: roleName,
  permissions: permissionCodes,
});
export const updateRoleInput = z.object({
  id,
  version,
  name: roleName,
  permissions: permissionCodes,
});
export const deleteRoleInput = z.object({ id, version });
export const deleteRoleAnswer = envelope(z.object({ id }));

/** One node of the permission tree, flat: its parent's key, or null at the top. */
export const permissionTreeNode = z.object({
  key: z.string(),
  parent: z.string().nullable(),
  title: z.string(),
  code: z.string().nullable(),
  kind: z.enum(['group', 'menu', 'action']),
});
export type PermissionTreeNode = z.infer<typeof permissionTreeNode>;
export const permissionTreeAnswer = envelope(z.object({ nodes: z.array(permissionTreeNode) }));
export const permissionTreeInput = z.object({});

export const assignUserRolesInput = z.object({
  userId: id,
  roleIds: z.array(id).max(100),
});
export const assignUserRolesAnswer = envelope(
  z.object({ userId: id, roleIds: z.array(id), roles: z.array(z.string()) }),
);

const buyer = { audience: 'buyer', permission: ROLE_ADMIN_PERMISSIONS.buyer, tag } as const;
const supplier = {
  audience: 'supplier',
  permission: ROLE_ADMIN_PERMISSIONS.supplier,
  tag,
} as const;

// --- the buyer's --------------------------------------------------------------------------------

export const listRoles = defineCall({
  ...buyer,
  method: 'GET',
  path: '/admin/sys/role/findRoles',
  encoding: 'query',
  summary: "The buyer's roles: the built-in ones and the company's own, by code.",
  input: roleListInput,
  answer: listRolesAnswer,
});
export const getRole = defineCall({
  ...buyer,
  method: 'GET',
  path: '/admin/sys/role/detail',
  encoding: 'query',
  summary: 'One role with its permission codes.',
  input: roleRef,
  answer: roleDetailAnswer,
});
export const createRole = defineCall({
  ...buyer,
  method: 'POST',
  path: '/admin/sys/role/createRole',
  encoding: 'json',
  summary: 'Creates a role of the company with buyer-side permissions; the code is unique.',
  input: createRoleInput,
  answer: roleDetailAnswer,
  errors: [409],
});
export const updateRole = defineCall({
  ...buyer,
  method: 'POST',
  path: '/admin/sys/role/setRoleAuths',
  encoding: 'json',
  summary: 'Renames a company role and sets its permissions (the version it was read at).',
  input: updateRoleInput,
  answer: roleDetailAnswer,
  errors: [404, 409],
});
export const deleteRole = defineCall({
  ...buyer,
  method: 'POST',
  path: '/admin/sys/role/deleteRole',
  encoding: 'json',
  summary: 'Deletes a company role that no user holds.',
  input: deleteRoleInput,
  answer: deleteRoleAnswer,
  errors: [404, 409],
});
export const listGrantablePermissions = defineCall({
  ...buyer,
  method: 'GET',
  path: '/admin/sys/role/findAuthTree',
  encoding: 'query',
  summary: 'The permission tree a buyer role may hold: menus, then actions with the departments.',
  input: permissionTreeInput,
  answer: permissionTreeAnswer,
});
export const assignUserRoles = defineCall({
  ...buyer,
  method: 'POST',
  path: '/admin/sys/role/updateUserRoles',
  encoding: 'json',
  summary: "Sets the roles of one of the company's users.",
  input: assignUserRolesInput,
  answer: assignUserRolesAnswer,
  errors: [404, 409],
});

// --- a supplier's -------------------------------------------------------------------------------

export const listSupplierRoles = defineCall({
  ...supplier,
  method: 'GET',
  path: '/admin/sys/supRole/findRoles',
  encoding: 'query',
  summary: "The supplier's roles: the built-in ones and the company's own, by code.",
  input: roleListInput,
  answer: listRolesAnswer,
});
export const getSupplierRole = defineCall({
  ...supplier,
  method: 'GET',
  path: '/admin/sys/supRole/detail',
  encoding: 'query',
  summary: 'One role of the supplier with its permission codes.',
  input: roleRef,
  answer: roleDetailAnswer,
});
export const createSupplierRole = defineCall({
  ...supplier,
  method: 'POST',
  path: '/admin/sys/supRole/createRole',
  encoding: 'json',
  summary: "Creates a role of the caller's company with supplier-side permissions only.",
  input: createRoleInput,
  answer: roleDetailAnswer,
  errors: [409],
});
export const updateSupplierRole = defineCall({
  ...supplier,
  method: 'POST',
  path: '/admin/sys/supRole/setRoleAuths',
  encoding: 'json',
  summary: "Renames one of the company's roles and sets its permissions.",
  input: updateRoleInput,
  answer: roleDetailAnswer,
  errors: [404, 409],
});
export const deleteSupplierRole = defineCall({
  ...supplier,
  method: 'POST',
  path: '/admin/sys/supRole/deleteRole',
  encoding: 'json',
  summary: "Deletes one of the company's roles that no user holds.",
  input: deleteRoleInput,
  answer: deleteRoleAnswer,
  errors: [404, 409],
});
export const listSupplierGrantablePermissions = defineCall({
  ...supplier,
  method: 'GET',
  path: '/admin/sys/supRole/findAuthTree',
  encoding: 'query',
  summary: 'The permission tree a supplier role may hold: supplier menus and actions only.',
  input: permissionTreeInput,
  answer: permissionTreeAnswer,
});
export const assignSupplierUserRoles = defineCall({
  ...supplier,
  method: 'POST',
  path: '/admin/sys/supRole/updateUserRoles',
  encoding: 'json',
  summary: "Sets the roles of one of the supplier's own staff.",
  input: assignUserRolesInput,
  answer: assignUserRolesAnswer,
  errors: [404, 409],
});
