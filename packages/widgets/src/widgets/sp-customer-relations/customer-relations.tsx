// sp-customer-relations: which member companies of the buyer's group (airlines and MROs, the
// contract's GROUP_MEMBERS) a supplier serves, for which business (purchase, repair, 21 department),
// since when, active or ended. With `supplier-id` (the supplier's page) one supplier's relations and
// "Add relation"; without it every relation with a search. "End" asks for a reason in a dialog that
// is the confirmation; ended relations stay listed with it. Changes need `supplier:lists:manage`.
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { SUPPLIER_PERMISSIONS as P, type CustomerRelationRow } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { token } from '../../kit/css-token';
import { ResourceForm, ResourceList, usePermission, type SchemaLike } from '../../kit/resource';
import { useT } from '../../runtime/i18n';
import { QueryProvider } from '../../runtime/query-provider';
import { CUSTOMER_RELATIONS_NS } from './customer-relations-text';
import {
  addRelationResource,
  endRelationResource,
  relationsResource,
  type AddRelationValues,
} from './relation-resources';

export interface CustomerRelationsProps {
  /** One supplier's relations (attribute `supplier-id`); every relation without. */
  supplierId?: string;
}

const stack: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalM'),
};
const toolbar: CSSProperties = { display: 'flex', justifyContent: 'flex-end' };

const loadRules = () => import('./relation-rules');
function useRules(enabled: boolean) {
  return useQuery({
    queryKey: ['customer-relations', 'rules'],
    queryFn: loadRules,
    staleTime: Infinity,
    structuralSharing: false,
    enabled,
  }).data?.relationRules;
}

function RelationDialog(props: {
  title: string;
  intro: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(_, d) => (d.open ? undefined : props.onClose())}>
      <DialogSurface style={{ maxWidth: 600 }}>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent>
            <p style={{ margin: `0 0 ${token('spacingVerticalM')}` }}>{props.intro}</p>
            {props.children}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function CustomerRelationsView({ supplierId }: CustomerRelationsProps) {
  const { t } = useT(CUSTOMER_RELATIONS_NS);
  const can = usePermission();
  const [adding, setAdding] = useState(false);
  const [ending, setEnding] = useState<CustomerRelationRow | null>(null);
  const rules = useRules(adding || ending !== null);
  const list = useMemo(() => relationsResource(supplierId, setEnding), [supplierId]);
  const addForm = useMemo(
    () =>
      rules && supplierId
        ? addRelationResource(supplierId, rules.add as SchemaLike<AddRelationValues>)
        : undefined,
    [rules, supplierId],
  );
  const endForm = useMemo(
    () =>
      rules && ending
        ? endRelationResource(ending, rules.end as SchemaLike<{ reason: string }>)
        : undefined,
    [rules, ending],
  );
  const closeAdd = () => setAdding(false);
  const closeEnd = () => setEnding(null);
  return (
    <div style={stack}>
      {supplierId && can(P.listsManage) ? (
        <div style={toolbar}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
            {t('add.label')}
          </Button>
        </div>
      ) : null}
      <ResourceList
        resource={list}
        stateKey={supplierId ? 'customer-relations-supplier' : 'customer-relations'}
      />
      {adding && addForm ? (
        <RelationDialog title={t('add.title')} intro={t('add.intro')} onClose={closeAdd}>
          <ResourceForm bare resource={addForm} onCancel={closeAdd} onSaved={closeAdd} />
        </RelationDialog>
      ) : null}
      {ending && endForm ? (
        <RelationDialog
          title={`${t('end.title')}: ${ending.supplierName}`}
          intro={t('end.intro', {
            member: t(`enum.groupMember.${ending.member}`),
            business: t(`enum.relationBusiness.${ending.businessType}`),
          })}
          onClose={closeEnd}
        >
          <ResourceForm bare resource={endForm} onCancel={closeEnd} onSaved={closeEnd} />
        </RelationDialog>
      ) : null}
    </div>
  );
}

export function CustomerRelations(props: CustomerRelationsProps) {
  return (
    <QueryProvider>
      <CustomerRelationsView {...props} />
    </QueryProvider>
  );
}

export default CustomerRelations;
