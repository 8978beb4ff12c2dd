// Bargaining calls. Supplier (inquiry:quote): list, accept or answer, decline, batch decline, and
// the bulk-answer template and upload. Buyer (inquiry:review, inquiry:bargain): inquiries with
// answer counts, the quote comparison, opening rounds, and every round.
import {
  answerBargaining,
  bargainingTemplate,
  batchDeclineBargaining,
  compareQuotes,
  declineBargaining,
  formatMessage,
  listBargaining,
  listBuyerBargaining,
  listBuyerInquiries,
  openBargaining,
  uploadBargaining,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, registerUploadCall, type RouteDeps } from '../../http/register-call.ts';
import { actorOf } from '../../core/actor.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { readSheet } from '../spreadsheet/read-sheet.ts';
import { spreadsheetReceiver } from '../spreadsheet/receiver.ts';
import { reportErrors } from '../spreadsheet/report.ts';
import { buildTemplate } from '../spreadsheet/template.ts';
import { sendXlsx } from '../spreadsheet/xlsx-reply.ts';
import { BuyerRepository } from './buyer-repository.ts';
import { BuyerService } from './buyer-service.ts';
import { BargainingRepository } from './repository.ts';
import { BargainingService } from './service.ts';
import {
  BARGAINING_COLUMNS,
  answerFromSheet,
  bargainingSheetName,
  bargainingTemplateRows,
} from './sheet.ts';

/** Rounds one bulk upload may answer. */
const SHEET_MAX_ROWS = 2_000;

export function registerBargainingRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { config: AppConfig; operationLog: OperationLog },
  db: Kysely<Database>,
): void {
  const rounds = new BargainingRepository(db);
  const supplier = new BargainingService(rounds, deps.operationLog, deps.users, deps.config);
  const buyer = new BuyerService(
    new BuyerRepository(db),
    rounds,
    deps.operationLog,
    deps.users,
    deps.config,
  );
  const done = (req: FastifyRequest) => formatMessage(requestLanguage(req), 'ok.done');

  registerCall(app, deps, listBargaining, async (input, req) => ({
    code: 200,
    msg: done(req),
    data: await supplier.list(actorOf(req), input),
  }));

  registerCall(app, deps, answerBargaining, async (input, req) => {
    if (input.action === 'answer' && input.price === undefined) {
      throw new ApiError(400, 'bargaining.priceRequired', {
        fields: { price: 'bargaining.priceRequired' },
      });
    }
    const move =
      input.action === 'accept'
        ? ({ kind: 'accept' } as const)
        : ({ kind: 'answer', price: input.price ?? 0 } as const);
    return {
      code: 200,
      msg: done(req),
      data: await supplier.move(actorOf(req), input.id, input.version, move, input.remarks),
    };
  });

  registerCall(app, deps, declineBargaining, async (input, req) => ({
    code: 200,
    msg: done(req),
    data: await supplier.move(
      actorOf(req),
      input.id,
      input.version,
      { kind: 'decline' },
      input.remarks,
    ),
  }));

  registerCall(app, deps, batchDeclineBargaining, async (input, req) => ({
    code: 200,
    msg: done(req),
    data: await supplier.batchDecline(actorOf(req), input.ids, input.remarks),
  }));

  registerCall(app, deps, bargainingTemplate, async (_input, req, reply) => {
    const actor = actorOf(req);
    const lang = requestLanguage(req);
    const open = await rounds.openRounds(actor.companyId, deps.config.now());
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
    deps,
    uploadBargaining,
    spreadsheetReceiver(),
    async (_input, file, req) => {
      const actor = actorOf(req);
      const lang = requestLanguage(req);
      const sheet = await readSheet(file.buffer, BARGAINING_COLUMNS, {
        required: ['roundId', 'answerPrice'],
        maxRows: SHEET_MAX_ROWS,
      });
      const result = await answerFromSheet(supplier, actor, sheet.rows, sheet.errors);
      if (result.rowsRead === 0) throw new ApiError(400, 'batch.noRows');
      return {
        code: 200,
        msg: done(req),
        data: {
          applied: result.applied,
          errors: reportErrors(
            result.errors,
            lang,
            BARGAINING_COLUMNS.map((c) => c.key),
          ),
          rowsRead: result.rowsRead,
        },
      };
    },
  );

  registerCall(app, deps, listBuyerInquiries, async (input, req) => ({
    code: 200,
    msg: done(req),
    data: await buyer.listInquiries(input),
  }));

  registerCall(app, deps, compareQuotes, async (input, req) => ({
    code: 200,
    msg: done(req),
    data: await buyer.compare(input.inquiryId, input.currency, requestLanguage(req)),
  }));

  registerCall(app, deps, openBargaining, async (input, req) => ({
    code: 200,
    msg: done(req),
    data: await buyer.open(actorOf(req), input),
  }));

  registerCall(app, deps, listBuyerBargaining, async (input, req) => ({
    code: 200,
    msg: done(req),
    data: await buyer.listRounds(input, requestLanguage(req)),
  }));
}
