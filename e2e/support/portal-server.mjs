// The portal for the browser tests: the real server on a database of its own, created afresh on
// every run (the demo seed included), serving the built host and widgets.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The same ports as origins.ts (plain JavaScript here, as Playwright starts this file with node).
const base = Number(process.env.E2E_PORT_BASE ?? 8181);
const dataDir = `${root}.tmp/e2e-data`;
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(base),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ALLOWED_ORIGINS: `http://127.0.0.1:${base + 1}`,
    LOG_LEVEL: 'warn',
    // Every answer is also checked by zod (packages/server/src/http/answer-serializer.ts).
    CHECK_ANSWERS: '1',
    // The browser tests use the demo accounts, the dev mailbox and the demo ERP key (README,
    // DEMO_MODE), and sign in many times from this one address.
    DEMO_MODE: '1',
    PUBLIC_KEY_MAX_PER_IP: '100000',
    // The outside-system simulator answers OA, QAUDIT and the ERP at once rather than after 3 s,
    // and the outbox worker looks for work often, so the supplier lifecycle test waits little.
    SIMULATOR_DELAY_MS: '300',
    OUTBOX_POLL_MS: '200',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
