// Qualification files (business license, AS9100, AS9120, ISO 9001, CAAC CCAR-145, FAA Part 145,
// EASA Part-145, other): kind, number, issuer, expiry and the uploaded file. The expiry shows as a
// badge ("Expired", "Expires within 30 days"). Adding uploads the file first (the kit's FileUpload,
// with progress and Cancel), then saves the entry; removing asks first.
import { useState } from 'react';
import { Link } from '@fluentui/react-components';
import {
  addQualificationInput,
  supplierProfileApi,
  type ProfileQualification,
  type QualificationKind,
  type SupplierKind,
  type SupplierProfile,
  type UploadedFile,
} from '@portal/contract';
import { downloadOnClick, downloadUrl } from '../../kit/download-url';
import { enumLabel, namespaces } from '../../kit/enum-label';
import { renderFieldValue } from '../../kit/field-value';
import { FileUpload } from '../../kit/file-upload';
import { StatusBadge } from '../../kit/status-badge';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { EntryDialog, type EntryForm } from './entry-dialog';
import { ItemList } from './item-list';
import { saveProfileChange } from './profile-lists';
import { EXPIRY_COLORS, PROFILE_NS, qualificationFields } from './profile-resource';
import { sectionSchema } from './profile-schemas';

export interface QualificationPanelProps {
  profile: SupplierProfile;
  kind: SupplierKind | undefined;
  /** New files may be added (the profile is editable, or the supplier is qualified). */
  canAdd: boolean;
  /** Files may be removed (the profile is editable). */
  canRemove: boolean;
  onChange: (profile: SupplierProfile) => void;
}

interface Values {
  kind: QualificationKind;
  number: string;
  issuer?: string;
  expiresOn: string;
}

function AddQualification({
  profile,
  kind,
  onClose,
  onSaved,
}: {
  profile: SupplierProfile;
  kind: SupplierKind | undefined;
  onClose: () => void;
  onSaved: (p: SupplierProfile) => void;
}) {
  const { t } = useT(namespaces(PROFILE_NS));
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const fileId = files[0]?.id ?? '';
  const build = (v: Values) => ({ ...v, version: profile.version, fileId });
  const fields = qualificationFields(kind);
  const form: EntryForm<Values> = {
    title: 'dialog.qualification',
    fields: {
      kind: fields.kind,
      number: fields.number,
      issuer: fields.issuer,
      expiresOn: fields.expiresOn,
    },
    names: ['kind', 'number', 'issuer', 'expiresOn'],
    route: supplierProfileApi.addQualification,
    schema: sectionSchema(addQualificationInput, build),
    // The business license first: it is what submitting the profile needs.
    initial: {
      kind: profile.qualifications.some((q) => q.kind === 'businessLicense')
        ? undefined
        : 'businessLicense',
    },
    toInput: build,
    successMessage: 'toast.qualificationAdded',
  };
  return (
    <EntryDialog form={form} onClose={onClose} onSaved={onSaved}>
      <div style={{ marginBottom: 16 }}>
        <FileUpload
          label={t('f.file')}
          purpose="profile"
          files={files}
          onChange={(next) => setFiles(next.slice(-1))}
          multiple={false}
        />
      </div>
    </EntryDialog>
  );
}

export function QualificationPanel({
  profile,
  kind,
  canAdd,
  canRemove,
  onChange,
}: QualificationPanelProps) {
  const { t } = useT(namespaces(PROFILE_NS));
  const [adding, setAdding] = useState(false);
  const fields = qualificationFields(kind);
  const text = (name: 'kind' | 'number' | 'issuer' | 'expiresOn') => ({
    key: name,
    label: fields[name].label,
    render: (q: ProfileQualification) => renderFieldValue(fields[name], name, q, t, PROFILE_NS),
  });
  const columns = [
    text('kind'),
    text('number'),
    text('issuer'),
    text('expiresOn'),
    {
      key: 'expiry',
      label: fields.expiry.label,
      render: (q: ProfileQualification) => (
        <StatusBadge value={q.expiry} enum="expiry" colors={EXPIRY_COLORS} ns={PROFILE_NS} />
      ),
    },
    {
      key: 'file',
      label: fields.fileName.label,
      render: (q: ProfileQualification) => (
        <Link href={downloadUrl(q.fileId)} onClick={downloadOnClick(q.fileId)}>
          {q.fileName}
        </Link>
      ),
    },
  ];
  const remove = (index: number) => {
    const q = profile.qualifications[index];
    if (!q) return;
    return saveProfileChange(
      () => call(supplierProfileApi.removeQualification, { version: profile.version, id: q.id }),
      onChange,
    );
  };
  return (
    <>
      <ItemList
        title="s.qualifications"
        empty="note.noQualifications"
        items={profile.qualifications}
        columns={columns}
        nameOf={(q) => `${enumLabel(t, 'qualificationKind', q.kind, PROFILE_NS)} ${q.number}`}
        addLabel={canAdd ? 'act.addQualification' : undefined}
        onAdd={() => setAdding(true)}
        onRemove={canRemove ? remove : undefined}
      />
      {adding ? (
        <AddQualification
          profile={profile}
          kind={kind}
          onClose={() => setAdding(false)}
          onSaved={(p) => {
            setAdding(false);
            onChange(p);
          }}
        />
      ) : null}
    </>
  );
}
