// "My approval tasks" (`/hna/approve/task`): what waits for the signed-in buyer's step, across every
// kind of approval. Browser-safe (no zod). A kind is a source on the server; supplier audits are the
// first, capability reviews and bills are meant to follow as kinds of their own.

export const APPROVAL_TASK_KINDS = ['supplierAudit', 'capabilityReview'] as const;
export type ApprovalTaskKind = (typeof APPROVAL_TASK_KINDS)[number];

/** The step that waits: the business first review, the quality assessment, the sync to the ERP. */
export const APPROVAL_TASK_STEPS = ['businessReview', 'qualityReview', 'erpSync'] as const;
export type ApprovalTaskStep = (typeof APPROVAL_TASK_STEPS)[number];

/** The pages a task opens, `?id=` the subject. */
export const APPROVAL_TASK_PAGE_KEYS = [
  'commercialAudit',
  'qualityAudit',
  'transportAudit',
] as const;
export type ApprovalTaskPage = (typeof APPROVAL_TASK_PAGE_KEYS)[number];
export const APPROVAL_TASK_PAGES: Readonly<Record<ApprovalTaskPage, string>> = {
  commercialAudit: '/hna/commercialApproval/approval',
  qualityAudit: '/hna/qualityApproval/approval',
  transportAudit: '/hna/pdCommercialApproval/approval',
};
