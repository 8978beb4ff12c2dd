// createTestApp: the app on a fresh copy of the seeded database (PGlite or PostgreSQL alike), plus
// helpers for the two-step sign-in the browser does.
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { createTestDatabase } from './test-db.ts';

export const CLIENT_ID = 'portal-web';
export const CLIENT_SECRET = 'portal-web-secret';

export const DEMO = {
  buyerAdmin: { account: 'buyer.admin', password: 'Buyer#2026' },
  buyerCommercial: { account: 'buyer.commercial', password: 'Buyer#2026' },
  buyerQuality: { account: 'buyer.quality', password: 'Buyer#2026' },
  buyerMasterdata: { account: 'buyer.masterdata', password: 'Buyer#2026' },
  supplierDemo: { account: 'supplier.demo', password: 'Supplier#2026' },
  supplierOther: { account: 'supplier.other', password: 'Supplier#2026' },
  transportDemo: { account: 'transport.demo', password: 'Supplier#2026' },
} as const;

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { config?: Partial<AppConfig> } & Omit<Partial<BuildAppOptions>, 'database'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  // Uploads go to a folder of this test app's own, removed with it.
  const uploadDir = await mkdtemp(join(tmpdir(), 'portal-uploads-'));
  const app = await buildApp({
    checkAnswers: true,
    ...options,
    config: { uploadDir, ...options.config },
    database,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/** RSA-OAEP SHA-256 of UTF-8 text, base64: what jsencrypt's encryptOAEP sends. */
export function encrypt(publicKeyPem: string, text: string): string {
  return publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(text, 'utf8'),
  ).toString('base64');
}

/** What the sign-in form encrypts: the key's uuid bound to the password (AuthService). */
export function signInPlaintext(uuid: string, password: string): string {
  return `${uuid}:${password}`;
}

export async function publicKey(
  app: FastifyInstance,
): Promise<{ publicKey: string; uuid: string }> {
  const res = await app.inject({ method: 'GET', url: '/api/os/kaptcha/key/public' });
  if (res.statusCode !== 200) throw new Error(`key: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { publicKey: string; uuid: string } }>().data;
}

export interface GrantOptions {
  via?: 'GET' | 'POST';
  remoteAddress?: string;
  headers?: InjectOptions['headers'];
}

/** Sends a token request as GET query or POST form. */
export function tokenRequest(
  app: FastifyInstance,
  params: Record<string, string>,
  options: GrantOptions = {},
): Promise<LightMyRequestResponse> {
  const form = new URLSearchParams(params).toString();
  const base = {
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  };
  return options.via === 'POST'
    ? app.inject({
        ...base,
        method: 'POST',
        url: '/api/oauth/token',
        headers: { ...options.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
      })
    : app.inject({ ...base, method: 'GET', url: `/api/oauth/token?${form}` });
}

/** Step one: the password grant with a fresh key. */
export async function passwordGrant(
  app: FastifyInstance,
  account: string,
  password: string,
  options: GrantOptions = {},
): Promise<LightMyRequestResponse> {
  const key = await publicKey(app);
  return tokenRequest(
    app,
    {
      grant_type: 'password',
      username: account,
      password: encrypt(key.publicKey, signInPlaintext(key.uuid, password)),
      uuid: key.uuid,
      client_id: CLIENT_ID,
    },
    options,
  );
}

export function refreshGrant(
  app: FastifyInstance,
  refreshToken: string,
  options: GrantOptions = {},
): Promise<LightMyRequestResponse> {
  return tokenRequest(
    app,
    {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
    },
    options,
  );
}

/** Both steps; answers the access token (and the rotated refresh token). */
export async function signIn(
  app: FastifyInstance,
  who: { account: string; password: string },
  options: GrantOptions = {},
): Promise<{ accessToken: string; refreshToken: string }> {
  const first = await passwordGrant(app, who.account, who.password, options);
  if (first.statusCode !== 200)
    throw new Error(`password grant: ${first.statusCode} ${first.body}`);
  const second = await refreshGrant(
    app,
    first.json<{ refresh_token: string }>().refresh_token,
    options,
  );
  if (second.statusCode !== 200)
    throw new Error(`refresh grant: ${second.statusCode} ${second.body}`);
  const body = second.json<{ access_token: string; refresh_token: string }>();
  return { accessToken: body.access_token, refreshToken: body.refresh_token };
}

/** The access tokens of demo accounts (all of them by default), by their DEMO key. */
export async function signInAll<K extends keyof typeof DEMO>(
  app: FastifyInstance,
  keys: readonly K[] = Object.keys(DEMO) as K[],
): Promise<Record<K, string>> {
  const tokens = {} as Record<K, string>;
  for (const key of keys) tokens[key] = (await signIn(app, DEMO[key])).accessToken;
  return tokens;
}

export function bearer(token: string, extra: Record<string, string> = {}) {
  return { authorization: `Bearer ${token}`, ...extra };
}
