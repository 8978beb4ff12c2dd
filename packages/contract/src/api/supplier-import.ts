// Call definitions of the bulk supplier import (zod): the xlsx template and the upload, which
// creates every row that passes the registration's rules and answers a row-by-row report.
import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import type { MessageKey } from '../messages/index.ts';
import { SUPPLIER_BUSINESS_TYPES } from '../supplier/import-constants.ts';
import { SUPPLIER_KINDS } from '../supplier/constants.ts';
import {
  accountSchema,
  companyNameSchema,
  emailSchema,
  registerFields,
  taxIdSchema,
} from '../supplier/registration.ts';
import { SUPPLIER_PERMISSIONS } from '../supplier/audit-state.ts';
import { defineCall } from './define.ts';
import { batchRowError } from './inquiry.ts';
import { envelope } from './schema-helpers.ts';

const tag = 'supplier';
const m = (key: MessageKey) => ({ message: key });

/**
 * One row of the template, checked as the registration checks its form (same field rules); the
 * import may also admit transport suppliers, and adds the English name and the business types.
 */
export const supplierImportRow = z.object({
  supplierKind: z.enum(SUPPLIER_KINDS, m('register.kindRequired')),
  country: registerFields.shape.country,
  taxCategory: registerFields.shape.taxCategory,
  taxId: taxIdSchema,
  companyName: companyNameSchema,
  nameEn: z.string(m('import.nameEnRule')).trim().max(100, m('import.nameEnRule')).default(''),
  email: emailSchema,
  account: accountSchema,
  timeZone: registerFields.shape.timeZone,
  businessTypes: z
    .array(z.enum(SUPPLIER_BUSINESS_TYPES, m('import.businessTypesRule')))
    .default([]),
});
export type SupplierImportRow = z.output<typeof supplierImportRow>;

export const importTemplateInput = z.object({
  /** The headers' first language and the lists' labels; the request's language by default. */
  lang: z.enum(LANGUAGES).optional(),
});
export const importTemplateAnswer = z.string();
export const importTemplate = defineCall({
  method: 'GET',
  path: '/admin/file/template/supplierImport',
  encoding: 'query',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.import,
  tag,
  summary:
    'The xlsx template of the bulk supplier import: one sheet to fill (headers in both languages, lists for the coded columns) and one explaining every column. `token` may replace the Authorization header so a plain link downloads it.',
  input: importTemplateInput,
  answer: importTemplateAnswer,
});

export const importedSupplier = z.object({
  /** 1-based spreadsheet row. */
  row: z.number().int(),
  id: z.string(),
  code: z.string(),
  companyName: z.string(),
  account: z.string(),
  email: z.string(),
});
export type ImportedSupplier = z.infer<typeof importedSupplier>;

export const importSuppliersInput = z.object({});
export const importSuppliersAnswer = envelope(
  z.object({
    rowsRead: z.number().int(),
    /** The rows created, in one transaction. */
    created: z.array(importedSupplier),
    /** Why each refused row was refused, in the caller's language (a row may have several). */
    errors: z.array(batchRowError),
  }),
);
export const importSuppliers = defineCall({
  method: 'POST',
  path: '/admin/supplier/supImport/batchUpload',
  encoding: 'multipart',
  audience: 'buyer',
  permission: SUPPLIER_PERMISSIONS.import,
  tag,
  summary:
    'Imports suppliers from the filled-in template (multipart: file). Every row is checked with the registration rules, for duplicates within the file and in the database (tax ID, company name, account) and against the blacklist. The rows that pass are created together, admitted outside the flow (audit state approved), each with an administrator who gets an e-mail to set a password; the others are reported row by row.',
  input: importSuppliersInput,
  answer: importSuppliersAnswer,
});

export const supplierImportCalls = { importTemplate, importSuppliers };
