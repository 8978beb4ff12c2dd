// The file being sent: its name, a progress bar with the percentage, and Cancel.
import { Button, Field, ProgressBar } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useT } from '../runtime/i18n';
import type { ActiveUpload } from './file-upload-request';
import { UPLOAD_NS } from './file-upload-text';

export function UploadProgressRow({
  upload,
  onCancel,
}: {
  upload: ActiveUpload;
  onCancel: () => void;
}) {
  const { t } = useT(UPLOAD_NS);
  const percent = upload.progress === undefined ? undefined : Math.round(upload.progress * 100);
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end', gap: 'var(--spacingHorizontalM)' }}>
      <Field
        label={t('uploading', { name: upload.name })}
        hint={percent === undefined ? undefined : `${percent}%`}
        style={{ flex: 1, minWidth: 0 }}
      >
        {/* No value while the size is unknown: Fluent then shows an indeterminate bar. */}
        <ProgressBar value={upload.progress} max={1} thickness="large" />
      </Field>
      <Button icon={<DismissRegular />} onClick={onCancel}>
        {t('cancel')}
      </Button>
    </div>
  );
}
