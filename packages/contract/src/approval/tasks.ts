// "My approval tasks" (`/hna/approve/task`): what waits for the signed-in buyer's step, across every
// kind of approval. Browser-safe (no zod). A kind is a source on the server; supplier audits are the
// first, then capability reviews and bills pending the finance review.

export const APPROVAL_TASK_KINDS = ['supplierAudit', 'capabilityReview', 'billReview'] as const;
export type ApprovalTaskKind = (typeof APPROVAL_TASK_KINDS)[number];

/**
 * The step that waits: the business first review, the quality assessment, the sync to the ERP, the
 * finance review of a bill.
 */
export const APPROVAL_TASK_STEPS = [
  'businessReview',
  'qualityReview',
  'erpSync',
  'financeReview',
] as const;
export type ApprovalTaskStep = (typeof APPROVAL_TASK_STEPS)[number];

/** The pages a task opens, `?id=` the subject. */
export const APPROVAL_TASK_PAGE_KEYS = [
  'commercialAudit',
  'qualityAudit',
  'transportAudit',
  'billReview',
] as const;
export type ApprovalTaskPage = (typeof APPROVAL_TASK_PAGE_KEYS)[number];
export const APPROVAL_TASK_PAGES: Readonly<Record<ApprovalTaskPage, string>> = {
  commercialAudit: '/hna/commercialApproval/approval',
  qualityAudit: '/hna/qualityApproval/approval',
  transportAudit: '/hna/pdCommercialApproval/approval',
  billReview: '/hna/financeReview/index',
};
