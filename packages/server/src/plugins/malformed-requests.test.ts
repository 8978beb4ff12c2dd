// Malformed and hostile requests answer a 4xx errorBody, never 500.
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_ID,
  DEMO,
  bearer,
  createTestApp,
  encrypt,
  publicKey,
  signIn,
  tokenRequest,
  type TestApp,
} from '../test/test-app.ts';

let t: TestApp;
let revokedToken = '';
let liveToken = '';
let clockOffsetMs = 0;

beforeAll(async () => {
  t = await createTestApp({ config: { now: () => new Date(Date.now() + clockOffsetMs) } });
  revokedToken = (await signIn(t.app, DEMO.buyerAdmin)).accessToken;
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/sys/user/logout',
    headers: bearer(revokedToken),
  });
  liveToken = (await signIn(t.app, DEMO.buyerAdmin)).accessToken;
});
afterAll(() => t.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };

async function passwordParams(overrides: Record<string, string> = {}) {
  const key = await publicKey(t.app);
  return {
    grant_type: 'password',
    username: DEMO.supplierDemo.account,
    password: encrypt(key.publicKey, `${key.uuid}:${DEMO.supplierDemo.password}`),
    uuid: key.uuid,
    client_id: CLIENT_ID,
    ...overrides,
  };
}

interface Case {
  name: string;
  request: () => Promise<InjectOptions> | InjectOptions;
  status: number;
  error?: string;
  field?: string;
}

const cases: Case[] = [
  {
    name: 'bad JSON',
    request: () => ({
      method: 'POST',
      url: '/api/admin/sys/user/updatePasswordV2',
      headers: bearer(liveToken, { 'content-type': 'application/json' }),
      payload: '{"passPriKey": ',
    }),
    status: 400,
  },
  {
    name: 'wrong types in JSON',
    request: () => ({
      method: 'POST',
      url: '/api/admin/sys/user/updatePasswordV2',
      headers: bearer(liveToken),
      payload: { passPriKey: 42, password: ['x'], oldPwd: null },
    }),
    status: 400,
    field: 'passPriKey',
  },
  {
    name: 'missing fields',
    request: () => ({
      method: 'POST',
      url: '/api/admin/sys/user/updatePasswordV2',
      headers: bearer(liveToken),
      payload: {},
    }),
    status: 400,
    field: 'password',
  },
  {
    name: 'JSON array body',
    request: () => ({
      method: 'POST',
      url: '/api/admin/sys/user/updatePasswordV2',
      headers: bearer(liveToken, { 'content-type': 'application/json' }),
      payload: '[]',
    }),
    status: 400,
  },
  {
    name: 'token request without grant_type',
    request: () => ({ method: 'GET', url: '/api/oauth/token?username=x' }),
    status: 400,
    error: 'invalid_request',
  },
  {
    name: 'unknown grant_type',
    request: () => ({ method: 'GET', url: '/api/oauth/token?grant_type=client_credentials' }),
    status: 400,
    error: 'unsupported_grant_type',
  },
  {
    name: 'unknown grant_type by POST',
    request: () => ({
      method: 'POST',
      url: '/api/oauth/token',
      headers: form,
      payload: 'grant_type=implicit',
    }),
    status: 400,
    error: 'unsupported_grant_type',
  },
  {
    name: 'password grant missing uuid',
    request: () => ({
      method: 'GET',
      url: '/api/oauth/token?grant_type=password&username=a&password=b&client_id=portal-web',
    }),
    status: 400,
    field: 'uuid',
  },
  {
    name: 'forged token',
    request: () => ({
      method: 'GET',
      url: '/api/admin/sys/user/getUserInfo',
      headers: bearer(randomBytes(32).toString('base64url')),
    }),
    status: 401,
    error: 'invalid_token',
  },
  {
    name: 'malformed authorization header',
    request: () => ({
      method: 'GET',
      url: '/api/admin/sys/user/getUserInfo',
      headers: { authorization: 'Basic Zm9vOmJhcg==' },
    }),
    status: 401,
  },
  {
    name: 'revoked token',
    request: () => ({
      method: 'GET',
      url: '/api/admin/sys/user/getUserInfo',
      headers: bearer(revokedToken),
    }),
    status: 401,
  },
  {
    name: 'reused uuid',
    request: async () => {
      const params = await passwordParams({
        password: encrypt((await publicKey(t.app)).publicKey, 'x'),
      });
      await tokenRequest(t.app, params);
      return { method: 'GET', url: `/api/oauth/token?${new URLSearchParams(params)}` };
    },
    status: 400,
    error: 'invalid_grant',
  },
  {
    name: 'ciphertext that does not decrypt (random base64)',
    request: async () => {
      const params = await passwordParams({ password: randomBytes(256).toString('base64') });
      return { method: 'GET', url: `/api/oauth/token?${new URLSearchParams(params)}` };
    },
    status: 400,
  },
  {
    name: 'ciphertext that is not base64',
    request: async () => {
      const params = await passwordParams({ password: '%%%not*base64%%%' });
      return { method: 'GET', url: `/api/oauth/token?${new URLSearchParams(params)}` };
    },
    status: 400,
  },
  {
    name: 'wrong client secret',
    request: () => ({
      method: 'POST',
      url: '/api/oauth/token',
      headers: form,
      payload: 'grant_type=refresh_token&refresh_token=abc&client_id=portal-web&client_secret=nope',
    }),
    status: 401,
    error: 'invalid_client',
  },
  {
    name: 'unknown refresh token',
    request: () => ({
      method: 'POST',
      url: '/api/oauth/token',
      headers: form,
      payload:
        'grant_type=refresh_token&refresh_token=abc&client_id=portal-web&client_secret=portal-web-secret',
    }),
    status: 400,
    error: 'invalid_grant',
  },
  {
    name: 'oversized body',
    request: () => ({
      method: 'POST',
      url: '/api/admin/sys/user/updatePasswordV2',
      headers: bearer(liveToken, { 'content-type': 'application/json' }),
      payload: JSON.stringify({ passPriKey: 'x'.repeat(2 * 1024 * 1024) }),
    }),
    status: 413,
  },
  {
    name: 'oversized form',
    request: () => ({
      method: 'POST',
      url: '/api/oauth/token',
      headers: form,
      payload: `grant_type=password&username=${'x'.repeat(2 * 1024 * 1024)}`,
    }),
    status: 413,
  },
  {
    name: 'unknown route',
    request: () => ({ method: 'GET', url: '/api/no/such/call' }),
    status: 404,
  },
  {
    name: 'wrong method',
    request: () => ({ method: 'DELETE', url: '/api/admin/sys/user/getUserInfo' }),
    status: 405,
  },
  {
    name: 'wrong content type',
    request: () => ({
      method: 'POST',
      url: '/api/admin/sys/user/updatePasswordV2',
      headers: bearer(liveToken, { 'content-type': 'text/plain' }),
      payload: 'hello',
    }),
    status: 415,
  },
  {
    name: 'empty JSON body',
    request: () => ({
      method: 'POST',
      url: '/api/admin/sys/user/updatePasswordV2',
      headers: bearer(liveToken, { 'content-type': 'application/json' }),
      payload: '',
    }),
    status: 400,
  },
  {
    name: 'overlong field',
    request: () => ({
      method: 'POST',
      url: '/api/admin/sys/user/loginLog',
      headers: bearer(liveToken, form),
      payload: `macAddr=${'A'.repeat(100)}`,
    }),
    status: 400,
    field: 'macAddr',
  },
  {
    name: 'query string with odd encoding',
    request: () => ({ method: 'GET', url: '/api/oauth/token?grant_type=%E0%A4%A' }),
    status: 400,
  },
];

describe('malformed requests', () => {
  it.each(cases)('$name → $status', async ({ request, status, error, field }) => {
    const res = await t.app.inject(await request());
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.code).toBe(status);
    expect(typeof body.msg).toBe('string');
    expect(body.error_description).toBe(body.msg);
    if (error) expect(body.error).toBe(error);
    if (field) expect(body.data.fields[field]).toBeTypeOf('string');
  });

  it('answers an expired access token with 401', async () => {
    const { accessToken } = await signIn(t.app, DEMO.buyerQuality);
    clockOffsetMs = 24 * 3600_000;
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/sys/user/getUserInfo',
        headers: bearer(accessToken),
      });
      expect(res.statusCode).toBe(401);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('translates field messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sys/user/updatePasswordV2',
      headers: bearer(liveToken, { 'accept-language': 'zh' }),
      payload: {},
    });
    expect(res.json()).toMatchObject({
      msg: '请求参数不正确',
      data: { fields: { passPriKey: '此项为必填项' } },
    });
  });
});
