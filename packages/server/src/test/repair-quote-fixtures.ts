// Test helpers of the repair quote module: a repair inquiry's ERP items and the supplier calls.
import type { ErpInquiryInput, RepairQuote, RepairQuoteLineInput } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { bearer } from './test-app.ts';

export function repairItems(): ErpInquiryInput['items'] {
  return [
    {
      materialNumber: '761574B',
      description: 'Integrated drive generator, 737NG',
      quantity: 1,
      unit: 'EA',
      deliveryPlace: 'Haikou',
      repair: {
        serialNumber: 'IDG-44821',
        reportedFault: 'Oil pressure low light on climb',
        aircraftRegistration: 'B-5637',
        tsn: 41230.5,
        csn: 28110,
        requiredReturnDate: '2099-03-01',
      },
    },
    {
      materialNumber: '2084980-3',
      description: 'Fuel pump, A320',
      quantity: 1,
      unit: 'EA',
      deliveryPlace: 'Haikou',
      repair: { serialNumber: 'FP-1029', reportedFault: '', aircraftRegistration: '' },
    },
  ];
}

/** A line that passes every submit rule (time and material with a cap). */
export function fullRepairLine(
  itemId: string,
  overrides: Partial<RepairQuoteLineInput> = {},
): RepairQuoteLineInput {
  return {
    itemId,
    quoted: true,
    currency: 'USD',
    testFee: 800,
    repairFee: 12000,
    capFee: 18000,
    handlingRate: 5,
    berFee: 1500,
    nffFee: 900,
    scrapFee: 300,
    warrantyMonths: 12,
    warrantyFlightHours: 3000,
    turnaroundDays: 21,
    certificateType: 0,
    validityDate: '2099-12-31',
    shipping: 'oneWay',
    ...overrides,
  };
}

export function repairClient(app: FastifyInstance, token: string, lang = 'en') {
  const headers = bearer(token, { 'accept-language': lang });
  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
  return {
    get: (inquiryId: string) =>
      app.inject({
        method: 'GET',
        url: `/api/admin/inquiry/cgRepairQuote/answers?inquiryId=${encodeURIComponent(inquiryId)}`,
        headers,
      }),
    hold: (body: unknown) => post('/api/admin/inquiry/cgRepairQuote/edit', body),
    submit: (body: unknown) => post('/api/admin/inquiry/cgRepairQuote/commit', body),
    template: (inquiryId: string) =>
      app.inject({
        method: 'GET',
        url: `/api/admin/file/template/repairQuote?inquiryId=${encodeURIComponent(inquiryId)}`,
        headers,
      }),
  };
}
export type RepairClient = ReturnType<typeof repairClient>;

export async function loadRepairQuote(c: RepairClient, inquiryId: string): Promise<RepairQuote> {
  const res = await c.get(inquiryId);
  if (res.statusCode !== 200) throw new Error(`getRepairQuote: ${res.statusCode} ${res.body}`);
  return res.json<{ data: RepairQuote }>().data;
}
