// Every call declares who may make it, and registration enforces it. This walks every registered
// call: each contract call is registered once; without a session a call for signed-in users answers
// 401; a supplier gets 403 from every buyer call, and buyer staff from every supplier call, before
// anything of the input is read.
import { AUDIENCES, type CallDef } from '@portal/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../test/test-app.ts';
import { contractCalls } from './call-registry.ts';

let t: TestApp;
let supplierToken = '';
let buyerToken = '';

beforeAll(async () => {
  t = await createTestApp();
  supplierToken = (await signIn(t.app, DEMO.supplierDemo)).accessToken;
  // The administrator holds every buyer permission, so only the side can refuse it.
  buyerToken = (await signIn(t.app, DEMO.buyerAdmin)).accessToken;
});
afterAll(() => t.close());

/** A request to a call's route with no input, as `token` when given. */
function request(method: string, url: string, call: CallDef, token?: string): InjectOptions {
  const headers = { ...(token ? bearer(token) : {}), 'accept-language': 'en' };
  if (method === 'GET' || call.encoding === 'multipart') {
    return { method: method as InjectOptions['method'], url, headers };
  }
  return { method: method as InjectOptions['method'], url, headers, payload: {} };
}

describe('who may make each call', () => {
  it('registers every call of the contract, each with an audience', () => {
    const registered = new Set(t.app.services.calls.map((r) => r.call));
    const missing = contractCalls().filter((c) => !registered.has(c));
    expect(missing.map((c) => `${c.method} ${c.path}`)).toEqual([]);
    for (const { call } of t.app.services.calls) expect(AUDIENCES).toContain(call.audience);
    expect(t.app.services.calls.length).toBeGreaterThanOrEqual(100);
  });

  it('answers 401 without a session for every call that needs one', async () => {
    const refused: string[] = [];
    for (const { method, url, call } of t.app.services.calls) {
      if (!call.auth) continue;
      const res = await t.app.inject(request(method, url, call));
      if (res.statusCode !== 401) refused.push(`${method} ${url}: ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it('refuses a supplier every buyer call (403), and buyer staff every supplier call', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { method, url, call } of t.app.services.calls) {
      const token =
        call.audience === 'buyer'
          ? supplierToken
          : call.audience === 'supplier'
            ? buyerToken
            : undefined;
      if (!token) continue;
      checked++;
      const res = await t.app.inject(request(method, url, call, token));
      if (res.statusCode !== 403)
        wrong.push(`${call.audience} ${method} ${url}: ${res.statusCode}`);
      else expect(res.json().error_description).toBeTruthy();
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(80);
  });

  it('lets a public call through without a session', async () => {
    const publicCalls = t.app.services.calls.filter((r) => r.call.audience === 'public');
    expect(publicCalls.length).toBeGreaterThan(5);
    const health = publicCalls.find((r) => r.call.path === '/health')!;
    const res = await t.app.inject(request(health.method, health.url, health.call));
    expect(res.statusCode).toBe(200);
  });
});
