// Call definitions of "my approval tasks" (zod): every approval waiting for a step the caller's
// permissions allow, oldest first, and their count per kind.
import { z } from 'zod';
import {
  APPROVAL_TASK_KINDS,
  APPROVAL_TASK_PAGE_KEYS,
  APPROVAL_TASK_STEPS,
  type ApprovalTaskKind,
} from '../approval/tasks.ts';
import { BILL_STATES } from '../billing/constants.ts';
import { AUDIT_ACTIONS, AUDIT_STATES } from '../supplier/audit-state.ts';
import { SUPPLIER_KINDS } from '../supplier/constants.ts';
import { defineCall } from './define.ts';
import { envelope, page, pageInput } from './schema-helpers.ts';

const tag = 'approval';
const kind = z.enum(APPROVAL_TASK_KINDS);

export const approvalTaskListInput = pageInput.extend({
  kind: kind.optional(),
  q: z.string().trim().max(100).optional(),
});

export const approvalTaskRow = z.object({
  /** `<kind>:<subjectId>`: one task per subject and kind. */
  id: z.string(),
  kind,
  subjectId: z.string(),
  /** What is approved, as people know it: the supplier's name (English beside it), for a bill its number. */
  subject: z.string(),
  subjectEn: z.string(),
  code: z.string(),
  supplierKind: z.enum(SUPPLIER_KINDS),
  /** The subject's state: a supplier's audit state, a bill's state. */
  state: z.enum([...AUDIT_STATES, ...BILL_STATES]),
  step: z.enum(APPROVAL_TASK_STEPS),
  /** The caller's buttons there now (the page's server checks again). */
  actions: z.array(z.enum(AUDIT_ACTIONS)),
  /** The page that decides it (contract APPROVAL_TASK_PAGES), opened with `?id=subjectId`. */
  page: z.enum(APPROVAL_TASK_PAGE_KEYS),
  /** Since when it waits: when the subject reached its state. */
  waitingSince: z.iso.datetime({ offset: true }),
});
export type ApprovalTaskRow = z.infer<typeof approvalTaskRow>;

export const listApprovalTasksAnswer = envelope(page(approvalTaskRow));
export const listApprovalTasks = defineCall({
  method: 'GET',
  path: '/admin/approve/task/list',
  encoding: 'query',
  audience: 'buyer',
  tag,
  summary:
    "The caller's pending approvals across all kinds (supplier audits, capability reviews, bills): each subject waiting for a step the caller's permissions allow, oldest first. Subjects waiting for an outside system's answer are not listed.",
  input: approvalTaskListInput,
  answer: listApprovalTasksAnswer,
});

export const countApprovalTasksInput = z.object({});
/** Every kind, named: a record keyed by the enum says "required" keys with no properties in OpenAPI. */
const countByKind = z.object(
  Object.fromEntries(APPROVAL_TASK_KINDS.map((k) => [k, z.number().int()])) as Record<
    ApprovalTaskKind,
    z.ZodNumber
  >,
);
export const countApprovalTasksAnswer = envelope(
  z.object({ total: z.number().int(), byKind: countByKind }),
);
export const countApprovalTasks = defineCall({
  method: 'GET',
  path: '/admin/approve/task/count',
  encoding: 'query',
  audience: 'buyer',
  tag,
  summary: "How many approvals wait for the caller, in all and per kind (a badge's number).",
  input: countApprovalTasksInput,
  answer: countApprovalTasksAnswer,
});

export const approvalTaskCalls = { listApprovalTasks, countApprovalTasks };
