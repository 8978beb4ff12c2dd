// Account statement routes: the ERP's send (its integration key), the supplier's
// (/sup/accountStatement/index and addOffer) and the buyer's (/hna/accountStatement/index). The
// side of a call is fixed here, never taken from the request.
import {
  STATEMENT_LINES_MAX,
  confirmStatement,
  disputeStatement,
  erpAccountStatement,
  formatMessage,
  getBuyerStatement,
  getSupplierStatement,
  listBuyerStatements,
  listSupplierStatements,
  statementTemplate,
  uploadStatement,
} from '@portal/contract';
import type { AppConfig } from '../../config.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { ApiError } from '../../http/api-error.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, registerUploadCall, type ModulePlugin } from '../../http/register-call.ts';
import { checkIntegrationKey } from '../inquiry/index.ts';
import {
  buildTemplate,
  readSheet,
  reportErrors,
  sendXlsx,
  spreadsheetReceiver,
} from '../spreadsheet/index.ts';
import { refuseFrozenSupplier } from '../supplier/index.ts';
import type { AccountStatementService } from './service.ts';
import {
  STATEMENT_COLUMN_KEYS,
  linesFromSheet,
  statementColumns,
  statementTemplateRows,
} from './sheet.ts';

export interface AccountStatementServices {
  config: AppConfig;
  statements: AccountStatementService;
}

export const accountStatementsPlugin: ModulePlugin<AccountStatementServices> = async (
  app,
  { guard, services },
) => {
  const { config, statements } = services;

  registerCall(app, guard, listSupplierStatements, async (input, req) =>
    ok(req, await statements.list(actorOf(req), 'supplier', input, requestLanguage(req))),
  );
  registerCall(app, guard, getSupplierStatement, async (input, req) =>
    ok(req, await statements.detail(actorOf(req), 'supplier', input.id, requestLanguage(req))),
  );
  registerCall(app, guard, confirmStatement, async (input, req) =>
    ok(req, await statements.confirm(actorOf(req), input), 'statement.confirmed'),
  );
  registerCall(app, guard, disputeStatement, async (input, req) =>
    ok(req, await statements.dispute(actorOf(req), input), 'statement.disputed'),
  );
  registerCall(app, guard, statementTemplate, async (input, req, reply) => {
    const lang = requestLanguage(req);
    const lines = await statements.templateLines(actorOf(req), input.id);
    const buffer = await buildTemplate(
      statementColumns(lang),
      statementTemplateRows(lines),
      lang,
      formatMessage(lang, 'sheet.statementName'),
    );
    return sendXlsx(reply, 'account-statement.xlsx', buffer);
  });
  registerUploadCall(
    app,
    guard,
    uploadStatement,
    spreadsheetReceiver(),
    async (input, file, req) => {
      const actor = actorOf(req);
      const lang = requestLanguage(req);
      // Refused up front rather than row by row (product rules: Freezes).
      await refuseFrozenSupplier(statements.db, actor.companyId);
      const period = await statements.periodOf(actor, input.id);
      const sheet = await readSheet(file.buffer, statementColumns(lang), {
        required: ['date', 'docType', 'reference'],
        maxRows: STATEMENT_LINES_MAX,
      });
      if (sheet.rows.length === 0 && sheet.errors.length === 0) {
        throw new ApiError(400, 'batch.noRows');
      }
      const { lines, errors } = linesFromSheet(sheet.rows, sheet.errors, period);
      const report = reportErrors(errors, lang, STATEMENT_COLUMN_KEYS);
      const rowsRead = new Set([...sheet.rows.map((r) => r.row), ...errors.map((e) => e.row)]).size;
      if (errors.length > 0) {
        return ok(req, { applied: 0, errors: report, rowsRead, version: input.version });
      }
      const saved = await statements.upload(actor, input, lines);
      return ok(
        req,
        { applied: lines.length, errors: [], rowsRead, version: saved.version },
        'statement.uploaded',
      );
    },
  );

  registerCall(app, guard, listBuyerStatements, async (input, req) =>
    ok(req, await statements.list(actorOf(req), 'buyer', input, requestLanguage(req))),
  );
  registerCall(app, guard, getBuyerStatement, async (input, req) =>
    ok(req, await statements.detail(actorOf(req), 'buyer', input.id, requestLanguage(req))),
  );

  await app.register(async (scope) => {
    // The key is checked before the body is even read, as for the ERP's other calls.
    scope.addHook('onRequest', async (req) => checkIntegrationKey(req, config.integrationKeys));
    registerCall(scope, guard, erpAccountStatement, async (input, req) =>
      ok(req, await statements.receive(input, { ip: req.ip }), 'statement.received'),
    );
  });
};
