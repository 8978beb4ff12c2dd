// supplier.other calls every endpoint of the files, spreadsheet and bargaining modules with
// supplier.demo's ids: each answers 404 (or, for buyer calls, 403) and nothing changes.
import type { BargainingRow } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { DOWNLOAD_URL, PDF, UPLOAD_URL, postMultipart } from '../../test/file-fixtures.ts';
import { DEMO_CODE, createInquiry, fullLine } from '../../test/inquiry-fixtures.ts';
import { URLS, client, inDays, openRound, submitQuote } from './test-fixtures.ts';

let t: TestApp;
let demoToken = '';
let otherToken = '';
let buyerToken = '';
let inquiryId = '';
let lineId = '';
let roundId = '';
let fileId = '';
let quoteTemplateXlsx: Buffer = Buffer.alloc(0);

beforeAll(async () => {
  t = await createTestApp();
  demoToken = (await signIn(t.app, DEMO.supplierDemo)).accessToken;
  otherToken = (await signIn(t.app, DEMO.supplierOther)).accessToken;
  buyerToken = (await signIn(t.app, DEMO.buyerAdmin)).accessToken;
  const inquiry = await createInquiry(t, { bidders: [DEMO_CODE] });
  inquiryId = inquiry.id;
  const lines = await submitQuote(
    t.app,
    demoToken,
    inquiry.id,
    inquiry.itemIds.map((i) => fullLine(i)),
  );
  lineId = lines.get(inquiry.itemIds[0] ?? '') ?? '';
  [roundId = ''] = await openRound(t.app, buyerToken, [lineId], 9000);
  const upload = await postMultipart(t.app, UPLOAD_URL, demoToken, {}, [
    { name: 'a.pdf', content: PDF },
  ]);
  fileId = upload.json().data.id;
  const template = await t.app.inject({
    method: 'GET',
    url: `/api/admin/file/template/quote?inquiryId=${inquiryId}`,
    headers: bearer(demoToken),
  });
  quoteTemplateXlsx = template.rawPayload;
});
afterAll(() => t.close());

async function snapshot() {
  const db = t.database.db;
  return {
    round: await db
      .selectFrom('bargaining_rounds')
      .selectAll()
      .where('id', '=', roundId)
      .executeTakeFirst(),
    line: await db
      .selectFrom('quote_lines')
      .selectAll()
      .where('id', '=', lineId)
      .executeTakeFirst(),
    bidders: await db
      .selectFrom('bidders')
      .selectAll()
      .where('inquiry_id', '=', inquiryId)
      .execute(),
    rounds: await db
      .selectFrom('bargaining_rounds')
      .select('id')
      .where('inquiry_id', '=', inquiryId)
      .execute(),
  };
}

describe("another supplier's ids", () => {
  it('answer 404 (403 for buyer calls) and change nothing', async () => {
    const before = await snapshot();
    const other = client(t.app, otherToken);
    const expect404 = async (res: { statusCode: number; body: string }) =>
      expect(res.statusCode, res.body).toBe(404);

    await expect404(await other.post(URLS.answer, { id: roundId, version: 1, action: 'accept' }));
    await expect404(
      await other.post(URLS.answer, { id: roundId, version: 1, action: 'answer', price: 1 }),
    );
    await expect404(await other.post(URLS.decline, { id: roundId, version: 1 }));
    await expect404(await other.post(URLS.batchDecline, { ids: [roundId] }));
    await expect404(await other.get(DOWNLOAD_URL, { obj: fileId }));
    await expect404(await other.get('/api/admin/file/template/quote', { inquiryId }));
    await expect404(
      await postMultipart(
        t.app,
        URLS.upload.replace('cgBargaining', 'cgInquiry'),
        otherToken,
        { inquiryId },
        [{ name: 'q.xlsx', content: quoteTemplateXlsx }],
      ),
    );

    const listed = await other.get(URLS.list, { size: 500 });
    const ids = listed.json<{ data: { records: BargainingRow[] } }>().data.records.map((r) => r.id);
    expect(ids).not.toContain(roundId);
    const filtered = await other.get(URLS.list, { inquiryId });
    expect(filtered.json().data.total).toBe(0);

    const template = await t.app.inject({
      method: 'GET',
      url: URLS.template,
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(template.rawPayload.includes(Buffer.from(roundId))).toBe(false);

    // A hand-made bulk answer naming demo's round is a row error, like an unknown id.
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('x');
    sheet.getRow(1).values = ['roundId', 'answerPrice'];
    sheet.getRow(3).values = [roundId, 9000];
    const res = await postMultipart(t.app, URLS.upload, otherToken, {}, [
      { name: 'b.xlsx', content: Buffer.from(await wb.xlsx.writeBuffer()) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      applied: 0,
      errors: [{ row: 3, column: 'roundId', message: 'This bargaining round does not exist' }],
    });

    for (const res of [
      await other.get(URLS.buyerInquiries),
      await other.get(URLS.compare, { inquiryId }),
      await other.get(URLS.buyerRounds, { inquiryId }),
      await other.post(URLS.open, { quoteLineIds: [lineId], targetPrice: 1, deadline: inDays(1) }),
    ]) {
      expect(res.statusCode).toBe(403);
    }

    expect(await snapshot()).toEqual(before);
    expect(before.round).toMatchObject({ status: 'pending', version: 1 });
  });
});
