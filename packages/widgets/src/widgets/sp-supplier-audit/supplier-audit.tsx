// sp-supplier-audit: supplier audit management. The supplier's side (/sup/zsSupManagement/index):
// `view="audits"`, the buyer's audits of its company (on site or on documents) with their findings
// counted, each opening its findings; `view="actions"` (/sup/zsSupManagement/actions, `audit-id`
// narrows to one audit): the findings, each answered with a corrective action (text, due date,
// attachment) until the buyer closes it. The buyer's side, `view="buyer"` with `supplier-id` on the
// quality department's audit page: that supplier's findings with Close on answered ones, and
// "Record an audit". All resource definitions rendered by the kit.
import { useMemo, useState, type CSSProperties } from 'react';
import { Button } from '@fluentui/react-components';
import { ClipboardTaskAddRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  SUPPLIER_PERMISSIONS,
  supplierQualityMessages,
  type FindingRow,
  type UploadedFile,
} from '@portal/contract';
import { token } from '../../kit/css-token';
import { FileUpload } from '../../kit/file-upload';
import type { LinkBindings } from '../../kit/links';
import { FormDialog } from '../../kit/form-dialog';
import { ResourceForm, ResourceList, usePermission } from '../../kit/resource';
import { addContractMessages, addTranslations, useT } from '../../runtime/i18n';
import { QueryProvider } from '../../runtime/query-provider';
import en from '../../locales/en/supplier-audit.json';
import zh from '../../locales/zh/supplier-audit.json';
import {
  AUDITS_KEY,
  FINDINGS_KEY,
  SUPPLIER_AUDIT_NS,
  answerForm,
  auditsResource,
  supplierAuditLinks,
  buyerFindingsResource,
  closeForm,
  myFindingsResource,
  recordForm,
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

const stack: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalM'),
};
const toolbar: CSSProperties = { display: 'flex', justifyContent: 'flex-end' };

function AnswerDialog({ row, onClose }: { row: FindingRow; onClose: () => void }) {
  const { t } = useT(SUPPLIER_AUDIT_NS);
  const [files, setFiles] = useState<UploadedFile[]>(() =>
    row.attachmentId
      ? [{ id: row.attachmentId, name: row.attachmentName, size: 0, uploadedAt: '' }]
      : [],
  );
  const attachmentId = files[0]?.id ?? null;
  const form = useMemo(() => answerForm(row, attachmentId), [row, attachmentId]);
  return (
    <FormDialog
      maxWidth={680}
      title={t('answer.title')}
      intro={t('answer.finding', { finding: row.description })}
      onClose={onClose}
    >
      <div style={{ marginBottom: token('spacingVerticalL') }}>
        <FileUpload
          label={t('f.attachment')}
          purpose="general"
          files={files}
          onChange={(next) => setFiles(next.slice(-1))}
          multiple={false}
        />
      </div>
      <ResourceForm bare resource={form} onCancel={onClose} onSaved={onClose} />
    </FormDialog>
  );
}

const audits = auditsResource();

function AuditsView({ links }: { links?: SupplierAuditProps['links'] }) {
  return <ResourceList resource={audits} links={links} stateKey="supplier-audits" />;
}

function ActionsView({ auditId }: { auditId?: string }) {
  const queryClient = useQueryClient();
  const [answering, setAnswering] = useState<FindingRow>();
  const resource = useMemo(() => myFindingsResource(setAnswering), []);
  const input = useMemo(() => (auditId ? { auditId } : {}), [auditId]);
  const close = () => {
    setAnswering(undefined);
    void queryClient.invalidateQueries({ queryKey: [FINDINGS_KEY] });
    void queryClient.invalidateQueries({ queryKey: [AUDITS_KEY] });
  };
  return (
    <>
      <ResourceList resource={resource} input={input} stateKey="supplier-audit-findings" />
      {answering ? <AnswerDialog row={answering} onClose={close} /> : null}
    </>
  );
}

function BuyerView({ supplierId }: { supplierId: string }) {
  const { t } = useT(SUPPLIER_AUDIT_NS);
  const can = usePermission();
  const queryClient = useQueryClient();
  const [recording, setRecording] = useState(false);
  const [closing, setClosing] = useState<FindingRow>();
  const resource = useMemo(() => buyerFindingsResource(setClosing), []);
  const input = useMemo(() => ({ supplierId }), [supplierId]);
  const record = useMemo(() => recordForm(supplierId), [supplierId]);
  const close = useMemo(() => (closing ? closeForm(closing) : undefined), [closing]);
  const done = () => {
    setRecording(false);
    setClosing(undefined);
    void queryClient.invalidateQueries({ queryKey: [FINDINGS_KEY] });
  };
  return (
    <div style={stack}>
      {can(SUPPLIER_PERMISSIONS.submitQAUDIT) ? (
        <div style={toolbar}>
          <Button icon={<ClipboardTaskAddRegular />} onClick={() => setRecording(true)}>
            {t('record.button')}
          </Button>
        </div>
      ) : null}
      <ResourceList resource={resource} input={input} stateKey={`supplier-audit-${supplierId}`} />
      {recording ? (
        <FormDialog maxWidth={680} title={t('record.title')} onClose={done}>
          <ResourceForm bare resource={record} onCancel={done} onSaved={done} />
        </FormDialog>
      ) : null}
      {close && closing ? (
        <FormDialog
          maxWidth={680}
          title={t('close.dialog', { finding: closing.description })}
          onClose={done}
        >
          <ResourceForm bare resource={close} onCancel={done} onSaved={done} />
        </FormDialog>
      ) : null}
    </div>
  );
}

export function SupplierAudit({ view, auditId, supplierId, links }: SupplierAuditProps) {
  return (
    <QueryProvider>
      {view === 'buyer' && supplierId ? (
        <BuyerView supplierId={supplierId} />
      ) : view === 'actions' ? (
        <ActionsView auditId={auditId} />
      ) : (
        <AuditsView links={links} />
      )}
    </QueryProvider>
  );
}

export default SupplierAudit;
