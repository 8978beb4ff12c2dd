import { readdir } from 'node:fs/promises';
import { messages } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, UPLOAD_URL, postMultipart } from '../../test/file-fixtures.ts';
import { createInquiry } from '../../test/inquiry-fixtures.ts';
import { DEMO, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { formatBytes } from './service.ts';

const QUOTA = 1000;
let t: TestApp;
let demo = '';
let other = '';
let buyer = '';

beforeAll(async () => {
  t = await createTestApp({ config: { fileQuotaBytes: QUOTA } });
  demo = (await signIn(t.app, DEMO.supplierDemo)).accessToken;
  other = (await signIn(t.app, DEMO.supplierOther)).accessToken;
  buyer = (await signIn(t.app, DEMO.buyerAdmin)).accessToken;
});
afterAll(() => t.close());

const pdf = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);
const stored = () => readdir(t.app.services.config.uploadDir).catch(() => [] as string[]);

async function upload(token: string, size: number, lang = 'en') {
  return postMultipart(t.app, UPLOAD_URL, token, {}, [{ name: 'a.pdf', content: pdf(size) }], lang);
}

async function uploadId(token: string, size = 300): Promise<string> {
  const res = await upload(token, size);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}

describe('the storage quota', () => {
  it("refuses a supplier's upload past its company's quota, in both languages, keeping nothing", async () => {
    await uploadId(demo, 400);
    await uploadId(demo, 400);
    const before = await stored();
    const over = await upload(demo, 201);
    expect(over.statusCode).toBe(413);
    expect(over.json().msg).toBe(
      messages.en['file.quotaExceeded'].replace('{{quota}}', formatBytes(QUOTA)),
    );
    const zh = await upload(demo, 201, 'zh-CN');
    expect(zh.statusCode).toBe(413);
    expect(zh.json().msg).toBe(
      '贵公司 1000 B 的文件存储空间已用完；未关联任何单据的文件会在一天后删除',
    );
    expect(await stored()).toEqual(before);
    // Exactly up to the quota is allowed; another company has a quota of its own.
    await uploadId(demo, 200);
    await uploadId(other, 900);
    // The buyer's staff are not limited.
    await uploadId(buyer, 900);
    await uploadId(buyer, 900);
  });

  it('formats quotas as people read them', () => {
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 GB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(500 * 1024 ** 2)).toBe('500 MB');
  });
});

describe('the sweep of unattached files', () => {
  const age = (ids: string[], hours: number) =>
    t.database.db
      .updateTable('files')
      .set({ created_at: sql`now() - make_interval(hours => ${hours})` } as never)
      .where('id', 'in', ids)
      .execute();

  it('removes files nothing refers to after a day, rows and bytes, and keeps attached ones', async () => {
    const inquiry = await createInquiry(t);
    const abandoned = await uploadId(buyer);
    const attached = await uploadId(buyer);
    const recent = await uploadId(buyer);
    await t.database.db
      .insertInto('inquiry_attachments')
      .values({ inquiry_id: inquiry.id, file_id: attached })
      .execute();
    await age([abandoned, attached], 25);
    await age([recent], 23);

    expect(await t.app.services.fileSweeper.runOnce()).toBeGreaterThanOrEqual(1);

    const left = await t.database.db
      .selectFrom('files')
      .select('id')
      .where('id', 'in', [abandoned, attached, recent])
      .execute();
    expect(left.map((r) => r.id).sort()).toEqual([attached, recent].sort());
    const files = await stored();
    expect(files).not.toContain(abandoned);
    expect(files).toEqual(expect.arrayContaining([attached, recent]));
    // The attachment (a cascading reference) is untouched.
    const link = await t.database.db
      .selectFrom('inquiry_attachments')
      .select('file_id')
      .where('file_id', '=', attached)
      .execute();
    expect(link).toHaveLength(1);
    const log = await t.database.db
      .selectFrom('operation_logs')
      .select(['item', 'account', 'type'])
      .where('item', '=', `file.sweep:${abandoned}`)
      .execute();
    expect(log).toEqual([{ item: `file.sweep:${abandoned}`, account: 'system', type: 4 }]);
    // Nothing more to do on a second run.
    expect(await t.app.services.fileSweeper.runOnce()).toBe(0);
  });

  it('removes spent and expired download tickets, and keeps live ones', async () => {
    const file = await uploadId(buyer);
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/file/ticket',
        headers: { authorization: `Bearer ${buyer}` },
        payload: { obj: file },
      });
    const spent = (await ask()).json<{ data: { ticket: string } }>().data.ticket;
    await ask();
    const used = await t.app.inject({
      url: `/api/admin/file/download?obj=${file}&ticket=${spent}`,
    });
    expect(used.statusCode).toBe(200);
    await t.database.db
      .updateTable('download_tickets')
      .set({ used_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is not', null)
      .execute();
    await t.app.services.fileSweeper.runOnce();
    const left = await t.database.db
      .selectFrom('download_tickets')
      .select(['used_at'])
      .where('file_id', '=', file)
      .execute();
    expect(left).toEqual([{ used_at: null }]);
  });

  it('frees the quota the swept files took', async () => {
    const full = await upload(demo, 300);
    expect(full.statusCode).toBe(413);
    const { id: companyId } = await t.database.db
      .selectFrom('companies')
      .innerJoin('users', 'users.company_id', 'companies.id')
      .select('companies.id')
      .where('users.account', '=', DEMO.supplierDemo.account)
      .executeTakeFirstOrThrow();
    const mine = await t.database.db
      .selectFrom('files')
      .select('id')
      .where('company_id', '=', companyId)
      .execute();
    await age(
      mine.map((r) => r.id),
      48,
    );
    await t.app.services.fileSweeper.runOnce();
    await uploadId(demo, 300);
  });

  it('runs from start() until the app closes', async () => {
    const sweeper = t.app.services.fileSweeper;
    const abandoned = await uploadId(buyer);
    await age([abandoned], 30);
    sweeper.start(60_000);
    await sweeper.stop();
    const row = await t.database.db
      .selectFrom('files')
      .select('id')
      .where('id', '=', abandoned)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
