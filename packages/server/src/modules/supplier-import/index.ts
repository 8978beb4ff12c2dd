// The supplier-import module's public entry.
export { supplierImportPlugin, type SupplierImportServices } from './plugin.ts';
export { SupplierImportService } from './service.ts';
