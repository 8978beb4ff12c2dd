// Sign-for on the supplier's contract page (docs/decisions/2026-11-27-contract-sign-for.md): the
// supplier records that it received the contract document, optionally with the signed copy, in
// any state but closed; it does not gate the answer. The page then shows who signed, when, and the
// copy. A refusal (a stale version's 409 among them) is shown in the user's language and the page
// reloads.
import { useState } from 'react';
import { Button, Link } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { contractsApi, type ContractDetail, type UploadedFile } from '@portal/contract';
import { downloadOnClick, downloadUrl } from '../../kit/download-url';
import { FileUpload } from '../../kit/file-upload';
import { FormDialog } from '../../kit/form-dialog';
import { InlineAlert, Row } from '../../kit/form-layout';
import { formatDateTime } from '../../runtime/format';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { CONTRACT_CONFIRM_NS } from './contract-confirm-text';

export interface SignForProps {
  record: ContractDetail;
  /** Open the dialog at once (the /sup/supContract/signFor route). */
  startOpen?: boolean;
}

export function SignFor({ record, startOpen }: SignForProps) {
  const { t } = useT(CONTRACT_CONFIRM_NS);
  const client = useQueryClient();
  const canSign = record.state !== 'closed';
  const [open, setOpen] = useState(Boolean(startOpen) && canSign);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const file = record.signedFile;

  const send = async () => {
    setBusy(true);
    setAlert('');
    const fileId = files[0]?.id;
    try {
      await call(
        contractsApi.signForContract,
        { id: record.id, version: record.version, ...(fileId ? { fileId } : {}) },
        { toast: false },
      );
      toast.success(t('signFor.done'));
      setOpen(false);
      setFiles([]);
    } catch (e) {
      setOpen(false);
      setAlert(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      void client.invalidateQueries({ queryKey: ['supplier-contract'] });
    }
  };

  return (
    <section style={{ display: 'grid', gap: 8 }}>
      {record.signedAt ? (
        <p style={{ margin: 0 }}>
          {t('signFor.signed', {
            name: record.signedBy ?? '',
            at: formatDateTime(record.signedAt),
          })}{' '}
          {file ? (
            <Link href={downloadUrl(file.id)} onClick={downloadOnClick(file.id)}>
              {t('signFor.copy', { name: file.name })}
            </Link>
          ) : null}
        </p>
      ) : (
        <p style={{ margin: 0 }}>{t('signFor.notSigned')}</p>
      )}
      {alert ? <InlineAlert>{alert}</InlineAlert> : null}
      {canSign ? (
        <Row>
          <Button onClick={() => setOpen(true)}>{t('signFor.button')}</Button>
        </Row>
      ) : null}
      {open ? (
        <FormDialog
          title={t('signFor.title', { number: record.contractNumber })}
          intro={t('signFor.intro')}
          maxWidth={560}
          onClose={() => setOpen(false)}
        >
          <div style={{ display: 'grid', gap: 12 }}>
            <FileUpload
              label={t('signFor.file')}
              purpose="general"
              multiple={false}
              files={files}
              onChange={(f) => setFiles(f.slice(-1))}
            />
            <Row>
              <Button appearance="primary" disabled={busy} onClick={() => void send()}>
                {t('signFor.send')}
              </Button>
              <Button disabled={busy} onClick={() => setOpen(false)}>
                {t('signFor.cancel')}
              </Button>
            </Row>
          </div>
        </FormDialog>
      ) : null}
    </section>
  );
}
