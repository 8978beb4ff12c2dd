// sp-customer-relations: which member companies of the buyer's group (airlines and MROs, the
// contract's GROUP_MEMBERS) a supplier serves, for which business (purchase, repair, 21 department),
// since when, active or ended. With `supplier-id` (the supplier's page) one supplier's relations and
// "Add relation"; without it every relation with a search. "End" asks for a reason in a dialog that
// is the confirmation; ended relations stay listed with it. Changes need `supplier:lists:manage`.
import { useMemo } from 'react';
import { ResourceList } from '../../kit/resource';
import { relationsResource } from './relation-resources';

export interface CustomerRelationsProps {
  /** One supplier's relations (attribute `supplier-id`); every relation without. */
  supplierId?: string;
}

export function CustomerRelations({ supplierId }: CustomerRelationsProps) {
  const resource = useMemo(() => relationsResource(supplierId), [supplierId]);
  return (
    <ResourceList
      resource={resource}
      stateKey={supplierId ? 'customer-relations-supplier' : 'customer-relations'}
    />
  );
}

export default CustomerRelations;
