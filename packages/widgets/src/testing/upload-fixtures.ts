// Fixture answers for file uploads, shared by the upload pieces' stories and the widgets that
// attach files. The handler reads the multipart body the http client built (its `file` part).
import { filesApi, type CallRoute, type UploadedFile } from '@portal/contract';
import { setFileSaver } from '../kit/download-url';
import type { MockApi } from './mock-api';
import { failure, ok } from './fixtures';

export const fixtureFiles: UploadedFile[] = [
  {
    id: 'file-8130',
    name: 'FAA-8130-3-SN4471.pdf',
    size: 248_000,
    uploadedAt: '2026-11-20T02:15:00Z',
  },
  {
    id: 'file-coc',
    name: 'CoC-Skyline-2026.pdf',
    size: 1_730_000,
    uploadedAt: '2026-11-20T02:16:00Z',
  },
];

export interface UploadFixtureOptions {
  /** Answer every upload with this HTTP status and message instead of storing the file. */
  fail?: { status: number; message: string };
}

/** Download tickets: `ticket-<file id>-<n>`, as the server's would be, one per click. */
export function downloadTicketHandlers(api: MockApi): void {
  let n = 0;
  api.on(filesApi.createDownloadTicket, ({ body }) => [
    200,
    ok({
      ticket: `ticket-${String(body.obj)}-${++n}`,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    }),
  ]);
}

export function uploadHandlers(api: MockApi, opts: UploadFixtureOptions = {}): void {
  downloadTicketHandlers(api);
  let n = 0;
  api.on(filesApi.uploadFile, ({ body }) => {
    if (opts.fail) return [opts.fail.status, failure(opts.fail.status, opts.fail.message)];
    const file = body.file;
    if (!(file instanceof Blob)) return [400, failure(400, 'Please choose a file')];
    const stored: UploadedFile = {
      id: `file-${++n}`,
      name: file instanceof File ? file.name : 'upload',
      size: file.size,
      uploadedAt: new Date().toISOString(),
    };
    return [200, ok(stored)];
  });
}

/**
 * A spreadsheet template's answer: a "file" whose text names the request it answered (path, query
 * and Authorization header), so a test reads from the saved file what was asked and how.
 */
export function templateHandler(api: MockApi, route: CallRoute): void {
  api.on(route, ({ path, params, headers }) => [
    200,
    `${path}?${new URLSearchParams(params).toString()} ${headers.Authorization ?? 'no header'}`,
  ]);
}

/** A Blob's text by FileReader, which jsdom's Blob (without `text()`) supports. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/**
 * Clicks "Download template" and resolves with what was saved: its name and its text (which
 * templateHandler wrote).
 */
export async function downloadTemplate(
  click: () => Promise<void>,
): Promise<{ fileName: string; text: string }> {
  const saved = new Promise<{ blob: Blob; fileName: string }>((resolve) =>
    setFileSaver((blob, fileName) => resolve({ blob, fileName })),
  );
  try {
    await click();
    const { blob, fileName } = await saved;
    return { fileName, text: await readText(blob) };
  } finally {
    setFileSaver();
  }
}
