// Who sees which entries of the operation log (docs/product-rules.md#operation-log): a buyer with
// the log's permission every company's, a supplier administrator its own company's only, the
// company taken from the session. Exporting, and a buyer opening another company's entry (a
// person's account, name and address), are themselves logged as queries (type 5).
import {
  OPERATION_LOG_LIMITS as LIMITS,
  OPERATION_LOG_TYPES,
  formatMessage,
  operationLogItemText,
  exportOperationLogsInput,
  type Language,
  type MessageKey,
  type OperationLogDetail,
  type OperationLogRow,
} from '@portal/contract';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import { businessDayEnd, businessDayStart, type Clock } from '../../core/business-time.ts';
import type { Db } from '../../core/db.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { ApiError } from '../../http/api-error.ts';
import { buildTemplate, type SheetColumn } from '../spreadsheet/index.ts';
import {
  operationLogEntry,
  operationLogPage,
  operationLogRows,
  type OperationLogFilter,
} from './operation-log-queries.ts';

type FilterInput = Omit<z.output<typeof exportOperationLogsInput>, 'lang'>;

const OFFSET_MS = 8 * 60 * 60 * 1000;

/** A time as the business time zone (UTC+8) reads it: `2026-11-26 09:30:00`. */
export function businessDateTime(iso: string): string {
  return new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

function label(key: MessageKey) {
  return (lang: Language) => formatMessage(lang, key);
}

const COLUMNS: SheetColumn[] = [
  { key: 'time', label: label('oplog.col.time'), kind: 'text', width: 20 },
  { key: 'name', label: label('oplog.col.name'), kind: 'text', width: 16 },
  { key: 'account', label: label('oplog.col.account'), kind: 'text', width: 18 },
  { key: 'company', label: label('oplog.col.company'), kind: 'text', width: 28 },
  { key: 'type', label: label('oplog.col.type'), kind: 'text', width: 10 },
  { key: 'item', label: label('oplog.col.item'), kind: 'text', width: 60 },
  { key: 'ip', label: label('oplog.col.ip'), kind: 'text', width: 16 },
  { key: 'mac', label: label('oplog.col.mac'), kind: 'text', width: 20 },
];

export class OperationLogService {
  constructor(
    private readonly db: Db,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  /**
   * The filter the caller may run: a supplier's is always its own company's, and naming another
   * company is 404 (docs/product-rules.md#operation-log), as another company's ids are everywhere.
   */
  private scope(actor: Actor, input: FilterInput): OperationLogFilter {
    let companyId = input.companyId;
    if (actor.companyKind === 'supplier') {
      if (companyId && companyId !== actor.companyId) throw new ApiError(404, 'http.notFound');
      companyId = actor.companyId;
    }
    return {
      type: input.type === undefined ? undefined : Number(input.type),
      account: input.account || undefined,
      companyId,
      from: input.from ? businessDayStart(input.from) : undefined,
      to: input.to ? businessDayEnd(input.to) : undefined,
      q: input.q || undefined,
    };
  }

  async list(actor: Actor, input: FilterInput & { current: number; size: number }) {
    // The count stops a few pages ahead: at a million rows an exact count costs more than the
    // page (docs/decisions/2026-11-26-operation-log-company-and-changes.md). With a text it stops one
    // page ahead: every entry walked is tested against the text, and a common text's five pages
    // ahead were a walk of a tenth of the log (docs/decisions/2026-11-27-operation-log-at-a-million-rows.md).
    const ahead = input.q ? LIMITS.countAheadPagesWithText : LIMITS.countAheadPages;
    const countCap = (input.current + ahead) * input.size;
    const page = await operationLogPage(this.db, this.scope(actor, input), input, countCap);
    return { ...page, current: input.current, size: input.size };
  }

  async detail(actor: Actor, id: string): Promise<OperationLogDetail> {
    const own = actor.companyKind === 'supplier' ? actor.companyId : undefined;
    const entry = await operationLogEntry(this.db, id, own);
    if (!entry) throw new ApiError(404, 'oplog.notFound');
    if (entry.companyId && entry.companyId !== actor.companyId) {
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.query,
        `operationLog.detail:${entry.id} (${entry.companyName ?? entry.companyId}, ${entry.account})`,
      );
    }
    return entry;
  }

  /** The filtered entries as a workbook, newest first, and the query line that says who took them. */
  async export(actor: Actor, input: FilterInput, lang: Language): Promise<Buffer> {
    const filter = this.scope(actor, input);
    const found = await operationLogRows(this.db, filter, LIMITS.exportRows);
    const buffer = await buildTemplate(
      COLUMNS,
      found.map((r) => exportRow(r, lang)),
      lang,
      formatMessage(lang, 'oplog.sheet'),
    );
    await this.log.logAction(
      actor,
      OPERATION_LOG_TYPES.query,
      `operationLog.export: ${found.length} rows ${describe(input)}`,
      this.db,
      this.clock.now(),
    );
    return buffer;
  }
}

function exportRow(r: OperationLogRow, lang: Language) {
  return {
    time: businessDateTime(r.createdAt),
    name: r.name,
    account: r.account,
    company: r.companyName ?? '',
    type: formatMessage(lang, `oplog.type.${r.type}`),
    item: operationLogItemText(r.item, lang),
    ip: r.ip,
    mac: r.mac,
  };
}

/** The filter an export ran, for its own log line. */
function describe(input: FilterInput): string {
  const parts = Object.entries(input)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${String(v)}`);
  return parts.length ? `(${parts.join(', ')})` : '(all)';
}
