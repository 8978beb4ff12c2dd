// Repair progress (issue 14; docs/product-rules.md#repair-progress): the supplier reports each step
// of a repair contract (/sup/statusUpdate), adds costs found during the repair, and the buyer
// (/hna/repairProgress) decides on money: quotation, added costs, the returned unit. Another
// company's repair is 404; a status of the other side, or a move the state machine does not list,
// is 409, as is a stale `version`.
import { z } from 'zod';
import { AMOUNT_MAX, CURRENCIES } from '../inquiry/constants.ts';
import { menuPermission } from '../menus/catalog.ts';
import {
  REPAIR_ATTACHMENTS_MAX,
  REPAIR_CERTIFICATE_KINDS,
  REPAIR_COST_STATES,
  REPAIR_COST_TEXT_MAX,
  REPAIR_REMARKS_MAX,
  REPAIR_SIDES,
  REPAIR_STATUSES,
} from '../repair/constants.ts';
import { attachment } from './inquiry.ts';
import { defineCall } from './define.ts';
import { envelope, page, pageInput } from './schema-helpers.ts';

const id = z.string().min(1).max(64);
const isoDateTime = z.iso.datetime({ offset: true });
const version = z.coerce.number().int().min(0);
const tag = 'repair';

/** The supplier's repair pages need the repair progress menu (SPEC: /sup/statusUpdate/index). */
export const SUPPLIER_REPAIR_PERMISSION = menuPermission('/sup/statusUpdate/index');
/** The buyer's repair progress page (docs/routes.txt: /hna/repairProgress/index). */
export const BUYER_REPAIR_PERMISSION = menuPermission('/hna/repairProgress/index');

export const repairStatus = z.enum(REPAIR_STATUSES);
export const repairCertificateKind = z.enum(REPAIR_CERTIFICATE_KINDS);

export const repairListInput = pageInput.extend({
  status: repairStatus.optional(),
  /** `true`: only overdue repairs; `false`: only those on time. */
  overdue: z.enum(['true', 'false']).optional(),
  /** Contract number, title or serial number contains. */
  q: z.string().trim().max(60).optional(),
});

const repairTurnaroundSchema = z.object({
  daysInStage: z.number().int(),
  /** Calendar days from receipt to shipment (or today); null before receipt. */
  totalDays: z.number().int().nullable(),
  /** totalDays less the days waiting for the buyer: compared with the quoted turnaround. */
  turnaroundDays: z.number().int().nullable(),
  quotedTurnaroundDays: z.number().int().nullable(),
  requiredReturnDate: z.string().nullable(),
  overdue: z.boolean(),
});

export const repairRow = repairTurnaroundSchema.extend({
  /** The contract's id: a repair order is its contract's. */
  id,
  contractNumber: z.string(),
  title: z.string(),
  supplierName: z.string(),
  serialNumber: z.string(),
  status: repairStatus,
  phase: z.enum(['workshop', 'returned']),
  /** Date of the last update, YYYY-MM-DD; null before any. */
  statusDate: z.string().nullable(),
  currency: z.string(),
  /** The contract's amount plus the approved added costs. */
  totalAmount: z.number(),
  approvedCosts: z.number(),
  pendingCosts: z.number().int(),
  version: z.number().int(),
});
export type RepairRow = z.infer<typeof repairRow>;

const stage = z.object({
  status: repairStatus,
  from: z.string(),
  to: z.string().nullable(),
  days: z.number().int(),
});

export const repairUpdate = z.object({
  id,
  status: repairStatus,
  side: z.enum(REPAIR_SIDES),
  date: z.string(),
  remarks: z.string(),
  attachments: z.array(attachment),
  certificate: z
    .object({ kind: repairCertificateKind, number: z.string(), file: attachment })
    .nullable(),
  byName: z.string(),
  at: isoDateTime,
});

export const repairCost = z.object({
  id,
  description: z.string(),
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  state: z.enum(REPAIR_COST_STATES),
  remark: z.string(),
  createdByName: z.string(),
  createdAt: isoDateTime,
  decidedByName: z.string(),
  decidedAt: isoDateTime.nullable(),
});

export const repairDetail = repairRow.extend({
  contractAmount: z.number(),
  repair: z.object({
    serialNumber: z.string(),
    reportedFault: z.string(),
    aircraftRegistration: z.string(),
    tsn: z.number().nullable(),
    csn: z.number().nullable(),
    tso: z.number().nullable(),
    cso: z.number().nullable(),
  }),
  /** What the caller's side may set next. */
  nextStatuses: z.array(repairStatus),
  stages: z.array(stage),
  timeline: z.array(repairUpdate),
  costs: z.array(repairCost),
});
export type RepairDetail = z.infer<typeof repairDetail>;

export const repairWriteResult = envelope(
  z.object({ status: repairStatus, version: z.number().int() }),
);

export const repairStatusInput = z.object({
  id,
  version,
  status: repairStatus,
  /** The day it happened (YYYY-MM-DD): not in the future, not before the previous update. */
  date: z.iso.date(),
  remarks: z.string().trim().max(REPAIR_REMARKS_MAX).default(''),
  /** Uploaded file ids of the caller's company (teardown or evaluation report, photos). */
  attachmentIds: z.array(id).max(REPAIR_ATTACHMENTS_MAX).default([]),
  /** The release certificate: required for `shipped`, refused with any other status. */
  certificate: z
    .object({
      kind: repairCertificateKind,
      number: z.string().trim().max(40).default(''),
      fileId: id,
    })
    .optional(),
});

export const repairCostInput = z.object({
  id,
  version,
  description: z.string().trim().min(1).max(REPAIR_COST_TEXT_MAX),
  amount: z.number().positive().max(AMOUNT_MAX),
  currency: z.enum(CURRENCIES),
  reason: z.string().trim().min(1).max(REPAIR_COST_TEXT_MAX),
});

export const repairCostDecisionInput = z.object({
  id,
  version,
  costId: id,
  decision: z.enum(['approve', 'refuse']),
  remark: z.string().trim().max(REPAIR_COST_TEXT_MAX).default(''),
});

export const listSupplierRepairs = defineCall({
  method: 'GET',
  path: '/admin/contract/statusUpdate/list',
  encoding: 'query',
  audience: 'supplier',
  permission: SUPPLIER_REPAIR_PERMISSION,
  tag,
  summary:
    "The caller's company's repair contracts with their current status, days in the current stage, total days against the quoted turnaround and an overdue flag; by status and overdue.",
  input: repairListInput,
  answer: envelope(page(repairRow)),
});

export const getSupplierRepair = defineCall({
  method: 'GET',
  path: '/admin/contract/statusUpdate/detail',
  encoding: 'query',
  audience: 'supplier',
  permission: SUPPLIER_REPAIR_PERMISSION,
  tag,
  summary:
    "One repair contract of the caller's company: the repair data, the timeline (every update with its date, remarks, attachments and who), days per stage, added costs and the statuses the supplier may set next.",
  input: z.object({ id }),
  answer: envelope(repairDetail),
  errors: [404],
});

export const updateSupplierRepair = defineCall({
  method: 'POST',
  path: '/admin/contract/statusUpdate/update',
  encoding: 'json',
  audience: 'supplier',
  permission: SUPPLIER_REPAIR_PERMISSION,
  tag,
  summary:
    "The supplier sets the repair's next status with its date, remarks and attachments; `shipped` needs the release certificate (FAA 8130-3, EASA Form 1 or CAAC AAC-038). The ERP hears each status. 409 for a move the state machine does not allow, a buyer's status or a stale `version`; 403 when the company is frozen.",
  input: repairStatusInput,
  answer: repairWriteResult,
  errors: [403, 404, 409],
});

export const addRepairCost = defineCall({
  method: 'POST',
  path: '/admin/contract/statusUpdate/addCost',
  encoding: 'json',
  audience: 'supplier',
  permission: SUPPLIER_REPAIR_PERMISSION,
  tag,
  summary:
    'The supplier adds a cost found during the repair (description, amount in the contract currency, reason); it waits for the buyer. Allowed while the unit is at the shop. 409 on a stale `version`; 403 when the company is frozen.',
  input: repairCostInput,
  answer: repairWriteResult,
  errors: [403, 404, 409],
});

export const listBuyerRepairs = defineCall({
  method: 'GET',
  path: '/admin/contract/hnaRepairProgress/list',
  encoding: 'query',
  audience: 'buyer',
  permission: BUYER_REPAIR_PERMISSION,
  tag,
  summary:
    "Every supplier's repair contracts with status, days in stage, turnaround against the quote and the overdue flag (buyer).",
  input: repairListInput,
  answer: envelope(page(repairRow)),
});

export const getBuyerRepair = defineCall({
  method: 'GET',
  path: '/admin/contract/hnaRepairProgress/detail',
  encoding: 'query',
  audience: 'buyer',
  permission: BUYER_REPAIR_PERMISSION,
  tag,
  summary: 'One repair contract with its timeline, days per stage and added costs (buyer).',
  input: z.object({ id }),
  answer: envelope(repairDetail),
  errors: [404],
});

export const updateBuyerRepair = defineCall({
  method: 'POST',
  path: '/admin/contract/hnaRepairProgress/update',
  encoding: 'json',
  audience: 'buyer',
  permission: BUYER_REPAIR_PERMISSION,
  tag,
  summary:
    "The buyer sets one of its statuses (agree to pay, rejection at first instance, consent to payment revocation, bill to be updated). 409 for a move the state machine does not allow, a supplier's status or a stale `version`.",
  input: repairStatusInput,
  answer: repairWriteResult,
  errors: [404, 409],
});

export const decideRepairCost = defineCall({
  method: 'POST',
  path: '/admin/contract/hnaRepairProgress/decideCost',
  encoding: 'json',
  audience: 'buyer',
  permission: BUYER_REPAIR_PERMISSION,
  tag,
  summary:
    "The buyer approves an added cost (it joins the repair's amount) or refuses it (rejection at first instance, with a remark). 409 when the cost was already decided or `version` is stale.",
  input: repairCostDecisionInput,
  answer: repairWriteResult,
  errors: [404, 409],
});
