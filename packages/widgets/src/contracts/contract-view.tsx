// A contract's page body from the kit's resolved detail sections: the header, then what the page
// puts under it (the supplier's answer form, a buyer's decision), then the lines, the invoice
// information, the attachments, the versions and the history. The supplier's page and a buyer's review page render
// the same body over their own resource (docs/decisions/2026-11-27-contract-screens.md).
import type { ReactNode } from 'react';
import type { ContractDetail } from '@portal/contract';
import { DetailSection } from '../kit/resource/resource-detail';
import type { ResolvedDetailSection } from '../kit/resource/use-resource-detail';
import type { TFunction } from '../runtime/i18n';
import { ContractAttachments } from './contract-attachments';
import { ContractInvoice } from './contract-invoice';
import { ContractVersionCompare } from './version-compare';

export interface ContractViewProps {
  record: ContractDetail;
  sections: readonly ResolvedDetailSection[];
  t: TFunction;
  ns?: string;
  /** Leave the lines table out (an answer form shows the lines itself). */
  hideLines?: boolean;
  /** Under the header: the page's own part. */
  children?: ReactNode;
  /** The page's resource name, refetched after an attachment changes. */
  resource: string;
  /** The supplier's own page: it uploads and deletes its attachments. */
  attachmentsEditable?: boolean;
}

const isTable = (s: ResolvedDetailSection, table: string) =>
  s.kind === 'table' && s.table === table;

export function ContractView({
  record,
  sections,
  t,
  ns,
  hideLines,
  children,
  resource,
  attachmentsEditable,
}: ContractViewProps) {
  const show = (s: ResolvedDetailSection) => (
    <DetailSection key={s.title} section={s} record={record} t={t} ns={ns} />
  );
  const header = sections.filter((s) => s.kind === 'terms');
  const lines = hideLines ? [] : sections.filter((s) => isTable(s, 'lines'));
  const versions = sections.filter((s) => isTable(s, 'versions'));
  const rest = sections.filter(
    (s) => s.kind === 'table' && s.table !== 'lines' && s.table !== 'versions',
  );
  return (
    <>
      {header.map(show)}
      {children}
      {lines.map(show)}
      <ContractInvoice invoice={record.invoice} />
      <ContractAttachments record={record} editable={attachmentsEditable} resource={resource} />
      {versions.map(show)}
      {versions.length ? <ContractVersionCompare versions={record.versions} /> : null}
      {rest.map(show)}
    </>
  );
}
