// A throwaway PostgreSQL, started the way .ci/run starts CI's: Debian's server binaries, a cluster
// of its own in a temporary folder (owned by the postgres user when we are root, as PostgreSQL
// refuses to run as root), a private port and socket directory, fsync off, removed at the end.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop: () => void;
}

function serverBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'postgres')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const latest = versions.at(-1);
  if (!latest)
    throw new Error('no PostgreSQL server here (apt-get install postgresql, as .ci/run does)');
  return join(root, latest, 'bin');
}

export function startPostgres(port: number): PostgresCluster {
  const bin = serverBin();
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-pg-'));
  const asRoot = userInfo().uid === 0;
  const run = (command: string) => {
    const r = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8' })
      : spawnSync('/bin/sh', ['-c', command], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${command}\n${r.stderr || r.stdout}`);
  };
  if (asRoot) {
    const pgUser = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const pgGroup = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(pgUser.stdout.trim()), Number(pgGroup.stdout.trim()));
  }
  run(`${bin}/initdb -D ${dir}/data -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null`);
  run(
    `${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o '-p ${port} -k ${dir} ` +
      `-c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200' start >/dev/null`,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(`${bin}/pg_ctl -D ${dir}/data -m fast stop >/dev/null`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
