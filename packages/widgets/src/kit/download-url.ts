// Downloads of stored files. The access token never goes in a URL, where browser history, proxies
// and logs would keep it (docs/decisions/2026-11-26-download-tickets.md): a click on a file link
// asks the server for a download ticket (good for one download within 60 seconds) and then sends
// the browser to the download with it. The file is sent as an attachment, so the page stays.
import { filesApi, type CallInput, type CallRoute } from '@portal/contract';
import type { MouseEvent } from 'react';
import { call, callFile, callUrl } from '../runtime/http';

/** The download's address; without a ticket it is only what the link shows. */
export function downloadUrl(fileId: string, ticket?: string): string {
  return callUrl(filesApi.downloadFile, {
    obj: fileId,
    type: 'attachment',
    ...(ticket ? { ticket } : {}),
  });
}

const followInBrowser = (url: string) => window.location.assign(url);
let follow: (url: string) => void = followInBrowser;

/** Tests replace how the browser is sent to the download (jsdom cannot navigate). */
export function setDownloadNavigation(next?: (url: string) => void): void {
  follow = next ?? followInBrowser;
}

/** Asks for a ticket and downloads the file; a refusal is shown by the http client's toast. */
export async function startDownload(fileId: string): Promise<void> {
  const answer = await call(filesApi.createDownloadTicket, { obj: fileId });
  follow(downloadUrl(fileId, answer.data.ticket));
}

/** The click handler of a file link: the download with a fresh ticket instead of the bare link. */
export function downloadOnClick(fileId: string) {
  return (event: MouseEvent) => {
    event.preventDefault();
    // The http client has already toasted a failure; nothing else to do with it here.
    startDownload(fileId).catch(() => undefined);
  };
}

/** Hands a fetched file to the browser's download, under its name. */
function saveInBrowser(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the object URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

let save: (blob: Blob, fileName: string) => void = saveInBrowser;

/** Tests replace how a fetched file is saved (jsdom has no downloads). */
export function setFileSaver(next?: (blob: Blob, fileName: string) => void): void {
  save = next ?? saveInBrowser;
}

/** A generated file (a spreadsheet template): which call answers it, and a name if it sends none. */
export interface FileDownload<C extends CallRoute = CallRoute> {
  route: C;
  input: CallInput<C>;
  fileName: string;
}

/**
 * Downloads a generated file through the http client (the Authorization header, never a token in
 * the URL); a refusal is shown by the http client's toast.
 */
export async function downloadGenerated<C extends CallRoute>(file: FileDownload<C>): Promise<void> {
  const { blob, fileName } = await callFile(file.route, file.input);
  save(blob, fileName ?? file.fileName);
}
