// File upload and download (SPEC.md section 7 "Files"): schemas and call definitions.
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
    'Uploads one file (multipart part `file`): under 100 MB, an extension of SPEC.md section 5 and content that matches it (sniffed). Stored under a generated name; answers its id.',
  input: uploadFileInput,
  answer: uploadFileAnswer,
});

export const downloadFileInput = z.object({
  /** The file id. */
  obj: z.string().min(1).max(64),
  /** `attachment` (save) or `inline` (open in the browser). */
  type: z.enum(['attachment', 'inline']).default('attachment'),
  /** May replace the Authorization header, so a plain link downloads. */
  token: z.string().max(200).optional(),
});
export const downloadFileAnswer = z.string();

// Public at the route: the access token may come as the `token` query parameter (a plain link
// cannot send a header), and the handler checks it.
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
