// Role management (SPEC section 6, docs/product-rules.md#roles): a company's administrator keeps
// its own roles and gives roles to its users. Every change runs in one transaction that locks the
// company, writes the operation log and checks afterwards that the company still has an enabled
// user holding its side's role-administration permission (ROLE_ADMIN_PERMISSIONS): the change
// that would leave none is undone with 409. The built-in roles (the seed's, shared by every
// company of a side) are given but never changed (docs/decisions/2026-11-26-company-roles.md).
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  permissionSide,
  permissionTree,
  type OperationLogType,
  type PermissionNode,
  type RoleDetail,
  type RoleRow,
  type createRoleInput,
  type roleListInput,
  type updateRoleInput,
} from '@portal/contract';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../core/db.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { containsPattern } from '../../db/like.ts';
import { page, type Page } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import {
  activeAdministrators,
  codeHolder,
  findCompanyUser,
  findVisibleRole,
  knownPermissions,
  lockCompany,
  permissionsOf,
  roleHolders,
  rolePermissions,
  setRolePermissions,
  toRecord,
  visibleRoles,
  type RoleRecord,
  type Scope,
} from './queries.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/** What a role change must forget of the signed-in users' cached profiles (the user module's). */
export interface ProfileCache {
  invalidateUser(userId: string): void;
  invalidateAll(): void;
}

type In<T extends z.ZodType> = z.output<T>;

const scopeOf = (actor: Actor): Scope => ({ companyId: actor.companyId, side: actor.companyKind });

function row(r: RoleRecord, permissions: string[]): RoleRow {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    builtIn: r.companyId === null,
    userCount: r.userCount,
    permissionCount: r.permissionCount,
    permissions,
    version: r.version,
  };
}

export class RoleService {
  constructor(
    private readonly db: Db,
    private readonly log: OperationLog,
    private readonly profiles: ProfileCache,
  ) {}

  async list(actor: Actor, input: In<typeof roleListInput>): Promise<Page<RoleRow>> {
    let q = visibleRoles(this.db, scopeOf(actor));
    if (input.q) {
      const like = containsPattern(input.q);
      q = q.where((eb) => eb.or([eb('r.code', 'ilike', like), eb('r.name', 'ilike', like)]));
    }
    const found = await page(
      q,
      input,
      // Built-in roles first, then the company's by code.
      (x) => x.orderBy((eb) => eb('r.company_id', 'is not', null)).orderBy('r.code'),
      toRecord,
    );
    const codes = await permissionsOf(
      this.db,
      found.records.map((r) => r.id),
    );
    return { ...found, records: found.records.map((r) => row(r, codes.get(r.id) ?? [])) };
  }

  async get(actor: Actor, id: string, db: Db = this.db): Promise<RoleDetail> {
    const found = await findVisibleRole(db, scopeOf(actor), id);
    if (!found) throw new ApiError(404, 'roles.notFound');
    return row(found, await rolePermissions(db, id));
  }

  tree(actor: Actor): PermissionNode[] {
    return permissionTree(actor.companyKind);
  }

  async create(actor: Actor, input: In<typeof createRoleInput>): Promise<RoleDetail> {
    const scope = scopeOf(actor);
    const id = randomUUID();
    try {
      return await this.#change(actor, OPERATION_LOG_TYPES.add, async (trx) => {
        await this.#checkGrantable(trx, actor, input.permissions);
        if (await codeHolder(trx, scope, input.code)) throw codeTaken(input.code);
        await trx
          .insertInto('roles')
          .values({
            id,
            code: input.code,
            name: input.name,
            side: scope.side,
            company_id: scope.companyId,
          })
          .execute();
        await setRolePermissions(trx, id, input.permissions);
        return { item: `roles.create ${input.code}`, result: await this.get(actor, id, trx) };
      });
    } catch (error) {
      // Two requests raced for one code past the check: the unique index tells the second.
      if (isUniqueViolation(error)) throw codeTaken(input.code);
      throw error;
    }
  }

  async update(actor: Actor, input: In<typeof updateRoleInput>): Promise<RoleDetail> {
    const result = await this.#change(actor, OPERATION_LOG_TYPES.modify, async (trx) => {
      const role = await this.#ownRole(trx, actor, input.id, input.version);
      await this.#checkGrantable(trx, actor, input.permissions);
      await trx
        .updateTable('roles')
        .set((eb) => ({ name: input.name, version: eb('version', '+', 1) }))
        .where('id', '=', role.id)
        .execute();
      const before = await rolePermissions(trx, role.id);
      await setRolePermissions(trx, role.id, input.permissions);
      const after = new Set(input.permissions);
      const added = input.permissions.filter((c) => !before.includes(c));
      const removed = before.filter((c) => !after.has(c));
      return {
        item: `roles.update ${role.code} +[${added.join(',')}] -[${removed.join(',')}]`,
        result: await this.get(actor, role.id, trx),
      };
    });
    // Every holder's menus and permissions follow at their next call.
    this.profiles.invalidateAll();
    return result;
  }

  async remove(actor: Actor, input: { id: string; version: number }): Promise<void> {
    await this.#change(actor, OPERATION_LOG_TYPES.delete, async (trx) => {
      const role = await this.#ownRole(trx, actor, input.id, input.version);
      const holders = await roleHolders(trx, role.id);
      if (holders.length) {
        throw new ApiError(409, 'roles.inUse', { params: { count: holders.length } });
      }
      await trx.deleteFrom('roles').where('id', '=', role.id).execute();
      return { item: `roles.delete ${role.code}`, result: undefined };
    });
  }

  async assign(
    actor: Actor,
    input: { userId: string; roleIds: string[] },
  ): Promise<{ userId: string; roleIds: string[]; roles: string[] }> {
    const scope = scopeOf(actor);
    const result = await this.#change(actor, OPERATION_LOG_TYPES.modify, async (trx) => {
      const user = await findCompanyUser(trx, scope.companyId, input.userId);
      if (!user) throw new ApiError(404, 'roles.userNotFound');
      const ids = [...new Set(input.roleIds)];
      const roles: RoleRecord[] = [];
      for (const id of ids) {
        const role = await findVisibleRole(trx, scope, id);
        if (!role) throw new ApiError(404, 'roles.notFound');
        roles.push(role);
      }
      await trx.deleteFrom('user_roles').where('user_id', '=', user.id).execute();
      if (ids.length) {
        await trx
          .insertInto('user_roles')
          .values(ids.map((role_id) => ({ user_id: user.id, role_id })))
          .execute();
      }
      const codes = roles.map((r) => r.code).sort();
      return {
        item: `roles.assign ${user.account} [${codes.join(',')}]`,
        result: { userId: user.id, roleIds: ids, roles: codes },
      };
    });
    this.profiles.invalidateUser(input.userId);
    return result;
  }

  /**
   * One change: the company locked, the change, the last-administrator check and the log line in
   * one transaction.
   */
  async #change<T>(
    actor: Actor,
    type: OperationLogType,
    change: (trx: Transaction<Database>) => Promise<{ item: string; result: T }>,
  ): Promise<T> {
    const scope = scopeOf(actor);
    return this.db.transaction().execute(async (trx) => {
      await lockCompany(trx, scope.companyId);
      const { item, result } = await change(trx);
      if ((await activeAdministrators(trx, scope)) === 0) {
        throw new ApiError(409, 'roles.lastAdmin');
      }
      await this.log.logAction(actor, type, item, trx);
      return result;
    });
  }

  /** A role of the caller's company at the version the caller saw; built-in ones are refused. */
  async #ownRole(trx: Db, actor: Actor, id: string, version: number): Promise<RoleRecord> {
    const role = await findVisibleRole(trx, scopeOf(actor), id);
    if (!role) throw new ApiError(404, 'roles.notFound');
    if (role.companyId === null) throw new ApiError(409, 'roles.builtIn');
    if (role.version !== version) throw new ApiError(409, 'roles.stale');
    return role;
  }

  /**
   * Only permissions of the caller's side: another side's code is refused (403) and an unknown
   * one is a bad request (400); nothing of the request is granted then.
   */
  async #checkGrantable(trx: Db, actor: Actor, codes: readonly string[]): Promise<void> {
    for (const code of codes) {
      const side = permissionSide(code);
      if (side && side !== actor.companyKind) {
        throw new ApiError(403, 'roles.permissionOtherSide', {
          params: { code },
          fields: { permissions: 'roles.permissionOtherSide' },
        });
      }
    }
    const known = await knownPermissions(trx, codes);
    const unknown = codes.find((c) => !known.has(c) || !permissionSide(c));
    if (unknown) {
      throw new ApiError(400, 'roles.permissionUnknown', {
        params: { code: unknown },
        fields: { permissions: 'roles.permissionUnknown' },
      });
    }
  }
}

function codeTaken(code: string): ApiError {
  return new ApiError(409, 'roles.codeTaken', {
    params: { code },
    fields: { code: 'roles.codeTaken' },
  });
}
