// Fixture shipment plans and a stateful mock of the shipment forecast calls (both sides) for the
// sp-shipment-forecast stories and tests. Dates are counted from today so the plan's rules (no
// past dates, a two-year horizon) hold whenever the tests run. saveLine checks the plan as the
// server does (checkLinePlan), at the loaded version, or refuses as asked (409, frozen 403).
import {
  addDays,
  checkLinePlan,
  forecastSlipped,
  planChanges,
  shipmentForecastsApi,
  type BuyerForecastRow,
  type ForecastDetail,
  type ForecastEntry,
} from '@portal/contract';
import type { MockApi, RecordedRequest } from './mock-api';
import { ok, refusal } from './fixtures';

const pad = (n: number) => String(n).padStart(2, '0');
/** Today in the test's calendar (the widget's todayIso). */
export function fixtureToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
/** Today plus `n` days, as the fixtures plan them. */
export const inDays = (n: number) => addDays(fixtureToday(), n);

type Line = ForecastDetail['lines'][number];

function line(lineNo: number, quantity: number, entries: ForecastEntry[], part: string): Line {
  const deliveryDate = inDays(30);
  const planned = entries.map((e) => ({ ...e, slipped: forecastSlipped(e.date, deliveryDate) }));
  return {
    lineNo,
    materialNumber: `M-${100_000 + lineNo}`,
    partNumber: part,
    description: lineNo === 10 ? 'Brake assembly' : 'Wheel bearing',
    quantity,
    unit: 'EA',
    deliveryDate,
    entries: planned,
    slipped: planned.some((e) => e.slipped),
  };
}

function summarise(d: ForecastDetail): ForecastDetail {
  const today = fixtureToday();
  const upcoming = d.lines.flatMap((l) => l.entries.map((e) => e.date)).filter((x) => x >= today);
  return {
    ...d,
    lineCount: d.lines.length,
    orderedQuantity: d.lines.reduce((s, l) => s + l.quantity, 0),
    plannedQuantity: d.lines.reduce((s, l) => s + l.entries.reduce((t, e) => t + e.quantity, 0), 0),
    nextShipDate: upcoming.sort()[0] ?? null,
    slipped: d.lines.some((l) => l.slipped),
  };
}

export function fixtureForecasts(): ForecastDetail[] {
  const base = {
    lineCount: 0,
    orderedQuantity: 0,
    plannedQuantity: 0,
    nextShipDate: null,
    slipped: false,
  };
  return [
    summarise({
      ...base,
      id: 'fc-1',
      contractNumber: 'PO-2026-0101',
      title: 'Brake assemblies for A320 fleet',
      supplierName: 'Hainan Aero Parts Co.',
      version: 2,
      lines: [
        line(
          10,
          4,
          [
            { date: inDays(10), quantity: 2 },
            { date: inDays(40), quantity: 2 },
          ],
          '2-1577-3',
        ),
        line(20, 10, [], '66-4013'),
      ],
      history: [
        {
          lineNo: 10,
          oldDate: inDays(20),
          oldQuantity: 2,
          newDate: inDays(40),
          newQuantity: 2,
          reason: 'Forging delayed at the sub-supplier',
          byName: '李娜',
          at: '2026-11-20T08:00:00.000Z',
        },
      ],
    }),
    summarise({
      ...base,
      id: 'fc-2',
      contractNumber: 'PO-2026-0102',
      title: 'Wheel bearings',
      supplierName: 'Sky Bearings Ltd.',
      version: 1,
      lines: [line(10, 6, [{ date: inDays(5), quantity: 6 }], '66-4013')],
      history: [],
    }),
  ];
}

export interface ForecastFixtureOptions {
  forecasts?: ForecastDetail[];
  /** Every save answers this: 409 (stale) or 403 (frozen company). */
  writeFails?: 403 | 409;
}

export function forecastHandlers(api: MockApi, opts: ForecastFixtureOptions = {}): void {
  const all = opts.forecasts ?? fixtureForecasts();
  const page = <T>(req: RecordedRequest, rows: T[]) => {
    const current = Number(req.params.current ?? 1);
    const size = Number(req.params.size ?? 20);
    const records = rows.slice((current - 1) * size, current * size);
    return [200, ok({ records, total: rows.length, current, size })] as [number, unknown];
  };
  api.on(shipmentForecastsApi.listSupplierForecastContracts, (req) => {
    const q = (req.params.q ?? '').toLowerCase();
    const rows = all
      .filter((d) => !q || `${d.contractNumber} ${d.title}`.toLowerCase().includes(q))
      .map(({ lines: _lines, history: _history, ...row }) => row);
    return page(req, rows);
  });
  api.on(shipmentForecastsApi.listBuyerForecasts, (req) => {
    const p = req.params;
    const rows: BuyerForecastRow[] = all
      .flatMap((d) =>
        d.lines.flatMap((l) =>
          l.entries.map((e) => ({
            contractId: d.id,
            contractNumber: d.contractNumber,
            supplierName: d.supplierName,
            lineNo: l.lineNo,
            partNumber: l.partNumber,
            description: l.description,
            plannedDate: e.date,
            quantity: e.quantity,
            unit: l.unit,
            deliveryDate: l.deliveryDate,
            slipped: e.slipped,
          })),
        ),
      )
      .filter(
        (r) =>
          (!p.supplier || r.supplierName.toLowerCase().includes(p.supplier.toLowerCase())) &&
          (!p.contractNumber || r.contractNumber.includes(p.contractNumber)) &&
          (!p.from || r.plannedDate >= p.from) &&
          (!p.to || r.plannedDate <= p.to) &&
          (!p.slipped || String(r.slipped) === p.slipped),
      )
      .sort((a, b) => a.plannedDate.localeCompare(b.plannedDate));
    return page(req, rows);
  });
  const detail = (req: RecordedRequest) => {
    const d = all.find((x) => x.id === req.params.id);
    return d ? ([200, ok(d)] as [number, unknown]) : refusal(req, 404, 'forecast.notFound');
  };
  api.on(shipmentForecastsApi.getSupplierForecast, detail);
  api.on(shipmentForecastsApi.getBuyerForecast, detail);
  api.on(shipmentForecastsApi.saveLineForecast, (req) => {
    const i = all.findIndex((x) => x.id === req.body.id);
    const d = all[i];
    if (!d) return refusal(req, 404, 'forecast.notFound');
    if (opts.writeFails === 403) return refusal(req, 403, 'freeze.frozenCommercial');
    if (opts.writeFails === 409 || Number(req.body.version) !== d.version)
      return refusal(req, 409, 'forecast.stale');
    const l = d.lines.find((x) => x.lineNo === req.body.lineNo);
    if (!l) return refusal(req, 404, 'forecast.lineNotFound');
    const entries = req.body.entries as ForecastEntry[];
    const problem = checkLinePlan(entries, l.entries, l.quantity, fixtureToday());
    if (problem) return refusal(req, 400, problem.key, { params: problem.params });
    const changes = planChanges(l.entries, entries);
    const next = line(l.lineNo, l.quantity, entries, l.partNumber);
    all[i] = summarise({
      ...d,
      version: d.version + 1,
      lines: d.lines.map((x) => (x.lineNo === l.lineNo ? next : x)),
      history: [
        ...changes.map((c) => ({
          ...c,
          lineNo: l.lineNo,
          reason: String(req.body.reason ?? ''),
          byName: '李娜',
          at: '2026-11-27T08:00:00.000Z',
        })),
        ...d.history,
      ],
    });
    return [200, ok({ version: d.version + 1, changes: changes.length })];
  });
}
