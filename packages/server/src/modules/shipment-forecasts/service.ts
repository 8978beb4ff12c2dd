// Shipment forecasts (docs/product-rules.md#shipment-forecasts): the supplier's planned shipments
// per line of its confirmed goods contracts, the history of their changes, and the buyer's list of
// what arrives when. A write replaces one line's plan, checks the plan's version (stale → 409),
// records each difference with who, when and why, and leaves an operation-log line.
import { randomUUID } from 'node:crypto';
import {
  FORECAST_CHANGES_MAX,
  OPERATION_LOG_TYPES,
  checkLinePlan,
  forecastSlipped,
  planChanges,
  type BuyerForecastRow,
  type ForecastContractRow,
  type ForecastDetail,
  type Language,
  type buyerForecastListInput,
  type forecastContractListInput,
  type saveLineForecastInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import { businessToday } from '../../core/business-time.ts';
import type { Db } from '../../core/db.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { ApiError } from '../../http/api-error.ts';
import { refuseFrozenSupplier } from '../supplier/index.ts';
import {
  changesOf,
  contractOf,
  entriesOf,
  linesOf,
  pageBuyerForecasts,
  pageContracts,
  type ForecastContractRecord,
} from './queries.ts';

type ContractListInput = z.output<typeof forecastContractListInput>;
type BuyerListInput = z.output<typeof buyerForecastListInput>;
type SaveInput = z.output<typeof saveLineForecastInput>;
export type ForecastSide = 'supplier' | 'buyer';

type Line = Awaited<ReturnType<typeof linesOf>>[number];
type Entry = Awaited<ReturnType<typeof entriesOf>>[number];

/** The reader's language; the Chinese name where the supplier has no English one. */
const nameIn = (lang: Language, zh: string, en: string | null) => (lang === 'en' && en ? en : zh);

export interface ForecastWriteResult {
  version: number;
  changes: number;
}

export class ShipmentForecastService {
  constructor(
    private readonly db: Db,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  private scope(actor: Actor, side: ForecastSide): string | undefined {
    return side === 'supplier' ? actor.companyId : undefined;
  }

  /** A contract's row and its lines with their plans, from its lines and entries. */
  private summarise(
    c: Pick<
      ForecastContractRecord,
      'id' | 'contract_number' | 'title' | 'supplier_name' | 'supplier_name_en' | 'version'
    >,
    lines: Line[],
    entries: Entry[],
    lang: Language,
    today: string,
  ) {
    const planned = lines.map((l) => {
      const own = entries.filter((e) => e.line_no === l.line_no);
      const planEntries = own.map((e) => ({
        date: e.planned_date,
        quantity: Number(e.quantity),
        slipped: forecastSlipped(e.planned_date, l.due_date),
      }));
      return {
        lineNo: l.line_no,
        materialNumber: l.material_number,
        partNumber: l.part_number,
        description: l.description,
        quantity: Number(l.quantity),
        unit: l.unit,
        deliveryDate: l.due_date,
        entries: planEntries,
        slipped: planEntries.some((e) => e.slipped),
      };
    });
    const upcoming = entries.map((e) => e.planned_date).filter((d) => d >= today);
    const row: ForecastContractRow = {
      id: c.id,
      contractNumber: c.contract_number,
      title: c.title,
      supplierName: nameIn(lang, c.supplier_name, c.supplier_name_en),
      lineCount: lines.length,
      orderedQuantity: planned.reduce((s, l) => s + l.quantity, 0),
      plannedQuantity: planned.reduce(
        (s, l) => s + l.entries.reduce((t, e) => t + e.quantity, 0),
        0,
      ),
      nextShipDate: upcoming.length > 0 ? upcoming.reduce((a, b) => (a < b ? a : b)) : null,
      slipped: planned.some((l) => l.slipped),
      version: c.version ?? 0,
    };
    return { row, lines: planned };
  }

  async listContracts(actor: Actor, input: ContractListInput, lang: Language) {
    const today = businessToday(this.config);
    const { records, total } = await pageContracts(this.db, actor.companyId, input.q || undefined, {
      current: input.current,
      size: input.size,
    });
    const ids = records.map((r) => r.id);
    const [lines, entries] = await Promise.all([linesOf(this.db, ids), entriesOf(this.db, ids)]);
    const rows = records.map(
      (r) =>
        this.summarise(
          r,
          lines.filter((l) => l.contract_id === r.id),
          entries.filter((e) => e.contract_id === r.id),
          lang,
          today,
        ).row,
    );
    return { records: rows, total, current: input.current, size: input.size };
  }

  /** The contract if the caller may see it (404 otherwise) and it is confirmed (409 otherwise). */
  private async confirmedContract(
    db: Db,
    actor: Actor,
    side: ForecastSide,
    id: string,
    lock = false,
  ) {
    const c = await contractOf(db, id, this.scope(actor, side), lock);
    if (!c) throw new ApiError(404, 'forecast.notFound');
    if (c.state !== 'confirmed') throw new ApiError(409, 'forecast.notConfirmed');
    return c;
  }

  async detail(
    actor: Actor,
    side: ForecastSide,
    id: string,
    lang: Language,
  ): Promise<ForecastDetail> {
    const c = await this.confirmedContract(this.db, actor, side, id);
    const [lines, entries, changes] = await Promise.all([
      linesOf(this.db, [id]),
      entriesOf(this.db, [id]),
      changesOf(this.db, id),
    ]);
    const { row, lines: planned } = this.summarise(
      c,
      lines,
      entries,
      lang,
      businessToday(this.config),
    );
    const num = (v: number | string | null) => (v == null ? null : Number(v));
    return {
      ...row,
      lines: planned,
      history: changes.map((h) => ({
        lineNo: h.line_no,
        oldDate: h.old_date,
        oldQuantity: num(h.old_quantity),
        newDate: h.new_date,
        newQuantity: num(h.new_quantity),
        reason: h.reason,
        byName: h.by_name,
        at: h.at.toISOString(),
      })),
    };
  }

  saveLine(actor: Actor, input: SaveInput): Promise<ForecastWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const c = await this.confirmedContract(trx, actor, 'supplier', input.id, true);
      if ((c.version ?? 0) !== input.version) throw new ApiError(409, 'forecast.stale');
      await refuseFrozenSupplier(trx, actor.companyId);
      const line = (await linesOf(trx, [c.id])).find((l) => l.line_no === input.lineNo);
      if (!line) {
        throw new ApiError(404, 'forecast.lineNotFound', {
          fields: { lineNo: 'forecast.lineNotFound' },
        });
      }
      const stored = (await entriesOf(trx, [c.id]))
        .filter((e) => e.line_no === line.line_no)
        .map((e) => ({ date: e.planned_date, quantity: Number(e.quantity) }));
      const today = businessToday(this.config);
      const problem = checkLinePlan(input.entries, stored, Number(line.quantity), today);
      if (problem) {
        throw new ApiError(400, problem.key, {
          params: problem.params,
          fields: { entries: problem.key },
        });
      }
      const changes = planChanges(stored, input.entries);
      const version = c.version ?? 0;
      if (changes.length === 0) return { version, changes: 0 };

      const count = await trx
        .selectFrom('shipment_forecast_changes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('contract_id', '=', c.id)
        .executeTakeFirstOrThrow();
      if (Number(count.n) + changes.length > FORECAST_CHANGES_MAX) {
        throw new ApiError(409, 'forecast.tooManyChanges');
      }

      const now = this.config.now();
      const next = version + 1;
      if (c.forecast_id === null) {
        await trx
          .insertInto('shipment_forecasts')
          .values({ contract_id: c.id, version: next, updated_at: now })
          .execute();
      } else {
        await trx
          .updateTable('shipment_forecasts')
          .set({ version: next, updated_at: now })
          .where('contract_id', '=', c.id)
          .execute();
      }
      await trx
        .deleteFrom('shipment_forecast_entries')
        .where('contract_id', '=', c.id)
        .where('line_no', '=', line.line_no)
        .execute();
      if (input.entries.length > 0) {
        await trx
          .insertInto('shipment_forecast_entries')
          .values(
            input.entries.map((e) => ({
              contract_id: c.id,
              line_no: line.line_no,
              planned_date: e.date,
              quantity: e.quantity,
            })),
          )
          .execute();
      }
      const byName = actor.name || actor.account;
      await trx
        .insertInto('shipment_forecast_changes')
        .values(
          changes.map((ch) => ({
            id: randomUUID(),
            contract_id: c.id,
            line_no: line.line_no,
            old_date: ch.oldDate,
            old_quantity: ch.oldQuantity,
            new_date: ch.newDate,
            new_quantity: ch.newQuantity,
            reason: input.reason,
            by_name: byName,
            company_id: actor.companyId,
            at: now,
          })),
        )
        .execute();
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `forecast.line ${c.contract_number} ${line.line_no}`,
        trx,
        now,
      );
      return { version: next, changes: changes.length };
    });
  }

  async listBuyer(input: BuyerListInput, lang: Language) {
    const { records, total } = await pageBuyerForecasts(
      this.db,
      {
        supplier: input.supplier || undefined,
        contractNumber: input.contractNumber || undefined,
        from: input.from,
        to: input.to,
        slipped: input.slipped === undefined ? undefined : input.slipped === 'true',
      },
      { current: input.current, size: input.size },
    );
    const rows: BuyerForecastRow[] = records.map((r) => ({
      contractId: r.contract_id,
      contractNumber: r.contract_number,
      supplierName: nameIn(lang, r.supplier_name, r.supplier_name_en),
      lineNo: r.line_no,
      partNumber: r.part_number,
      description: r.description,
      plannedDate: r.planned_date,
      quantity: Number(r.quantity),
      unit: r.unit,
      deliveryDate: r.due_date,
      slipped: forecastSlipped(r.planned_date, r.due_date),
    }));
    return { records: rows, total, current: input.current, size: input.size };
  }
}
