// File upload (multipart, streamed to storage) and download (Bearer header or `token` parameter,
// so a plain link downloads).
import { downloadFile, formatMessage, uploadFile } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { requestLanguage } from '../../http/language.ts';
import {
  bearerToken,
  registerCall,
  registerUploadCall,
  requireAuth,
  type RouteDeps,
} from '../../http/register-call.ts';
import { requestMeta } from '../auth/routes.ts';
import { contentDisposition } from './content-disposition.ts';
import { isInlineSafe } from './content-check.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { FilesRepository } from './repository.ts';
import { FilesService } from './service.ts';
import { FileStorage } from './storage.ts';

export function registerFileRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { config: AppConfig; operationLog: OperationLog },
  db: Kysely<Database>,
): void {
  const storage = new FileStorage(deps.config.uploadDir);
  const files = new FilesService(
    new FilesRepository(db),
    storage,
    deps.users,
    deps.operationLog,
    deps.config,
  );

  registerUploadCall(app, deps, uploadFile, storage.receiver(), async (input, file, req) => ({
    code: 200,
    msg: formatMessage(requestLanguage(req), 'ok.done'),
    data: await files.record(requireAuth(req), input.purpose, file, requestMeta(req)),
  }));

  registerCall(app, deps, downloadFile, async (input, req, reply) => {
    const auth = await deps.auth.authenticate(bearerToken(req) ?? (input.token || undefined));
    const { row, stream, size } = await files.open(auth, input.obj);
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
}
