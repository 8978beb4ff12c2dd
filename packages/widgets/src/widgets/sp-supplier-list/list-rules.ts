// The lists' form rules, a chunk of their own: the contract's schemas bring zod (~25 KB gzip),
// requested when a dialog first opens, so the lists never wait for it.
import {
  addAdmitInput,
  addBlacklistInput,
  addOwnEquipmentInput,
  addTierInput,
  authorizeTierInput,
  removeBlacklistInput,
} from '@portal/contract';

export const listRules = {
  admitted: addAdmitInput,
  blacklist: addBlacklistInput,
  tiers: addTierInput,
  ownEquipment: addOwnEquipmentInput,
  removeFromList: removeBlacklistInput.pick({ reason: true }),
  authorize: authorizeTierInput.pick({ validUntil: true, remarks: true }),
};
export type ListRules = typeof listRules;
