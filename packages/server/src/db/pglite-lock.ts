// PGlite writes a postmaster.pid with a fake pid (-42), so it cannot tell a live owner from a crash
// and would happily let two processes open one data folder (which corrupts it). We keep our own lock
// file with the real pid: a live owner refuses the start, a dead one (kill -9) is cleared. PGlite
// itself replays its WAL after an unclean stop.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const LOCK_FILE = 'portal-server.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data folder for this process; the returned function gives it back. */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = join(dir, LOCK_FILE);
  const owner = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
  if (owner > 0 && owner !== process.pid && isAlive(owner)) {
    throw new Error(`The database folder ${dir} is in use by process ${owner}`);
  }
  await writeFile(file, String(process.pid));
  return async () => {
    await rm(file, { force: true });
  };
}
