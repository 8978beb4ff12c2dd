// The server's entry: opens (and migrates and seeds) the database, builds the app and listens.
// Environment: PORT, HOST, DATA_DIR, DATABASE_URL, ALLOWED_ORIGINS, OAUTH_CLIENT_ID,
// OAUTH_CLIENT_SECRET, LOG_LEVEL, TRUST_PROXY, KEY_UUID_TTL_MS, SESSION_CACHE_MS, LOGIN_RATE_WINDOW_MS,
// LOGIN_MAX_PER_ACCOUNT, LOGIN_MAX_PER_IP, ERP_INTEGRATION_KEYS, OUTBOX_POLL_MS, OA_URL, QAUDIT_URL,
// ERP_URL, SIMULATOR_ANSWER, SIMULATOR_DELAY_MS, DEV_MAILBOX, DEMO_MODE, PUBLIC_KEY_MAX_PER_IP,
// PUBLIC_URL, FILE_QUOTA_BYTES, CHECK_ANSWERS (1: every answer is also checked by zod, as in the
// tests; the browser tests' server sets it).
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, configFromEnv, type AppConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { refreshStatistics, scheduleStatisticsRefresh } from './db/statistics.ts';
import { REPO_ROOT } from './paths.ts';
import { seedDatabase } from './seed/seed.ts';

const env = process.env;
const port = Number(env.PORT || 8080);
const host = env.HOST || '127.0.0.1';
const dataDir = resolve(env.DATA_DIR || resolve(REPO_ROOT, '.data'));

/** `true` trusts every proxy; otherwise a comma list of proxy addresses or subnets. */
function trustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((v) => v.trim());
}

let fromEnv: Partial<AppConfig>;
try {
  fromEnv = configFromEnv(env);
} catch (error) {
  // A production install without its own secrets does not start (docs/decisions/2026-11-26-explicit-demo-mode.md).
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  pgliteDir: resolve(dataDir, 'pglite'),
});

let shuttingDown = false;
try {
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { auditDemos: true, contractDemos: true });
  await refreshStatistics(database);
  const app = await buildApp({
    database,
    config: { ...fromEnv, uploadDir: resolve(dataDir, 'uploads') },
    logger: { level: env.LOG_LEVEL || 'info' },
    trustProxy: trustProxy(env.TRUST_PROXY),
    checkAnswers: env.CHECK_ANSWERS === '1',
  });

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Closing the app stops the outbox worker after its current run (an onClose hook).
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port, host });
  app.services.outboxWorker.start();
  app.services.fileSweeper.start();
  // Unref'd: the shutdown above ends the process without waiting for it.
  scheduleStatisticsRefresh(database, (error) =>
    app.log.error({ err: error }, 'refreshing the planner statistics failed'),
  );
  app.log.info(`database: ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${dataDir}`}`);
  if (fromEnv.demoMode) {
    app.log.warn(
      'DEMO MODE: demo accounts, a public dev mailbox (every e-mail, reset codes too, at ' +
        '/dev/mailbox), the demo ERP key and the demo client secret are accepted. Never expose ' +
        'this install; set NODE_ENV=production with OAUTH_CLIENT_SECRET and ERP_INTEGRATION_KEYS ' +
        'for a real one (README, settings).',
    );
  }
} catch (error) {
  console.error(error);
  await database.close().catch(() => {});
  process.exit(1);
}
