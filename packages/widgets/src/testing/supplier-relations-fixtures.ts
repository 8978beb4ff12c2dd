// The buyer's supplier relation lists for stories and tests: new suppliers (with the invitation
// they came from), every supplier's capabilities, filtered as the server filters them, and customer
// relations kept in memory so adding and ending change what the next list call answers.
import {
  formatMessage,
  supplierRelationsApi,
  toLanguage,
  type CapabilityListRow,
  type CustomerRelationRow,
  type MessageKey,
  type NewSupplierRow,
} from '@portal/contract';
import { failure } from './fixtures';
import type { MockApi, RecordedRequest, Reply } from './mock-api';
import { matches, page } from './resource-fixtures';

export interface SupplierRelationsFixtureOptions {
  /** Both lists answer no rows. */
  empty?: boolean;
  /** Every call fails with this HTTP status. */
  failWith?: number;
}

export function newSupplierRows(): NewSupplierRow[] {
  return [
    {
      id: 'new-1',
      code: 'S200001',
      name: '星辰航空器材有限公司',
      nameEn: 'Xingchen Aero Materials Co., Ltd.',
      kind: 'aviation',
      state: 'toBeEvaluated',
      registeredAt: '2026-11-20T02:00:00.000Z',
      invitedBy: 'Buyer Admin',
      invitedAt: '2026-11-18T02:00:00.000Z',
    },
    {
      id: 'new-2',
      code: 'S200002',
      name: 'Harbor Repair Services',
      nameEn: 'Harbor Repair Services',
      kind: 'general',
      state: 'returned',
      registeredAt: '2026-08-02T02:00:00.000Z',
      invitedBy: '',
      invitedAt: null,
    },
  ];
}

export function capabilityRows(): CapabilityListRow[] {
  const row = (n: number, extra: Partial<CapabilityListRow>): CapabilityListRow => ({
    id: `cap-${n}`,
    supplierId: 'sup-1',
    supplierCode: 'S100001',
    supplierName: '演示航空零件有限公司',
    businessType: 'purchase',
    productType: 'rotables',
    status: 'auditCompleted',
    decidedBy: '质量部',
    decidedAt: '2026-03-01T08:00:00.000Z',
    createdAt: '2026-02-01T08:00:00.000Z',
    ...extra,
  });
  return [
    row(1, {
      businessType: 'repair',
      productType: 'landingGear',
      status: 'underReview',
      decidedBy: '',
      decidedAt: null,
    }),
    row(2, {}),
    row(3, {
      supplierId: 'sup-2',
      supplierCode: 'S100002',
      supplierName: 'Pacific Avionics Ltd.',
      businessType: 'purchase',
      productType: 'engine',
      status: 'noPass',
    }),
  ];
}

export function supplierRelationHandlers(
  api: MockApi,
  opts: SupplierRelationsFixtureOptions = {},
): void {
  const newRows = opts.empty ? [] : newSupplierRows();
  const capRows = opts.empty ? [] : capabilityRows();
  api.on(supplierRelationsApi.listNewSuppliers, (req) => {
    if (opts.failWith) return [opts.failWith, failure(opts.failWith, 'Server error')];
    const { state, kind, q } = req.params;
    const rows = newRows.filter(
      (r) =>
        (!state || r.state === state) &&
        (!kind || r.kind === kind) &&
        matches(q, r.name, r.nameEn, r.code),
    );
    return [200, page(rows, req)];
  });
  api.on(supplierRelationsApi.listCapabilities, (req) => {
    if (opts.failWith) return [opts.failWith, failure(opts.failWith, 'Server error')];
    const { businessType, productType, status, q } = req.params;
    const rows = capRows.filter(
      (r) =>
        (!businessType || r.businessType === businessType) &&
        (!productType || r.productType === productType) &&
        (!status || r.status === status) &&
        matches(q, r.supplierName, r.supplierCode),
    );
    return [200, page(rows, req)];
  });
}

// --- customer relations ----------------------------------------------------------------------------

export interface CustomerRelationsMock {
  /** Bodies of the change calls, in order. */
  calls: (key: 'addCustomerRelation' | 'endCustomerRelation') => Record<string, unknown>[];
}

export function customerRelationRows(): CustomerRelationRow[] {
  const row = (n: number, extra: Partial<CustomerRelationRow>): CustomerRelationRow => ({
    id: `rel-${n}`,
    supplierId: 'sup-1',
    supplierCode: 'S100001',
    supplierName: '演示航空零件有限公司',
    member: 'HU',
    businessType: 'purchase',
    since: '2023-04-01',
    status: 'active',
    remarks: '',
    addedBy: 'Buyer Admin',
    endedAt: null,
    endedBy: '',
    endReason: '',
    createdAt: '2023-04-01T08:00:00.000Z',
    version: 1,
    ...extra,
  });
  return [
    row(1, {}),
    row(2, { member: 'HNATE', businessType: 'repair', since: '2024-09-15' }),
    row(3, {
      member: 'JD',
      status: 'ended',
      endedAt: '2025-06-30T08:00:00.000Z',
      endedBy: 'Buyer Admin',
      endReason: 'Contract not renewed',
      version: 2,
    }),
    row(4, {
      supplierId: 'sup-2',
      supplierCode: 'S100002',
      supplierName: 'Pacific Avionics Ltd.',
      member: 'GS',
      businessType: 'dept21',
    }),
  ];
}

export function customerRelationHandlers(
  api: MockApi,
  opts: SupplierRelationsFixtureOptions = {},
): CustomerRelationsMock {
  const seen: Record<string, Record<string, unknown>[]> = {};
  const rows = opts.empty ? [] : customerRelationRows();
  const lang = (req: RecordedRequest) => toLanguage(req.headers['Accept-Language']);
  const refuse = (req: RecordedRequest, status: number, key: MessageKey): Reply => [
    status,
    failure(status, formatMessage(lang(req), key)),
  ];
  const done = (req: RecordedRequest, key: MessageKey, data: unknown): Reply => [
    200,
    { code: 200, msg: formatMessage(lang(req), key), data },
  ];
  api.on(supplierRelationsApi.listCustomerRelations, (req) => {
    if (opts.failWith) return [opts.failWith, failure(opts.failWith, 'Server error')];
    const { supplierId, member, businessType, status, q } = req.params;
    const found = rows
      .filter(
        (r) =>
          (!supplierId || r.supplierId === supplierId) &&
          (!member || r.member === member) &&
          (!businessType || r.businessType === businessType) &&
          (!status || r.status === status) &&
          matches(q, r.supplierName, r.supplierCode),
      )
      .sort((a, b) => (a.status === b.status ? 0 : a.status === 'active' ? -1 : 1));
    return [200, page(found, req)];
  });
  api.on(supplierRelationsApi.addCustomerRelation, (req) => {
    const body = req.body as Record<string, string>;
    (seen.addCustomerRelation ??= []).push(body);
    const dup = rows.some(
      (r) =>
        r.supplierId === body.supplierId &&
        r.member === body.member &&
        r.businessType === body.businessType &&
        r.status === 'active',
    );
    if (dup) return refuse(req, 409, 'relations.duplicate');
    const base = rows.find((r) => r.supplierId === body.supplierId) ?? customerRelationRows()[0]!;
    const row: CustomerRelationRow = {
      ...base,
      id: `rel-${rows.length + 1}`,
      member: body.member as CustomerRelationRow['member'],
      businessType: body.businessType as CustomerRelationRow['businessType'],
      since: body.since!,
      remarks: body.remarks ?? '',
      status: 'active',
      endedAt: null,
      endedBy: '',
      endReason: '',
      version: 1,
    };
    rows.unshift(row);
    return done(req, 'relations.added', row);
  });
  api.on(supplierRelationsApi.endCustomerRelation, (req) => {
    const body = req.body as { id: string; version: number; reason: string };
    (seen.endCustomerRelation ??= []).push(body);
    const row = rows.find((r) => r.id === body.id);
    if (!row) return refuse(req, 404, 'relations.notFound');
    if (row.version !== Number(body.version)) return refuse(req, 409, 'relations.stale');
    Object.assign(row, {
      status: 'ended',
      endReason: body.reason,
      endedAt: '2026-11-23T08:00:00.000Z',
      endedBy: 'Buyer Admin',
      version: row.version + 1,
    });
    return done(req, 'relations.ended', row);
  });
  return { calls: (key) => [...(seen[key] ?? [])] };
}
