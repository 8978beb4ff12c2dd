// The buyer's supplier lists for stories and tests: qualified and transport suppliers, mutual
// recognition records, the blacklist and the dishonest list, tier and own-equipment suppliers and
// CAGE codes, kept in memory so adding and removing change what the next list call answers. The
// handlers check versions and CAGE uniqueness as the server does and answer in the request's
// language.
import {
  formatMessage,
  supplierListsApi,
  toLanguage,
  type AdmitRow,
  type BlacklistRow,
  type CageRow,
  type DirectoryRow,
  type MessageKey,
  type OwnEquipmentRow,
  type TierRow,
} from '@portal/contract';
import { failure, ok } from './fixtures';
import type { MockApi, RecordedRequest, Reply } from './mock-api';
import { matches, page } from './resource-fixtures';

const langOf = (req: RecordedRequest) => toLanguage(req.headers['Accept-Language']);
const refuse = (
  req: RecordedRequest,
  status: number,
  key: MessageKey,
  params?: Record<string, string>,
  fields?: object,
): Reply => {
  const body = failure(status, formatMessage(langOf(req), key, params));
  return [status, fields ? { ...body, data: { fields } } : body];
};
const done = (
  req: RecordedRequest,
  key: MessageKey,
  data: unknown,
  params?: Record<string, string>,
) => [200, { code: 200, msg: formatMessage(langOf(req), key, params), data }] as Reply;

const AT = '2026-03-01T08:00:00.000Z';

export function directoryRows(): DirectoryRow[] {
  const row = (n: number, extra: Partial<DirectoryRow>): DirectoryRow => ({
    id: `sup-${n}`,
    code: `S10000${n}`,
    name: `Supplier ${n}`,
    nameEn: `Supplier ${n}`,
    kind: 'aviation',
    country: 'CN',
    taxId: `9131000000000000${n}X`,
    state: 'approved',
    commercialFrozen: false,
    qualityFrozen: false,
    cageCodes: '',
    businessTypes: [],
    grade: null,
    updatedAt: AT,
    ...extra,
  });
  return [
    row(1, {
      name: '演示航空零件有限公司',
      nameEn: 'Demo Aero Parts Co., Ltd.',
      cageCodes: 'SDA01, SDA7K',
      businessTypes: ['purchase', 'repair'],
      grade: 'A',
    }),
    row(2, {
      name: '北风航电供应有限公司',
      nameEn: 'Northwind Avionics Supply Co., Ltd.',
      country: 'HK',
      commercialFrozen: true,
      qualityFrozen: true,
      state: 'syncedToErp',
    }),
    row(3, { name: 'Shunda Air Logistics', nameEn: 'Shunda Air Logistics', kind: 'transport' }),
    row(4, {
      name: 'Sky Freight',
      nameEn: 'Sky Freight',
      kind: 'transport',
      state: 'pendingBusinessReview',
    }),
  ];
}

export function blacklistRows(): BlacklistRow[] {
  const row = (n: number, extra: Partial<BlacklistRow>): BlacklistRow => ({
    id: `bl-${n}`,
    list: 'blacklist',
    taxId: `91320500MA1XBL000${n}`,
    companyName: `Company ${n}`,
    reason: 'Forged airworthiness tags',
    supplierId: null,
    supplierCode: null,
    addedBy: 'Buyer Admin',
    createdAt: AT,
    version: 1,
    ...extra,
  });
  return [
    row(1, { companyName: 'Suzhou Speedy Aero Trading' }),
    row(2, { companyName: 'Phantom Parts Brokers LLC', reason: 'Suspected unapproved parts' }),
    row(3, {
      list: 'dishonest',
      companyName: 'Beijing Hengxin Aviation',
      reason: 'Listed as a dishonest judgment debtor',
    }),
  ];
}

export interface SupplierListFixtureOptions {
  /** Every list call fails with this HTTP status. */
  failWith?: number;
  /** Start with empty lists. */
  empty?: boolean;
}

export interface SupplierListMock {
  /** Bodies of the change calls by route key, in order. */
  calls: (key: keyof typeof supplierListsApi) => Record<string, unknown>[];
}

export function supplierListHandlers(
  api: MockApi,
  opts: SupplierListFixtureOptions = {},
): SupplierListMock {
  const seen: Record<string, Record<string, unknown>[]> = {};
  const record = (key: keyof typeof supplierListsApi, req: RecordedRequest) =>
    (seen[key] ??= []).push(req.body);
  const suppliers = opts.empty ? [] : directoryRows();
  const blacklist = opts.empty ? [] : blacklistRows();
  const admits: AdmitRow[] = opts.empty
    ? []
    : [
        {
          id: 'ad-1',
          taxId: '71234567-000',
          companyName: '北风航电供应有限公司',
          supplierId: 'sup-2',
          supplierCode: 'S100002',
          sourceCompany: 'Hainan Aviation Technic',
          scope: 'Avionics LRUs',
          validUntil: '2027-03-01',
          remarks: '',
          addedBy: 'Buyer Admin',
          createdAt: AT,
          version: 1,
        },
      ];
  const cage: CageRow[] = opts.empty
    ? []
    : [
        ['SDA01', 'sup-1'],
        ['SDA7K', 'sup-1'],
        ['K3NW2', 'sup-2'],
      ].map(([code, supplierId], i) => {
        const s = suppliers.find((x) => x.id === supplierId)!;
        return {
          id: `cage-${i + 1}`,
          code: code!,
          supplierId: supplierId!,
          supplierCode: s.code,
          supplierName: s.name,
          remarks: '',
          createdAt: AT,
          version: 1,
        };
      });
  const tiers: TierRow[] = opts.empty
    ? []
    : [
        {
          id: 'tier-1',
          tier: 'second',
          name: 'Wuxi Precision Seals',
          country: 'CN',
          supplies: 'O-rings and seals',
          primaryId: 'sup-1',
          primaryCode: 'S100001',
          primaryName: '演示航空零件有限公司',
          auth: 'authorized',
          authorizedUntil: '2027-01-01',
          authorizedBy: 'Buyer Admin',
          remarks: '',
          createdAt: AT,
          version: 2,
        },
        {
          id: 'tier-2',
          tier: 'third',
          name: 'Precision Castings Ltd.',
          country: 'GB',
          supplies: 'Raw castings',
          primaryId: 'sup-1',
          primaryCode: 'S100001',
          primaryName: '演示航空零件有限公司',
          auth: 'unauthorized',
          authorizedUntil: null,
          authorizedBy: '',
          remarks: '',
          createdAt: AT,
          version: 1,
        },
      ];
  const own: OwnEquipmentRow[] = opts.empty
    ? []
    : [
        {
          id: 'own-1',
          name: 'Honeywell Aerospace Singapore',
          equipment: 'APU 131-9A',
          ataChapter: '49',
          oem: 'Honeywell',
          contact: 'apu.repairs@example.com',
          validUntil: '2027-06-01',
          remarks: '',
          createdAt: AT,
          version: 1,
        },
      ];
  let next = 100;
  const fail = (req: RecordedRequest) =>
    opts.failWith ? refuse(req, opts.failWith, 'http.server') : undefined;
  /** Removes by id and version: 404 or 409 as the server answers. */
  const remove = <T extends { id: string; version: number }>(
    rows: T[],
    req: RecordedRequest,
  ): Reply | T => {
    const i = rows.findIndex((r) => r.id === req.body.id);
    if (i < 0) return refuse(req, 404, 'lists.notFound');
    if (rows[i]!.version !== Number(req.body.version)) return refuse(req, 409, 'lists.stale');
    return rows.splice(i, 1)[0]!;
  };

  api.on(supplierListsApi.listDirectory, (req): Reply => {
    const p = req.params;
    const found = suppliers.filter(
      (s) =>
        (p.scope === 'transport'
          ? s.kind === 'transport'
          : s.state === 'approved' || s.state === 'syncedToErp') &&
        (!p.kind || s.kind === p.kind) &&
        (!p.country || s.country === p.country) &&
        (!p.frozen || (p.frozen === 'frozen') === (s.commercialFrozen || s.qualityFrozen)) &&
        matches(p.q, s.name, s.code, s.cageCodes),
    );
    return fail(req) ?? [200, page(found, req)];
  });

  api.on(supplierListsApi.listAdmits, (req): Reply => {
    const found = admits.filter((a) => matches(req.params.q, a.companyName, a.taxId));
    return fail(req) ?? [200, page(found, req)];
  });
  api.on(supplierListsApi.addAdmit, (req): Reply => {
    record('addAdmit', req);
    const b = req.body as Omit<AdmitRow, 'id'>;
    const row: AdmitRow = {
      ...b,
      id: `ad-${++next}`,
      remarks: b.remarks ?? '',
      supplierId: null,
      supplierCode: null,
      addedBy: 'Buyer Admin',
      createdAt: AT,
      version: 1,
    };
    admits.unshift(row);
    return done(req, 'lists.added', row);
  });
  api.on(supplierListsApi.removeAdmit, (req): Reply => {
    record('removeAdmit', req);
    const r = remove(admits, req);
    return Array.isArray(r) ? r : done(req, 'lists.removed', { id: r.id });
  });

  api.on(supplierListsApi.listBlacklist, (req): Reply => {
    const list = req.params.list ?? 'blacklist';
    const found = blacklist.filter(
      (b) => b.list === list && matches(req.params.q, b.companyName, b.taxId),
    );
    return fail(req) ?? [200, page(found, req)];
  });
  api.on(supplierListsApi.addBlacklist, (req): Reply => {
    record('addBlacklist', req);
    const b = req.body as {
      list: BlacklistRow['list'];
      taxId: string;
      companyName: string;
      reason: string;
    };
    const taxId = b.taxId.trim().toUpperCase();
    if (blacklist.some((x) => x.list === b.list && x.taxId === taxId))
      return refuse(req, 409, 'lists.alreadyListed', undefined, { taxId: 'lists.alreadyListed' });
    const holder = suppliers.find((s) => s.taxId === taxId);
    const row: BlacklistRow = {
      id: `bl-${++next}`,
      list: b.list,
      taxId,
      companyName: b.companyName,
      reason: b.reason,
      supplierId: holder?.id ?? null,
      supplierCode: holder?.code ?? null,
      addedBy: 'Buyer Admin',
      createdAt: AT,
      version: 1,
    };
    blacklist.unshift(row);
    return holder
      ? done(req, 'lists.addedFrozen', row, { supplier: holder.code })
      : done(req, 'lists.added', row);
  });
  api.on(supplierListsApi.removeBlacklist, (req): Reply => {
    record('removeBlacklist', req);
    const r = remove(blacklist, req);
    return Array.isArray(r) ? r : done(req, 'lists.removed', { id: r.id });
  });

  api.on(supplierListsApi.listCageCodes, (req): Reply => {
    const p = req.params;
    const found = cage
      .filter(
        (c) =>
          (!p.supplierId || c.supplierId === p.supplierId) &&
          matches(p.q, c.code, c.supplierName, c.supplierCode),
      )
      .sort((a, b) => a.code.localeCompare(b.code));
    return fail(req) ?? [200, page(found, req)];
  });
  api.on(supplierListsApi.addCageCode, (req): Reply => {
    record('addCageCode', req);
    const b = req.body as { supplierId: string; code: string; remarks?: string };
    const code = b.code.trim().toUpperCase();
    const holder = cage.find((c) => c.code === code);
    if (holder)
      return refuse(req, 409, 'lists.cageTaken', {
        code,
        supplier: `${holder.supplierCode} ${holder.supplierName}`,
      });
    const s = suppliers.find((x) => x.id === b.supplierId);
    if (!s) return refuse(req, 404, 'lists.supplierNotFound');
    const row: CageRow = {
      id: `cage-${++next}`,
      code,
      supplierId: s.id,
      supplierCode: s.code,
      supplierName: s.name,
      remarks: b.remarks ?? '',
      createdAt: AT,
      version: 1,
    };
    cage.push(row);
    return done(req, 'lists.added', row);
  });
  api.on(supplierListsApi.removeCageCode, (req): Reply => {
    record('removeCageCode', req);
    const r = remove(cage, req);
    return Array.isArray(r) ? r : done(req, 'lists.removed', { id: r.id });
  });

  api.on(supplierListsApi.listTiers, (req): Reply => {
    const p = req.params;
    const found = tiers.filter(
      (t) =>
        (!p.tier || t.tier === p.tier) &&
        (!p.auth || t.auth === p.auth) &&
        matches(p.q, t.name, t.supplies, t.primaryName),
    );
    return fail(req) ?? [200, page(found, req)];
  });
  api.on(supplierListsApi.getTier, (req): Reply => {
    const row = tiers.find((t) => t.id === req.params.id);
    return row ? [200, ok(row)] : refuse(req, 404, 'lists.notFound');
  });
  api.on(supplierListsApi.addTier, (req): Reply => {
    record('addTier', req);
    const b = req.body as Pick<TierRow, 'primaryId' | 'tier' | 'name' | 'country' | 'supplies'> & {
      remarks?: string;
    };
    const primary = suppliers.find((s) => s.id === b.primaryId);
    if (!primary) return refuse(req, 404, 'lists.supplierNotFound');
    const row: TierRow = {
      ...b,
      id: `tier-${++next}`,
      primaryCode: primary.code,
      primaryName: primary.name,
      auth: 'unauthorized',
      authorizedUntil: null,
      authorizedBy: '',
      remarks: b.remarks ?? '',
      createdAt: AT,
      version: 1,
    };
    tiers.unshift(row);
    return done(req, 'lists.added', row);
  });
  api.on(supplierListsApi.authorizeTier, (req): Reply => {
    record('authorizeTier', req);
    const row = tiers.find((t) => t.id === req.body.id);
    if (!row) return refuse(req, 404, 'lists.notFound');
    if (row.version !== Number(req.body.version)) return refuse(req, 409, 'lists.stale');
    Object.assign(row, {
      auth: 'authorized',
      authorizedUntil: String(req.body.validUntil),
      authorizedBy: 'Buyer Admin',
      version: row.version + 1,
    });
    return done(req, 'lists.authorized', row, { until: row.authorizedUntil ?? '' });
  });
  api.on(supplierListsApi.removeTier, (req): Reply => {
    record('removeTier', req);
    const r = remove(tiers, req);
    return Array.isArray(r) ? r : done(req, 'lists.removed', { id: r.id });
  });

  api.on(supplierListsApi.listOwnEquipment, (req): Reply => {
    const found = own.filter((o) =>
      matches(req.params.q, o.name, o.equipment, o.oem, o.ataChapter),
    );
    return fail(req) ?? [200, page(found, req)];
  });
  api.on(supplierListsApi.addOwnEquipment, (req): Reply => {
    record('addOwnEquipment', req);
    const b = req.body as Omit<OwnEquipmentRow, 'id' | 'createdAt' | 'version'>;
    const row: OwnEquipmentRow = {
      ...b,
      id: `own-${++next}`,
      contact: b.contact ?? '',
      remarks: b.remarks ?? '',
      createdAt: AT,
      version: 1,
    };
    own.push(row);
    return done(req, 'lists.added', row);
  });
  api.on(supplierListsApi.removeOwnEquipment, (req): Reply => {
    record('removeOwnEquipment', req);
    const r = remove(own, req);
    return Array.isArray(r) ? r : done(req, 'lists.removed', { id: r.id });
  });

  return { calls: (key) => [...(seen[key] ?? [])] };
}
