// Bargaining calls. Supplier (inquiry:quote): list, accept or answer, decline, batch decline, and
// the bulk-answer template and upload. Buyer (inquiry:review, inquiry:bargain): inquiries with
// answer counts, the quote comparison, opening rounds, and every round.
import {
  answerBargaining,
  bargainingTemplate,
  batchDeclineBargaining,
  compareQuotes,
  declineBargaining,
  listBargaining,
  listBuyerBargaining,
  listBuyerInquiries,
  openBargaining,
  uploadBargaining,
} from '@portal/contract';
import type { AppConfig } from '../../config.ts';
import { actorOf } from '../../core/actor.ts';
import type { Db } from '../../core/db.ts';
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
import { refuseFrozenSupplier } from '../supplier/index.ts';
import type { BuyerService } from './buyer-service.ts';
import { openRounds } from './queries.ts';
import type { BargainingService } from './service.ts';
import {
  BARGAINING_COLUMNS,
  answerFromSheet,
  bargainingSheetName,
  bargainingTemplateRows,
} from './sheet.ts';

/** Rounds one bulk upload may answer. */
const SHEET_MAX_ROWS = 2_000;

export interface BargainingServices {
  db: Db;
  config: AppConfig;
  supplier: BargainingService;
  buyer: BuyerService;
}

export const bargainingPlugin: ModulePlugin<BargainingServices> = async (
  app,
  { guard, services },
) => {
  const { db, config, supplier, buyer } = services;

  registerCall(app, guard, listBargaining, async (input, req) =>
    ok(req, await supplier.list(actorOf(req), input)),
  );

  registerCall(app, guard, answerBargaining, async (input, req) => {
    if (input.action === 'answer' && input.price === undefined) {
      throw new ApiError(400, 'bargaining.priceRequired', {
        fields: { price: 'bargaining.priceRequired' },
      });
    }
    const move =
      input.action === 'accept'
        ? ({ kind: 'accept' } as const)
        : ({ kind: 'answer', price: input.price ?? 0 } as const);
    return ok(req, await supplier.move(actorOf(req), input.id, input.version, move, input.remarks));
  });

  registerCall(app, guard, declineBargaining, async (input, req) =>
    ok(
      req,
      await supplier.move(
        actorOf(req),
        input.id,
        input.version,
        { kind: 'decline' },
        input.remarks,
      ),
    ),
  );

  registerCall(app, guard, batchDeclineBargaining, async (input, req) =>
    ok(req, await supplier.batchDecline(actorOf(req), input.ids, input.remarks)),
  );

  registerCall(app, guard, bargainingTemplate, async (input, req, reply) => {
    const lang = requestLanguage(req);
    const open = await openRounds(db, actorOf(req).companyId, config.now(), input.inquiryId);
    const buffer = await buildTemplate(
      BARGAINING_COLUMNS,
      bargainingTemplateRows(open),
      lang,
      bargainingSheetName(lang),
    );
    return sendXlsx(reply, 'bargaining.xlsx', buffer);
  });

  registerUploadCall(
    app,
    guard,
    uploadBargaining,
    spreadsheetReceiver(),
    async (_input, file, req) => {
      // The whole upload is refused up front rather than failing row by row (product rules: Freezes).
      await refuseFrozenSupplier(db, actorOf(req).companyId);
      const sheet = await readSheet(file.buffer, BARGAINING_COLUMNS, {
        required: ['roundId', 'answerPrice'],
        maxRows: SHEET_MAX_ROWS,
      });
      const result = await answerFromSheet(supplier, actorOf(req), sheet.rows, sheet.errors);
      if (result.rowsRead === 0) throw new ApiError(400, 'batch.noRows');
      const keys = BARGAINING_COLUMNS.map((c) => c.key);
      return ok(req, {
        applied: result.applied,
        errors: reportErrors(result.errors, requestLanguage(req), keys),
        rowsRead: result.rowsRead,
      });
    },
  );

  registerCall(app, guard, listBuyerInquiries, async (input, req) =>
    ok(req, await buyer.listInquiries(input)),
  );
  registerCall(app, guard, compareQuotes, async (input, req) =>
    ok(req, await buyer.compare(input.inquiryId, input.currency, requestLanguage(req))),
  );
  registerCall(app, guard, openBargaining, async (input, req) =>
    ok(req, await buyer.open(actorOf(req), input)),
  );
  registerCall(app, guard, listBuyerBargaining, async (input, req) =>
    ok(req, await buyer.listRounds(input, requestLanguage(req))),
  );
};
