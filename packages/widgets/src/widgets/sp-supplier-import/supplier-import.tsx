// sp-supplier-import: the bulk supplier import (/sys/supplier/import). The administrator downloads
// the template (both languages' headers, lists for the coded columns, an instructions sheet), fills
// one supplier per row and uploads it with the kit's BatchUpload (progress, Cancel). The server
// creates every row that passes the registration's rules together, each admitted outside the audit
// with an administrator who is e-mailed a link to set a password, and reports the others row by
// row; this widget lists what was created below the kit's report of what was refused.
import { useState } from 'react';
import {
  SUPPLIER_IMPORT_COLUMNS,
  SUPPLIER_IMPORT_MAX_ROWS,
  SUPPLIER_PERMISSIONS,
  supplierImportApi,
  type CallAnswer,
  type ImportedSupplier,
} from '@portal/contract';
import { BatchUpload } from '../../kit/batch-upload';
import { BatchUploadCreated } from '../../kit/batch-upload-created';
import { token } from '../../kit/css-token';
import { messageText } from '../../kit/file-upload-text';
import { InlineAlert } from '../../kit/form-layout';
import { usePermission } from '../../kit/resource';
import { addTranslations, useT } from '../../runtime/i18n';
import en from '../../locales/en/supplier-import.json';
import zh from '../../locales/zh/supplier-import.json';

export const SUPPLIER_IMPORT_NS = 'supplier-import';
addTranslations(SUPPLIER_IMPORT_NS, { en, zh });

type ImportAnswer = CallAnswer<typeof supplierImportApi.importSuppliers>['data'];

export interface SupplierImportProps {
  /** Called after an upload with the suppliers it created (event `sp-suppliers-imported`). */
  onImported?: (created: ImportedSupplier[]) => void;
}

const COLUMNS = new Set<string>(SUPPLIER_IMPORT_COLUMNS);

function CreatedTable({ created }: { created: ImportedSupplier[] }) {
  const { t } = useT(SUPPLIER_IMPORT_NS);
  return (
    <BatchUploadCreated
      caption={t('created.caption')}
      created={created}
      columns={[
        { label: t('created.code'), width: 110, value: (c) => c.code },
        { label: t('col.companyName'), value: (c) => c.companyName },
        { label: t('col.account'), value: (c) => c.account },
        { label: t('col.email'), value: (c) => c.email },
      ]}
    />
  );
}

export function SupplierImport({ onImported }: SupplierImportProps) {
  const { t, lang } = useT([SUPPLIER_IMPORT_NS, 'contract']);
  const can = usePermission();
  const [result, setResult] = useState<ImportAnswer | null>(null);
  const refused = result ? new Set(result.errors.map((e) => e.row)).size : 0;

  return (
    <section
      aria-labelledby="sp-supplier-import-title"
      style={{ display: 'grid', gap: token('spacingVerticalM'), maxWidth: 960 }}
    >
      <h2 id="sp-supplier-import-title" style={{ margin: 0, fontSize: token('fontSizeBase500') }}>
        {t('title')}
      </h2>
      <ol style={{ margin: 0, paddingInlineStart: '1.25em', display: 'grid', gap: 4 }}>
        <li>{t('steps.download')}</li>
        <li>{t('steps.fill', { max: SUPPLIER_IMPORT_MAX_ROWS })}</li>
        <li>{t('steps.upload')}</li>
      </ol>
      <p style={{ margin: 0 }}>{t('what')}</p>
      {can(SUPPLIER_PERMISSIONS.import) ? (
        <BatchUpload
          route={supplierImportApi.importSuppliers}
          input={{}}
          template={{
            route: supplierImportApi.importTemplate,
            input: { lang },
            fileName: 'supplier-import-template.xlsx',
          }}
          label={t('uploadLabel')}
          columnLabel={(c) => (COLUMNS.has(c) ? t(`col.${c}`) : messageText(t, c))}
          onUploaded={(data) => {
            setResult(data);
            onImported?.(data.created);
          }}
        />
      ) : (
        <InlineAlert>{t('forbidden')}</InlineAlert>
      )}
      {result ? (
        <div style={{ display: 'grid', gap: token('spacingVerticalS') }}>
          <p role="status" style={{ margin: 0, fontWeight: 600 }}>
            {t('summary', { created: result.created.length, refused })}
            {refused ? ` ${t('fixRefused')}` : ''}
          </p>
          <CreatedTable created={result.created} />
        </div>
      ) : null}
    </section>
  );
}

export default SupplierImport;
