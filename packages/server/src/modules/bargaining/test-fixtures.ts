// Test helpers of bargaining: an inquiry both demo suppliers have submitted quotes for, and the
// buyer's and suppliers' bargaining calls.
import type { QuoteLineInput } from '@portal/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, type TestApp } from '../../test/test-app.ts';
import {
  DAY,
  createInquiry,
  fullLine,
  loadQuote,
  supplierClient,
} from '../../test/inquiry-fixtures.ts';

export const URLS = {
  list: '/api/admin/inquiry/cgBargaining/list',
  answer: '/api/admin/inquiry/cgBargaining/addBargainingRecord',
  decline: '/api/admin/inquiry/cgBargaining/refuse',
  batchDecline: '/api/admin/inquiry/cgBargaining/batchRefuse',
  upload: '/api/admin/inquiry/cgBargaining/batchUpload',
  template: '/api/admin/file/template/bargaining',
  buyerInquiries: '/api/admin/inquiry/hnaCgQuote/list',
  compare: '/api/admin/inquiry/hnaCgQuote/compare',
  open: '/api/admin/inquiry/hnaCgQuote/bargain',
  buyerRounds: '/api/admin/inquiry/hnaQuoteBargaining/list',
} as const;

export function client(app: FastifyInstance, token: string, lang = 'en') {
  const headers = bearer(token, { 'accept-language': lang });
  const get = (url: string, query: Record<string, string | number> = {}) =>
    app.inject({
      method: 'GET',
      url: `${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      headers,
    });
  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
  return { get, post };
}

/** A foreign supplier's line: a USD price, trade terms, no VAT. */
export function foreignLine(itemId: string, overrides: Partial<QuoteLineInput> = {}) {
  const { taxRate: _vat, ...line } = fullLine(itemId, {
    currency: 'USD',
    unitPrice: 1800,
    incoterms: 'FCA',
    ...overrides,
  });
  return line;
}

/** Submits a quote with the given lines as a supplier; answers the quote line ids by item. */
export async function submitQuote(
  app: FastifyInstance,
  token: string,
  inquiryId: string,
  lines: QuoteLineInput[],
): Promise<Map<string, string>> {
  const supplier = supplierClient(app, token);
  const quote = await loadQuote(supplier, inquiryId);
  const res = await supplier.submit({ inquiryId, version: quote.version, lines });
  if (res.statusCode !== 200) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  const saved = await loadQuote(supplier, inquiryId);
  return new Map(saved.lines.map((l) => [l.itemId, l.id]));
}

export interface QuotedInquiry {
  id: string;
  inquiryNumber: string;
  itemIds: string[];
  /** Quote line ids by item id. */
  demoLines: Map<string, string>;
  otherLines: Map<string, string>;
}

/** An inquiry of two items that both demo suppliers quoted (demo in CNY, other in USD). */
export async function quotedInquiry(
  t: TestApp,
  tokens: { demo: string; other: string },
): Promise<QuotedInquiry> {
  const inquiry = await createInquiry(t);
  const [first = '', second = ''] = inquiry.itemIds;
  const demoLines = await submitQuote(t.app, tokens.demo, inquiry.id, [
    fullLine(first),
    fullLine(second, { quotePartNumber: '2612312-1', unitPrice: 8000, quotedQuantity: 2, moq: 2 }),
  ]);
  const otherLines = await submitQuote(t.app, tokens.other, inquiry.id, [
    foreignLine(first),
    foreignLine(second, {
      quotePartNumber: '2612312-1',
      unitPrice: 1000,
      quotedQuantity: 2,
      moq: 2,
    }),
  ]);
  return { ...inquiry, demoLines, otherLines };
}

export function inDays(days: number): string {
  return new Date(Date.now() + days * DAY).toISOString();
}

/** Opens one round as the buyer; answers its id. */
export async function openRound(
  app: FastifyInstance,
  buyerToken: string,
  quoteLineIds: string[],
  targetPrice: number,
  deadline = inDays(1),
): Promise<string[]> {
  const res: LightMyRequestResponse = await client(app, buyerToken).post(URLS.open, {
    quoteLineIds,
    targetPrice,
    deadline,
    remarks: 'Please match the market price',
  });
  if (res.statusCode !== 200) throw new Error(`open: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { opened: string[] } }>().data.opened;
}
