// The batch quote (supplier calls, `inquiry:quote`): the template of an inquiry (xlsx, one row per
// item) and reading a filled-in one back into quote lines for the editor. Nothing is saved here;
// the editor saves as usual.
import {
  INQUIRY_ITEMS_MAX,
  formatMessage,
  quoteTemplate,
  uploadQuoteLines,
  type StoredQuoteLine,
} from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import type { Db } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { ApiError } from '../../http/api-error.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, registerUploadCall, type ModulePlugin } from '../../http/register-call.ts';
import { refuseRepairInquiry, rowToQuoteLine } from '../inquiry/index.ts';
import { savedLines, sheetBidder, sheetItems } from './queries.ts';
import { quoteColumns, quoteLinesFromSheet, quoteTemplateRows } from './quote-sheet.ts';
import { readSheet } from './read-sheet.ts';
import { spreadsheetReceiver } from './receiver.ts';
import { reportErrors } from './report.ts';
import { buildTemplate } from './template.ts';
import { sendXlsx } from './xlsx-reply.ts';

export interface SpreadsheetServices {
  db: Db;
}

export const spreadsheetPlugin: ModulePlugin<SpreadsheetServices> = async (
  app,
  { guard, services: { db } },
) => {
  /**
   * The caller's bidder row; another company's inquiry looks like no inquiry (404). A repair
   * inquiry has a template of its own (modules/repair-quote): 409 here.
   */
  const bidderOf = async (inquiryId: string, companyId: string) => {
    const bidder = await sheetBidder(db, inquiryId, companyId);
    if (!bidder) throw new ApiError(404, 'inquiry.notFound');
    refuseRepairInquiry(bidder);
    return bidder;
  };

  registerCall(app, guard, quoteTemplate, async (input, req, reply) => {
    const lang = requestLanguage(req);
    const bidder = await bidderOf(input.inquiryId, actorOf(req).companyId);
    const [items, lines] = await Promise.all([
      sheetItems(db, input.inquiryId),
      savedLines(db, bidder.id),
    ]);
    const saved = new Map<string, StoredQuoteLine>(
      lines.map((l) => [l.item_id, rowToQuoteLine(l)]),
    );
    const buffer = await buildTemplate(
      quoteColumns(bidder.domestic),
      quoteTemplateRows(items, saved),
      lang,
      formatMessage(lang, 'sheet.name.quote'),
    );
    return sendXlsx(reply, `${bidder.inquiry_number}-quote.xlsx`, buffer);
  });

  registerUploadCall(
    app,
    guard,
    uploadQuoteLines,
    spreadsheetReceiver(),
    async (input, file, req) => {
      const bidder = await bidderOf(input.inquiryId, actorOf(req).companyId);
      const items = await sheetItems(db, input.inquiryId);
      const columns = quoteColumns(bidder.domestic);
      const sheet = await readSheet(file.buffer, columns, {
        required: ['itemNo'],
        maxRows: INQUIRY_ITEMS_MAX,
      });
      const result = quoteLinesFromSheet(sheet.rows, sheet.errors, items, {
        domestic: bidder.domestic,
      });
      if (result.rowsRead === 0) throw new ApiError(400, 'batch.noRows');
      const keys = columns.map((c) => c.key);
      return ok(req, {
        lines: result.lines,
        errors: reportErrors(result.errors, requestLanguage(req), keys),
        rowsRead: result.rowsRead,
      });
    },
  );
};
