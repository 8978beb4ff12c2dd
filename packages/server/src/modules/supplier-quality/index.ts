// The supplier-quality module's public entry: its services, and the hooks it adds to the buyer's
// audit actions (app.ts hands them to the supplier module's AuditService).
export { supplierQualityPlugin, type SupplierQualityServices } from './plugin.ts';
export { AssessmentService } from './assessment.ts';
export { supplierQualityAuditHooks } from './audit-hooks.ts';
export { SupplierAuditService } from './audits.ts';
export { AuthorizationService } from './authorizations.ts';
export { ReturnedRegistrationService } from './returned.ts';
