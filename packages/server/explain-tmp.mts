import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = new PGlite({ dataDir: process.argv[2], extensions: { pg_trgm } });
const stmts = process.argv.slice(3);
for (const s of stmts) {
  for (let i = /^(create|drop|analyze|set)/i.test(s) ? 1 : 0; i < 2; i++) {
    const t = performance.now();
    const r = await db.query<{ 'QUERY PLAN': string }>(s);
    const ms = performance.now() - t;
    if (i === 1) { console.log(`--- ${ms.toFixed(1)} ms: ${s.slice(0, 160)}`); console.log(r.rows.map((x) => Object.values(x)[0]).join('\n')); }
  }
}
await db.close();
