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

export function checkUpload(
  file: { name: string; size: number },
  allowed: readonly string[] = DEFAULT_UPLOAD_EXTENSIONS,
): MessageKey | null {
  if (!allowed.includes(fileExtension(file.name))) return 'upload.format';
  if (file.size >= UPLOAD_MAX_BYTES) return 'upload.size';
  return null;
}
