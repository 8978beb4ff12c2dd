// No malformed request answers 500 (issue 4): every call of the supplier lifecycle gets junk (wrong
// types, unknown ids, a missing body, an oversized text, broken JSON) from a buyer who holds its
// permission and from a supplier, and must answer a 4xx with a message.
import {
  approvalTasksApi,
  customsApi,
  supplierApi,
  supplierAuditApi,
  supplierImportApi,
  supplierListsApi,
  supplierProfileApi,
  supplierQualityApi,
  supplierRelationsApi,
  type CallRoute,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, bearer, signIn, type TestApp } from '../../test/test-app.ts';

const ROUTES = Object.entries({
  supplierApi,
  supplierProfileApi,
  supplierListsApi,
  supplierImportApi,
  supplierQualityApi,
  supplierRelationsApi,
  customsApi,
  supplierAuditApi,
  approvalTasksApi,
}).flatMap(([map, routes]) =>
  Object.entries(routes as Record<string, CallRoute>).map(([name, route]) => ({
    name: `${map}.${name}`,
    route,
  })),
);

/** Values of the wrong type or shape for every field a call may have. */
const JUNK: Record<string, unknown>[] = [
  {},
  {
    id: 12,
    version: 'first',
    supplierId: ['x'],
    code: { a: 1 },
    kind: 'nonsense',
    current: -5,
    size: 10_000,
  },
  { id: 'no-such-id', version: 1, reason: 'x'.repeat(100_000), fileId: 'no-such-file' },
  { id: '00000000-0000-0000-0000-000000000000', version: 99, expiresOn: '2026-02-31' },
];

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['buyerAdmin', 'buyerQuality', 'supplierDemo'] as const) {
    tokens[who] = (await signIn(t.app, DEMO[who])).accessToken;
  }
});
afterAll(() => t.close());

function send(route: CallRoute, token: string, input: Record<string, unknown>) {
  const url = `/api${route.path}`;
  if (route.method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    return t.app.inject({ method: 'GET', url: `${url}?${query}`, headers: bearer(token) });
  }
  return t.app.inject({ method: route.method, url, headers: bearer(token), payload: input });
}

describe('malformed requests to the supplier lifecycle', () => {
  it.each(ROUTES.map((r) => [r.name, r.route] as const))(
    '%s answers 4xx with a message, never 5xx',
    async (_name, route) => {
      for (const token of Object.values(tokens)) {
        for (const input of JUNK) {
          const res = await send(route, token, input);
          // A public call answers 200 to a harmless input (a duplicate check of nothing); junk
          // never gets a 5xx, and a refusal always says why.
          expect(
            res.statusCode,
            `${JSON.stringify(input).slice(0, 80)} → ${res.body}`,
          ).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json().error_description).toBeTruthy();
        }
        if (route.method !== 'GET') {
          const broken = await t.app.inject({
            method: route.method,
            url: `/api${route.path}`,
            headers: bearer(token, { 'content-type': 'application/json' }),
            payload: '{"id": ',
          });
          expect(broken.statusCode, broken.body).toBeLessThan(500);
          expect(broken.statusCode).toBeGreaterThanOrEqual(400);
        }
      }
    },
  );
});
