// Routes of the bulk supplier import: the template and the upload. Plain data the browser imports;
// their types come from supplier-import.ts (type-only import: no zod at run time).
import type { z } from 'zod';
import { SUPPLIER_PERMISSIONS as P } from '../supplier/audit-state.ts';
import { route } from './define.ts';
import type * as s from './supplier-import.ts';

type In<T extends z.ZodType> = z.input<T>;
type Out<T extends z.ZodType> = z.output<T>;

export const supplierImportApi = {
  importTemplate: route<In<typeof s.importTemplateInput>, Out<typeof s.importTemplateAnswer>>({
    method: 'GET',
    path: '/admin/file/template/supplierImport',
    encoding: 'query',
    auth: true,
    permission: P.import,
  }),
  importSuppliers: route<In<typeof s.importSuppliersInput>, Out<typeof s.importSuppliersAnswer>>({
    method: 'POST',
    path: '/admin/supplier/supImport/batchUpload',
    encoding: 'multipart',
    auth: true,
    permission: P.import,
  }),
} as const;
