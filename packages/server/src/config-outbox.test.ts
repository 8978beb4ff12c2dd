// The outbox's settings from the environment: the simulator's answer and delay (0 is a delay), the
// real endpoints, the poll interval, and the dev mailbox, which production never turns on by itself.
import { describe, expect, it } from 'vitest';
import { configFromEnv, resolveConfig } from './config.ts';

describe('outbox settings from the environment', () => {
  it('has the demo defaults', () => {
    const config = resolveConfig(configFromEnv({}));
    expect(config.simulator).toEqual({ answer: 'approve', delayMs: 3000 });
    expect(config.outsideUrls).toEqual({ oa: '', qaudit: '', erp: '' });
    expect(config.outboxPollMs).toBe(500);
    expect(config.devMailbox).toBe(true);
  });

  it('reads the simulator, the endpoints and the poll interval', () => {
    const config = resolveConfig(
      configFromEnv({
        SIMULATOR_ANSWER: 'fail',
        SIMULATOR_DELAY_MS: '0',
        OA_URL: ' https://oa.example.com/api ',
        OUTBOX_POLL_MS: '50',
      }),
    );
    expect(config.simulator).toEqual({ answer: 'fail', delayMs: 0 });
    expect(config.outsideUrls).toEqual({ oa: 'https://oa.example.com/api', qaudit: '', erp: '' });
    expect(config.outboxPollMs).toBe(50);
  });

  it('ignores values that are not settings', () => {
    const config = resolveConfig(
      configFromEnv({ SIMULATOR_ANSWER: 'maybe', SIMULATOR_DELAY_MS: '-5', OUTBOX_POLL_MS: 'x' }),
    );
    expect(config.simulator).toEqual({ answer: 'approve', delayMs: 3000 });
    expect(config.outboxPollMs).toBe(500);
  });

  it('keeps the dev mailbox off in production (config-demo.test.ts), and DEV_MAILBOX=0 turns it off', () => {
    expect(configFromEnv({ NODE_ENV: 'production', DEMO_MODE: '1' }).devMailbox).toBe(true);
    expect(configFromEnv({ DEV_MAILBOX: '0' }).devMailbox).toBe(false);
    expect(configFromEnv({ DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
  });

  it('sends e-mail through SMTP_URL, and then keeps no dev mailbox unless asked', () => {
    const smtp = configFromEnv({
      SMTP_URL: ' smtp://mail.example.com:587 ',
      MAIL_FROM: 'P <p@x.cn>',
    });
    expect(smtp).toMatchObject({
      smtpUrl: 'smtp://mail.example.com:587',
      mailFrom: 'P <p@x.cn>',
      devMailbox: false,
    });
    expect(configFromEnv({ SMTP_URL: 'smtp://m:25', DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(configFromEnv({}).smtpUrl).toBe('');
  });
});
