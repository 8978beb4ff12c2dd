// sp-supplier-approval: the supplier approval pages (docs/product-rules.md#the-supplier-audit).
// Without a supplier it is the view's list (commercial, quality, transport or qualified, tabs by
// who must act); with one it is that supplier's audit: company, state, history and the buttons this
// user's department may press (Submit OA for the business first-review department, Submit QAUDIT
// for quality, Sync for master data), plus freeze and unfreeze. Both are resource definitions
// rendered by the kit.
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  supplierMessages,
  type AuditDetail,
  type AuditView,
  type FreezePage,
} from '@portal/contract';
import type { LinkBindings } from '../../kit/links';
import { ResourceDetail, ResourceList } from '../../kit/resource';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import { withQuery } from '../../runtime/query-provider';
import { addSupplierEnumLabels } from '../../locales/supplier-enums';
import en from '../../locales/en/supplier-approval.json';
import zh from '../../locales/zh/supplier-approval.json';
import {
  SUPPLIER_APPROVAL_NS,
  approvalDetailResource,
  approvalListResource,
  supplierApprovalLinks,
} from './approval-resource';
import { AuditToolbar } from './audit-toolbar';

addTranslations(SUPPLIER_APPROVAL_NS, { en, zh });
addContractMessages(supplierMessages);
addSupplierEnumLabels();

export interface SupplierApprovalProps {
  /** Which list (attribute `view`): commercial, quality, transport or qualified. */
  view?: AuditView;
  /**
   * A freeze or unfreeze page (attribute `freeze-page`): the qualified suppliers of its kind its
   * department may freeze, or has frozen.
   */
  freezePage?: FreezePage;
  /** Shows this supplier's audit instead of the list (attribute `supplier-id`). */
  supplierId?: string;
  /** Where a row opens: `audit`, the supplier's audit page (`{id}` the supplier id). */
  links?: LinkBindings<typeof supplierApprovalLinks>;
}

/** While OA, QAUDIT or the ERP has not answered, the page asks again every few seconds. */
const WAITING_POLL_MS = 3000;

function SupplierApprovalView({
  view = 'commercial',
  freezePage,
  supplierId,
  links,
}: SupplierApprovalProps) {
  const queryClient = useQueryClient();
  const list = useMemo(() => approvalListResource(view), [view]);
  const input = useMemo(() => (freezePage ? { view, freezePage } : { view }), [view, freezePage]);
  if (!supplierId) {
    return (
      <ResourceList
        resource={list}
        input={input}
        links={links}
        stateKey={`supplier-approval-${freezePage ?? view}`}
      />
    );
  }
  return (
    <ResourceDetail
      resource={approvalDetailResource}
      id={supplierId}
      refetchInterval={(record: AuditDetail) => (record.waitingFor ? WAITING_POLL_MS : false)}
      toolbar={(record: AuditDetail) => (
        <AuditToolbar
          supplier={record}
          onChanged={(detail) => {
            queryClient.setQueryData([approvalDetailResource.name, 'record', supplierId], {
              code: 200,
              msg: '',
              data: detail,
            });
            // The lists show the new state too.
            void queryClient.invalidateQueries({ queryKey: [list.name] });
          }}
        />
      )}
    />
  );
}

export const SupplierApproval = withQuery(SupplierApprovalView);
export default SupplierApproval;
