// Operation log fixtures with a small in-memory server behind its calls: filters as the server runs
// them (type, account, company, business days, text), newest first, one entry with its before and
// after, and the export answering what it was asked (its path, filters and header).
import {
  OPERATION_LOG_PERMISSION,
  operationLogApi,
  type OperationLogDetail,
} from '@portal/contract';
import { session } from '../runtime/session';
import { failure, fixtureUser, ok } from './fixtures';
import type { MockApi, Reply } from './mock-api';
import { matches, page } from './resource-fixtures';

const T0 = Date.parse('2026-03-02T08:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** Six entries of two companies, newest first; the modify keeps its before and after. */
export function operationLogEntries(): OperationLogDetail[] {
  const entry = (
    n: number,
    e: Pick<OperationLogDetail, 'account' | 'name' | 'type' | 'item'> & Partial<OperationLogDetail>,
  ): OperationLogDetail => ({
    id: `log-${n}`,
    userId: `u-${e.account}`,
    companyId: 'c-01',
    companyName: 'Skyline Aero Parts Ltd.',
    ip: `10.0.0.${n}`,
    mac: n % 2 ? `00-1A-2B-3C-4D-0${n}` : '',
    createdAt: iso(T0 - n * 3_600_000),
    hasChanges: false,
    before: null,
    after: null,
    truncated: false,
    ...e,
  });
  return [
    entry(1, {
      account: 'supplier01',
      name: 'Li Lei',
      type: '3',
      item: 'supplier.profile.basic:c-01',
      hasChanges: true,
      before: { phone: '010-1234' },
      after: { phone: '010-5678' },
    }),
    entry(2, { account: 'supplier01', name: 'Li Lei', type: '1', item: 'login' }),
    entry(3, {
      account: 'north.admin',
      name: 'Zhao Min',
      type: '2',
      item: 'customs.authorize:c-9',
      companyId: 'c-02',
      companyName: 'Northwind Avionics Supply Co., Ltd.',
    }),
    entry(4, { account: 'supplier01', name: 'Li Lei', type: '0', item: 'logout' }),
    entry(5, {
      account: 'north.admin',
      name: 'Zhao Min',
      type: '4',
      item: 'supplier.profile.qualification:c-02 removed ISO 9001',
      companyId: 'c-02',
      companyName: 'Northwind Avionics Supply Co., Ltd.',
    }),
    entry(6, { account: 'buyer.admin', name: 'Wang Lei', type: '5', item: 'operationLog.export' }),
  ];
}

/** `count` entries of one account, a minute apart, for a list longer than its count. */
export function manyOperationLogEntries(count: number): OperationLogDetail[] {
  const [first] = operationLogEntries();
  return Array.from({ length: count }, (_, i) => ({
    ...first!,
    id: `log-many-${i}`,
    type: '1' as const,
    item: 'login',
    hasChanges: false,
    createdAt: iso(T0 - i * 60_000),
  }));
}

/** Business day (UTC+8) of an instant, as the server filters. */
const businessDay = (at: string) =>
  new Date(Date.parse(at) + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * `countCap`: the list counts only that far, as the server counts a few pages ahead at a million
 * entries, and says more match (`totalCapped`).
 */
export function operationLogHandlers(
  api: MockApi,
  entries = operationLogEntries(),
  options: { countCap?: number } = {},
): OperationLogDetail[] {
  api.on(operationLogApi.listOperationLogs, (req): Reply => {
    const p = req.params;
    const found = entries.filter(
      (e) =>
        (!p.type || e.type === p.type) &&
        (!p.account || e.account === p.account) &&
        (!p.companyId || e.companyId === p.companyId) &&
        (!p.from || businessDay(e.createdAt) >= p.from) &&
        (!p.to || businessDay(e.createdAt) <= p.to) &&
        matches(p.q, e.item, e.name, e.account),
    );
    const answer = page(found, req);
    const cap = options.countCap ?? Infinity;
    const total = Math.min(found.length, cap);
    return [200, { ...answer, data: { ...answer.data, total, totalCapped: found.length > cap } }];
  });
  api.on(operationLogApi.getOperationLog, (req): Reply => {
    const found = entries.find((e) => e.id === req.params.id);
    return found ? [200, ok(found)] : [404, failure(404, 'This log entry does not exist')];
  });
  api.on(operationLogApi.exportOperationLogs, ({ path, params, headers }) => [
    200,
    `${path}?${new URLSearchParams(params).toString()} ${headers.Authorization ?? 'no header'}`,
  ]);
  return entries;
}

/** A signed-in user of `side` holding the log's permission. */
export function signInForOperationLog(side: 'buyer' | 'supplier'): void {
  session.set({
    token: 'access-token-fixture',
    account: side === 'buyer' ? 'buyer.admin' : fixtureUser.account,
    roles: [],
    user: {
      ...fixtureUser,
      ...(side === 'buyer'
        ? { account: 'buyer.admin', companyId: 'c-buyer', companyName: 'Demo Aviation Group' }
        : {}),
      companyKind: side,
      permissions: [OPERATION_LOG_PERMISSION],
    },
    menus: [],
  });
}
