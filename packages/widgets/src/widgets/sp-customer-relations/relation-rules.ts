// The relation forms' rules, a chunk of their own: the contract's schemas bring zod, requested when
// a dialog first opens.
import { addCustomerRelationInput, endCustomerRelationInput } from '@portal/contract';

export const relationRules = {
  add: addCustomerRelationInput.omit({ supplierId: true }),
  end: endCustomerRelationInput.pick({ reason: true }),
};
