// Repair quote routes (supplier calls, `inquiry:quote`; docs/decisions/2026-11-27-repair-quotes.md):
// read, hold and submit the caller's repair quote, and the batch template and upload of its lines
// (nothing saved by an upload; the editor saves as usual). No bid is the inquiry module's call.
import {
  INQUIRY_ITEMS_MAX,
  formatMessage,
  getRepairQuote,
  holdRepairQuote,
  repairQuoteTemplate,
  submitRepairQuote,
  uploadRepairQuoteLines,
} from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { ApiError } from '../../http/api-error.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, registerUploadCall, type ModulePlugin } from '../../http/register-call.ts';
import {
  buildTemplate,
  readSheet,
  reportErrors,
  sendXlsx,
  spreadsheetReceiver,
} from '../spreadsheet/index.ts';
import type { RepairQuoteService } from './service.ts';
import { REPAIR_QUOTE_COLUMNS, repairLinesFromSheet, repairTemplateRows } from './sheet.ts';

export interface RepairQuoteServices {
  repairQuotes: RepairQuoteService;
}

export const repairQuotePlugin: ModulePlugin<RepairQuoteServices> = async (
  app,
  { guard, services: { repairQuotes } },
) => {
  registerCall(app, guard, getRepairQuote, async (input, req) =>
    ok(req, await repairQuotes.get(actorOf(req), input.inquiryId)),
  );
  registerCall(app, guard, holdRepairQuote, async (input, req) =>
    ok(req, await repairQuotes.save(actorOf(req), 'hold', input), 'repairQuote.held'),
  );
  registerCall(app, guard, submitRepairQuote, async (input, req) =>
    ok(req, await repairQuotes.save(actorOf(req), 'submit', input), 'repairQuote.submitted'),
  );

  registerCall(app, guard, repairQuoteTemplate, async (input, req, reply) => {
    const lang = requestLanguage(req);
    const sheet = await repairQuotes.sheet(actorOf(req), input.inquiryId);
    const buffer = await buildTemplate(
      REPAIR_QUOTE_COLUMNS,
      repairTemplateRows(sheet.units, sheet.saved),
      lang,
      formatMessage(lang, 'sheet.name.repairQuote'),
    );
    return sendXlsx(reply, `${sheet.inquiryNumber}-repair-quote.xlsx`, buffer);
  });

  registerUploadCall(
    app,
    guard,
    uploadRepairQuoteLines,
    spreadsheetReceiver(),
    async (input, file, req) => {
      const { units } = await repairQuotes.sheet(actorOf(req), input.inquiryId);
      const read = await readSheet(file.buffer, REPAIR_QUOTE_COLUMNS, {
        required: ['itemNo'],
        maxRows: INQUIRY_ITEMS_MAX,
      });
      const result = repairLinesFromSheet(read.rows, read.errors, units);
      if (result.rowsRead === 0) throw new ApiError(400, 'batch.noRows');
      return ok(req, {
        lines: result.lines,
        errors: reportErrors(
          result.errors,
          requestLanguage(req),
          REPAIR_QUOTE_COLUMNS.map((c) => c.key),
        ),
        rowsRead: result.rowsRead,
      });
    },
  );
};
