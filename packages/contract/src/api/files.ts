// File upload and download (docs/product-rules.md#files-and-uploads): schemas and call definitions.
import { z } from 'zod';
import { defineCall } from './define.ts';
import { envelope } from './schema-helpers.ts';

const tag = 'files';

export const uploadFileInput = z.object({
  /** What the file belongs to, so the server can check the caller may attach to it. */
  purpose: z.enum(['quote', 'bargaining', 'general', 'profile']).default('general'),
});
export const uploadedFile = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  uploadedAt: z.iso.datetime({ offset: true }),
});
export type UploadedFile = z.infer<typeof uploadedFile>;
export const uploadFileAnswer = envelope(uploadedFile);

export const uploadFile = defineCall({
  method: 'POST',
  path: '/admin/file/upload',
  encoding: 'multipart',
  audience: 'signedIn',
  tag,
  summary:
    'Uploads one file (multipart part `file`): under 100 MB, an allowed extension and content that matches it (sniffed). Stored under a generated name; answers its id.',
  input: uploadFileInput,
  answer: uploadFileAnswer,
});

export const downloadFileInput = z.object({
  /** The file id. */
  obj: z.string().min(1).max(64),
  /** `attachment` (save) or `inline` (open in the browser). */
  type: z.enum(['attachment', 'inline']).default('attachment'),
  /**
   * A download ticket (createDownloadTicket) for this file: single use, 60 seconds. It replaces the
   * Authorization header, which a link the browser follows cannot send; the access token itself
   * never goes in a URL.
   */
  ticket: z.string().max(100).optional(),
});
export const downloadFileAnswer = z.string();

// Public at the route: the caller is the Bearer header's session or the `ticket` parameter's (a
// link cannot send a header), and the handler checks either.
export const downloadFile = defineCall({
  method: 'GET',
  path: '/admin/file/download',
  encoding: 'query',
  audience: 'public',
  tag,
  summary:
    "Downloads a file the caller may see (its company's own, or one attached to an inquiry it is invited to); another's answers 404.",
  input: downloadFileInput,
  answer: downloadFileAnswer,
});

export const createDownloadTicketInput = z.object({
  /** The file id. */
  obj: z.string().min(1).max(64),
});
export const downloadTicket = z.object({
  /** Goes in the download's `ticket` parameter; works once, for this file, until `expiresAt`. */
  ticket: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type DownloadTicket = z.infer<typeof downloadTicket>;

export const createDownloadTicket = defineCall({
  method: 'POST',
  path: '/admin/file/ticket',
  encoding: 'json',
  audience: 'signedIn',
  tag,
  summary:
    "A download ticket for a file the caller may see: the download's `ticket` parameter, good for one download within 60 seconds. Another company's file answers 404.",
  input: createDownloadTicketInput,
  answer: envelope(downloadTicket),
});
