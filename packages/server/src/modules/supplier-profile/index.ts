// The supplier-profile module's public entry: the audit asks it whether a profile may be submitted.
export { supplierProfilePlugin, type SupplierProfileServices } from './plugin.ts';
export { SupplierProfileService, assertSubmittable } from './service.ts';
