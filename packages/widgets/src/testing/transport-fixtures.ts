// Fixture transport inquiries and a small stateful mock of the transport quote calls for the
// sp-transport-quotes stories and tests: quote saving (version checked; 409 or 403 on demand),
// the buyer's comparison, award and closing, the supplier's order answer.
import {
  chargeableWeight,
  domesticWaybillsApi,
  transportApi,
  transportTotal,
  type BuyerTransportInquiry,
  type TransportOrderRow,
  type TransportQuote,
  type WaybillDetail,
} from '@portal/contract';
import type { MockApi, RecordedRequest } from './mock-api';
import { ok, refusal } from './fixtures';

export interface TransportFixtureOptions {
  /** Every write answers this refusal (409 stale, 403 frozen). */
  writeFails?: 403 | 409;
  /** The inquiry is awarded and its order confirmed, with one waybill that has a delay. */
  orderConfirmed?: boolean;
}

const cargo = { grossWeightKg: 100, volumeM3: 3 };
const inquiry = (): BuyerTransportInquiry => ({
  id: 'ti-1',
  number: 'TI-DEMO-0001',
  mode: 'air',
  origin: 'Haikou (HAK)',
  destination: 'Beijing (PEK)',
  cargo: 'general',
  pieces: 4,
  ...cargo,
  chargeableWeightKg: chargeableWeight(cargo),
  readyDate: '2026-12-01',
  replyDeadline: '2026-12-05',
  remark: '',
  state: 'quoted',
  quoteCount: 2,
  version: 2,
  createdAt: '2026-11-27T08:00:00.000Z',
  suppliers: [],
  quotes: [],
  order: null,
});

function quote(id: string, supplierName: string, ratePerKg: number): TransportQuote {
  const pricing = { ratePerKg, minimumCharge: 300, surcharges: [], weightBreaks: [] };
  return {
    id,
    supplierId: `c-${id}`,
    supplierName,
    currency: 'CNY',
    ...pricing,
    transitDays: 2,
    validityDate: '2026-12-20',
    remark: '',
    total: transportTotal(cargo, pricing),
    version: 1,
    updatedAt: '2026-11-27T08:00:00.000Z',
  };
}

export function transportHandlers(api: MockApi, opts: TransportFixtureOptions = {}) {
  const inq = inquiry();
  inq.quotes = [quote('q-1', 'Shunda Air Logistics Co., Ltd.', 1.8), quote('q-2', 'Cargo B', 2.5)];
  const orders: TransportOrderRow[] = [
    {
      id: 'to-1',
      number: 'TO20261127-AB12CD',
      inquiryId: 'ti-1',
      inquiryNumber: 'TI-DEMO-0001',
      mode: 'air',
      origin: 'Haikou (HAK)',
      destination: 'Beijing (PEK)',
      readyDate: '2026-12-01',
      supplierName: 'Shunda Air Logistics Co., Ltd.',
      currency: 'CNY',
      total: 900,
      transitDays: 2,
      state: 'awaiting_confirmation',
      declineReason: '',
      noticeNumber: 'PO-2026-0104-S1',
      version: 1,
      createdAt: '2026-11-27T08:00:00.000Z',
    },
  ];
  const saved: unknown[] = [];
  if (opts.orderConfirmed) {
    inq.state = 'awarded';
    inq.order = { ...orders[0]!, state: 'confirmed', version: 2 };
  }
  const feedback: unknown[] = [];
  api.on(domesticWaybillsApi.listBuyerWaybills, () => [
    200,
    ok(opts.orderConfirmed ? [buyerWaybill()] : []),
  ]);
  api.on(domesticWaybillsApi.giveWaybillFeedback, (req) => {
    if (opts.writeFails) return fail(req);
    feedback.push(req.body);
    return [200, ok({ id: 'wx-1', state: 'in_transit', version: 2 })];
  });
  const page = <T>(records: T[]) => ok({ records, total: records.length, current: 1, size: 20 });
  const fail = (req: RecordedRequest) =>
    opts.writeFails === 403
      ? refusal(req, 403, 'freeze.frozenCommercial')
      : refusal(req, 409, 'transport.stale');
  api.on(transportApi.listSupplierTransportInquiries, () => [200, page([inq])]);
  api.on(transportApi.listBuyerTransportInquiries, () => [200, page([inq])]);
  api.on(transportApi.getSupplierTransportInquiry, () => [
    200,
    ok({ ...inq, state: 'open', myQuote: null, canQuote: true, awardedToMe: false }),
  ]);
  api.on(transportApi.getBuyerTransportInquiry, () => [200, ok(inq)]);
  api.on(transportApi.saveTransportQuote, (req) => {
    if (opts.writeFails) return fail(req);
    saved.push(req.body);
    return [200, ok({ id: 'q-9', state: 'quoted', version: 1 })];
  });
  api.on(transportApi.awardTransportQuote, (req) => {
    if (opts.writeFails || Number(req.body.version) !== inq.version) return fail(req);
    inq.state = 'awarded';
    inq.version += 1;
    inq.order = { ...orders[0]!, noticeNumber: String(req.body.noticeNumber ?? '') };
    return [200, ok({ id: 'to-1', state: 'awarded', version: inq.version, number: 'TO-1' })];
  });
  api.on(transportApi.closeTransportInquiry, (req) => {
    if (opts.writeFails || Number(req.body.version) !== inq.version) return fail(req);
    inq.state = 'closed';
    inq.version += 1;
    return [200, ok({ id: inq.id, state: 'closed', version: inq.version })];
  });
  api.on(transportApi.listSupplierTransportOrders, () => [200, page(orders)]);
  api.on(transportApi.answerTransportOrder, (req) => {
    if (opts.writeFails) return fail(req);
    const o = orders[0]!;
    if (req.body.decision === 'decline' && !req.body.reason)
      return refusal(req, 400, 'transport.reasonRequired');
    o.state = req.body.decision === 'confirm' ? 'confirmed' : 'declined';
    o.version += 1;
    return [200, ok({ id: o.id, state: o.state, version: o.version })];
  });
  api.on(transportApi.listTransportSuppliers, () => [
    200,
    ok([{ id: 'c-1', name: 'Shunda Air Logistics Co., Ltd.' }]),
  ]);
  api.on(transportApi.createTransportInquiry, () => [
    200,
    ok({ id: 'ti-1', state: 'open', version: 1, number: 'TI-NEW' }),
  ]);
  return { saved, orders, inquiry: inq, feedback };
}

/** A waybill of the confirmed fixture order, in transit with a delay not yet answered. */
function buyerWaybill(): WaybillDetail {
  const party = { name: 'Beijing base', address: 'PEK cargo 3', phone: '+86 10 1234 5678' };
  return {
    id: 'wb-1',
    number: 'SD-DEMO-0001',
    orderId: 'to-1',
    orderNumber: 'TO20261127-AB12CD',
    supplierName: 'Shunda Air Logistics Co., Ltd.',
    mode: 'air',
    origin: 'Haikou (HAK)',
    destination: 'Beijing (PEK)',
    consignor: { ...party, name: 'Haikou store' },
    consignee: party,
    pieces: 4,
    weightKg: 100,
    volumeM3: 3,
    cargoDescription: 'Spares',
    declaredValue: 100_000,
    currency: 'CNY',
    insuranceRatePercent: 0.3,
    premium: 300,
    state: 'in_transit',
    exceptionCount: 1,
    version: 4,
    createdAt: '2026-11-27T08:00:00.000Z',
    updatedAt: '2026-11-27T09:00:00.000Z',
    exceptions: [
      {
        id: 'wx-1',
        kind: 'delay',
        description: 'Flight cancelled',
        photos: [
          { id: 'photo-9', name: 'late.jpg', size: 3, uploadedAt: '2026-11-27T06:00:00.000Z' },
        ],
        reportedByName: '黄海',
        reportedAt: '2026-11-27T09:00:00.000Z',
        feedback: '',
        feedbackByName: '',
        feedbackAt: null,
        version: 1,
      },
    ],
    signFor: null,
    events: [],
  };
}
