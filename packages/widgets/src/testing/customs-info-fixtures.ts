// Fixture customs information of ship notices and a mock of its calls for the sp-customs-info
// stories and tests: the lists filter by customs state, the brokers are the valid authorizations,
// a save records its input and refuses a stale version as the server does.
import {
  customsInfoApi,
  type CustomsBrokerOption,
  type CustomsInfoRow,
  type CustomsInfoState,
} from '@portal/contract';
import type { MockApi, RecordedRequest, Reply } from './mock-api';
import { answered, refusal } from './fixtures';
import { page } from './resource-fixtures';

function row(n: number, state: CustomsInfoState, extra: Partial<CustomsInfoRow> = {}) {
  return {
    shipmentId: `s-${n}`,
    noticeNumber: `PO-2026-0042-S${n}`,
    contractNumber: 'PO-2026-0042',
    supplierName: 'Sky Parts Co.',
    shipmentState: 'shipped',
    shipDate: '2026-11-20',
    transportMode: 'air',
    waybillNumber: '78412345675',
    customsState: state,
    hsCode: '',
    declaredValue: null,
    currency: null,
    originCountry: null,
    brokerId: null,
    brokerName: '',
    declarationNumber: '',
    documents: [],
    updatedBy: '',
    updatedAt: null,
    version: 0,
    ...extra,
  } satisfies CustomsInfoRow;
}

export const fixtureCustomsInfo = (): CustomsInfoRow[] => [
  row(1, 'toDeclare'),
  row(2, 'declared', {
    hsCode: '8803300000',
    declaredValue: 30501,
    currency: 'USD',
    originCountry: 'US',
    brokerId: 'cus-1',
    brokerName: 'Wang Haiguan',
    declarationNumber: '312220261000000012',
    documents: [
      { id: 'file-9', name: 'invoice.pdf', size: 2048, uploadedAt: '2026-11-20T08:00:00.000Z' },
    ],
    updatedBy: 'Chen Jing',
    updatedAt: '2026-11-21T08:00:00.000Z',
    version: 2,
  }),
];

export const fixtureBrokers = (): CustomsBrokerOption[] => [
  { id: 'cus-1', kind: 'personal', name: 'Wang Haiguan', validUntil: '2099-12-31' },
  { id: 'cus-3', kind: 'company', name: 'Orient Customs Brokerage', validUntil: '2099-12-31' },
];

export interface CustomsInfoMock {
  saved: () => Record<string, unknown>[];
}

export function customsInfoHandlers(
  api: MockApi,
  rows: CustomsInfoRow[] = fixtureCustomsInfo(),
  brokers: CustomsBrokerOption[] = fixtureBrokers(),
): CustomsInfoMock {
  const saved: Record<string, unknown>[] = [];
  const list = (req: RecordedRequest): Reply => {
    const state = req.params.customsState;
    return [200, page(state ? rows.filter((r) => r.customsState === state) : rows, req)];
  };
  api.on(customsInfoApi.listSupplierCustomsInfo, list);
  api.on(customsInfoApi.listBuyerCustomsInfo, list);
  api.on(customsInfoApi.listCarrierCustomsInfo, list);
  api.on(customsInfoApi.listCustomsBrokers, (req): Reply => [200, page(brokers, req)]);
  api.on(customsInfoApi.saveCustomsInfo, (req): Reply => {
    const body = req.body;
    saved.push(body);
    const at = rows.findIndex((r) => r.shipmentId === body.shipmentId);
    if (at < 0) return refusal(req, 404, 'customsInfo.shipmentNotFound');
    const current = rows[at]!;
    if (current.version !== Number(body.version)) return refusal(req, 409, 'customsInfo.stale');
    const next: CustomsInfoRow = {
      ...current,
      customsState: body.state as CustomsInfoState,
      hsCode: String(body.hsCode),
      version: current.version + 1,
    };
    rows[at] = next;
    return answered(req, 'customsInfo.saved', next);
  });
  return { saved: () => saved };
}
