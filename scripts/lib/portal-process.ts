// Starts the portal's server as a process of its own (`node --import tsx packages/server/src/main.ts`)
// and waits until it answers /api/health: for the bench, and for the server test that runs two
// processes against one PostgreSQL.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface PortalProcess {
  origin: string;
  /** SIGTERM, then waits for the exit (the server closes its database first). */
  stop: () => Promise<void>;
}

export async function startPortal(options: {
  port: number;
  env: Record<string, string>;
  /** The server's stderr (and stdout with `log`): errors only by default. */
  log?: boolean;
  timeoutMs?: number;
}): Promise<PortalProcess> {
  const origin = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', options.log ? 'inherit' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      // A measuring install with the demo accounts, even on DATABASE_URL (README, DEMO_MODE); its
      // many sign-ins all come from this one address.
      DEMO_MODE: '1',
      PUBLIC_KEY_MAX_PER_IP: '1000000',
      ...options.env,
      PORT: String(options.port),
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
  };
  const deadline = Date.now() + (options.timeoutMs ?? 240_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on ${origin} exited while starting`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the server on ${origin} did not start in time`);
}
