// A contract's documents (docs/decisions/2026-11-27-contract-attachments.md): what the ERP sent
// with the contract and what the supplier uploaded, on the kit's FileUpload. On the supplier's page
// (`editable`) the supplier adds documents through the contract's own upload call (its types and
// size, with the progress bar) and deletes its own after a confirmation, where
// contractAttachmentDeletable allows; a buyer's review lists them read-only, each a download link.
import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CONTRACT_ATTACHMENT_EXTENSIONS,
  CONTRACT_ATTACHMENT_MAX_BYTES,
  CONTRACT_ATTACHMENTS_MAX,
  contractAttachmentDeletable,
  contractsApi,
  megabytes,
  type ContractAttachment,
  type ContractDetail,
  type UploadedFile,
} from '@portal/contract';
import { useConfirm } from '../kit/confirm-dialog';
import { FileUpload } from '../kit/file-upload';
import { emptyStyle, headingStyle } from '../kit/resource/detail-styles';
import { formatDateTime } from '../runtime/format';
import { call } from '../runtime/http';
import { useT } from '../runtime/i18n';
import { toast } from '../runtime/toast';
import { CONTRACTS_NS } from './contract-text';

export interface ContractAttachmentsProps {
  record: ContractDetail;
  /** The supplier's own page: upload and delete. Otherwise the list is read-only. */
  editable?: boolean;
  /** The page's resource name: its cache entry, refetched after an upload or a delete. */
  resource: string;
}

export function ContractAttachments({ record, editable, resource }: ContractAttachmentsProps) {
  const { t } = useT(CONTRACTS_NS);
  const headingId = useId();
  const confirm = useConfirm();
  const client = useQueryClient();
  const refetch = () => client.invalidateQueries({ queryKey: [resource] });
  const byId = new Map<string, ContractAttachment>(record.attachments.map((a) => [a.id, a]));
  // A closed contract takes nothing more; the server refuses it too (409).
  const open = Boolean(editable) && record.state !== 'closed';

  const remove = async (file: UploadedFile) => {
    const ok = await confirm({
      title: t('attachments.deleteTitle', { name: file.name }),
      body: t('attachments.deleteBody'),
      confirmLabel: t('attachments.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      await call(contractsApi.deleteContractAttachment, { id: record.id, fileId: file.id });
      toast.success(t('attachments.deleted'));
    } finally {
      // A refusal (the version was confirmed meanwhile) was toasted; the list shows what is true.
      void refetch();
    }
  };

  const describe = (file: UploadedFile) => {
    const a = byId.get(file.id);
    if (!a) return null;
    const values = { name: a.uploadedBy, version: a.versionNo, at: formatDateTime(a.uploadedAt) };
    return a.source === 'erp'
      ? t('attachments.fromBuyer', values)
      : t('attachments.fromSupplier', values);
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} style={headingStyle}>
        {t('s.attachments')}
      </h3>
      {open ? (
        <p style={emptyStyle}>
          {t('attachments.hint', {
            max: CONTRACT_ATTACHMENTS_MAX,
            mb: megabytes(CONTRACT_ATTACHMENT_MAX_BYTES),
          })}
        </p>
      ) : null}
      <FileUpload
        label={t('attachments.label')}
        files={record.attachments}
        onChange={() => void refetch()}
        accept={CONTRACT_ATTACHMENT_EXTENSIONS}
        maxBytes={CONTRACT_ATTACHMENT_MAX_BYTES}
        disabled={!open}
        send={(file, opts) =>
          call(
            contractsApi.uploadContractAttachment,
            { id: record.id },
            { ...opts, file, toast: false },
          )
        }
        onRemove={(file) => void remove(file)}
        canRemove={(file) => {
          const a = byId.get(file.id);
          return a !== undefined && contractAttachmentDeletable(record, a);
        }}
        describe={describe}
        emptyText={t('empty.attachments')}
      />
    </section>
  );
}
