// Failed sign-ins are counted in the database per account and per address. The test moves the
// app's clock (config.now) past the window instead of waiting for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  createTestApp,
  passwordGrant,
  publicKey,
  type TestApp,
} from '../../test/test-app.ts';

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
    // Even the right password is refused from an address that failed while the account is blocked.
    const blocked = await passwordGrant(t.app, who.account, who.password, {
      remoteAddress: '10.0.0.3',
      headers: { 'accept-language': 'zh' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json()).toMatchObject({ code: 429, error: 'too_many_requests' });
    expect(blocked.json().error_description).toBe('登录失败次数过多，请 1 分钟后再试。');

    passWindow();
    const ok = await passwordGrant(t.app, who.account, who.password, { remoteAddress: '10.0.0.3' });
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

describe('a stranger cannot lock an account', () => {
  it('lets a correct password in from an address with no recent failures', async () => {
    const who = DEMO.buyerQuality;
    for (let i = 0; i < 3; i++) {
      const res = await passwordGrant(t.app, who.account, 'Wrong#2026', {
        remoteAddress: '198.51.100.1',
      });
      expect(res.statusCode).toBe(400);
    }
    // The attacker's address is blocked for the account…
    const attacker = await passwordGrant(t.app, who.account, who.password, {
      remoteAddress: '198.51.100.1',
    });
    expect(attacker.statusCode).toBe(429);
    // …but the owner, from a clean address, still signs in.
    const owner = await passwordGrant(t.app, who.account, who.password, {
      remoteAddress: '198.51.100.2',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('gives a clean address one check past the limit, then blocks it too', async () => {
    const who = DEMO.buyerMasterdata;
    for (let i = 0; i < 3; i++) {
      await passwordGrant(t.app, who.account, 'Wrong#2026', { remoteAddress: '198.51.100.10' });
    }
    const clean = await passwordGrant(t.app, who.account, 'Wrong#2026', {
      remoteAddress: '198.51.100.11',
    });
    expect(clean.statusCode).toBe(400);
    const again = await passwordGrant(t.app, who.account, who.password, {
      remoteAddress: '198.51.100.11',
    });
    expect(again.statusCode).toBe(429);
  });
});

describe('limits under concurrency (default limits: 5 per account, 20 per address)', () => {
  let d: TestApp;
  beforeAll(async () => {
    d = await createTestApp();
  });
  afterAll(() => d.close());

  it('lets at most 5 of 30 simultaneous wrong passwords reach the password check', async () => {
    const who = DEMO.supplierDemo;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        passwordGrant(d.app, who.account, 'Wrong#2026', { remoteAddress: '203.0.113.5' }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 400).every((s) => s === 429)).toBe(true);
    // Each checked password leaves a failed-sign-in line: no more than the limit were checked.
    const failed = (await d.app.services.operationLog.list({ account: who.account })).filter(
      (r) => r.item === 'login.failed',
    );
    expect(failed.length).toBeLessThanOrEqual(5);
  });

  it('answers 429 to an address that asks for too many sign-in keys', async () => {
    const ask = () =>
      d.app.inject({
        method: 'GET',
        url: '/api/os/kaptcha/key/public',
        remoteAddress: '203.0.113.9',
      });
    const answers = await Promise.all(Array.from({ length: 100 }, ask));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().msg).toBe('Too many requests. Please slow down.');
    // Another address still gets its key.
    expect((await publicKey(d.app)).uuid).toMatch(/^[0-9a-f-]{36}$/);
  });
});
