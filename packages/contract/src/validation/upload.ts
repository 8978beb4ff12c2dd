// docs/product-rules.md#files-and-uploads: what may be uploaded. The browser checks before sending
// (a courtesy); the server checks the extension, the size and the sniffed content again.
import type { MessageKey } from '../messages/index.ts';
import { UPLOAD_MAX_BYTES } from '../constants.ts';

export const DEFAULT_UPLOAD_EXTENSIONS = [
  'xls',
  'xlsx',
  'gif',
  'jpg',
  'png',
  'jpeg',
  'bmp',
  'rar',
  'zip',
  'txt',
  'doc',
  'ppt',
  'pptx',
  'pdf',
  'docx',
  'msg',
] as const;

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** A size as whole megabytes (or tenths under 10 MB) for a message: 1, 2, 10, 100, 0.5. */
export function megabytes(bytes: number): number {
  const mb = bytes / 1024 / 1024;
  return mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10;
}

/** Why a file cannot be sent: a contract message key and its values. */
export interface UploadProblem {
  key: MessageKey;
  params?: Record<string, number>;
}

/** The `upload.size` refusal for a limit, as the browser and the server both say it. */
export function uploadTooLarge(maxBytes: number = UPLOAD_MAX_BYTES): UploadProblem {
  return { key: 'upload.size', params: { mb: megabytes(maxBytes) } };
}

/**
 * The browser's check of a chosen file against what the call accepts: its extensions and its size
 * limit (the 100 MB of stored files by default; less where the server reads the file in memory).
 */
export function checkUpload(
  file: { name: string; size: number },
  allowed: readonly string[] = DEFAULT_UPLOAD_EXTENSIONS,
  maxBytes: number = UPLOAD_MAX_BYTES,
): UploadProblem | null {
  if (!allowed.includes(fileExtension(file.name))) return { key: 'upload.format' };
  if (file.size >= maxBytes) return uploadTooLarge(maxBytes);
  return null;
}
