// Routes of the customs-broker authorizations: plain data the browser imports; their types come
// from customs.ts (type-only import: no zod at run time). The supplier's menu permission guards them.
import type { z } from 'zod';
import { menuPermission } from '../menus/catalog.ts';
import { route } from './define.ts';
import type * as s from './customs.ts';

type In<T extends z.ZodType> = z.input<T>;
type Out<T extends z.ZodType> = z.output<T>;

/** The supplier's customs pages; holding the menu is holding the right. */
export const CUSTOMS_PERMISSION = menuPermission('/sup/supCustoms/detailAuthorize');

export const customsApi = {
  listCustoms: route<In<typeof s.customsListInput>, Out<typeof s.listCustomsAnswer>>({
    method: 'GET',
    path: '/admin/supplier/supCustoms/list',
    encoding: 'query',
    auth: true,
    permission: CUSTOMS_PERMISSION,
  }),
  createCustoms: route<In<typeof s.createCustomsInput>, Out<typeof s.customsAnswer>>({
    method: 'POST',
    path: '/admin/supplier/supCustoms/authorize',
    encoding: 'json',
    auth: true,
    permission: CUSTOMS_PERMISSION,
  }),
  revokeCustoms: route<In<typeof s.revokeCustomsInput>, Out<typeof s.customsAnswer>>({
    method: 'POST',
    path: '/admin/supplier/supCustoms/revoke',
    encoding: 'json',
    auth: true,
    permission: CUSTOMS_PERMISSION,
  }),
} as const;
