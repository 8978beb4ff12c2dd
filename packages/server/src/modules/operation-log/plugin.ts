// The operation log's routes (`sys:log:list`, either side; the service narrows a supplier to its
// own company): the list, one entry with what changed, and the export of the filtered rows.
import { exportOperationLogs, getOperationLog, listOperationLogs } from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import { sendXlsx } from '../spreadsheet/index.ts';
import type { OperationLogService } from './service.ts';

export interface OperationLogServices {
  operationLogs: OperationLogService;
}

export const operationLogPlugin: ModulePlugin<OperationLogServices> = async (
  app,
  { guard, services: { operationLogs } },
) => {
  registerCall(app, guard, listOperationLogs, async (input, req) =>
    ok(req, await operationLogs.list(actorOf(req), input)),
  );

  registerCall(app, guard, getOperationLog, async (input, req) =>
    ok(req, await operationLogs.detail(actorOf(req), input.id)),
  );

  registerCall(app, guard, exportOperationLogs, async (input, req, reply) => {
    // The widget names its language; a plain request falls back to Accept-Language.
    const lang = input.lang ?? requestLanguage(req);
    const { lang: _lang, ...filter } = input;
    const buffer = await operationLogs.export(actorOf(req), filter, lang);
    const name = `${formatFileName(lang)}.xlsx`;
    return sendXlsx(reply, name, buffer);
  });
};

function formatFileName(lang: 'en' | 'zh'): string {
  return lang === 'zh' ? '操作日志' : 'operation-log';
}
