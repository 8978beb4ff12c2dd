// sp-roles: a company's roles (SPEC section 6; docs/product-rules.md#roles). The list shows the
// built-in roles of the caller's side and the company's own; New role and Edit open a dialog with
// the name, the code (new roles only) and the permission tree (tri-state parents); Delete asks
// first and the server refuses a role someone holds. Built-in roles are given, never changed, so
// they show no Edit or Delete. The buyer's and a supplier's calls differ only in their paths
// (docs/decisions/2026-11-26-company-roles.md): `side`, or the signed-in user's side, picks them.
import { useMemo } from 'react';
import { rolesApi, type RoleRow } from '@portal/contract';
import { ResourceList, defineForm, defineResource, field } from '../../kit/resource';
import { call } from '../../runtime/http';
import { useSession } from '../../runtime/session';
import { PermissionTreeInput } from './permission-tree';
import { ROLES_NS } from './roles-text';

export type RoleSide = 'buyer' | 'supplier';

export interface RolesProps {
  /** Whose roles: the buyer's or the signed-in supplier's; the signed-in user's side by default. */
  side?: RoleSide;
}

const CALLS = {
  buyer: {
    list: rolesApi.listRoles,
    create: rolesApi.createRole,
    update: rolesApi.updateRole,
    remove: rolesApi.deleteRole,
    tree: rolesApi.listGrantablePermissions,
  },
  supplier: {
    list: rolesApi.listSupplierRoles,
    create: rolesApi.createSupplierRole,
    update: rolesApi.updateSupplierRole,
    remove: rolesApi.deleteSupplierRole,
    tree: rolesApi.listSupplierGrantablePermissions,
  },
} as const;

const rules = () => import('./roles-rules');

export function rolesResource(side: RoleSide) {
  const api = CALLS[side];
  return defineResource({
    name: `roles-${side}`,
    title: 'title',
    ns: ROLES_NS,
    list: api.list,
    emptyHint: 'empty',
    rowName: (row) => row.code,
    fields: {
      code: field.text('f.code', { required: true, maxLength: 50, hint: 'hint.code', width: 170 }),
      name: field.text('f.name', {
        required: true,
        maxLength: 50,
        width: 220,
        // A built-in role's name is a text key (role.supplierAdmin); a company's is its text.
        render: (name: string, row: RoleRow, t) => (row.builtIn ? t(name, { ns: 'common' }) : name),
      }),
      builtIn: field.text('f.builtIn', {
        width: 100,
        render: (builtIn: boolean, _row: RoleRow, t) => t(builtIn ? 'kind.builtIn' : 'kind.own'),
      }),
      userCount: field.number('f.userCount', { width: 90 }),
      permissionCount: field.number('f.permissionCount', { width: 110 }),
      permissions: field.text('f.permissions', {
        wide: true,
        input: (props) => <PermissionTreeInput {...props} route={api.tree} />,
      }),
      q: field.text('f.q'),
    },
    columns: ['code', 'name', 'builtIn', 'userCount', 'permissionCount'],
    filters: ['q'],
    rowActions: [
      {
        key: 'remove',
        label: 'remove.label',
        danger: true,
        confirmTitle: 'remove.title',
        confirmBody: 'remove.body',
        successMessage: 'server',
        visible: (row) => !row.builtIn,
        run: (row) => call(api.remove, { id: row.id, version: row.version }),
      },
    ],
    create: defineForm({
      route: api.create,
      schema: () => rules().then((m) => m.createRoleSchema),
      sections: [{ title: 'section', fields: ['code', 'name', 'permissions'] }],
      initialValues: () => ({ permissions: [] }),
      label: 'add',
      title: 'addTitle',
      successMessage: false,
      maxWidth: 760,
    }),
    edit: {
      ...defineForm({
        route: api.update,
        schema: () => rules().then((m) => m.updateRoleSchema),
        sections: [{ title: 'section', fields: ['name', 'permissions'] }],
        initialValues: (row: RoleRow) => ({ name: row.name, permissions: row.permissions }),
        toInput: (values, row) => ({ id: row.id, version: row.version, ...values }),
        label: 'edit',
        title: 'editTitle',
        titleValues: (row) => ({ code: row.code }),
        successMessage: false,
        maxWidth: 760,
      }),
      visible: (row: RoleRow) => !row.builtIn,
    },
  });
}

export function Roles({ side }: RolesProps) {
  const session = useSession();
  const which: RoleSide =
    side ?? (session?.user?.companyKind === 'supplier' ? 'supplier' : 'buyer');
  const resource = useMemo(() => rolesResource(which), [which]);
  return <ResourceList resource={resource} stateKey={`roles-${which}`} />;
}

export default Roles;
