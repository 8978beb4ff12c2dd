// sp-supplier-audit: supplier audit management. The supplier's side (/sup/zsSupManagement/index):
// `view="audits"`, the buyer's audits of its company (on site or on documents) with their findings
// counted, each opening its findings; `view="actions"` (/sup/zsSupManagement/actions, `audit-id`
// narrows to one audit): the findings, each answered with a corrective action (text, due date,
// attachment) until the buyer closes it. The buyer's side, `view="buyer"` with `supplier-id` on the
// quality department's audit page: that supplier's findings with Close on answered ones, and
// "Record an audit". All resource definitions rendered by the kit, their forms in its dialogs.
import { useMemo } from 'react';
import { ClipboardTaskAddRegular } from '@fluentui/react-icons';
import { supplierQualityMessages } from '@portal/contract';
import type { LinkBindings } from '../../kit/links';
import { ResourceList } from '../../kit/resource';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/supplier-audit.json';
import zh from '../../locales/zh/supplier-audit.json';
import {
  SUPPLIER_AUDIT_NS,
  auditsResource,
  buyerFindingsResource,
  myFindingsResource,
  supplierAuditLinks,
} from './audit-resources';

addTranslations(SUPPLIER_AUDIT_NS, { en, zh });
addContractMessages(supplierQualityMessages);

export interface SupplierAuditProps {
  /** `audits` (the default), `actions` (the supplier's findings) or `buyer` (with `supplierId`). */
  view?: 'audits' | 'actions' | 'buyer' | string;
  /** The actions view of one audit (attribute `audit-id`). */
  auditId?: string;
  /** The buyer's view of this supplier (attribute `supplier-id`). */
  supplierId?: string;
  /** Where an audit opens: `actions`, its findings to answer (`{id}` the audit id). */
  links?: LinkBindings<typeof supplierAuditLinks>;
}

const audits = auditsResource();
const myFindings = myFindingsResource();

function ActionsView({ auditId }: { auditId?: string }) {
  const input = useMemo(() => (auditId ? { auditId } : {}), [auditId]);
  return <ResourceList resource={myFindings} input={input} stateKey="supplier-audit-findings" />;
}

function BuyerView({ supplierId }: { supplierId: string }) {
  const resource = useMemo(() => buyerFindingsResource(supplierId), [supplierId]);
  const input = useMemo(() => ({ supplierId }), [supplierId]);
  return (
    <ResourceList
      resource={resource}
      input={input}
      stateKey={`supplier-audit-${supplierId}`}
      addIcon={ClipboardTaskAddRegular}
    />
  );
}

export function SupplierAudit({ view, auditId, supplierId, links }: SupplierAuditProps) {
  return view === 'buyer' && supplierId ? (
    <BuyerView supplierId={supplierId} />
  ) : view === 'actions' ? (
    <ActionsView auditId={auditId} />
  ) : (
    <ResourceList resource={audits} links={links} stateKey="supplier-audits" />
  );
}

export default SupplierAudit;
