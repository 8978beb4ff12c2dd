// Routes of the bulk supplier import (buyer calls, permission `supplier:import`, checked before
// anything else): the template download and the upload, which answers the row-by-row report.
import { importSuppliers, importTemplate } from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, registerUploadCall, type ModulePlugin } from '../../http/register-call.ts';
import { sendXlsx, spreadsheetReceiver } from '../spreadsheet/index.ts';
import type { SupplierImportService } from './service.ts';

export interface SupplierImportServices {
  imports: SupplierImportService;
}

export const supplierImportPlugin: ModulePlugin<SupplierImportServices> = async (
  app,
  { guard, services: { imports } },
) => {
  registerCall(app, guard, importTemplate, async (input, req, reply) => {
    // A plain link sends the browser's language, not the portal's: the widget names it.
    const lang = input.lang ?? requestLanguage(req);
    const buffer = await imports.template(lang);
    const name = lang === 'zh' ? '供应商导入模板.xlsx' : 'supplier-import-template.xlsx';
    return sendXlsx(reply, name, buffer);
  });

  registerUploadCall(
    app,
    guard,
    importSuppliers,
    spreadsheetReceiver(),
    async (_input, file, req) => {
      const data = await imports.import(actorOf(req), file.buffer, requestLanguage(req));
      const refused = new Set(data.errors.map((e) => e.row)).size;
      return ok(req, data, 'import.done', { created: data.created.length, refused });
    },
  );
};
