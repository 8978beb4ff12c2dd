// The PGlite statement cache answers exactly what PGlite's query() answers, prepares a statement
// once, survives errors and schema changes, and keeps no more statements than its limit.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteStatements } from './pglite-statements.ts';

let pglite: PGlite;

beforeAll(async () => {
  pglite = new PGlite();
  await pglite.exec(`
    create table parts (
      id text primary key, price numeric(20, 4), due timestamptz, spare boolean, tags text[],
      extra jsonb, qty integer
    );
    insert into parts values
      ('A', 12.5, '2026-11-23T08:00:00Z', true, '{x,y}', '{"k": [1, 2]}', 3),
      ('B', null, null, false, '{}', null, 0);
  `);
});

afterAll(async () => {
  await pglite.close();
});

const prepared = async () =>
  (await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))
    .rows[0]!.n;

describe('PgliteStatements', () => {
  it('answers what query() answers, for every type the portal stores', async () => {
    const statements = new PgliteStatements(pglite);
    const text = 'select * from parts where spare = $1 or due < $2 or id = any($3) order by id';
    const params = [true, new Date('2020-01-01T00:00:00Z'), ['B']];
    const plain = await pglite.query(text, params);
    const first = await statements.query(text, params);
    const again = await statements.query(text, params);
    expect(first.rows).toEqual(plain.rows);
    expect(again.rows).toEqual(plain.rows);
    expect(first.fields).toEqual(plain.fields);
    expect(first.rows).toHaveLength(2);
  });

  it('prepares a statement once however often it runs, and counts what a write changed', async () => {
    const statements = new PgliteStatements(pglite);
    const before = await prepared();
    for (let i = 0; i < 5; i++) {
      const done = await statements.query('update parts set qty = qty + $1 where id = $2', [
        1,
        'A',
      ]);
      expect(done.affectedRows).toBe(1);
    }
    expect(await prepared()).toBe(before + 1);
    const row = await statements.query<{ qty: number }>('select qty from parts where id = $1', [
      'A',
    ]);
    expect(row.rows[0]!.qty).toBe(8);
    await statements.clear();
    expect(await prepared()).toBe(before);
  });

  it('throws the database error and stays usable, in and out of a transaction', async () => {
    const statements = new PgliteStatements(pglite);
    await expect(
      statements.query('select * from no_such_table where id = $1', ['A']),
    ).rejects.toMatchObject({ code: '42P01' });
    await expect(
      statements.query('insert into parts (id, qty) values ($1, $2)', ['A', 1]),
    ).rejects.toMatchObject({ code: '23505' });
    expect(statements.size).toBe(1);

    await statements.query('begin', []);
    await statements.query('update parts set qty = $1 where id = $2', [100, 'B']);
    await expect(statements.query('insert into parts (id) values ($1)', ['A'])).rejects.toThrow();
    await statements.query('rollback', []);
    const b = await statements.query<{ qty: number }>('select qty from parts where id = $1', ['B']);
    expect(b.rows[0]!.qty).toBe(0);
  });

  it('forgets prepared statements when the schema changes, so `select *` shows a new column', async () => {
    const statements = new PgliteStatements(pglite);
    const text = 'select * from parts where id = $1';
    expect(Object.keys((await statements.query(text, ['A'])).rows[0] as object)).not.toContain(
      'note',
    );
    await statements.query(`alter table parts add column note text default 'n'`, []);
    expect(statements.size).toBe(0);
    const after = await statements.query<{ note: string }>(text, ['A']);
    expect(after.rows[0]!.note).toBe('n');
  });

  it('keeps at most its limit, closing the least recently used statement', async () => {
    const statements = new PgliteStatements(pglite, 3);
    await statements.clear();
    const before = await prepared();
    for (let i = 1; i <= 5; i++) await statements.query(`select $1::int + ${i} as n`, [i]);
    expect(statements.size).toBe(3);
    expect(await prepared()).toBe(before + 3);
    const last = await statements.query<{ n: number }>('select $1::int + 5 as n', [1]);
    expect(last.rows[0]!.n).toBe(6);
    await statements.clear();
  });
});
