// Choose files with the system dialog or drop them on the zone. The hidden input carries the label
// so assistive technology and tests find it; the visible button opens it.
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@fluentui/react-components';
import { UPLOAD_MAX_BYTES, megabytes } from '@portal/contract';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useT } from '../runtime/i18n';
import { token as cssVar } from './css-token';
import { UPLOAD_NS } from './file-upload-text';

export interface FilePickerProps {
  /** Accessible name of the file input (what the files are for). */
  label: string;
  /** Extensions without the dot; the dialog offers these, the caller checks them. */
  accept: readonly string[];
  /** The size limit the hint names (the caller checks it). */
  maxBytes?: number;
  multiple?: boolean;
  disabled?: boolean;
  /** Text of the visible button; "Choose files" by default. */
  buttonText?: string;
  onFiles: (files: File[]) => void;
}

export function FilePicker({
  label,
  accept,
  maxBytes = UPLOAD_MAX_BYTES,
  multiple = true,
  disabled,
  buttonText,
  onFiles,
}: FilePickerProps) {
  const { t } = useT(UPLOAD_NS);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(e.dataTransfer.files);
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: cssVar('spacingHorizontalS'),
        padding: cssVar('spacingVerticalS'),
        border: `${cssVar('strokeWidthThin')} dashed ${cssVar(over ? 'colorBrandStroke1' : 'colorNeutralStroke1')}`,
        borderRadius: cssVar('borderRadiusMedium'),
        background: over ? cssVar('colorBrandBackground2') : undefined,
      }}
    >
      <Button
        icon={<ArrowUploadRegular />}
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {buttonText ?? (multiple ? t('choose') : t('chooseOne'))}
      </Button>
      <span id={hintId} style={{ color: cssVar('colorNeutralForeground3') }}>
        {multiple ? t('drop') : t('dropOne')} ·{' '}
        {t(multiple ? 'hint' : 'hintOne', {
          formats: accept.map((a) => a.toUpperCase()).join(', '),
          mb: megabytes(maxBytes),
        })}
      </span>
      <input
        ref={input}
        type="file"
        aria-label={label}
        multiple={multiple}
        disabled={disabled}
        accept={accept.map((a) => `.${a}`).join(',')}
        style={{ display: 'none' }}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          // Cleared so that choosing the same file again (after a fix, or a cancel) fires again.
          e.currentTarget.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
