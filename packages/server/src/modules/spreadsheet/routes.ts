// The batch quote: the template of an inquiry (xlsx, one row per item) and reading a filled-in one
// back into quote lines for the editor. Nothing is saved here; the editor saves as usual.
import {
  INQUIRY_ITEMS_MAX,
  formatMessage,
  quoteTemplate,
  uploadQuoteLines,
  type StoredQuoteLine,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, registerUploadCall, type RouteDeps } from '../../http/register-call.ts';
import { actorOf } from '../../core/actor.ts';
import { rowToQuoteLine } from '../inquiry/quote-lines.ts';
import { quoteColumns, quoteLinesFromSheet, quoteTemplateRows } from './quote-sheet.ts';
import { readSheet } from './read-sheet.ts';
import { spreadsheetReceiver } from './receiver.ts';
import { reportErrors } from './report.ts';
import { QuoteSheetRepository } from './repository.ts';
import { buildTemplate } from './template.ts';
import { sendXlsx } from './xlsx-reply.ts';

export function registerSpreadsheetRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  db: Kysely<Database>,
): void {
  const repo = new QuoteSheetRepository(db);

  const bidderOf = async (inquiryId: string, companyId: string) => {
    const bidder = await repo.bidder(inquiryId, companyId);
    if (!bidder) throw new ApiError(404, 'inquiry.notFound');
    return bidder;
  };

  registerCall(app, deps, quoteTemplate, async (input, req, reply) => {
    const actor = actorOf(req);
    const lang = requestLanguage(req);
    const bidder = await bidderOf(input.inquiryId, actor.companyId);
    const [items, lines] = await Promise.all([repo.items(input.inquiryId), repo.lines(bidder.id)]);
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
    deps,
    uploadQuoteLines,
    spreadsheetReceiver(),
    async (input, file, req) => {
      const actor = actorOf(req);
      const lang = requestLanguage(req);
      const bidder = await bidderOf(input.inquiryId, actor.companyId);
      const items = await repo.items(input.inquiryId);
      const columns = quoteColumns(bidder.domestic);
      const sheet = await readSheet(file.buffer, columns, {
        required: ['itemNo'],
        maxRows: INQUIRY_ITEMS_MAX,
      });
      const result = quoteLinesFromSheet(sheet.rows, sheet.errors, items, {
        domestic: bidder.domestic,
      });
      if (result.rowsRead === 0) throw new ApiError(400, 'batch.noRows');
      return {
        code: 200,
        msg: formatMessage(lang, 'ok.done'),
        data: {
          lines: result.lines,
          errors: reportErrors(
            result.errors,
            lang,
            columns.map((c) => c.key),
          ),
          rowsRead: result.rowsRead,
        },
      };
    },
  );
}
