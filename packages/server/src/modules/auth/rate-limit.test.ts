// Failed sign-ins are counted in the database per account and per address. The test moves the
// app's clock (config.now) past the window instead of waiting for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, createTestApp, passwordGrant, type TestApp } from '../../test/test-app.ts';

// A minute: however slow the machine, the failures of one test fall inside one window.
const WINDOW_MS = 60_000;
let t: TestApp;
let clockOffsetMs = 0;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      loginRateLimit: { windowMs: WINDOW_MS, maxPerAccount: 3, maxPerIp: 5 },
      now: () => new Date(Date.now() + clockOffsetMs),
    },
  });
});
afterAll(() => t.close());

/** The window has passed: the app's clock moves on, nothing waits. */
const passWindow = () => {
  clockOffsetMs += WINDOW_MS + 200;
};

describe('sign-in rate limit', () => {
  it('blocks an account after too many failures, then lets a correct sign-in through', async () => {
    const who = DEMO.buyerCommercial;
    for (let i = 0; i < 3; i++) {
      const res = await passwordGrant(t.app, who.account, 'Wrong#2026', {
        remoteAddress: `10.0.0.${i + 1}`,
      });
      expect(res.statusCode).toBe(400);
    }
    // Even the right password is refused while the account is blocked.
    const blocked = await passwordGrant(t.app, who.account, who.password, {
      remoteAddress: '10.0.0.9',
      headers: { 'accept-language': 'zh' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json()).toMatchObject({ code: 429, error: 'too_many_requests' });
    expect(blocked.json().error_description).toBe('登录失败次数过多，请 1 分钟后再试。');

    passWindow();
    const ok = await passwordGrant(t.app, who.account, who.password, { remoteAddress: '10.0.0.9' });
    expect(ok.statusCode).toBe(200);
  });

  it('blocks an address that tries many accounts', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i++) {
      const res = await passwordGrant(t.app, `ghost${i}`, 'Wrong#2026', { remoteAddress: ip });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await passwordGrant(
      t.app,
      DEMO.supplierDemo.account,
      DEMO.supplierDemo.password,
      {
        remoteAddress: ip,
      },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().msg).toMatch(/Too many failed sign-ins/);
    // Another address is not affected.
    const elsewhere = await passwordGrant(
      t.app,
      DEMO.supplierDemo.account,
      DEMO.supplierDemo.password,
      { remoteAddress: '192.0.2.78' },
    );
    expect(elsewhere.statusCode).toBe(200);

    passWindow();
    const later = await passwordGrant(
      t.app,
      DEMO.supplierDemo.account,
      DEMO.supplierDemo.password,
      {
        remoteAddress: ip,
      },
    );
    expect(later.statusCode).toBe(200);
  });
});
