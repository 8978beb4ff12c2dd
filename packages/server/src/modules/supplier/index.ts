// The supplier module's public entry: its services for app.ts, and what the quality domain and the
// lists build on (the audit's hooks, invite codes, the supplier history).
export { supplierPlugin, type SupplierServices } from './plugin.ts';
export { AuditService, type AuditActionContext, type AuditHook } from './audit.ts';
export { recordSupplierEvent, type SupplierEvent } from './events.ts';
export { hashInviteCode, newInviteCode } from './invite-code.ts';
export { InviteService } from './invites.ts';
export { RegistrationService } from './registration.ts';
export { refuseFrozenSupplier } from './frozen.ts';
