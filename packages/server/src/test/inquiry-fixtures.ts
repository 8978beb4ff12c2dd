// Test helpers of the inquiry module: ERP payloads, creating inquiries through the real ERP call,
// and calling the supplier endpoints as a signed-in user.
import { randomUUID } from 'node:crypto';
import type { ErpInquiryInput, Quote, QuoteLineInput } from '@portal/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_INTEGRATION_KEY } from '../config.ts';
import { bearer, type TestApp } from './test-app.ts';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
export const DEMO_CODE = 'S100001';
export const OTHER_CODE = 'S100002';

export function erpInquiry(overrides: Partial<ErpInquiryInput> = {}): ErpInquiryInput {
  const now = Date.now();
  return {
    inquiryNumber: `T${randomUUID().slice(0, 8).toUpperCase()}`,
    kind: 'purchase',
    title: 'CFM56-7B HPT blades',
    purchasingOrg: 'HNA1',
    purchasingGroup: 'A01',
    factory: 'HAK1',
    rfxCategory: 'Rotables',
    creator: '王磊',
    bidStart: new Date(now - HOUR).toISOString(),
    bidEnd: new Date(now + 3 * DAY).toISOString(),
    bidValidityDays: 30,
    budgetTotal: 120000,
    budgetCurrency: 'USD',
    items: [
      {
        materialNumber: '340-028-402-0',
        description: 'HPT blade, stage 1',
        quantity: 4,
        unit: 'EA',
        deliveryPlace: 'Haikou',
      },
      {
        materialNumber: '2612312-1',
        description: 'Brake assembly, 737NG',
        quantity: 2,
        unit: 'EA',
        deliveryPlace: 'Haikou',
      },
    ],
    bidders: [DEMO_CODE, OTHER_CODE],
    questions: ['Is a dual release acceptable?'],
    clauses: [{ agreementType: 'FA', number: 'FA-2026-01', name: 'Frame agreement' }],
    projectMembers: [{ name: '李娜', role: 'Buyer' }],
    ...overrides,
  };
}

/** A call of an outside system with its integration key (null sends no key header). */
export function postIntegration(
  app: FastifyInstance,
  url: string,
  body: unknown,
  key: string | null = DEMO_INTEGRATION_KEY,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(key === null ? {} : { 'x-integration-key': key }), ...headers },
    payload: body as Record<string, unknown>,
  });
}

export function postErp(
  app: FastifyInstance,
  body: unknown,
  /** null sends no key header. */
  key: string | null = DEMO_INTEGRATION_KEY,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return postIntegration(app, '/api/admin/integration/erp/inquiry', body, key, headers);
}

/** Creates an inquiry through the ERP call; answers its id and item ids (in item order). */
export async function createInquiry(
  t: TestApp,
  overrides: Partial<ErpInquiryInput> = {},
): Promise<{ id: string; inquiryNumber: string; itemIds: string[] }> {
  const body = erpInquiry(overrides);
  const res = await postErp(t.app, body);
  if (res.statusCode !== 200) throw new Error(`ERP create: ${res.statusCode} ${res.body}`);
  const { id } = res.json<{ data: { id: string } }>().data;
  const items = await t.database.db
    .selectFrom('inquiry_items')
    .select('id')
    .where('inquiry_id', '=', id)
    .orderBy('item_no')
    .execute();
  return { id, inquiryNumber: body.inquiryNumber, itemIds: items.map((i) => i.id) };
}

/** A supplier session that calls the module's endpoints. */
export function supplierClient(app: FastifyInstance, token: string, lang = 'en') {
  const headers = bearer(token, { 'accept-language': lang });
  const get = (url: string) => app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
  return {
    list: (query: Record<string, string | number>) =>
      get(
        `/api/admin/inquiry/cgInquiry/list?${new URLSearchParams(
          Object.entries(query).map(([k, v]) => [k, String(v)]),
        )}`,
      ),
    detail: (id: string) => get(`/api/admin/inquiry/cgInquiry/detail?id=${encodeURIComponent(id)}`),
    quote: (inquiryId: string) =>
      get(`/api/admin/inquiry/cgInquiry/answers?inquiryId=${encodeURIComponent(inquiryId)}`),
    hold: (body: unknown) => post('/api/admin/inquiry/cgInquiry/edit', body),
    submit: (body: unknown) => post('/api/admin/inquiry/cgInquiry/commit', body),
    noBid: (body: unknown) => post('/api/admin/inquiry/cgInquiry/noOffer', body),
    home: () => get('/api/admin/inquiry/supHome/summary'),
  };
}

export type SupplierClient = ReturnType<typeof supplierClient>;

export async function loadQuote(client: SupplierClient, inquiryId: string): Promise<Quote> {
  const res = await client.quote(inquiryId);
  if (res.statusCode !== 200) throw new Error(`getQuote: ${res.statusCode} ${res.body}`);
  return res.json<{ data: Quote }>().data;
}

/** A line that passes every submit rule for a domestic supplier. */
export function fullLine(itemId: string, overrides: Partial<QuoteLineInput> = {}): QuoteLineInput {
  return {
    itemId,
    quoted: true,
    quotePartNumber: '340-028-402-0',
    interchangeability: 'original',
    condition: 'NE',
    unitPrice: 12500.5,
    currency: 'CNY',
    taxRate: 13,
    quotedQuantity: 4,
    unit: 'EA',
    moq: 4,
    leadTimeDays: 30,
    validityDate: '2099-12-31',
    airworthinessApproval: 'caacAac038',
    certificateType: 0,
    accountStatus: 'net30',
    payMode: 'T/T',
    claimMonths: 12,
    brand: 'CFM International',
    warranty: '12 months',
    supplierType: 'distributor',
    ...overrides,
  };
}
