// Generated from repair-quotes.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './repair-quotes.ts';

export const repairQuotesApi = {
  getRepairQuote: route<typeof calls.getRepairQuote>({
    method: 'GET',
    path: '/admin/inquiry/cgRepairQuote/answers',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'inquiry:quote',
  }),
  holdRepairQuote: route<typeof calls.holdRepairQuote>({
    method: 'POST',
    path: '/admin/inquiry/cgRepairQuote/edit',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'inquiry:quote',
  }),
  submitRepairQuote: route<typeof calls.submitRepairQuote>({
    method: 'POST',
    path: '/admin/inquiry/cgRepairQuote/commit',
    encoding: 'json',
    audience: 'supplier',
    auth: true,
    permission: 'inquiry:quote',
  }),
  uploadRepairQuoteLines: route<typeof calls.uploadRepairQuoteLines>({
    method: 'POST',
    path: '/admin/inquiry/cgRepairQuote/batchUpload',
    encoding: 'multipart',
    audience: 'supplier',
    auth: true,
    permission: 'inquiry:quote',
  }),
  repairQuoteTemplate: route<typeof calls.repairQuoteTemplate>({
    method: 'GET',
    path: '/admin/file/template/repairQuote',
    encoding: 'query',
    audience: 'supplier',
    auth: true,
    permission: 'inquiry:quote',
  }),
  compareRepairQuotes: route<typeof calls.compareRepairQuotes>({
    method: 'GET',
    path: '/admin/inquiry/hnaRepairQuote/compare',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
    permission: 'inquiry:review',
  }),
  awardRepairQuote: route<typeof calls.awardRepairQuote>({
    method: 'POST',
    path: '/admin/inquiry/hnaRepairQuote/award',
    encoding: 'json',
    audience: 'buyer',
    auth: true,
    permission: 'inquiry:award',
  }),
} as const;
