// Shipment forecasts (issue 15; docs/product-rules.md#shipment-forecasts): per line of a confirmed
// goods contract the supplier records its planned shipments (date and quantity), changes them as
// plans change with a reason, and the buyer reads what arrives when across suppliers, with the
// shipments planned after the line's delivery date flagged. Another company's contract is 404; a
// contract that is not confirmed is 409, as is a stale `version`.
import { z } from 'zod';
import { menuPermission } from '../menus/catalog.ts';
import {
  FORECAST_ENTRIES_PER_LINE_MAX,
  FORECAST_FILTER_TEXT_MAX,
  FORECAST_REASON_MAX,
} from '../shipping/forecast-constants.ts';
import { defineCall } from './define.ts';
import { envelope, page, pageInput } from './schema-helpers.ts';

const id = z.string().min(1).max(64);
const isoDateTime = z.iso.datetime({ offset: true });
const version = z.coerce.number().int().min(0);
const tag = 'shipment-forecast';

/** The supplier's forecast page (docs/routes.txt: /sup/supContract/forecast). */
export const SUPPLIER_FORECAST_PERMISSION = menuPermission('/sup/supContract/forecast');
/** The buyer's arrivals list (docs/routes.txt: /hna/hnaShipment/forecast). */
export const BUYER_FORECAST_PERMISSION = menuPermission('/hna/hnaShipment/forecast');

/** A line's quantity is a whole number of units (contract_lines.quantity is a bigint). */
const forecastQuantity = z.number().int().positive().max(1_000_000_000);

export const forecastEntry = z.object({ date: z.iso.date(), quantity: forecastQuantity });

export const forecastContractListInput = pageInput.extend({
  /** Contract number or title contains. */
  q: z.string().trim().max(FORECAST_FILTER_TEXT_MAX).optional(),
});

export const forecastContractRow = z.object({
  id,
  contractNumber: z.string(),
  title: z.string(),
  supplierName: z.string(),
  lineCount: z.number().int(),
  /** Units ordered over the lines, and how many of them have a planned shipment. */
  orderedQuantity: z.number().int(),
  plannedQuantity: z.number().int(),
  /** The earliest planned shipment not before today; null without one. */
  nextShipDate: z.string().nullable(),
  /** Some planned shipment comes after its line's delivery date. */
  slipped: z.boolean(),
  version: z.number().int(),
});
export type ForecastContractRow = z.infer<typeof forecastContractRow>;

export const forecastLine = z.object({
  /** The plan belongs to the line number, so it survives a revision of the contract. */
  lineNo: z.number().int(),
  materialNumber: z.string(),
  partNumber: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  /** The agreed delivery date: the last delivery of an amended schedule, else the line's date. */
  deliveryDate: z.string(),
  entries: z.array(forecastEntry.extend({ slipped: z.boolean() })),
  slipped: z.boolean(),
});

export const forecastChangeRow = z.object({
  lineNo: z.number().int(),
  oldDate: z.string().nullable(),
  oldQuantity: z.number().int().nullable(),
  newDate: z.string().nullable(),
  newQuantity: z.number().int().nullable(),
  reason: z.string(),
  byName: z.string(),
  at: isoDateTime,
});

export const forecastDetail = forecastContractRow.extend({
  lines: z.array(forecastLine),
  /** Every change of the plan, newest first. */
  history: z.array(forecastChangeRow),
});
export type ForecastDetail = z.infer<typeof forecastDetail>;

export const saveLineForecastInput = z.object({
  id,
  version,
  lineNo: z.number().int().min(0).max(1_000_000),
  /** The line's whole plan; an empty list withdraws it. */
  entries: z.array(forecastEntry).max(FORECAST_ENTRIES_PER_LINE_MAX),
  reason: z.string().trim().max(FORECAST_REASON_MAX).default(''),
});

export const forecastWriteResult = envelope(
  z.object({ version: z.number().int(), changes: z.number().int() }),
);

export const buyerForecastListInput = pageInput
  .extend({
    /** Supplier name (Chinese or English) contains. */
    supplier: z.string().trim().max(FORECAST_FILTER_TEXT_MAX).optional(),
    /** Contract number contains. */
    contractNumber: z.string().trim().max(FORECAST_FILTER_TEXT_MAX).optional(),
    /** Planned ship dates from/to, inclusive. */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    /** `true`: only shipments planned after their line's delivery date. */
    slipped: z.enum(['true', 'false']).optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'forecast.rangeReversed',
    path: ['to'],
  });

export const buyerForecastRow = z.object({
  contractId: id,
  contractNumber: z.string(),
  supplierName: z.string(),
  lineNo: z.number().int(),
  partNumber: z.string(),
  description: z.string(),
  plannedDate: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  deliveryDate: z.string(),
  slipped: z.boolean(),
});
export type BuyerForecastRow = z.infer<typeof buyerForecastRow>;

export const listSupplierForecastContracts = defineCall({
  method: 'GET',
  path: '/admin/contract/supForecast/list',
  encoding: 'query',
  audience: 'supplier',
  permission: SUPPLIER_FORECAST_PERMISSION,
  tag,
  summary:
    "The caller's company's confirmed goods contracts (purchase, tool, AOG) with how much of each is planned, the next planned shipment and a flag when a plan is later than its delivery date.",
  input: forecastContractListInput,
  answer: envelope(page(forecastContractRow)),
});

export const getSupplierForecast = defineCall({
  method: 'GET',
  path: '/admin/contract/supForecast/detail',
  encoding: 'query',
  audience: 'supplier',
  permission: SUPPLIER_FORECAST_PERMISSION,
  tag,
  summary:
    "One confirmed contract of the caller's company: its lines with their planned shipments and the history of every change (who, when, old and new date and quantity, reason). 409 when the contract is not confirmed.",
  input: z.object({ id }),
  answer: envelope(forecastDetail),
  errors: [404, 409],
});

export const saveLineForecast = defineCall({
  method: 'POST',
  path: '/admin/contract/supForecast/saveLine',
  encoding: 'json',
  audience: 'supplier',
  permission: SUPPLIER_FORECAST_PERMISSION,
  tag,
  summary:
    "The supplier replaces one line's planned shipments (date and quantity each, one per date, at most 12); each difference joins the history with the reason. The quantities together may not exceed the line's; a new or moved date may not be in the past nor more than two years ahead (400). 409 when the contract is not confirmed or `version` is stale; 403 when the company is frozen.",
  input: saveLineForecastInput,
  answer: forecastWriteResult,
  errors: [400, 403, 404, 409],
});

export const listBuyerForecasts = defineCall({
  method: 'GET',
  path: '/admin/contract/hnaForecast/list',
  encoding: 'query',
  audience: 'buyer',
  permission: BUYER_FORECAST_PERMISSION,
  tag,
  summary:
    "Every supplier's planned shipments of confirmed contracts, one row per planned shipment in planned-date order; by supplier, contract number, planned date range and slippage (planned after the line's delivery date).",
  input: buyerForecastListInput,
  answer: envelope(page(buyerForecastRow)),
});

export const getBuyerForecast = defineCall({
  method: 'GET',
  path: '/admin/contract/hnaForecast/detail',
  encoding: 'query',
  audience: 'buyer',
  permission: BUYER_FORECAST_PERMISSION,
  tag,
  summary:
    "One confirmed contract's lines with their planned shipments and the supplier's history of changes (buyer).",
  input: z.object({ id }),
  answer: envelope(forecastDetail),
  errors: [404, 409],
});
