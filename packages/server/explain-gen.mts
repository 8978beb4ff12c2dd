import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = new PGlite({ dataDir: process.argv[2], extensions: { pg_trgm } });
await db.query('set plan_cache_mode = force_generic_plan');
await db.query(process.argv[3]);
const r = await db.query<any>(process.argv[4]);
console.log(r.rows.map((x: any) => Object.values(x)[0]).join('\n'));
await db.close();
