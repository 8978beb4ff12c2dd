// Attach files: pick or drop, checked in the browser first
// (docs/product-rules.md#files-and-uploads: format, under 100 MB), sent one at a time with a
// progress bar and Cancel, then listed with a download link and Remove. The list is controlled: the
// caller keeps the files and saves their ids with its object, or, with `send` and `onRemove`, has
// a call of its own store and attach each file at once and delete it on the server (a contract's
// documents).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Link } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import {
  checkUpload,
  DEFAULT_UPLOAD_EXTENSIONS,
  filesApi,
  UPLOAD_MAX_BYTES,
  type UploadedFile,
} from '@portal/contract';
import { call } from '../runtime/http';
import { formatFileSize } from '../runtime/format';
import { downloadOnClick, downloadUrl } from './download-url';
import { useT } from '../runtime/i18n';
import { InlineAlert } from './form-layout';
import { FilePicker } from './file-upload-picker';
import { UploadProgressRow } from './file-upload-progress';
import { useUploadRequest, type UploadRequestOptions } from './file-upload-request';
import { messageText, UPLOAD_NS, type UploadFailureText } from './file-upload-text';

export interface FileUploadProps {
  /** What the files are for; names the file input and the list. */
  label: string;
  /** Sent with each file so the server can check the caller may attach to such an object. */
  purpose?: 'quote' | 'bargaining' | 'general' | 'profile';
  files: readonly UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** Allowed extensions without the dot; the product rules' list by default. */
  accept?: readonly string[];
  /** The size limit of the call the files go to; the 100 MB of stored files by default. */
  maxBytes?: number;
  multiple?: boolean;
  /** Read-only: the list and its links stay, picking and removing go. */
  disabled?: boolean;
  /**
   * Sends one file and answers it as stored; by default the files module's upload with `purpose`.
   * A call that stores and attaches in one go (with its own rules) goes here.
   */
  send?: (file: File, opts: UploadRequestOptions) => Promise<{ data: UploadedFile }>;
  /** Remove asks the caller (which confirms and deletes); by default the file leaves the list. */
  onRemove?: (file: UploadedFile) => void;
  /** Which files show Remove; all by default. */
  canRemove?: (file: UploadedFile) => boolean;
  /** Shown after the size: who attached the file, when. */
  describe?: (file: UploadedFile) => ReactNode;
  /** The empty list's text; "No files attached" by default. */
  emptyText?: string;
  /** Told when an upload starts and ends, so a form can wait for it rather than send without it. */
  onUploadingChange?: (uploading: boolean) => void;
}

/** A file that did not make it: a contract message key or the server's text. */
interface Failure {
  name: string;
  message: UploadFailureText;
}

export function FileUpload({
  label,
  purpose = 'general',
  files,
  onChange,
  accept = DEFAULT_UPLOAD_EXTENSIONS,
  maxBytes = UPLOAD_MAX_BYTES,
  multiple = true,
  disabled,
  send,
  onRemove,
  canRemove,
  describe,
  emptyText,
  onUploadingChange,
}: FileUploadProps) {
  const { t } = useT([UPLOAD_NS, 'contract']);
  const { active, run, cancel } = useUploadRequest();
  const uploading = Boolean(active);
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [notice, setNotice] = useState('');
  // The list as of the last upload, so several files chosen at once all land in it.
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  }, [files]);

  const sendAll = async (chosen: File[]) => {
    const found: Failure[] = [];
    setFailures([]);
    setNotice('');
    for (const file of chosen) {
      const problem = checkUpload(file, accept, maxBytes);
      if (problem) {
        found.push({ name: file.name, message: problem });
        continue;
      }
      try {
        const answer = await run(file.name, (opts) =>
          send
            ? send(file, opts)
            : call(filesApi.uploadFile, { purpose }, { ...opts, file, toast: false }),
        );
        if (!answer) {
          setNotice(t('cancelled', { name: file.name }));
          break;
        }
        latest.current = [...latest.current, answer.data];
        onChange([...latest.current]);
      } catch (e) {
        found.push({ name: file.name, message: e instanceof Error ? e.message : String(e) });
      }
    }
    setFailures(found);
  };

  const remove = (file: UploadedFile) =>
    onRemove ? onRemove(file) : onChange(files.filter((f) => f.id !== file.id));

  return (
    <section aria-label={label} style={{ display: 'grid', gap: 'var(--spacingVerticalS)' }}>
      {!disabled &&
        (active ? (
          <UploadProgressRow upload={active} onCancel={cancel} />
        ) : (
          <FilePicker
            label={label}
            accept={accept}
            maxBytes={maxBytes}
            multiple={multiple}
            onFiles={sendAll}
          />
        ))}
      <InlineAlert>
        {failures.length ? (
          <span>
            {failures.map((f, i) => (
              <span key={`${i}-${f.name}`} style={{ display: 'block' }}>
                {t('failed', { name: f.name, message: messageText(t, f.message) })}
              </span>
            ))}
          </span>
        ) : null}
      </InlineAlert>
      <InlineAlert intent="info">{notice || null}</InlineAlert>
      {files.length ? (
        <ul aria-label={t('files')} style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
          {files.map((f) => (
            <li key={f.id} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <Link href={downloadUrl(f.id)} onClick={downloadOnClick(f.id)}>
                {f.name}
              </Link>
              <span style={{ color: 'var(--colorNeutralForeground3)' }}>
                {formatFileSize(f.size)}
              </span>
              {describe ? (
                <span style={{ color: 'var(--colorNeutralForeground3)' }}>{describe(f)}</span>
              ) : null}
              {!disabled && (canRemove?.(f) ?? true) && (
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={t('remove', { name: f.name })}
                  onClick={() => remove(f)}
                />
              )}
            </li>
          ))}
        </ul>
      ) : (
        <span style={{ color: 'var(--colorNeutralForeground3)' }}>{emptyText ?? t('empty')}</span>
      )}
    </section>
  );
}
