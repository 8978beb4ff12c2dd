// `tsx scripts/lib/bench-seed.ts <data dir> [PostgreSQL URL] [--oplog | --contracts[=N] | --bills[=N]]`: prepares the bench's database before
// the server starts on it. It opens PGlite under <data dir>/pglite, or the PostgreSQL database, as
// the server does (migrations, demo seed), adds the bulk data of
// packages/server/src/seed/bench-data.ts and closes cleanly, so the server then opens a ready
// database. With `--oplog` the bulk data is a million operation log entries instead
// (packages/server/src/seed/bench-operation-log.ts); with `--contracts` 200,000 contracts (or N)
// with their versions and lines (packages/server/src/seed/bench-contracts.ts); with `--bills`
// 500,000 bills (or N) on N / 5 such contracts (packages/server/src/seed/bench-bills.ts). A process of its own: PGlite's memory goes with it, not into the bench's.
// Progress goes to stderr; the last line on stdout is the summary as JSON.
import { resolve } from 'node:path';
import { openDatabase } from '../../packages/server/src/db/connect.ts';
import { migrateToLatest } from '../../packages/server/src/db/migrate.ts';
import { seedBillsBench } from '../../packages/server/src/seed/bench-bills.ts';
import { seedContractsBench } from '../../packages/server/src/seed/bench-contracts.ts';
import { seedBenchData } from '../../packages/server/src/seed/bench-data.ts';
import { seedOperationLogBench } from '../../packages/server/src/seed/bench-operation-log.ts';
import { seedDatabase } from '../../packages/server/src/seed/seed.ts';

const OPLOG = process.argv.includes('--oplog');
const CONTRACTS = process.argv.find((a) => a === '--contracts' || a.startsWith('--contracts='));
const BILLS = process.argv.find((a) => a === '--bills' || a.startsWith('--bills='));
const [dataDir, databaseUrl] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!dataDir) {
  console.error('usage: tsx scripts/lib/bench-seed.ts <data dir> [PostgreSQL URL]');
  process.exit(2);
}

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const database = await openDatabase({ databaseUrl, pgliteDir: resolve(dataDir, 'pglite') });
try {
  await migrateToLatest(database.db);
  await seedDatabase(database.db);
  console.error(`  demo seed done after ${seconds()}`);
  const summary = OPLOG
    ? await seedOperationLogBench(database.db, { now: new Date() })
    : BILLS
      ? await seedBillsBench(database.db, {
          now: new Date(),
          bills: BILLS.includes('=') ? Number(BILLS.split('=')[1]) : undefined,
        })
      : CONTRACTS
        ? await seedContractsBench(database.db, {
            now: new Date(),
            contracts: CONTRACTS.includes('=') ? Number(CONTRACTS.split('=')[1]) : undefined,
          })
        : await seedBenchData(database.db, { now: new Date() });
  console.error(`  bulk data and ANALYZE done after ${seconds()}`);
  console.log(JSON.stringify({ ...summary, seconds: (performance.now() - started) / 1000 }));
} finally {
  await database.close();
}
