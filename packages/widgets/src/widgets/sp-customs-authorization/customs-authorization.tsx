// sp-customs-authorization: the supplier's customs-broker authorizations (/sup/supCustoms/
// detailAuthorize for people, detailCompAuthorize for customs brokerage companies): the list with
// validity and state (active, expired, revoked) and the signed letter to download; "Authorize"
// opens the form with the letter's upload; Revoke asks first. Only the own company's, which the
// server takes from the session.
import { useMemo, useState, type CSSProperties } from 'react';
import { Button } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { supplierQualityMessages, type CustomsKind, type UploadedFile } from '@portal/contract';
import { token } from '../../kit/css-token';
import { FileUpload } from '../../kit/file-upload';
import { FormDialog } from '../../kit/form-dialog';
import { ResourceForm, ResourceList } from '../../kit/resource';
import { addContractMessages, addTranslations, useT } from '../../runtime/i18n';
import { QueryProvider } from '../../runtime/query-provider';
import en from '../../locales/en/customs-authorization.json';
import zh from '../../locales/zh/customs-authorization.json';
import {
  CUSTOMS_KEY,
  CUSTOMS_NS,
  customsFormResource,
  customsListResource,
} from './customs-resources';

addTranslations(CUSTOMS_NS, { en, zh });
addContractMessages(supplierQualityMessages);

export interface CustomsAuthorizationProps {
  /** `personal` (a customs broker, the default) or `company` (a customs brokerage company). */
  kind?: CustomsKind | string;
}

const stack: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalM'),
};
const toolbar: CSSProperties = { display: 'flex', justifyContent: 'flex-end' };

function AddDialog({ kind, onClose }: { kind: CustomsKind; onClose: () => void }) {
  const { t } = useT(CUSTOMS_NS);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  // The form sends the uploaded letter's id (its values stay as typed when the letter lands).
  const letterId = files[0]?.id ?? '';
  const form = useMemo(() => customsFormResource(kind, letterId), [kind, letterId]);
  return (
    <FormDialog
      title={t(kind === 'personal' ? 'add.titlePersonal' : 'add.titleCompany')}
      intro={t('add.intro')}
      onClose={onClose}
    >
      <div style={{ marginBottom: token('spacingVerticalL') }}>
        <FileUpload
          label={t('f.letter')}
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

function CustomsAuthorizationView({ kind }: { kind: CustomsKind }) {
  const { t } = useT(CUSTOMS_NS);
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const resource = useMemo(() => customsListResource(kind), [kind]);
  const close = () => {
    setAdding(false);
    void queryClient.invalidateQueries({ queryKey: [CUSTOMS_KEY] });
  };
  return (
    <div style={stack}>
      <div style={toolbar}>
        <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => setAdding(true)}>
          {t(kind === 'personal' ? 'add.buttonPersonal' : 'add.buttonCompany')}
        </Button>
      </div>
      <ResourceList resource={resource} stateKey={`customs-${kind}`} />
      {adding ? <AddDialog kind={kind} onClose={close} /> : null}
    </div>
  );
}

export function CustomsAuthorization({ kind }: CustomsAuthorizationProps) {
  const k: CustomsKind = kind === 'company' ? 'company' : 'personal';
  return (
    <QueryProvider>
      <CustomsAuthorizationView kind={k} />
    </QueryProvider>
  );
}

export default CustomsAuthorization;
