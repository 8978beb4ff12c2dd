import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = new PGlite({ dataDir: process.argv[2], extensions: { pg_trgm } });
for (const s of process.argv.slice(3)) {
  await db.query(s);
  const t = performance.now();
  for (let i = 0; i < 20; i++) await db.query('explain ' + s);
  console.log(((performance.now() - t) / 20).toFixed(2), 'ms plan:', s.slice(40, 140));
}
await db.close();
