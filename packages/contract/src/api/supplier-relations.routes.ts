// Generated from supplier-relations.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './supplier-relations.ts';

export const supplierRelationsApi = {
  listNewSuppliers: route<typeof calls.listNewSuppliers>({
    method: 'GET',
    path: '/admin/supplier/supNew/findPageList',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:lists',
  }),
  listCapabilities: route<typeof calls.listCapabilities>({
    method: 'GET',
    path: '/admin/supplier/supCapability/findPageList',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:lists',
  }),
  listCustomerRelations: route<typeof calls.listCustomerRelations>({
    method: 'GET',
    path: '/admin/supplier/supCustomRelation/findPageList',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:lists',
  }),
  addCustomerRelation: route<typeof calls.addCustomerRelation>({
    method: 'POST',
    path: '/admin/supplier/supCustomRelation/add',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:lists:manage',
  }),
  endCustomerRelation: route<typeof calls.endCustomerRelation>({
    method: 'POST',
    path: '/admin/supplier/supCustomRelation/end',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:lists:manage',
  }),
} as const;
