// File upload (multipart, streamed to storage; any signed-in user), download tickets, and download
// (Bearer header, or a `ticket` parameter so a link the browser follows downloads; the handler
// checks either itself). The access token never goes in a URL
// (docs/decisions/2026-11-26-download-tickets.md).
import { createDownloadTicket, downloadFile, uploadFile } from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import {
  bearerToken,
  registerCall,
  registerUploadCall,
  type ModulePlugin,
} from '../../http/register-call.ts';
import { isInlineSafe } from './content-check.ts';
import { contentDisposition } from './content-disposition.ts';
import type { FilesService } from './service.ts';

export interface FileServices {
  files: FilesService;
}

export const filesPlugin: ModulePlugin<FileServices> = async (app, { guard, services }) => {
  const { files } = services;

  registerUploadCall(app, guard, uploadFile, files.storage.receiver(), async (input, file, req) =>
    ok(req, await files.record(actorOf(req), input.purpose, file)),
  );

  registerCall(app, guard, createDownloadTicket, async (input, req) =>
    ok(req, await files.createTicket(actorOf(req), input.obj)),
  );
  registerCall(app, guard, downloadFile, async (input, req, reply) => {
    const bearer = bearerToken(req);
    const { companyId } =
      bearer || !input.ticket
        ? await guard.auth.authenticate(bearer)
        : await files.spendTicket(input.ticket, input.obj);
    const { row, stream, size } = await files.open(companyId, input.obj);
    // Only types a browser shows harmlessly open in place; the rest always download.
    const disposition = input.type === 'inline' && isInlineSafe(row.mime) ? 'inline' : 'attachment';
    return (
      reply
        .header('content-type', row.mime)
        .header('content-length', size)
        .header('content-disposition', contentDisposition(disposition, row.name))
        .header('cache-control', 'private, no-store')
        // An inline file is a document of its own: no scripts, no access to the portal's origin.
        .header('content-security-policy', 'sandbox')
        .send(stream)
    );
  });
};
