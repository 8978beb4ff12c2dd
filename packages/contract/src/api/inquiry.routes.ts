// Routes of the inquiry, quote and bargaining calls: plain data the browser imports. Their input and
// answer types come from the call definitions in inquiry.ts (type-only import: no zod at run time).
import type { z } from 'zod';
import { route } from './define.ts';
import type * as s from './inquiry.ts';
import type * as h from './schema-helpers.ts';

/** Permission codes of this domain (held by roles in the seed). */
export const INQUIRY_PERMISSIONS = {
  quote: 'inquiry:quote',
  review: 'inquiry:review',
  bargain: 'inquiry:bargain',
} as const;

type In<T extends z.ZodType> = z.input<T>;
type Out<T extends z.ZodType> = z.output<T>;

export const inquiryApi = {
  listInquiries: route<In<typeof s.inquiryListInput>, Out<typeof s.listInquiriesAnswer>>({
    method: 'GET',
    path: '/admin/inquiry/cgInquiry/list',
    encoding: 'query',
    auth: true,
    permission: 'inquiry:quote',
  }),
  getInquiry: route<In<typeof s.inquiryIdInput>, Out<typeof s.getInquiryAnswer>>({
    method: 'GET',
    path: '/admin/inquiry/cgInquiry/detail',
    encoding: 'query',
    auth: true,
    permission: 'inquiry:quote',
  }),
  getQuote: route<In<typeof s.getQuoteInput>, Out<typeof s.getQuoteAnswer>>({
    method: 'GET',
    path: '/admin/inquiry/cgInquiry/answers',
    encoding: 'query',
    auth: true,
    permission: 'inquiry:quote',
  }),
  holdQuote: route<In<typeof s.saveQuoteInput>, Out<typeof s.holdQuoteAnswer>>({
    method: 'POST',
    path: '/admin/inquiry/cgInquiry/edit',
    encoding: 'json',
    auth: true,
    permission: 'inquiry:quote',
  }),
  submitQuote: route<In<typeof s.saveQuoteInput>, Out<typeof s.submitQuoteAnswer>>({
    method: 'POST',
    path: '/admin/inquiry/cgInquiry/commit',
    encoding: 'json',
    auth: true,
    permission: 'inquiry:quote',
  }),
  noBid: route<In<typeof s.noBidInput>, Out<typeof s.noBidAnswer>>({
    method: 'POST',
    path: '/admin/inquiry/cgInquiry/noOffer',
    encoding: 'json',
    auth: true,
    permission: 'inquiry:quote',
  }),
  uploadQuoteLines: route<In<typeof s.uploadQuoteLinesInput>, Out<typeof s.quoteLinesUploadAnswer>>(
    {
      method: 'POST',
      path: '/admin/inquiry/cgInquiry/batchUpload',
      encoding: 'multipart',
      auth: true,
      permission: 'inquiry:quote',
    },
  ),
  quoteTemplate: route<In<typeof s.quoteTemplateInput>, Out<typeof s.quoteTemplateAnswer>>({
    method: 'GET',
    path: '/admin/file/template/quote',
    encoding: 'query',
    auth: true,
    permission: 'inquiry:quote',
  }),
  listBargaining: route<In<typeof s.bargainingListInput>, Out<typeof s.listBargainingAnswer>>({
    method: 'GET',
    path: '/admin/inquiry/cgBargaining/list',
    encoding: 'query',
    auth: true,
    permission: 'inquiry:quote',
  }),
  answerBargaining: route<In<typeof s.answerBargainingInput>, Out<typeof s.answerBargainingAnswer>>(
    {
      method: 'POST',
      path: '/admin/inquiry/cgBargaining/addBargainingRecord',
      encoding: 'json',
      auth: true,
      permission: 'inquiry:quote',
    },
  ),
  declineBargaining: route<
    In<typeof s.declineBargainingInput>,
    Out<typeof s.declineBargainingAnswer>
  >({
    method: 'POST',
    path: '/admin/inquiry/cgBargaining/refuse',
    encoding: 'json',
    auth: true,
    permission: 'inquiry:quote',
  }),
  batchDeclineBargaining: route<
    In<typeof s.batchDeclineBargainingInput>,
    Out<typeof s.batchDeclineBargainingAnswer>
  >({
    method: 'POST',
    path: '/admin/inquiry/cgBargaining/batchRefuse',
    encoding: 'json',
    auth: true,
    permission: 'inquiry:quote',
  }),
  uploadBargaining: route<In<typeof h.emptyInput>, Out<typeof s.uploadBargainingAnswer>>({
    method: 'POST',
    path: '/admin/inquiry/cgBargaining/batchUpload',
    encoding: 'multipart',
    auth: true,
    permission: 'inquiry:quote',
  }),
  bargainingTemplate: route<
    In<typeof s.bargainingTemplateInput>,
    Out<typeof s.bargainingTemplateAnswer>
  >({
    method: 'GET',
    path: '/admin/file/template/bargaining',
    encoding: 'query',
    auth: true,
    permission: 'inquiry:quote',
  }),
  supplierHome: route<In<typeof h.emptyInput>, Out<typeof s.supplierHomeAnswer>>({
    method: 'GET',
    path: '/admin/inquiry/supHome/summary',
    encoding: 'query',
    auth: true,
    permission: 'inquiry:quote',
  }),
  listBuyerInquiries: route<
    In<typeof s.buyerInquiryListInput>,
    Out<typeof s.listBuyerInquiriesAnswer>
  >({
    method: 'GET',
    path: '/admin/inquiry/hnaCgQuote/list',
    encoding: 'query',
    auth: true,
    permission: 'inquiry:review',
  }),
  compareQuotes: route<In<typeof s.compareQuotesInput>, Out<typeof s.compareQuotesAnswer>>({
    method: 'GET',
    path: '/admin/inquiry/hnaCgQuote/compare',
    encoding: 'query',
    auth: true,
    permission: 'inquiry:review',
  }),
  openBargaining: route<In<typeof s.openBargainingInput>, Out<typeof s.openBargainingAnswer>>({
    method: 'POST',
    path: '/admin/inquiry/hnaCgQuote/bargain',
    encoding: 'json',
    auth: true,
    permission: 'inquiry:bargain',
  }),
  listBuyerBargaining: route<
    In<typeof s.bargainingListInput>,
    Out<typeof s.listBuyerBargainingAnswer>
  >({
    method: 'GET',
    path: '/admin/inquiry/hnaQuoteBargaining/list',
    encoding: 'query',
    auth: true,
    permission: 'inquiry:review',
  }),
  createErpInquiry: route<In<typeof s.erpInquiryInput>, Out<typeof s.createErpInquiryAnswer>>({
    method: 'POST',
    path: '/admin/integration/erp/inquiry',
    encoding: 'json',
    auth: false,
  }),
};
