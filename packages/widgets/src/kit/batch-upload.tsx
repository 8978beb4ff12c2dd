// Batch entry from a spreadsheet: "Download template" (fetched with the session's header and saved
// under its name, so no token goes into a URL), then upload the filled-in
// file with progress and Cancel, then the server's row-by-row report. Any multipart route that
// answers `{ errors, rowsRead }` fits: quote lines, bargaining answers, account statements,
// supplier import. What the answer means beyond the report is the caller's (`onUploaded`).
import { useState } from 'react';
import { Link } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { SPREADSHEET_MAX_BYTES, checkUpload, type CallRoute } from '@portal/contract';
import { downloadGenerated, type FileDownload } from './download-url';
import { call } from '../runtime/http';
import { useT } from '../runtime/i18n';
import { InlineAlert } from './form-layout';
import { BatchUploadReport, type BatchReport } from './batch-upload-report';
import { FilePicker } from './file-upload-picker';
import { UploadProgressRow } from './file-upload-progress';
import { useUploadRequest } from './file-upload-request';
import { messageText, UPLOAD_NS, type UploadFailureText } from './file-upload-text';

export interface BatchUploadProps<Input, Data extends BatchReport> {
  /** The multipart route that reads the file. */
  route: CallRoute<Input, { data: Data }>;
  /** Its other parts (e.g. the inquiry id). */
  input: Input;
  /** The template: the call that generates it (fetched with the session's header) and its name. */
  template: FileDownload;
  /** Accessible name of the file input; "Upload filled-in template" by default. */
  label?: string;
  /** The report's column names as the user knows them (the server sends field names). */
  columnLabel?: (column: string) => string;
  /** The whole answer's data, after the report is shown. */
  onUploaded?: (data: Data, file: File) => void;
  disabled?: boolean;
  /** Spreadsheet extensions by default. */
  accept?: readonly string[];
  /** The size limit of the upload call (the server reads spreadsheets in memory). */
  maxBytes?: number;
}

const SPREADSHEETS = ['xlsx', 'xls'] as const;

export function BatchUpload<Input, Data extends BatchReport>({
  route,
  input,
  template,
  label,
  columnLabel,
  onUploaded,
  disabled,
  accept = SPREADSHEETS,
  maxBytes = SPREADSHEET_MAX_BYTES,
}: BatchUploadProps<Input, Data>) {
  const { t } = useT([UPLOAD_NS, 'contract']);
  const { active, run, cancel } = useUploadRequest();
  const [report, setReport] = useState<BatchReport | null>(null);
  // Kept untranslated (a message key or the server's text) so a language switch applies to it.
  const [failure, setFailure] = useState<{
    name: string;
    message: UploadFailureText;
  } | null>(null);

  const send = async ([file]: File[]) => {
    if (!file) return;
    setReport(null);
    setFailure(null);
    const problem = checkUpload(file, accept, maxBytes);
    if (problem) {
      setFailure({ name: file.name, message: problem });
      return;
    }
    try {
      const answer = await run(file.name, (opts) =>
        call(route, input, { ...opts, file, toast: false }),
      );
      if (!answer) return;
      setReport({ errors: answer.data.errors, rowsRead: answer.data.rowsRead });
      onUploaded?.(answer.data, file);
    } catch (e) {
      setFailure({ name: file.name, message: e instanceof Error ? e.message : String(e) });
    }
  };

  return (
    <div style={{ display: 'grid', gap: 'var(--spacingVerticalS)' }}>
      <div>
        <Link
          as="button"
          // The http client has already toasted a failure; nothing else to do with it here.
          onClick={() => void downloadGenerated(template).catch(() => undefined)}
        >
          <ArrowDownloadRegular style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
          {t('template')}
        </Link>
      </div>
      {active ? (
        <UploadProgressRow upload={active} onCancel={cancel} />
      ) : (
        <FilePicker
          label={label ?? t('upload')}
          buttonText={t('upload')}
          accept={accept}
          maxBytes={maxBytes}
          multiple={false}
          disabled={disabled}
          onFiles={send}
        />
      )}
      <InlineAlert>
        {failure
          ? t('failed', { name: failure.name, message: messageText(t, failure.message) })
          : null}
      </InlineAlert>
      {report && <BatchUploadReport report={report} columnLabel={columnLabel} />}
    </div>
  );
}
