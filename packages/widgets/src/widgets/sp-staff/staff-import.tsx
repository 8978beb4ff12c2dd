// sp-staff's Import from spreadsheet (docs/decisions/2026-11-27-staff-import.md): a toolbar button
// that opens a dialog with the kit's BatchUpload, the same template link, upload with progress
// and row-by-row report as sp-supplier-import; below the report, the colleagues created. Closing
// the dialog after an import refetches the list.
import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import {
  STAFF_IMPORT_COLUMNS,
  STAFF_IMPORT_MAX_BYTES,
  STAFF_IMPORT_MAX_ROWS,
  staffApi,
  type CallAnswer,
  type ImportedStaff,
} from '@portal/contract';
import { BatchUpload } from '../../kit/batch-upload';
import { BatchUploadCreated } from '../../kit/batch-upload-created';
import { token } from '../../kit/css-token';
import { FormDialog } from '../../kit/form-dialog';
import { messageText } from '../../kit/file-upload-text';
import { invalidateResource } from '../../kit/resource/invalidate';
import { queryClient } from '../../runtime/query-client';
import { useT } from '../../runtime/i18n';

type ImportAnswer = CallAnswer<typeof staffApi.importStaff>['data'];

const COLUMNS = new Set<string>(STAFF_IMPORT_COLUMNS);

function CreatedTable({ created, ns }: { created: ImportedStaff[]; ns: string }) {
  const { t } = useT([ns, 'common']);
  return (
    <BatchUploadCreated
      caption={t('import.created')}
      created={created}
      maxHeight={240}
      columns={[
        { label: t('f.name'), value: (c) => c.name },
        { label: t('f.account'), value: (c) => c.account },
        {
          label: t('f.roles'),
          value: (c) => c.roles.map((r) => t(r, { ns: 'common', defaultValue: r })).join(', '),
        },
        {
          label: t('import.invited'),
          value: (c) => (c.invited ? c.email : t('import.notInvited')),
        },
      ]}
    />
  );
}

/** The toolbar button and, while open, its dialog. `ns` is sp-staff's namespace. */
export function StaffImport({ ns, resourceName }: { ns: string; resourceName: string }) {
  const { t, lang } = useT([ns, 'contract']);
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<ImportAnswer | null>(null);
  const close = () => {
    if (result?.created.length) void invalidateResource(queryClient, { name: resourceName });
    setOpen(false);
    setResult(null);
  };
  const refused = result ? new Set(result.errors.map((e) => e.row)).size : 0;
  return (
    <>
      <Button icon={<ArrowUploadRegular />} onClick={() => setOpen(true)}>
        {t('import.button')}
      </Button>
      {open ? (
        <FormDialog title={t('import.title')} onClose={close} maxWidth={720}>
          <div style={{ display: 'grid', gap: token('spacingVerticalM') }}>
            <ol style={{ margin: 0, paddingInlineStart: '1.25em', display: 'grid', gap: 4 }}>
              <li>{t('import.steps.download')}</li>
              <li>{t('import.steps.fill', { max: STAFF_IMPORT_MAX_ROWS })}</li>
              <li>{t('import.steps.upload')}</li>
            </ol>
            <BatchUpload
              route={staffApi.importStaff}
              input={{}}
              template={{
                route: staffApi.staffImportTemplate,
                input: { lang },
                fileName: lang === 'zh' ? '员工导入模板.xlsx' : 'staff-import-template.xlsx',
              }}
              accept={['xlsx']}
              maxBytes={STAFF_IMPORT_MAX_BYTES}
              label={t('import.uploadLabel')}
              columnLabel={(c) =>
                COLUMNS.has(c) ? t(c === 'role' ? 'f.roles' : `f.${c}`) : messageText(t, c)
              }
              onUploaded={setResult}
            />
            {result ? (
              <>
                <p role="status" style={{ margin: 0, fontWeight: 600 }}>
                  {t('import.summary', { created: result.created.length, refused })}
                </p>
                <CreatedTable created={result.created} ns={ns} />
              </>
            ) : null}
            <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button onClick={close}>{t('import.close')}</Button>
            </div>
          </div>
        </FormDialog>
      ) : null}
    </>
  );
}
