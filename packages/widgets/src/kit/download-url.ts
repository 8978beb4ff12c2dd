// Downloads of stored files. The access token never goes in a URL, where browser history, proxies
// and logs would keep it (docs/decisions/2026-11-26-download-tickets.md): a click on a file link
// asks the server for a download ticket (good for one download within 60 seconds) and then sends
// the browser to the download with it. The file is sent as an attachment, so the page stays.
import { filesApi } from '@portal/contract';
import type { MouseEvent } from 'react';
import { call, callUrl } from '../runtime/http';

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
