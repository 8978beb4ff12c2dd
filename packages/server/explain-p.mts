import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = new PGlite({ dataDir: process.argv[2], extensions: { pg_trgm } });
const q = 'TR-B0100000';
const s = `explain analyze select count(*) from contracts c where (upper(c.contract_number) like upper($1) or reverse(upper(c.contract_number)) like upper($2) or c.title ilike $3)`;
for (let i = 0; i < 2; i++) {
  const t = performance.now();
  const r = await db.query(s, [q + '%', [...q].reverse().join('') + '%', '%' + q + '%']);
  console.log((performance.now() - t).toFixed(1), 'ms');
  if (i) console.log(r.rows.map((x: any) => Object.values(x)[0]).join('\n'));
}
await db.close();
