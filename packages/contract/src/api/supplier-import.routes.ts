// Generated from supplier-import.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './supplier-import.ts';

export const supplierImportApi = {
  importTemplate: route<typeof calls.importTemplate>({
    method: 'GET',
    path: '/admin/file/template/supplierImport',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:import',
  }),
  importSuppliers: route<typeof calls.importSuppliers>({
    method: 'POST',
    path: '/admin/supplier/supImport/batchUpload',
    encoding: 'multipart',
    audience: 'buyer',
    auth: true,
    permission: 'supplier:import',
  }),
} as const;
