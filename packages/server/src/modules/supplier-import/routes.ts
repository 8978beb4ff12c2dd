// Routes of the bulk supplier import (permission `supplier:import`, checked before anything else):
// the template download and the upload, which answers the row-by-row report.
import { formatMessage, importSuppliers, importTemplate } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, registerUploadCall, type RouteDeps } from '../../http/register-call.ts';
import { actorOf } from '../../core/actor.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { spreadsheetReceiver } from '../spreadsheet/receiver.ts';
import { sendXlsx } from '../spreadsheet/xlsx-reply.ts';
import { SupplierImportService } from './service.ts';

export interface SupplierImportDeps extends RouteDeps {
  config: AppConfig;
  operationLog: OperationLog;
}

/** Where the browser reached us: the set-password link of the e-mail goes to the same place. */
function originOf(req: FastifyRequest): string {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${req.protocol}://${req.host}`;
}

export function registerSupplierImportRoutes(
  app: FastifyInstance,
  deps: SupplierImportDeps,
  db: Kysely<Database>,
): void {
  const service = new SupplierImportService(db, deps.users, deps.operationLog, deps.config);

  registerCall(app, deps, importTemplate, async (input, req, reply) => {
    // A plain link sends the browser's language, not the portal's: the widget names it.
    const lang = input.lang ?? requestLanguage(req);
    const buffer = await service.template(lang);
    const name = lang === 'zh' ? '供应商导入模板.xlsx' : 'supplier-import-template.xlsx';
    return sendXlsx(reply, name, buffer);
  });

  registerUploadCall(
    app,
    deps,
    importSuppliers,
    spreadsheetReceiver(),
    async (_input, file, req) => {
      const lang = requestLanguage(req);
      const data = await service.import(actorOf(req), file.buffer, lang, originOf(req));
      const refused = new Set(data.errors.map((e) => e.row)).size;
      return {
        code: 200,
        msg: formatMessage(lang, 'import.done', { created: data.created.length, refused }),
        data,
      };
    },
  );
}
