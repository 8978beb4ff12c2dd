// Routes of the buyer's supplier lists: plain data the browser imports; their types come from
// supplier-lists.ts (type-only import: no zod at run time). Reading needs `supplier:lists`,
// changing `supplier:lists:manage`.
import type { z } from 'zod';
import { SUPPLIER_PERMISSIONS as P } from '../supplier/audit-state.ts';
import { route } from './define.ts';
import type * as s from './supplier-lists.ts';

type In<T extends z.ZodType> = z.input<T>;
type Out<T extends z.ZodType> = z.output<T>;
type Removed = { code: number; msg: string; data: { id: string } };

const read = (path: string) =>
  ({ method: 'GET', path, encoding: 'query', auth: true, permission: P.lists }) as const;
const change = (path: string) =>
  ({ method: 'POST', path, encoding: 'json', auth: true, permission: P.listsManage }) as const;

const base = '/admin/supplier';

export const supplierListsApi = {
  listDirectory: route<In<typeof s.directoryInput>, Out<typeof s.listDirectoryAnswer>>(
    read(`${base}/supList/findPageList`),
  ),
  listAdmits: route<In<typeof s.admitListInput>, Out<typeof s.listAdmitsAnswer>>(
    read(`${base}/supAdmit/findPageList`),
  ),
  addAdmit: route<In<typeof s.addAdmitInput>, Out<typeof s.admitAnswer>>(
    change(`${base}/supAdmit/add`),
  ),
  removeAdmit: route<In<typeof s.listEntryRef>, Removed>(change(`${base}/supAdmit/delete`)),
  listBlacklist: route<In<typeof s.blacklistListInput>, Out<typeof s.listBlacklistAnswer>>(
    read(`${base}/supBlacklist/findPageList`),
  ),
  addBlacklist: route<In<typeof s.addBlacklistInput>, Out<typeof s.blacklistAnswer>>(
    change(`${base}/supBlacklist/add`),
  ),
  removeBlacklist: route<In<typeof s.removeBlacklistInput>, Removed>(
    change(`${base}/supBlacklist/delete`),
  ),
  listCageCodes: route<In<typeof s.cageListInput>, Out<typeof s.listCageCodesAnswer>>(
    read(`${base}/supCage/findPageList`),
  ),
  addCageCode: route<In<typeof s.addCageCodeInput>, { code: number; msg: string; data: s.CageRow }>(
    change(`${base}/supCage/add`),
  ),
  removeCageCode: route<In<typeof s.listEntryRef>, Removed>(change(`${base}/supCage/delete`)),
  listTiers: route<In<typeof s.tierListInput>, Out<typeof s.listTiersAnswer>>(
    read(`${base}/supTier/findPageList`),
  ),
  getTier: route<In<typeof s.tierIdInput>, Out<typeof s.tierAnswer>>(
    read(`${base}/supTier/detail`),
  ),
  addTier: route<In<typeof s.addTierInput>, Out<typeof s.tierAnswer>>(
    change(`${base}/supTier/add`),
  ),
  authorizeTier: route<In<typeof s.authorizeTierInput>, Out<typeof s.tierAnswer>>(
    change(`${base}/supTier/authorize`),
  ),
  removeTier: route<In<typeof s.listEntryRef>, Removed>(change(`${base}/supTier/delete`)),
  listOwnEquipment: route<In<typeof s.ownEquipmentListInput>, Out<typeof s.listOwnEquipmentAnswer>>(
    read(`${base}/supThird/findPageList`),
  ),
  addOwnEquipment: route<
    In<typeof s.addOwnEquipmentInput>,
    { code: number; msg: string; data: s.OwnEquipmentRow }
  >(change(`${base}/supThird/add`)),
  removeOwnEquipment: route<In<typeof s.listEntryRef>, Removed>(change(`${base}/supThird/delete`)),
} as const;
