// Routes of the file calls: plain data the browser imports.
import type { z } from 'zod';
import { route } from './define.ts';
import type * as s from './files.ts';

type In<T extends z.ZodType> = z.input<T>;
type Out<T extends z.ZodType> = z.output<T>;

export const filesApi = {
  uploadFile: route<In<typeof s.uploadFileInput>, Out<typeof s.uploadFileAnswer>>({
    method: 'POST',
    path: '/admin/file/upload',
    encoding: 'multipart',
    auth: true,
  }),
  downloadFile: route<In<typeof s.downloadFileInput>, Out<typeof s.downloadFileAnswer>>({
    method: 'GET',
    path: '/admin/file/download',
    encoding: 'query',
    // The token may come as a query parameter; the handler checks it.
    auth: false,
  }),
};
