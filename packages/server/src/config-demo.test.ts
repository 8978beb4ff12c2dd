// Demo mode is explicit (docs/decisions/2026-11-26-explicit-demo-mode.md): on only where no
// production setting is given, or with DEMO_MODE=1; a production install needs its own secrets.
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_INTEGRATION_KEY, configFromEnv, demoModeFromEnv } from './config.ts';
import { createTestApp } from './test/test-app.ts';

const REAL = { OAUTH_CLIENT_SECRET: 's3cret-of-this-install', ERP_INTEGRATION_KEYS: 'erp-key-1' };

describe('demo mode', () => {
  it('is on without production settings, off with NODE_ENV=production or DATABASE_URL', () => {
    expect(demoModeFromEnv({})).toBe(true);
    expect(demoModeFromEnv({ NODE_ENV: 'production' })).toBe(false);
    expect(demoModeFromEnv({ DATABASE_URL: 'postgres://db/portal' })).toBe(false);
    expect(demoModeFromEnv({ NODE_ENV: 'production', DEMO_MODE: '1' })).toBe(true);
    expect(demoModeFromEnv({ DEMO_MODE: '0' })).toBe(false);
  });

  it('keeps the one-command demo: demo secret, demo ERP key and the dev mailbox', () => {
    const demo = configFromEnv({});
    expect(demo).toMatchObject({
      demoMode: true,
      oauthClientSecret: 'portal-web-secret',
      integrationKeys: [DEMO_INTEGRATION_KEY],
      devMailbox: true,
    });
  });

  it('refuses to start in production without a client secret and integration keys', () => {
    for (const env of [
      { NODE_ENV: 'production' },
      { DATABASE_URL: 'postgres://db/portal' },
      { NODE_ENV: 'production', OAUTH_CLIENT_SECRET: 'x-y-z' },
      { NODE_ENV: 'production', ERP_INTEGRATION_KEYS: 'k' },
      // The demo values are public: they do not count.
      { NODE_ENV: 'production', ...REAL, OAUTH_CLIENT_SECRET: 'portal-web-secret' },
      { NODE_ENV: 'production', ...REAL, ERP_INTEGRATION_KEYS: DEMO_INTEGRATION_KEY },
    ]) {
      expect(() => configFromEnv(env), JSON.stringify(env)).toThrow(ConfigError);
    }
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow(
      /OAUTH_CLIENT_SECRET and ERP_INTEGRATION_KEYS must be set/,
    );
  });

  it('in production: its own secret and keys, no demo key, and the dev mailbox off', () => {
    const prod = configFromEnv({ NODE_ENV: 'production', ...REAL, DEV_MAILBOX: '1' });
    expect(prod).toMatchObject({
      demoMode: false,
      oauthClientSecret: REAL.OAUTH_CLIENT_SECRET,
      integrationKeys: ['erp-key-1'],
      devMailbox: false,
    });
  });

  it('tells the sign-in page whether it is a demo install (GET /os/demo)', async () => {
    for (const demoMode of [true, false]) {
      const t = await createTestApp({ config: { demoMode } });
      try {
        const res = await t.app.inject({ method: 'GET', url: '/api/os/demo' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ code: 200, data: { demo: demoMode } });
      } finally {
        await t.close();
      }
    }
  });
});
