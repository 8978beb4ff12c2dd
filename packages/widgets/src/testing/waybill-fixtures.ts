// Fixture domestic waybills and a small stateful mock of the waybill calls for the
// sp-domestic-waybill stories and tests: one confirmed order to write a waybill for, one waybill
// in transit with a delay reported, the moves, exceptions and sign-for (version checked; 403 on
// demand for a frozen company), uploads through the shared upload fixture, and the stored files'
// downloads (a JPEG photo, a PDF proof).
import {
  domesticWaybillsApi,
  filesApi,
  insurancePremium,
  type WaybillDetail,
  type WaybillOrderOption,
} from '@portal/contract';
import type { MockApi, RecordedRequest, Reply } from './mock-api';
import { ok, refusal } from './fixtures';
import { uploadHandlers } from './upload-fixtures';

export interface WaybillFixtureOptions {
  /** Every write answers 403, as for a frozen company. */
  frozen?: boolean;
  /** The waybill was just created: nothing picked up yet, no exception. */
  justCreated?: boolean;
}

const orders: WaybillOrderOption[] = [
  {
    id: 'to-1',
    number: 'TO-DEMO-0001',
    mode: 'land',
    origin: 'Haikou',
    destination: 'Guangzhou',
    pieces: 6,
    weightKg: 480,
    volumeM3: 3.2,
    currency: 'CNY',
    waybillCount: 1,
  },
];

const party = (name: string) => ({ name, address: `${name} No. 1`, phone: '+86 898 1234 5678' });

const waybill = (): WaybillDetail => ({
  id: 'wb-1',
  number: 'SD-DEMO-0001',
  orderId: 'to-1',
  orderNumber: 'TO-DEMO-0001',
  supplierName: 'Shunda Air Logistics Co., Ltd.',
  mode: 'land',
  origin: 'Haikou',
  destination: 'Guangzhou',
  consignor: party('Haikou store'),
  consignee: party('Guangzhou base'),
  pieces: 6,
  weightKg: 480,
  volumeM3: 3.2,
  cargoDescription: 'Main wheel assemblies',
  declaredValue: 380_000,
  currency: 'CNY',
  insuranceRatePercent: 0.3,
  premium: insurancePremium(380_000, 0.3),
  state: 'in_transit',
  exceptionCount: 1,
  version: 3,
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
  exceptions: [
    {
      id: 'wx-1',
      kind: 'delay',
      description: 'Road closed near Zhanjiang',
      photos: [
        { id: 'photo-1', name: 'road.jpg', size: 3, uploadedAt: '2026-11-27T06:00:00.000Z' },
      ],
      reportedByName: '黄海',
      reportedAt: '2026-11-27T06:00:00.000Z',
      feedback: '',
      feedbackByName: '',
      feedbackAt: null,
      version: 1,
    },
  ],
  signFor: null,
  events: [
    { action: 'created', remarks: '', byName: '黄海', at: '2026-11-26T08:00:00.000Z' },
    { action: 'picked_up', remarks: '', byName: '黄海', at: '2026-11-26T12:00:00.000Z' },
    { action: 'in_transit', remarks: '', byName: '黄海', at: '2026-11-27T02:00:00.000Z' },
  ],
});

export function waybillHandlers(api: MockApi, opts: WaybillFixtureOptions = {}) {
  uploadHandlers(api);
  const w = waybill();
  if (opts.justCreated) {
    Object.assign(w, { state: 'created', version: 1, exceptionCount: 0, exceptions: [] });
    w.events = w.events.slice(0, 1);
  }
  const refuse = (req: RecordedRequest): Reply | null =>
    opts.frozen
      ? refusal(req, 403, 'freeze.frozenCommercial')
      : Number(req.body.version) !== w.version
        ? refusal(req, 409, 'waybill.stale')
        : null;
  const done = (): Reply => [200, ok({ id: w.id, state: w.state, version: w.version })];
  // The stored files the page previews: photos are JPEG, anything else a PDF (no thumbnail).
  api.on(filesApi.downloadFile, (req): Reply => [
    200,
    new Blob(['file'], {
      type: String(req.params.obj).startsWith('photo-') ? 'image/jpeg' : 'application/pdf',
    }),
  ]);
  api.on(domesticWaybillsApi.listWaybillOrders, () => [200, ok(orders)]);
  api.on(domesticWaybillsApi.listSupplierWaybills, () => [
    200,
    ok({ records: [w], total: 1, current: 1, size: 20 }),
  ]);
  api.on(domesticWaybillsApi.getSupplierWaybill, () => [200, ok(w)]);
  api.on(domesticWaybillsApi.createDomesticWaybill, (req) => {
    if (opts.frozen) return refusal(req, 403, 'freeze.frozenCommercial');
    return [200, ok({ id: w.id, state: 'created', version: 1, number: String(req.body.number) })];
  });
  api.on(domesticWaybillsApi.moveDomesticWaybill, (req) => {
    const r = refuse(req);
    if (r) return r;
    w.state = req.body.state as WaybillDetail['state'];
    w.version += 1;
    return done();
  });
  api.on(domesticWaybillsApi.reportWaybillException, (req) => {
    const r = refuse(req);
    if (r) return r;
    w.version += 1;
    return done();
  });
  api.on(domesticWaybillsApi.signDomesticWaybill, (req) => {
    const r = refuse(req);
    if (r) return r;
    w.state = 'delivered';
    w.version += 1;
    w.signFor = {
      signedBy: String(req.body.signedBy),
      signedAt: String(req.body.signedAt),
      proof: {
        id: String(req.body.proofFileId),
        name: 'receipt.pdf',
        size: 1,
        uploadedAt: String(req.body.signedAt),
      },
    };
    return done();
  });
  return { waybill: w };
}
