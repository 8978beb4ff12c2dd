// The bulk supplier import (`/sys/supplier/import`): its limits and columns. Browser-safe (no zod):
// the import widget reads them; the row rules are in api/supplier-import.ts.

/** Rows one file may hold: more is refused as a whole (400 batch.tooManyRows). */
export const SUPPLIER_IMPORT_MAX_ROWS = 500;

/**
 * What a supplier does for the buyer (docs/product-rules.md#value-lists-and-constants): purchase,
 * repair, 21-department.
 */
export const SUPPLIER_BUSINESS_TYPES = ['purchase', 'repair', 'dept21'] as const;
export type SupplierBusinessType = (typeof SUPPLIER_BUSINESS_TYPES)[number];

/** The template's columns, in order; each is a key of the row rules and of the report. */
export const SUPPLIER_IMPORT_COLUMNS = [
  'supplierKind',
  'country',
  'taxCategory',
  'taxId',
  'companyName',
  'nameEn',
  'email',
  'account',
  'timeZone',
  'businessTypes',
] as const;
export type SupplierImportColumn = (typeof SUPPLIER_IMPORT_COLUMNS)[number];
