// The approval-tasks module's public entry: the service merges the task sources app.ts gives it.
export { approvalTasksPlugin, type ApprovalTaskServices } from './plugin.ts';
export { ApprovalTaskService } from './service.ts';
export { capabilityReviewSource, supplierAuditSource, type TaskSource } from './sources.ts';
