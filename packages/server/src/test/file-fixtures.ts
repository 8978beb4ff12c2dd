// Test helpers for uploads: a multipart body built by hand (so a test controls every byte and
// header), and small files of known types.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from './test-app.ts';

export interface FilePart {
  name: string;
  content: Buffer | string;
  type?: string;
  /** The multipart part name; `file` unless a test wants another. */
  field?: string;
}

export function multipart(
  fields: Record<string, string>,
  files: FilePart[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a multipart body as a signed-in user. */
export function postMultipart(
  app: FastifyInstance,
  url: string,
  token: string,
  fields: Record<string, string>,
  files: FilePart[],
  lang = 'en',
): Promise<LightMyRequestResponse> {
  const body = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url,
    headers: bearer(token, { ...body.headers, 'accept-language': lang }),
    payload: body.payload,
  });
}

/** A minimal but well-formed PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a Windows executable (DOS header, PE signature). */
export const EXE = (() => {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
})();
/** An OLE2 compound file header (what .doc, .xls, .ppt and .msg are). */
export const CFB = (() => {
  const b = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(b);
  return b;
})();

export const UPLOAD_URL = '/api/admin/file/upload';
export const DOWNLOAD_URL = '/api/admin/file/download';
