// Does the content match the extension? The extension is what the user sees and what a desktop
// program will open the file with, so a file is kept only when its sniffed type agrees with it:
// an executable renamed to .pdf, or a zip renamed to .jpg, is refused.
//
// Formats without a signature of their own get explicit rules:
// - txt has no magic bytes. It is accepted when file-type recognises nothing (or XML, which is
//   text) and the first 8 KB hold no NUL byte, which every binary format has early on. UTF-16 text
//   (with its byte-order mark) is the one text that has NULs; it is accepted by its BOM. No
//   encoding is required: GBK text from a Chinese Windows is as welcome as UTF-8.
// - doc, xls, ppt and msg are all OLE2 compound files (CFB); file-type cannot tell them apart
//   without parsing the container, so any CFB is accepted for any of the four. Nothing in a CFB
//   runs by itself, and the download goes out as the declared type with `nosniff`.
// - docx, xlsx and pptx are zip files. file-type names the Office kind when the package's
//   [Content_Types].xml comes first (Office and most tools write it so); a package written in
//   another order sniffs as a plain zip, which is accepted too (a zip is allowed anyway).
import type { FileTypeResult } from 'file-type';

const EXPECTED: Record<string, readonly string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  bmp: ['bmp'],
  pdf: ['pdf'],
  zip: ['zip'],
  rar: ['rar'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  msg: ['cfb'],
};

/** The media type a file is served with: the one of its (checked) extension. */
const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  msg: 'application/vnd.ms-outlook',
  txt: 'text/plain',
};

/** How much of the start of a file the text check reads. */
export const TEXT_SAMPLE_BYTES = 8 * 1024;

const TEXT_LIKE = new Set(['xml']);

function looksLikeText(head: Uint8Array): boolean {
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  return utf16 || !head.includes(0);
}

/**
 * The media type to store, or null when the content does not match the extension.
 * `detected` is file-type's answer; `head` the first TEXT_SAMPLE_BYTES of the file.
 */
export function matchContent(
  ext: string,
  detected: Pick<FileTypeResult, 'ext'> | undefined,
  head: Uint8Array,
): string | null {
  const mime = MIME[ext];
  if (!mime) return null;
  if (ext === 'txt') {
    const textual = detected === undefined || TEXT_LIKE.has(detected.ext);
    return textual && looksLikeText(head) ? mime : null;
  }
  return detected && EXPECTED[ext]?.includes(detected.ext) ? mime : null;
}

/** Types a browser may show in place (`type=inline`); anything else is always an attachment. */
export function isInlineSafe(mime: string): boolean {
  return /^(image\/(jpeg|png|gif|bmp)|application\/pdf|text\/plain)$/.test(mime);
}
