// Routes of the buyer's supplier relation lists (issue 4): new suppliers (in their admission or
// registered lately) and every supplier's capabilities. Plain data the browser imports; the types
// come from supplier-relations.ts (type-only import). Reading needs `supplier:lists`; adding and
// ending a customer relation `supplier:lists:manage`.
import type { z } from 'zod';
import { SUPPLIER_PERMISSIONS as P } from '../supplier/audit-state.ts';
import { route } from './define.ts';
import type * as s from './supplier-relations.ts';

type In<T extends z.ZodType> = z.input<T>;
type Out<T extends z.ZodType> = z.output<T>;

const read = (path: string) =>
  ({ method: 'GET', path, encoding: 'query', auth: true, permission: P.lists }) as const;

const change = (path: string) =>
  ({ method: 'POST', path, encoding: 'json', auth: true, permission: P.listsManage }) as const;

const base = '/admin/supplier';

export const supplierRelationsApi = {
  listNewSuppliers: route<In<typeof s.newSupplierListInput>, Out<typeof s.listNewSuppliersAnswer>>(
    read(`${base}/supNew/findPageList`),
  ),
  listCapabilities: route<In<typeof s.capabilityListInput>, Out<typeof s.listCapabilitiesAnswer>>(
    read(`${base}/supCapability/findPageList`),
  ),
  listCustomerRelations: route<
    In<typeof s.customerRelationListInput>,
    Out<typeof s.listCustomerRelationsAnswer>
  >(read(`${base}/supCustomRelation/findPageList`)),
  addCustomerRelation: route<
    In<typeof s.addCustomerRelationInput>,
    Out<typeof s.customerRelationAnswer>
  >(change(`${base}/supCustomRelation/add`)),
  endCustomerRelation: route<
    In<typeof s.endCustomerRelationInput>,
    Out<typeof s.customerRelationAnswer>
  >(change(`${base}/supCustomRelation/end`)),
} as const;
