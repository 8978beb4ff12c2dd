// The lists' form rules, a chunk of their own: the contract's schemas bring zod (~25 KB gzip),
// requested when a form first shows, so the lists never wait for it.
import {
  addAdmitInput,
  addBlacklistInput,
  addOwnEquipmentInput,
  addTierInput,
  authorizeTierInput,
  removeBlacklistInput,
} from '@portal/contract';

export const admitted = addAdmitInput;
export const blacklist = addBlacklistInput;
export const tiers = addTierInput;
export const ownEquipment = addOwnEquipmentInput;
export const removeFromList = removeBlacklistInput.pick({ reason: true });
export const authorize = authorizeTierInput.pick({ validUntil: true, remarks: true });
