// Generated from files.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './files.ts';

export const filesApi = {
  uploadFile: route<typeof calls.uploadFile>({
    method: 'POST',
    path: '/admin/file/upload',
    encoding: 'multipart',
    audience: 'signedIn',
    auth: true,
  }),
  downloadFile: route<typeof calls.downloadFile>({
    method: 'GET',
    path: '/admin/file/download',
    encoding: 'query',
    audience: 'public',
    auth: false,
  }),
  createDownloadTicket: route<typeof calls.createDownloadTicket>({
    method: 'POST',
    path: '/admin/file/ticket',
    encoding: 'json',
    audience: 'signedIn',
    auth: true,
  }),
} as const;
