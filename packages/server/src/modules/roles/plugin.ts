// Role management's calls, both sides: the buyer's under admin/sys/role, a supplier's under
// admin/sys/supRole (packages/contract/src/api/roles.ts). registerCall refuses the other side (403)
// and a caller without the side's role screen permission before the handler runs; the service
// scopes everything to the caller's company from the session.
import {
  assignSupplierUserRoles,
  assignUserRoles,
  createRole,
  createSupplierRole,
  deleteRole,
  deleteSupplierRole,
  getRole,
  getSupplierRole,
  listGrantablePermissions,
  listRoles,
  listSupplierGrantablePermissions,
  listSupplierRoles,
  updateRole,
  updateSupplierRole,
} from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { RoleService } from './service.ts';

export interface RoleServices {
  roles: RoleService;
}

export const rolesPlugin: ModulePlugin<RoleServices> = async (app, { guard, services }) => {
  const { roles } = services;
  const sides = [
    [
      listRoles,
      getRole,
      createRole,
      updateRole,
      deleteRole,
      listGrantablePermissions,
      assignUserRoles,
    ],
    [
      listSupplierRoles,
      getSupplierRole,
      createSupplierRole,
      updateSupplierRole,
      deleteSupplierRole,
      listSupplierGrantablePermissions,
      assignSupplierUserRoles,
    ],
  ] as const;
  for (const [list, get, create, update, remove, tree, assign] of sides) {
    registerCall(app, guard, list, async (input, req) =>
      ok(req, await roles.list(actorOf(req), input)),
    );
    registerCall(app, guard, get, async (input, req) =>
      ok(req, await roles.get(actorOf(req), input.id)),
    );
    registerCall(app, guard, create, async (input, req) =>
      ok(req, await roles.create(actorOf(req), input), 'roles.created'),
    );
    registerCall(app, guard, update, async (input, req) =>
      ok(req, await roles.update(actorOf(req), input), 'roles.saved'),
    );
    registerCall(app, guard, remove, async (input, req) => {
      await roles.remove(actorOf(req), input);
      return ok(req, { id: input.id }, 'roles.deleted');
    });
    registerCall(app, guard, tree, async (_input, req) =>
      ok(req, { nodes: roles.tree(actorOf(req)) }),
    );
    registerCall(app, guard, assign, async (input, req) =>
      ok(req, await roles.assign(actorOf(req), input), 'roles.assigned'),
    );
  }
};
